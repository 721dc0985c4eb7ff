import type { ReactNode } from 'react';
import { copyModule } from '../../web/src/app/page-copy';
import { SiteCopyContext } from '../../web/src/components/site-copy/site-copy';
import type { Locale } from '../../web/src/config/locales';

const EN = await copyModule('en', 'site').load();
const ES = await copyModule('es', 'site').load();

export const SITE_COPY = { en: EN, es: ES } as const;

/** What the layout gives every component: the page's language and its site copy. */
export function WithSiteCopy({
  locale = 'en',
  children,
}: {
  locale?: Locale;
  children: ReactNode;
}) {
  return <SiteCopyContext value={{ locale, copy: SITE_COPY[locale] }}>{children}</SiteCopyContext>;
}
