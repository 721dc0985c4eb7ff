import { createHash } from 'node:crypto';
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCALES } from '../../src/config/locales.ts';
import type {
  ArticlePageData,
  ArticleSummary,
  ArticleTeaser,
} from '../../src/content/insights/article.ts';
import { formatDay } from '../../src/lib/format-day.ts';
import type { Article } from './load-articles.ts';

/**
 * The articles as the pages read them: JSON files under web/.generated/insights (not committed:
 * generated at every build from the content):
 *
 * - `articles/<locale>/<slug>.json`: one article's page (body, cover, translation, related).
 *   Not a chunk: the build copies the folder into the site under a name that changes with its
 *   content (`copyArticleData`), and an article's page fetches its own file by its path
 *   (web/src/pages/article-page/article-route.tsx), so that no script lists the articles;
 * - `article-data.json`: that folder's URL, which the article route imports;
 * - `index/<locale>.json`: every article of a language, newest first, for its index (a chunk);
 * - `latest/<locale>.json`: the newest three, for its home page (headline and date only; a chunk).
 */
export const GENERATED_DIR = fileURLToPath(new URL('../../.generated/insights', import.meta.url));

/** How many related articles an article shows. */
export const RELATED_COUNT = 3;

/** How many articles the home page shows. */
export const LATEST_COUNT = 3;

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

/** What the home page shows of an article. */
export function teaserOf(summary: ArticleSummary): ArticleTeaser {
  return {
    path: summary.path,
    title: summary.title,
    published: summary.published,
    date: formatDay(summary.published, summary.locale),
    ...(summary.draft ? { draft: true } : {}),
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

/** Where the site's article data folders live, one per set of articles. */
const ARTICLE_DATA_ROOT = 'assets/insights';

/**
 * The URL path of the folder of these articles' page data: named by a digest of all of it, so
 * that it can be cached for good like the rest of /assets, and a page of one build never reads
 * another build's data.
 */
export function articleDataBase(pages: ReadonlyMap<string, string>): string {
  const digest = createHash('sha256');
  for (const [file, text] of [...pages].sort(([a], [b]) => a.localeCompare(b))) {
    digest.update(`${file}\0${text}\0`);
  }
  return `/${ARTICLE_DATA_ROOT}/${digest.digest('hex').slice(0, 12)}`;
}

/** Copies the articles' page data into the built site, where article-data.json says it is. */
export async function copyArticleData(outDir: string, dir: string = GENERATED_DIR): Promise<void> {
  const { base } = JSON.parse(await readFile(join(dir, 'article-data.json'), 'utf8')) as {
    base: string;
  };
  await cp(join(dir, 'articles'), join(outDir, base), { recursive: true });
}

/** Replaces web/.generated/insights with the data of these articles. */
export async function writeArticleModules(
  articles: readonly Article[],
  dir: string = GENERATED_DIR,
): Promise<void> {
  await rm(dir, { recursive: true, force: true });
  const pages = new Map(
    articles.map((article) => [
      `${article.locale}/${article.slug}.json`,
      `${JSON.stringify(pageDataOf(article, articles))}\n`,
    ]),
  );
  await mkdir(join(dir, 'articles'), { recursive: true });
  await Promise.all([
    ...[...pages].map(async ([file, text]) => {
      await mkdir(dirname(join(dir, 'articles', file)), { recursive: true });
      await writeFile(join(dir, 'articles', file), text);
    }),
    writeJson(join(dir, 'article-data.json'), { base: articleDataBase(pages) }),
    ...LOCALES.flatMap((locale) => {
      const summaries = articles.filter((a) => a.locale === locale).map(summaryOf);
      return [
        writeJson(join(dir, 'index', `${locale}.json`), summaries),
        writeJson(
          join(dir, 'latest', `${locale}.json`),
          summaries.slice(0, LATEST_COUNT).map(teaserOf),
        ),
      ];
    }),
  ]);
}
