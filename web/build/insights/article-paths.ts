import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { LOCALES, type Locale } from '../../src/config/locales.ts';
import { SLUG_PATTERN } from '../../src/content/insights/schema.ts';
import { CONTENT_DIR, draftsRequested } from './load-articles.ts';

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---/;

function isDraft(file: string): boolean {
  const yaml = FRONT_MATTER.exec(readFileSync(file, 'utf8'))?.[1];
  try {
    const data: unknown = yaml ? parseYaml(yaml) : undefined;
    return typeof data === 'object' && data !== null && 'draft' in data && data.draft === true;
  } catch {
    return false;
  }
}

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
  const slugs = {} as Record<Locale, string[]>;
  for (const locale of LOCALES) {
    const dir = join(contentDir, locale);
    slugs[locale] = existsSync(dir)
      ? readdirSync(dir)
          .filter((name) => name.endsWith('.md'))
          .filter((name) => drafts || !isDraft(join(dir, name)))
          .map((name) => name.slice(0, -'.md'.length))
          .filter((slug) => SLUG_PATTERN.test(slug))
          .sort()
      : [];
  }
  return slugs;
}
