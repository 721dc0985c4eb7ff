import { LOCALES, type Locale } from '../../src/config/locales.ts';
import { SLUG_PATTERN } from '../../src/content/insights/schema.ts';
import { articleFiles } from './article-files.ts';
import { CONTENT_DIR, draftsRequested } from './load-articles.ts';

export interface ArticleSlugsOptions {
  /** @default INSIGHTS_DRAFTS or --drafts, as the build */
  readonly drafts?: boolean;
  /** @default web/src/content/insights */
  readonly contentDir?: string;
}

/**
 * The slugs of each language's articles, read from the file names alone (and `draft`), at once:
 * for what must know the article routes synchronously, such as the edge routing function that
 * CDK synthesizes (functions/edge-router/router-code.ts). The build itself validates the files
 * (load-articles.ts), so a bad one never deploys.
 */
export function articleSlugs(options: ArticleSlugsOptions = {}): Record<Locale, string[]> {
  const contentDir = options.contentDir ?? CONTENT_DIR;
  const drafts = options.drafts ?? draftsRequested();
  const files = articleFiles(contentDir, { drafts });
  const slugs = {} as Record<Locale, string[]>;
  for (const locale of LOCALES) {
    slugs[locale] = files
      .filter((file) => file.locale === locale && SLUG_PATTERN.test(file.slug))
      .map((file) => file.slug);
  }
  return slugs;
}
