/**
 * Who runs the site, as Spain's LSSI-CE (Ley 34/2002, art. 10.1) requires a site that offers
 * services to say: the legal notice (`/legal-notice`, `/es/aviso-legal`) shows these values in
 * every language, and nowhere else are they written. The legal name is `SITE.legalName`
 * (web/src/config/site.ts), shared with the privacy notice and the footer: it must be the name
 * as registered, with its legal form (", S.L.").
 *
 * Values shipped with the code are examples, written `{ example: '…' }`: the page labels them
 * as example data, and `npm run deploy` refuses to deploy while any is left, naming the field.
 * Replace each with the firm's plain string. Plain Node can import this file (the pre-deploy
 * check does), so it reads nothing from Vite.
 */

/** A value shipped as an example, until the firm writes its own. */
export interface ExampleValue {
  readonly example: string;
}

export type LegalValue = string | ExampleValue;

/** A code of conduct the firm subscribes to, and where it can be read online (art. 10.1.g). */
export interface CodeOfConduct {
  readonly name: string;
  readonly url: string;
}

export interface LegalEntity {
  /** The registered office (domicilio social), as registered. */
  readonly registeredAddress: LegalValue;
  /** A direct contact besides the email address (`SITE.email`): art. 10.1.a. */
  readonly phone: LegalValue;
  /** The tax identification number (NIF): art. 10.1.e. */
  readonly taxId: LegalValue;
  /** The registry entry that gave the company its legal personality: art. 10.1.b. */
  readonly registryEntry: LegalValue;
  /**
   * The prior authorization of art. 10.1.c: the firm's entry in the Registro Nacional de
   * Seguridad Privada (or a regional register), with its number, when it is registered as a
   * private security company under Ley 5/2014. Whether consultancy alone needs it is for the
   * firm's counsel: under that law planning and advice may also be a compatible activity. Empty
   * when not applicable: neither it nor the supervising body is shown.
   */
  readonly privateSecurityRegistration: LegalValue;
  /**
   * The body that supervises that registration: the Ministry of the Interior (Policía Nacional,
   * Unidad Central de Seguridad Privada), or a region's own where it holds the power (Catalonia,
   * the Basque Country). Shown with the registration only.
   */
  readonly supervisingBody: LegalValue;
  /**
   * For a regulated profession (art. 10.1.d): the professional body (colegio profesional) and
   * membership number, the title and the State that issued it, and where its professional
   * rules can be read. Empty: not shown.
   */
  readonly professionalBody: LegalValue;
  /** Codes of conduct the firm subscribes to (art. 10.1.g); none: not shown. */
  readonly codesOfConduct: readonly CodeOfConduct[];
}

export const LEGAL_ENTITY: LegalEntity = {
  registeredAddress: { example: 'Calle de Ejemplo 1, 28001 Madrid, España' },
  phone: { example: '+34 910 000 000' },
  taxId: { example: 'B00000000' },
  registryEntry: {
    example: 'Registro Mercantil de Madrid, tomo 00000, folio 1, hoja M-000000',
  },
  privateSecurityRegistration: '',
  supervisingBody: '',
  professionalBody: '',
  codesOfConduct: [],
};

export function isExample(value: unknown): value is ExampleValue {
  return typeof value === 'object' && value !== null && 'example' in value;
}

/** The text of a value, example or not. */
export function legalText(value: LegalValue): string {
  return isExample(value) ? value.example : value;
}

/** What art. 10.1 asks of every site: these may never be left empty. */
const REQUIRED: readonly (keyof LegalEntity)[] = [
  'registeredAddress',
  'phone',
  'taxId',
  'registryEntry',
];

/** Marks, in the built page, a value that is still an example (the pre-deploy check looks). */
export const EXAMPLE_MARK = 'data-example';

const FILE = 'web/src/config/legal-entity.ts';

/**
 * What `npm run deploy` refuses in the config: a legal notice that names example data as the
 * firm's, or leaves out a fact the law requires.
 */
export function legalDataProblems(entity: LegalEntity = LEGAL_ENTITY): string[] {
  const problems: string[] = [];
  for (const [field, value] of Object.entries(entity) as [keyof LegalEntity, unknown][]) {
    if (isExample(value)) {
      problems.push(
        `"${field}" of the legal notice is still example data (${value.example}): write the firm's own in ${FILE}.`,
      );
    } else if (REQUIRED.includes(field) && typeof value === 'string' && value.trim() === '') {
      problems.push(`"${field}" of the legal notice is empty: the law requires it (${FILE}).`);
    }
  }
  if (legalText(entity.privateSecurityRegistration) && !legalText(entity.supervisingBody)) {
    problems.push(
      `"supervisingBody" of the legal notice is empty, but "privateSecurityRegistration" is set: name the body that supervises it (${FILE}).`,
    );
  }
  return problems;
}
