import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { beaconUrl } from '../config/analytics';

/**
 * Same origin, no cookie, nothing cached, no `Referer` (the query says where the visitor came
 * from), and `keepalive`, so a beacon sent just before the visitor leaves still goes out.
 */
const BEACON_REQUEST: RequestInit = {
  keepalive: true,
  credentials: 'omit',
  cache: 'no-store',
  referrerPolicy: 'no-referrer',
};

/**
 * Tells the edge about each client-side navigation, which no server would otherwise see: one
 * beacon when the path changes, with the path shown before as the referrer. Not on the first
 * render: the page load was logged by its own HTML request (a reload is a page load too). A
 * link to the page already shown, a hash or a query change leave the path alone: not a new page.
 */
export function useNavigationBeacon(): void {
  const { pathname } = useLocation();
  // The path last reported (or loaded), compared rather than a "first run" flag, so that
  // StrictMode's double effects in development send nothing twice.
  const shownPath = useRef(pathname);
  useEffect(() => {
    const referrer = shownPath.current;
    if (referrer === pathname) return;
    shownPath.current = pathname;
    // Offline or blocked: the page view is lost, the visitor notices nothing.
    fetch(beaconUrl(pathname, referrer), BEACON_REQUEST).catch(() => undefined);
  }, [pathname]);
}
