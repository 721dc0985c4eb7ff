import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { documentTitle } from '../../build/head-tags';
import { useLocale, useSiteCopy } from '../components/site-copy/site-copy';
import { routeForPath } from '../config/routes';
import { SITE } from '../config/site';

/**
 * Keeps the title, the description and the document's language in step on client navigation.
 * The prerendered HTML already has them, written by the same `documentTitle` the build uses.
 */
export function DocumentTitle() {
  const { pathname } = useLocation();
  const locale = useLocale();
  const { pages } = useSiteCopy();
  useEffect(() => {
    const { page } = routeForPath(pathname);
    document.documentElement.lang = locale;
    document.title = documentTitle(SITE, page, pages[page]);
    document
      .querySelector('meta[name="description"]')
      ?.setAttribute('content', pages[page].description);
  }, [pathname, locale, pages]);
  return null;
}
