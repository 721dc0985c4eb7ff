import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

export interface FocusMainOnNavigateProps {
  readonly mainId: string;
}

/**
 * After a client-side navigation, moves focus to the new page's `<main>`, so that keyboard and
 * screen reader users start reading the new page instead of staying on a link that may be gone.
 * Not on the first load: there the browser's own focus order applies.
 */
export function FocusMainOnNavigate({ mainId }: FocusMainOnNavigateProps) {
  const { pathname } = useLocation();
  // The path focus was last placed for; compared rather than a "first run" flag, so that
  // StrictMode's double effects in development do not count as a navigation.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    document.getElementById(mainId)?.focus({ preventScroll: true });
  }, [pathname, mainId]);
  return null;
}
