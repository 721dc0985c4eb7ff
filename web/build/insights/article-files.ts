import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALES, type Locale } from '../../src/config/locales.ts';
import { articlePath } from '../../src/config/routes.ts';

/**
 * The articles as their file names tell, web/src/content/insights/<locale>/<slug>.md, without
 * parsing or rendering them: for what must know them at once (the edge routes, article-paths.ts;
 * the analytics report's pages, and the weekly report's bundle, infra/constructs/weekly-report.ts).
 * Light on purpose (no YAML parser, which the Lambda bundle would carry): the build's schema has
 * already refused any `draft` that is not a YAML `true` or `false`.
 */
const DRAFT = /^draft:[ \t]*true[ \t]*(?:#.*)?$/m;
const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---/;

export const ARTICLES_DIR = new URL('../../src/content/insights/', import.meta.url);

export interface ArticleFile {
  readonly locale: Locale;
  readonly slug: string;
}

/** Every article file, each language's sorted by name; drafts only when asked. */
export function articleFiles(
  contentDir: string | URL = ARTICLES_DIR,
  options: { readonly drafts?: boolean } = {},
): ArticleFile[] {
  const dir = contentDir instanceof URL ? contentDir.pathname : contentDir;
  return LOCALES.flatMap((locale) => {
    const folder = join(dir, locale);
    if (!existsSync(folder)) return [];
    return readdirSync(folder)
      .filter((file) => file.endsWith('.md'))
      .sort()
      .filter((file) => {
        if (options.drafts) return true;
        const frontMatter = FRONT_MATTER.exec(readFileSync(join(folder, file), 'utf8'))?.[1] ?? '';
        return !DRAFT.test(frontMatter);
      })
      .map((file) => ({ locale, slug: file.slice(0, -'.md'.length) }));
  });
}

/** The published articles' paths, each language in turn. */
export function publishedArticlePaths(contentDir: string | URL = ARTICLES_DIR): string[] {
  return articleFiles(contentDir).map(({ locale, slug }) => articlePath(locale, slug));
}
