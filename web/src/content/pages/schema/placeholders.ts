import type { z } from 'zod';
import { PLACEHOLDER } from '../../fill-in.ts';

/**
 * Checks the `{name}` placeholders of every text of a page: the page's code fills in only the
 * names it knows (a value from web/src/config, a link), so a misspelled one would show nothing.
 */
export function withPlaceholders<T extends z.ZodType>(schema: T, names: readonly string[]) {
  return schema.superRefine((value, ctx) => {
    const visit = (node: unknown, path: (string | number)[]) => {
      if (typeof node === 'string') {
        for (const [, name] of node.matchAll(PLACEHOLDER)) {
          if (name && names.includes(name)) continue;
          ctx.addIssue({
            code: 'custom',
            path,
            message: names.length
              ? `{${name}} is not filled in on this page: use ${names.map((n) => `{${n}}`).join(', ')}`
              : `{${name}} is not filled in on this page: write the text itself`,
          });
        }
      } else if (Array.isArray(node)) {
        for (const [index, item] of node.entries()) visit(item, [...path, index]);
      } else if (node && typeof node === 'object') {
        for (const [key, item] of Object.entries(node)) visit(item, [...path, key]);
      }
    };
    visit(value, []);
  });
}
