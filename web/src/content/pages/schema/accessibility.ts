import { z } from 'zod';
import { KNOWN_LIMITATIONS } from '../../../config/accessibility.ts';
import { hero, text, textList } from './fields.ts';
import { withPlaceholders } from './placeholders.ts';

const titledParagraphs = z.strictObject({
  title: text('Heading', ''),
  paragraphs: textList('Paragraphs', ''),
});

export const knownLimitationSchema = z.strictObject({
  title: text('Title', ''),
  affected: text('What is affected', ''),
  reason: text('Why', ''),
  meanwhile: text('Meanwhile', ''),
});

/**
 * The accessibility statement (pages/<locale>/accessibility.yaml), in the sections of the EU
 * model statement. Its facts (status, review date, answer time, limitations) come from
 * web/src/config/accessibility.ts.
 */
export const accessibilitySchema = withPlaceholders(
  z.strictObject({
    hero,
    commitment: titledParagraphs,
    status: z.strictObject({
      title: text('Heading', ''),
      conformance: z
        .strictObject({
          full: text('Full', ''),
          partial: text('Partial', ''),
          none: text('None', ''),
        })
        .meta({ title: 'Status', description: 'One sentence per status; the config says which.' }),
    }),
    limitations: z.strictObject({
      title: text('Heading', ''),
      lead: text('Lead', ''),
      none: text('None', 'Shown when the config lists no known limitation.'),
      labels: z.strictObject({
        affected: text('What is affected', ''),
        reason: text('Why', ''),
        meanwhile: text('Meanwhile', ''),
      }),
      items: z
        .record(z.enum(KNOWN_LIMITATIONS), knownLimitationSchema)
        .meta({ title: 'Limitations', description: 'Each limitation the config can list.' }),
    }),
    assessment: z.strictObject({
      title: text('Heading', ''),
      automatedTitle: text('Automated checks heading', ''),
      automated: textList('Automated checks', ''),
      manualTitle: text('Manual review heading', ''),
      manualLead: text('Manual review lead', ''),
      manual: textList('Manual review', ''),
      notYet: text('Not yet', ''),
    }),
    environments: titledParagraphs,
    feedback: titledParagraphs,
    contactLink: text('Contact link', 'The words of the link {contactLink} becomes.'),
    prepared: text('Closing line', 'When and how the statement was prepared.'),
  }),
  [
    'legalName',
    'host',
    'standard',
    'level',
    'date',
    'browsers',
    'days',
    'email',
    'contactLink',
    'send',
    'skipLink',
  ],
);
