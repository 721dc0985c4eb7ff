import { z } from 'zod';
import { PAGE_KEYS, type PageKey } from '../../../config/routes.ts';
import { META_DESCRIPTION_MAX_LENGTH, text } from './fields.ts';

export const pageMetaSchema = z
  .strictObject({
    title: text('Title', 'The browser tab’s title, before the site’s name.'),
    description: text('Description', 'What search results show under the title.', {
      max: { length: META_DESCRIPTION_MAX_LENGTH, why: 'search results cut the rest' },
    }),
  })
  .meta({ title: 'Page', description: 'A page’s title and description.' });

/** Every page's title and description (pages/<locale>/page-meta.yaml), one entry per page. */
export const pageMetaCopySchema = z.record(
  z.enum(PAGE_KEYS as readonly PageKey[] as [PageKey, ...PageKey[]]),
  pageMetaSchema,
);
