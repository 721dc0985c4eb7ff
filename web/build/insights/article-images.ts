import { existsSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { ArticleImage } from '../../src/content/insights/article.ts';
import { MEDIA_PREFIX, responsiveImage, vectorImage } from '../responsive-image.ts';
import { MEDIA } from './check-references.ts';
import type { Article } from './load-articles.ts';
import type { BodyImageEncoder, EncodedBodyImage } from './markdown.ts';

/**
 * The widths an article's images (its cover and those of its body) are encoded at: the article
 * column is at most 736 CSS px wide (46rem, `.column` in article-page.module.css; the body and
 * the cover fill it), so a phone and the column at 1× and 2× each get a file that fits.
 */
export const ARTICLE_IMAGE_WIDTHS = [480, 736, 1472] as const;
export const ARTICLE_IMAGE_SIZES = '(max-width: 800px) 100vw, 736px';

export interface ArticleImageOptions {
  /** Where `/media/<file>` is found. */
  readonly mediaDir: string;
  /** Where the encoded files are written (the build copies them into the site). */
  readonly outDir: string;
  readonly cacheDir: string;
}

export interface ArticleImages {
  /**
   * A body image's files and size: a `<picture>`'s for a bitmap, the file itself for an SVG.
   * Nothing for a URL that is not an existing `/media/<file>`: the link check names those.
   */
  readonly body: BodyImageEncoder;
  /** The articles, each cover encoded (always as a bitmap: it is also the social card image). */
  readonly withCovers: (articles: readonly Article[]) => Promise<Article[]>;
}

/**
 * The build's encoder of article images. Each file is encoded once per build, however many
 * articles (both languages of a translation, say) show it.
 */
export function articleImages(options: ArticleImageOptions): ArticleImages {
  const encodings = new Map<string, Promise<EncodedBodyImage>>();
  const once = (key: string, encode: () => Promise<EncodedBodyImage>) => {
    const pending = encodings.get(key) ?? encode();
    encodings.set(key, pending);
    return pending;
  };
  // Markdown percent-encodes what a writer types (a space is %20); the file has the plain name.
  const fileOf = (url: string) =>
    join(options.mediaDir, decodeURIComponent(url.slice(MEDIA_PREFIX.length)));
  const bitmap = (url: string) =>
    once(`bitmap ${url}`, async () => ({
      ...(await responsiveImage(fileOf(url), {
        outDir: options.outDir,
        widths: ARTICLE_IMAGE_WIDTHS,
        cacheDir: options.cacheDir,
      })),
      sizes: ARTICLE_IMAGE_SIZES,
    }));

  return {
    body: (url) => {
      if (!MEDIA.test(url) || !existsSync(fileOf(url))) return Promise.resolve(undefined);
      return extname(url).toLowerCase() === '.svg'
        ? once(`vector ${url}`, () => vectorImage(fileOf(url), options))
        : bitmap(url);
    },
    withCovers: (articles) =>
      Promise.all(
        articles.map(async (article) => {
          const image = article.frontMatter.cover?.image;
          if (!article.cover || !image) return article;
          const cover: ArticleImage = { ...article.cover, ...(await bitmap(image)) };
          return { ...article, cover };
        }),
      ),
  };
}
