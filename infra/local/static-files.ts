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
};

export function contentTypeFor(extension: string): string {
  return CONTENT_TYPES[extension.toLowerCase()] ?? 'application/octet-stream';
}

/** Vite writes content-hashed files to `/assets/`: they never change, so cache them for a year. */
export const HASHED_ASSETS_PREFIX = '/assets/';
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
export const REVALIDATE_CACHE_CONTROL = 'no-cache';

export function cacheControlFor(uri: string): string {
  return uri.startsWith(HASHED_ASSETS_PREFIX) ? IMMUTABLE_CACHE_CONTROL : REVALIDATE_CACHE_CONTROL;
}

/** CloudFront compresses text files between 1,000 bytes and 10 MB when the viewer accepts it. */
const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest\+json)|image\/svg\+xml)/;
const MIN_COMPRESSED_BYTES = 1000;

export type ContentEncoding = 'br' | 'gzip';

export function encodingFor(
  acceptEncoding: string | undefined,
  contentType: string,
  bytes: number,
): ContentEncoding | undefined {
  if (bytes < MIN_COMPRESSED_BYTES || !COMPRESSIBLE.test(contentType)) return undefined;
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return undefined;
}
