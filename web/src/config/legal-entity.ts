/**
 * Who runs the site, as Spain's LSSI-CE (Ley 34/2002, art. 10.1) requires a site that offers
 * services to say: the legal notice (`/legal-notice`, `/es/aviso-legal`) shows these values in
 * every language, and nowhere else are they written. The legal name is `SITE.legalName`
 * (web/src/config/site.ts), shared with the privacy notice and the footer.
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
   * The number in the Registro Nacional de Seguridad Privada, when the firm is authorized to
   * plan and advise on private security under Ley 5/2014 (art. 10.1.c); the notice then names
   * the supervising body. Empty when not applicable: nothing is shown.
   */
  readonly privateSecurityRegistration: LegalValue;
  /** A professional body the firm belongs to (art. 10.1.d); empty: not shown. */
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
  professionalBody: '',
  codesOfConduct: [],
};

export function isExample(value: LegalValue): value is ExampleValue {
  return typeof value !== 'string';
}

/** The text of a value, example or not. */
export function legalText(value: LegalValue): string {
  return isExample(value) ? value.example : value;
}

/** What `npm run deploy` refuses: a legal notice that names example data as the firm's. */
export function exampleLegalDataProblems(entity: LegalEntity = LEGAL_ENTITY): string[] {
  return Object.entries(entity)
    .filter(([, value]) => typeof value === 'object' && value !== null && 'example' in value)
    .map(
      ([field, value]) =>
        `"${field}" of the legal notice is still example data (${(value as ExampleValue).example}): write the firm's own in web/src/config/legal-entity.ts.`,
    );
}
