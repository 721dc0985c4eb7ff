import { z } from 'zod';
import { hero, list, text } from './fields.ts';
import { withPlaceholders } from './placeholders.ts';
import { textSection } from './text-page.ts';

/** Each fact of the legal notice, as web/src/config/legal-entity.ts names it. */
export const LEGAL_FACTS = [
  'legalName',
  'registeredAddress',
  'email',
  'phone',
  'taxId',
  'registryEntry',
  'privateSecurityRegistration',
  'supervisingBody',
  'professionalBody',
  'codesOfConduct',
] as const;

/**
 * The legal notice (pages/<locale>/legal-notice.yaml). The firm's data come from web/src/config
 * (`SITE`, `LEGAL_ENTITY`); this copy only labels them, so each value is written once.
 */
export const legalNoticeSchema = withPlaceholders(
  z.strictObject({
    hero,
    owner: z.strictObject({
      title: text('Heading', ''),
      lead: text('Lead', ''),
      labels: z.record(z.enum(LEGAL_FACTS), text('Label', '')).meta({
        title: 'Labels',
        description:
          'One label per fact of the notice: the facts themselves (the company’s name, its address…) come from the site’s settings.',
      }),
      exampleTag: text('Example tag', 'Beside a value that is still the example.'),
    }),
    sections: list(textSection, 'Sections', 'Short sections, in order.'),
    privacyLink: text('Privacy link', 'The words of the link that {privacyLink} becomes.'),
    disclosureLink: text('Disclosure link', 'The words of the link {disclosureLink} becomes.'),
  }),
  ['legalName', 'privacyLink', 'disclosureLink'],
);
