import { z } from 'zod';
import { hero, list, text, textList } from './fields.ts';
import { withPlaceholders } from './placeholders.ts';
import { titledList } from './text-page.ts';

/**
 * The vulnerability disclosure policy (pages/<locale>/security.yaml). `{host}`,
 * `{securityEmail}` and `{securityTxt}` come from web/src/config.
 */
export const securitySchema = withPlaceholders(
  z.strictObject({
    hero,
    intro: textList('Introduction', 'Under the hero: why we want reports, what it covers.'),
    scope: z.strictObject({
      title: text('Heading', ''),
      lead: text('Lead', ''),
      inScope: titledList,
      outOfScope: titledList,
    }),
    report: z.strictObject({
      title: text('Heading', ''),
      text: text('Text', 'Where to write, and in which languages.'),
      include: titledList,
      notes: textList('Notes', ''),
    }),
    promises: z.strictObject({
      title: text('Heading', ''),
      lead: text('Lead', ''),
      timeline: list(
        z.strictObject({ commitment: text('Commitment', ''), time: text('Time limit', '') }),
        'Timeline',
        'Each commitment and its time limit.',
      ),
      paragraphs: textList('Paragraphs', ''),
    }),
    safeHarbor: z.strictObject({
      title: text('Heading', ''),
      paragraphs: textList('Paragraphs', ''),
      conditions: titledList,
    }),
    machineReadable: text('Closing line', 'Points to security.txt.'),
  }),
  ['host', 'securityEmail', 'securityTxt'],
);
