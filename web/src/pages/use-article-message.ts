import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { Locale } from '../config/locales';
import { ARTICLE_QUERY } from '../config/routes';

/**
 * The title of the article that `?article=<slug>` names (an article's call to contact us,
 * contactPathFrom in config/routes.ts), when the slug is one of the page's language; else
 * `undefined`. Found in the language's index list, loaded after hydration and only when the query
 * is there: no article data in the contact page's own chunk, and its prerendered HTML, which has
 * no query, hydrates unchanged.
 */
export function useArticleTitle(locale: Locale): string | undefined {
  const slug = new URLSearchParams(useLocation().search).get(ARTICLE_QUERY);
  const [found, setFound] = useState<{ readonly slug: string; readonly title: string }>();
  useEffect(() => {
    if (!slug) return;
    let current = true;
    import('./article-index')
      .then((index) => index.articleIndexChunk(locale)?.load() ?? [])
      .then(
        (articles) => {
          const title = articles.find((article) => article.slug === slug)?.title;
          if (current && title) setFound({ slug, title });
        },
        // The list did not load (offline): the form works as it does without an article.
        () => {},
      );
    return () => {
      current = false;
    };
  }, [slug, locale]);
  return found?.slug === slug ? found.title : undefined;
}
