import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { documentTitle } from '../../build/head-tags';
import { SITE } from '../config/site';
import { routeForPath } from './route-for-path';

/**
 * Keeps the title and description in step on client navigation. The prerendered HTML already
 * has them, written by the same `documentTitle` the build uses.
 */
export function DocumentTitle() {
  const { pathname } = useLocation();
  useEffect(() => {
    const route = routeForPath(pathname);
    document.title = documentTitle(SITE, route);
    document.querySelector('meta[name="description"]')?.setAttribute('content', route.description);
  }, [pathname]);
  return null;
}
