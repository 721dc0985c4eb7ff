import { join } from 'node:path';
import { MEDIA_PREFIX, responsiveImage } from '../responsive-image.ts';
import type { Article } from './load-articles.ts';

/**
 * The widths a cover is encoded at: the article column is at most 736 CSS px wide (46rem,
 * article-page.module.css), so a phone and the column at 1× and 2× each get a file that fits.
 */
export const COVER_WIDTHS = [480, 736, 1472] as const;
export const COVER_SIZES = '(max-width: 800px) 100vw, 736px';

export interface CoverOptions {
  readonly mediaDir: string;
  /** Where the encoded files are written (the build copies them into the site). */
  readonly outDir: string;
  readonly cacheDir: string;
}

/** The articles, each cover turned into AVIF, WebP and a fallback at the column's widths. */
export function withResponsiveCovers(
  articles: readonly Article[],
  options: CoverOptions,
): Promise<Article[]> {
  return Promise.all(
    articles.map(async (article) => {
      const image = article.frontMatter.cover?.image;
      if (!article.cover || !image) return article;
      const encoded = await responsiveImage(
        join(options.mediaDir, image.slice(MEDIA_PREFIX.length)),
        { outDir: options.outDir, widths: COVER_WIDTHS, cacheDir: options.cacheDir },
      );
      return {
        ...article,
        cover: { ...article.cover, ...encoded, sizes: COVER_SIZES },
      };
    }),
  );
}
