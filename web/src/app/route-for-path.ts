import { ROUTE_LIST, ROUTES, type RouteEntry } from '../config/routes';

/**
 * The route table entry a location shows. Matching ignores case and a trailing slash, as the
 * router does; every unknown path shows the landing page, so it gets the home entry.
 */
export function routeForPath(pathname: string): RouteEntry {
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '').toLowerCase() : pathname;
  return ROUTE_LIST.find((route) => route.path === normalised) ?? ROUTES.home;
}
