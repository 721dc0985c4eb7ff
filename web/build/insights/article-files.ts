import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALES } from '../../src/config/locales.ts';
import { articlePath } from '../../src/config/routes.ts';

/**
 * The published articles' paths, straight from the file names of
 * web/src/content/insights/<locale>/<slug>.md, without parsing or rendering them: what the
 * analytics report counts as pages besides the route table, and what the weekly report's bundle
 * carries (infra/constructs/weekly-report.ts). Light on purpose (no YAML parser): the build's
 * schema has already refused any `draft` that is not a YAML `true` or `false`.
 */
const DRAFT = /^draft:[ \t]*true[ \t]*(?:#.*)?$/m;
const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---/;

export const ARTICLES_DIR = new URL('../../src/content/insights/', import.meta.url);

export function publishedArticlePaths(contentDir: string | URL = ARTICLES_DIR): string[] {
  const dir = contentDir instanceof URL ? contentDir.pathname : contentDir;
  return LOCALES.flatMap((locale) => {
    const folder = join(dir, locale);
    if (!existsSync(folder)) return [];
    return readdirSync(folder)
      .filter((file) => file.endsWith('.md'))
      .sort()
      .filter((file) => {
        const frontMatter = FRONT_MATTER.exec(readFileSync(join(folder, file), 'utf8'))?.[1] ?? '';
        return !DRAFT.test(frontMatter);
      })
      .map((file) => articlePath(locale, file.slice(0, -'.md'.length)));
  });
}
