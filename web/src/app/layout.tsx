import { Outlet } from 'react-router-dom';
import { SiteFooter } from '../components/site-footer/site-footer';
import { SiteHeader } from '../components/site-header/site-header';
import { SkipLink } from '../components/skip-link/skip-link';
import { DocumentTitle } from './document-title';
import { FocusMainOnNavigate } from './focus-main-on-navigate';
import styles from './layout.module.css';
import { ScrollToTop } from './scroll-to-top';

const MAIN_ID = 'main';

/** The frame of every page: skip link, top bar, the page itself, footer. */
export function Layout() {
  return (
    <>
      <ScrollToTop />
      <DocumentTitle />
      <FocusMainOnNavigate mainId={MAIN_ID} />
      <SkipLink targetId={MAIN_ID} />
      <SiteHeader />
      {/* tabIndex -1: the skip link moves focus here, not only the scroll position. */}
      <main id={MAIN_ID} tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      <SiteFooter />
    </>
  );
}
