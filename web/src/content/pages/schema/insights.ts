import { z } from 'zod';
import { TOPIC_KEYS } from '../../insights/topics.ts';
import { hero, text } from './fields.ts';
import { withPlaceholders } from './placeholders.ts';

/** The articles' index, an article's frame (not its text) and the latest articles' block. */
export const insightsSchema = withPlaceholders(
  z.strictObject({
    hero,
    empty: text('No articles yet', 'Shown when a language has no article yet.'),
    olderArticles: text('Older articles', '{count} is the number of older articles.'),
    byline: text('Byline', 'Before the authors’ names.'),
    published: text('Published', ''),
    updated: text('Updated', ''),
    readingTime: text('Reading time', '{minutes} is filled in.'),
    topics: text('Topics', ''),
    topicLabels: z
      .record(z.enum(TOPIC_KEYS), text('Label', ''))
      .meta({ title: 'Topic labels', description: 'Each topic’s name.' }),
    draft: text('Draft', 'The mark on a draft article.'),
    readTranslation: text(
      'Read the translation',
      'The link to the other language’s version, written in that language.',
    ),
    scrollRegions: z
      .strictObject({
        table: text(
          'A table',
          'What a screen reader calls a table that scrolls sideways on a phone.',
        ),
        code: text('A code example', 'What a screen reader calls a code block.'),
      })
      .meta({
        title: 'Wide blocks',
        description:
          'An article’s tables and code scroll sideways on a phone; a keyboard can focus them.',
      }),
    related: text('Related articles', ''),
    authors: text('About the authors', ''),
    contact: z.strictObject({
      title: text('Heading', ''),
      text: text('Text', ''),
      label: text('Link', ''),
    }),
    latest: z.strictObject({ title: text('Heading', ''), all: text('All articles link', '') }),
  }),
  ['count', 'minutes'],
);
