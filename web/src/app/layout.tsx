import { type ReactNode, useMemo } from 'react';
import { SiteCopyContext } from '../components/site-copy/site-copy';
import { SiteFooter } from '../components/site-footer/site-footer';
import { SiteHeader } from '../components/site-header/site-header';
import { SkipLink } from '../components/skip-link/skip-link';
import type { Locale } from '../config/locales';
import { DocumentTitle } from './document-title';
import { FocusMainOnNavigate } from './focus-main-on-navigate';
import styles from './layout.module.css';
import { siteCopyModule } from './page-copy';
import { ScrollToTop } from './scroll-to-top';

const MAIN_ID = 'main';

export interface LayoutProps {
  readonly locale: Locale;
  /** The page. */
  readonly children: ReactNode;
}

/** The frame of every page of a language: skip link, top bar, the page itself, footer. */
export function Layout({ locale, children }: LayoutProps) {
  const copy = siteCopyModule(locale).read();
  const siteCopy = useMemo(() => ({ locale, copy }), [locale, copy]);
  return (
    <SiteCopyContext value={siteCopy}>
      <ScrollToTop />
      <DocumentTitle />
      <FocusMainOnNavigate mainId={MAIN_ID} />
      <SkipLink targetId={MAIN_ID} />
      <SiteHeader />
      {/* tabIndex -1: the skip link moves focus here, not only the scroll position. */}
      <main id={MAIN_ID} tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <SiteFooter />
    </SiteCopyContext>
  );
}
