import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Every route change starts at the top of the new page, or at its `#fragment`'s target when the
 * link names one (an article's call to write to us lands on the contact form). Not the first
 * load: there the browser's own scroll stands, to the fragment's target or, on a reload or a
 * return, where the reader was.
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  // The path last shown; compared rather than a "first run" flag, so that StrictMode's double
  // effects in development do not count as a navigation.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo({ top: 0, left: 0 });
  }, [pathname, hash]);
  return null;
}
