import type { Locale } from '../config/locales';
import { ARTICLE_QUERY } from '../config/routes';
import { articleIndexChunk } from './article-index';

/**
 * `sentence` with the title of the article that a page's query names (`?article=<slug>`) for
 * `{title}`, when that article is one of the language's; else `undefined`.
 */
export async function articleMessageFor(
  search: string,
  locale: Locale,
  sentence: string,
): Promise<string | undefined> {
  const slug = new URLSearchParams(search).get(ARTICLE_QUERY);
  if (!slug) return undefined;
  const articles = (await articleIndexChunk(locale)?.load()) ?? [];
  const title = articles.find((article) => article.slug === slug)?.title;
  return title && sentence.replace('{title}', () => title);
}
