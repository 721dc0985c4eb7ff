import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCALES } from '../../src/config/locales.ts';
import type { ArticlePageData, ArticleSummary } from '../../src/content/insights/article.ts';
import type { Article } from './load-articles.ts';

/**
 * The articles as the pages read them: JSON files under web/.generated/insights (not committed:
 * generated at every build from the content), each one a chunk of its own in the browser:
 *
 * - `articles/<locale>/<slug>.json`: one article's page (body, cover, translation, related),
 *   loaded by that article's page alone (web/src/pages/article-page/article-route.tsx);
 * - `index/<locale>.json`: every article of a language, newest first, for its index.
 */
export const GENERATED_DIR = fileURLToPath(new URL('../../.generated/insights', import.meta.url));

/** How many related articles an article shows. */
export const RELATED_COUNT = 3;

export function summaryOf(article: Article): ArticleSummary {
  const { frontMatter: fm } = article;
  return {
    locale: article.locale,
    slug: article.slug,
    path: article.path,
    title: fm.title,
    description: fm.description,
    published: fm.published,
    updated: article.updated,
    draft: fm.draft,
    authors: article.authors.map((author) => ({
      key: author.key,
      name: author.name,
      role: author.role[article.locale],
    })),
    topics: fm.topics,
    readingMinutes: article.readingMinutes,
  };
}

/** Articles of the same language sharing the most topics, then the newest. */
export function relatedTo(article: Article, articles: readonly Article[]): Article[] {
  const shared = (other: Article) =>
    other.frontMatter.topics.filter((topic) => article.frontMatter.topics.includes(topic)).length;
  return articles
    .filter((other) => other !== article && other.locale === article.locale && shared(other) > 0)
    .sort(
      (a, b) =>
        shared(b) - shared(a) || b.frontMatter.published.localeCompare(a.frontMatter.published),
    )
    .slice(0, RELATED_COUNT);
}

export function pageDataOf(article: Article, articles: readonly Article[]): ArticlePageData {
  const translation = articles.find((other) => other.path === article.translation?.path);
  return {
    ...summaryOf(article),
    ...(article.cover ? { cover: article.cover } : {}),
    ...(translation
      ? {
          translation: {
            locale: translation.locale,
            path: translation.path,
            title: translation.frontMatter.title,
          },
        }
      : {}),
    related: relatedTo(article, articles).map(summaryOf),
    body: article.body,
  };
}

async function writeJson(file: string, data: unknown): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, `${JSON.stringify(data)}\n`);
}

/** Replaces web/.generated/insights with the modules of these articles. */
export async function writeArticleModules(
  articles: readonly Article[],
  dir: string = GENERATED_DIR,
): Promise<void> {
  await rm(dir, { recursive: true, force: true });
  await Promise.all([
    ...articles.map((article) =>
      writeJson(
        join(dir, 'articles', article.locale, `${article.slug}.json`),
        pageDataOf(article, articles),
      ),
    ),
    ...LOCALES.map((locale) =>
      writeJson(
        join(dir, 'index', `${locale}.json`),
        articles.filter((a) => a.locale === locale).map(summaryOf),
      ),
    ),
  ]);
}
