/**
 * The languages of the site. English is the default: its pages sit at the root, every other
 * language under its own prefix. Adding a language means a column here and in the route table,
 * and a folder in web/src/content.
 */
export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';

export interface LocaleInfo {
  /** The language's name in that language: what the switcher shows. */
  readonly name: string;
  /** `og:locale`: language and the region whose conventions the copy follows. */
  readonly ogLocale: string;
  /** The path of the language's home page; its other pages sit under it. */
  readonly home: string;
}

export const LOCALE_INFO: Readonly<Record<Locale, LocaleInfo>> = {
  en: { name: 'English', ogLocale: 'en_US', home: '/' },
  // One neutral Spanish for Spain and Argentina, formatted as `es` (not `es-419`).
  es: { name: 'Español', ogLocale: 'es_ES', home: '/es' },
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The language a path belongs to: the one whose home prefixes it, else the default. */
export function localeOfPath(pathname: string): Locale {
  const path = pathname.toLowerCase();
  const prefixed = LOCALES.find((locale) => {
    const { home } = LOCALE_INFO[locale];
    return home !== '/' && (path === home || path.startsWith(`${home}/`));
  });
  return prefixed ?? DEFAULT_LOCALE;
}
