/**
 * One social card per article and language, drawn by the brand card (web/build/brand-card.ts)
 * with the article's title, written to /assets/cards/ under a name that changes with its text
 * (so crawlers fetch a new card when the title changes, and the file can be cached for a year).
 * Cards are kept in a cache by that name: a build draws only the cards whose text changed.
 */
import { createHash } from 'node:crypto';
import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Locale } from '../../src/config/locales.ts';
import { formatDay } from '../../src/lib/format-day.ts';
import { CARD_SIZE, type CardText, renderCard } from '../brand-card.ts';
import type { SocialCard } from '../social-card.ts';
import type { Article } from './load-articles.ts';

export const CARDS_DIR = 'assets/cards';

/** The card's small-capitals line and its alt text, per language. */
const CARD_COPY: Readonly<Record<Locale, { eyebrow: string; alt: (title: string) => string }>> = {
  en: { eyebrow: 'Insights', alt: (title) => `“${title}”, an article by Vantage Ward` },
  es: { eyebrow: 'Publicaciones', alt: (title) => `«${title}», un artículo de Vantage Ward` },
};

function cardTextOf(article: Article): CardText {
  const date = formatDay(article.frontMatter.published, article.locale);
  return {
    eyebrow: CARD_COPY[article.locale].eyebrow,
    headline: article.frontMatter.title,
    footer: [article.authors.map((author) => author.name).join(', '), date].join(' · '),
    locale: article.locale,
  };
}

export interface ArticleCardsOptions {
  readonly distDir: string;
  readonly cacheDir: string;
}

/** Draws (or takes from the cache) every article's card; returns each card by article path. */
export async function writeArticleCards(
  articles: readonly Article[],
  options: ArticleCardsOptions,
): Promise<Map<string, SocialCard>> {
  await mkdir(join(options.distDir, CARDS_DIR), { recursive: true });
  await mkdir(options.cacheDir, { recursive: true });
  const cards = new Map<string, SocialCard>();
  await Promise.all(
    articles.map(async (article) => {
      const text = cardTextOf(article);
      const hash = createHash('sha256').update(JSON.stringify(text)).digest('hex').slice(0, 10);
      const file = `${article.locale}-${article.slug}-${hash}.png`;
      const cached = join(options.cacheDir, file);
      if (!(await readFile(cached).catch(() => undefined))) {
        await writeFile(cached, await renderCard(text));
      }
      await copyFile(cached, join(options.distDir, CARDS_DIR, file));
      cards.set(article.path, {
        path: `/${CARDS_DIR}/${file}`,
        ...CARD_SIZE,
        alt: CARD_COPY[article.locale].alt(article.frontMatter.title),
      });
    }),
  );
  return cards;
}
