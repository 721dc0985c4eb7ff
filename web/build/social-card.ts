/**
 * The social card (Open Graph / Twitter image) of each language: its file in web/public, its
 * size and its texts. Only the build reads it (render-brand-images.ts draws the cards, the
 * prerenderer links them), which is why it lives here and not in `SITE`: every byte of
 * web/src/config/site.ts ships in the first-load JS.
 */
import { LOCALES, type Locale } from '../src/config/locales.ts';
import type { SocialCardCopy } from '../src/content/types.ts';
import { readPageCopy } from './page-copy/load-page-copy.ts';

export const SOCIAL_CARD_SIZE = { width: 1200, height: 630 } as const;

/**
 * The card's path, per language. English keeps the name it was first published under, so
 * links to it that crawlers have cached keep working.
 */
export const SOCIAL_CARD_PATHS: Readonly<Record<Locale, `/${string}.png`>> = {
  en: '/social-card.png',
  es: '/social-card-es.png',
};

/** Each language's card texts, from web/src/content/pages/<locale>/social-card.yaml. */
export const SOCIAL_CARD_COPY = Object.fromEntries(
  LOCALES.map((locale) => [locale, readPageCopy(locale, 'social-card')]),
) as Readonly<Record<Locale, SocialCardCopy>>;

/** What a page's head says about its language's card. */
export interface SocialCard {
  /** Root-relative, in web/public and so in the built site. */
  readonly path: string;
  readonly width: number;
  readonly height: number;
  readonly alt: string;
}

export function socialCardOf(locale: Locale): SocialCard {
  return {
    path: SOCIAL_CARD_PATHS[locale],
    ...SOCIAL_CARD_SIZE,
    alt: SOCIAL_CARD_COPY[locale].alt,
  };
}
