import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { Locale } from '../config/locales';

/**
 * The contact form's opening line when the page's query names an article (`?article=<slug>`, an
 * article's call to contact us, contactPathFrom in config/routes.ts) of the page's language:
 * `sentence` with the article's title for `{title}`; else `undefined`. Worked out by
 * `articleMessageFor` (article-message.ts) from the language's index list, loaded after hydration and only when the
 * page has a query: no article data in the contact page's own chunk, and its prerendered HTML,
 * which has no query, hydrates unchanged.
 */
export function useArticleMessage(locale: Locale, sentence: string): string | undefined {
  const { search } = useLocation();
  const [found, setFound] = useState<{ readonly search: string; readonly message?: string }>();
  useEffect(() => {
    if (!search) return;
    let current = true;
    import('./article-message')
      .then((module) => module.articleMessageFor(search, locale, sentence))
      .then(
        (message) => {
          if (current) setFound({ search, message });
        },
        // The list did not load (offline): the form works as it does without an article.
        () => {},
      );
    return () => {
      current = false;
    };
  }, [search, locale, sentence]);
  return found?.search === search ? found.message : undefined;
}
