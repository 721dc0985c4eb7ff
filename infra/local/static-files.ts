import { basename, extname } from 'node:path';
import { FEED_CONTENT_TYPES, FEED_FILES } from '../../web/build/insights/feeds';

/** Content types of what the site ships; anything else is served as bytes. */
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
};

/** The feeds are .xml files that S3 and the twin serve with their own types (feeds.ts). */
const FEED_TYPES: Readonly<Record<string, string>> = {
  [FEED_FILES.rss]: FEED_CONTENT_TYPES.rss,
  [FEED_FILES.atom]: FEED_CONTENT_TYPES.atom,
};

/** The content type of a file of the built site, by its name. */
export function contentTypeFor(path: string): string {
  return (
    FEED_TYPES[basename(path)] ??
    CONTENT_TYPES[extname(path).toLowerCase()] ??
    'application/octet-stream'
  );
}

/** Vite writes content-hashed files to `/assets/`: they never change, so cache them for a year. */
export const HASHED_ASSETS_PREFIX = '/assets/';
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
export const REVALIDATE_CACHE_CONTROL = 'no-cache';

export function cacheControlFor(uri: string): string {
  return uri.startsWith(HASHED_ASSETS_PREFIX) ? IMMUTABLE_CACHE_CONTROL : REVALIDATE_CACHE_CONTROL;
}

/**
 * The media types CloudFront compresses, of those the site ships (the full list: "File types that
 * CloudFront compresses", https://docs.aws.amazon.com/AmazonCloudFront/latest/DeveloperGuide/ServingCompressedFiles.html).
 * `application/manifest+json` is not on it.
 */
const COMPRESSIBLE_TYPES: ReadonlySet<string> = new Set([
  'text/html',
  'text/css',
  'text/javascript',
  'text/plain',
  'text/xml',
  'application/json',
  'application/xml',
  'application/rss+xml',
  'image/svg+xml',
]);
/** CloudFront compresses files between 1,000 and 10,000,000 bytes, and no others. */
const MIN_COMPRESSED_BYTES = 1000;
const MAX_COMPRESSED_BYTES = 10_000_000;

export type ContentEncoding = 'br' | 'gzip';

export function isCompressible(contentType: string, bytes: number): boolean {
  const mediaType = contentType.split(';', 1)[0]?.trim().toLowerCase() ?? '';
  return (
    bytes >= MIN_COMPRESSED_BYTES &&
    bytes <= MAX_COMPRESSED_BYTES &&
    COMPRESSIBLE_TYPES.has(mediaType)
  );
}

/** The encoding CloudFront serves a viewer: Brotli when accepted, else gzip, else none. */
export function encodingFor(
  acceptEncoding: string | undefined,
  contentType: string,
  bytes: number,
): ContentEncoding | undefined {
  if (!isCompressible(contentType, bytes)) return undefined;
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return undefined;
}
