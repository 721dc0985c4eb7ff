import { z } from 'zod';
import { hero, list, text } from './fields.ts';
import { withPlaceholders } from './placeholders.ts';
import { textSection } from './text-page.ts';

/**
 * The privacy notice (pages/<locale>/privacy.yaml). Its `{…}` values come from the site and
 * infrastructure settings (web/src/config/site.ts, web/src/config/analytics.ts, cdk.json).
 */
export const privacySchema = withPlaceholders(
  z.strictObject({
    hero,
    sections: list(textSection, 'Sections', 'The notice’s sections, in order.'),
    authorities: z
      .strictObject({
        title: text('Heading', ''),
        lead: text('Lead', ''),
        list: list(
          z.strictObject({
            name: text('Name', 'The authority’s name.'),
            country: text('Country', ''),
            url: z
              .url({ protocol: /^https$/, error: 'must be an https:// address' })
              .meta({ title: 'Website', description: 'The authority’s site, https://…' }),
          }),
          'Authorities',
          'Each data protection authority.',
        ),
        note: text('Note', 'The notice Argentina’s regulator asks for (Disposición 10/2008).'),
      })
      .meta({ title: 'Where to complain', description: 'The data protection authorities.' }),
    contact: z
      .strictObject({ title: text('Heading', ''), text: text('Text', '') })
      .meta({ title: 'How to exercise your rights', description: '' }),
    regionNames: z
      .record(z.string().regex(/^[a-z]{2}-[a-z]+-\d$/, 'must be an AWS region code'), text('', ''))
      .meta({
        title: 'Region names',
        description: 'AWS region codes in words; a region not listed is shown by its code.',
      }),
  }),
  [
    'controller',
    'email',
    'privacyEmail',
    'region',
    'retentionDays',
    'logRetentionDays',
    'analyticsRetentionMonths',
  ],
);
