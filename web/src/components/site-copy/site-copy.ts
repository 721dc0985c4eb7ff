import { createContext, useCallback, useContext } from 'react';
import type { Locale } from '../../config/locales';
import { type PageKey, pathOf } from '../../config/routes';
import type { SiteCopy } from '../../content/types';

export interface SiteCopyValue {
  /** The language of the page shown. */
  readonly locale: Locale;
  /** Header, footer, form and dialog texts in that language. */
  readonly copy: SiteCopy;
}

/** Set by the layout of each language, for everything that is on every page. */
export const SiteCopyContext = createContext<SiteCopyValue | null>(null);

function useSiteCopyValue(): SiteCopyValue {
  const value = useContext(SiteCopyContext);
  if (!value) throw new Error('A component that shows site copy is rendered outside the layout');
  return value;
}

/** The texts of the header, footer, contact form and dialogs, in the page's language. */
export function useSiteCopy(): SiteCopy {
  return useSiteCopyValue().copy;
}

/** The language of the page shown. */
export function useLocale(): Locale {
  return useSiteCopyValue().locale;
}

/**
 * Turns a page of the route table into its path in the language of the page shown. The same
 * function while the language stays, so effects that depend on it do not re-run (the thank-you
 * modal's 3 s timer would restart).
 */
export function usePathOf(): (page: PageKey) => string {
  const locale = useLocale();
  return useCallback((page: PageKey) => pathOf(page, locale), [locale]);
}
