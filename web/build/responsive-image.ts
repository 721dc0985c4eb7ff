/**
 * An image an author adds to web/src/content/media (any format sharp reads, any size) becomes
 * the files a `<picture>` needs: AVIF and WebP at the widths the layout asks for, never wider
 * than the original, and a JPEG for browsers without either (a PNG when some pixel is see-through:
 * JPEG has no transparency; an alpha channel that is opaque everywhere still gets the lighter
 * JPEG). Files are named by a hash of their source and land under /assets/media/, which the site
 * serves as immutable; encodings are cached by that hash, so a build re-encodes only what changed.
 * An SVG is a vector: it is copied as it is, under the same kind of name (`vectorImage`).
 */
import { createHash } from 'node:crypto';
import { copyFile, mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { basename, extname, join } from 'node:path';
import sharp from 'sharp';

/** Where media are referenced from in Markdown and front matter: `/media/<file>`. */
export const MEDIA_PREFIX = '/media/';
/** Where the encoded files are served from. */
export const MEDIA_OUTPUT_DIR = 'assets/media';

export interface ImageSource {
  readonly type: 'image/avif' | 'image/webp';
  readonly srcset: string;
}

export interface ResponsiveImage {
  /** The largest output's size: the aspect ratio the page reserves, so nothing shifts. */
  readonly width: number;
  readonly height: number;
  readonly sources: readonly ImageSource[];
  /** The fallback's largest file, and its srcset. */
  readonly src: string;
  readonly srcset: string;
}

export interface ResponsiveImageOptions {
  /** The built site's folder (web/dist). */
  readonly outDir: string;
  /** The widths the layout needs, in CSS pixels times the densities served. */
  readonly widths: readonly number[];
  /** Where encodings are kept between builds. */
  readonly cacheDir: string;
}

const QUALITY = { avif: 55, webp: 75, jpeg: 78 } as const;

type OutputFormat = 'avif' | 'webp' | 'jpeg' | 'png';

/**
 * The widths to encode: those the layout asks for that are narrower than the original, and the
 * original's own width in place of any wider one (an image is never enlarged).
 */
export function widthsFor(originalWidth: number, wanted: readonly number[]): number[] {
  const sorted = [...new Set(wanted)].sort((a, b) => a - b);
  const narrower = sorted.filter((width) => width < originalWidth);
  return sorted.some((width) => width >= originalWidth) ? [...narrower, originalWidth] : narrower;
}

async function encode(
  source: Buffer,
  width: number,
  format: OutputFormat,
  cacheFile: string,
): Promise<Buffer> {
  const cached = await readFile(cacheFile).catch(() => undefined);
  if (cached) return cached;
  const pipeline = sharp(source).rotate().resize({ width, withoutEnlargement: true });
  const encoded = await (format === 'avif'
    ? pipeline.avif({ quality: QUALITY.avif, effort: 4 })
    : format === 'webp'
      ? pipeline.webp({ quality: QUALITY.webp })
      : format === 'jpeg'
        ? pipeline.jpeg({ quality: QUALITY.jpeg, mozjpeg: true })
        : pipeline.png({ compressionLevel: 9 })
  ).toBuffer();
  // Written aside, then renamed: a build running beside this one never reads half a file.
  const partial = `${cacheFile}.${process.pid}.partial`;
  await writeFile(partial, encoded);
  await rename(partial, cacheFile);
  return encoded;
}

/** `<name>-<hash of the source>`: a new version of a file gets a new URL. */
function hashedName(sourceFile: string, source: Buffer): string {
  const hash = createHash('sha256').update(source).digest('hex').slice(0, 10);
  const name = basename(sourceFile, extname(sourceFile))
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-');
  return `${name}-${hash}`;
}

/** Copies `file` into the site's media folder unless a build already put it there. */
async function publish(file: string, outDir: string, name: string): Promise<string> {
  const target = join(outDir, MEDIA_OUTPUT_DIR, name);
  if (!(await stat(target).catch(() => undefined))) await copyFile(file, target);
  return `/${MEDIA_OUTPUT_DIR}/${name}`;
}

/**
 * Encodes `sourceFile` for the page and returns what its `<picture>` says. Throws, naming the
 * file, when sharp cannot read it.
 */
export async function responsiveImage(
  sourceFile: string,
  options: ResponsiveImageOptions,
): Promise<ResponsiveImage> {
  const source = await readFile(sourceFile);
  const metadata = await sharp(source)
    .metadata()
    .catch((error: unknown) => {
      throw new Error(`${sourceFile}: not an image sharp can read (${String(error)})`);
    });
  // EXIF orientations 5–8 swap width and height once rotated.
  const swapped = (metadata.orientation ?? 1) >= 5;
  const originalWidth = swapped ? metadata.height : metadata.width;
  const originalHeight = swapped ? metadata.width : metadata.height;
  if (!originalWidth || !originalHeight) throw new Error(`${sourceFile}: the image has no size`);

  const name = hashedName(sourceFile, source);
  const seeThrough = metadata.hasAlpha && !(await sharp(source).stats()).isOpaque;
  const fallback: OutputFormat = seeThrough ? 'png' : 'jpeg';
  const widths = widthsFor(originalWidth, options.widths);
  await mkdir(join(options.outDir, MEDIA_OUTPUT_DIR), { recursive: true });
  await mkdir(options.cacheDir, { recursive: true });

  const srcsetOf = async (format: OutputFormat): Promise<string> => {
    const entries: string[] = [];
    for (const width of widths) {
      const file = `${name}-${width}.${format === 'jpeg' ? 'jpg' : format}`;
      const cacheFile = join(options.cacheDir, file);
      await encode(source, width, format, cacheFile);
      entries.push(`${await publish(cacheFile, options.outDir, file)} ${width}w`);
    }
    return entries.join(', ');
  };

  const largest = widths.at(-1) ?? originalWidth;
  const fallbackSrcset = await srcsetOf(fallback);
  return {
    width: largest,
    height: Math.round((largest * originalHeight) / originalWidth),
    sources: [
      { type: 'image/avif', srcset: await srcsetOf('avif') },
      { type: 'image/webp', srcset: await srcsetOf('webp') },
    ],
    src: fallbackSrcset.split(', ').at(-1)?.split(' ')[0] ?? '',
    srcset: fallbackSrcset,
  };
}

export interface VectorImage {
  readonly src: string;
  /** The drawing's own size (its width and height, else its viewBox), in CSS pixels. */
  readonly width: number;
  readonly height: number;
}

/**
 * An SVG for the page: copied as it is (a vector is sharp at any width, and rasterizing it would
 * only add bytes) under a hashed name, with the size the page reserves for it.
 */
export async function vectorImage(
  sourceFile: string,
  options: Pick<ResponsiveImageOptions, 'outDir'>,
): Promise<VectorImage> {
  const source = await readFile(sourceFile);
  const metadata = await sharp(source)
    .metadata()
    .catch((error: unknown) => {
      throw new Error(`${sourceFile}: not an SVG sharp can read (${String(error)})`);
    });
  if (metadata.format !== 'svg') throw new Error(`${sourceFile}: not an SVG`);
  if (!metadata.width || !metadata.height) throw new Error(`${sourceFile}: the SVG has no size`);
  await mkdir(join(options.outDir, MEDIA_OUTPUT_DIR), { recursive: true });
  const src = await publish(sourceFile, options.outDir, `${hashedName(sourceFile, source)}.svg`);
  return { src, width: metadata.width, height: metadata.height };
}
