import { z } from 'zod';
import { text, textList } from './fields.ts';

/** A section of a long text page (privacy notice, legal notice). */
export const textSection = z
  .strictObject({
    title: text('Heading', 'The section’s heading.'),
    paragraphs: textList('Paragraphs', 'The section’s text.', 'Paragraph'),
    items: textList('List', 'An optional list after the paragraphs.').optional(),
  })
  .meta({ title: 'Section', description: 'A heading, its paragraphs and an optional list.' });

/** A list under its own small heading, e.g. what is in scope. */
export const titledList = z
  .strictObject({
    title: text('Heading', ''),
    items: textList('Items', ''),
  })
  .meta({ title: 'List', description: 'A list under its own heading.' });
