import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { documentTitle } from '../../build/head-tags';
import { useLocale } from '../components/site-copy/site-copy';
import { articleLocationOf, canonicalPath, routeForPath } from '../config/routes';
import { SITE } from '../config/site';
import { pageMetaModule } from './page-copy';

/**
 * Keeps the title, the description and the document's language in step on client navigation.
 * The prerendered HTML already has them, written by the same `documentTitle` the build uses, so
 * the first page needs nothing; the language's titles load with the first navigation.
 */
export function DocumentTitle() {
  const { pathname } = useLocation();
  const locale = useLocale();
  const firstPage = useRef(pathname);
  useEffect(() => {
    document.documentElement.lang = locale;
    // The prerendered page already has its title (`npm run dev`'s has none).
    if (pathname === firstPage.current && document.title) return;
    // An article's page sets its own title: its text is in its chunk, not in the page titles.
    if (articleLocationOf(canonicalPath(pathname))) return;
    firstPage.current = '';
    let current = true;
    pageMetaModule(locale)
      .load()
      .then((pages) => {
        if (!current) return;
        const { page } = routeForPath(pathname);
        document.title = documentTitle(SITE, page, pages[page]);
        document
          .querySelector('meta[name="description"]')
          ?.setAttribute('content', pages[page].description);
      })
      // Offline: the title stays the previous page's until the next navigation.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [pathname, locale]);
  return null;
}
