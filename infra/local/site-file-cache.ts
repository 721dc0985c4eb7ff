import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { type ContentEncoding, contentTypeFor, isCompressible } from './static-files';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** One body the twin can send for a file: its bytes, or those bytes compressed. */
export interface Representation {
  readonly body: Buffer;
  readonly etag: string;
  readonly encoding?: ContentEncoding;
}

/** A file of the built site with everything a response needs, computed once per version. */
export interface SiteFile {
  readonly contentType: string;
  /** The HTTP date of the file's modification time, as S3 sends `Last-Modified`. */
  readonly lastModified: string;
  /** The same instant in milliseconds, truncated to whole seconds as HTTP dates are. */
  readonly lastModifiedMs: number;
  readonly identity: Representation;
  /** Present when CloudFront would compress the file: a text type of 1,000 B to 10 MB. */
  readonly br?: Representation;
  readonly gzip?: Representation;
}

export interface SiteFileCache {
  /** The file at this absolute path, or undefined when it is not a file. */
  get(path: string): Promise<SiteFile | undefined>;
}

/**
 * S3's ETag of an object uploaded in one part with SSE-S3 is the MD5 of its bytes, in quotes.
 * CloudFront sends that ETag with `W/` before it when it compresses the object, so the br, gzip
 * and identity bodies share one opaque tag and revalidate each other with weak comparison.
 * https://docs.aws.amazon.com/AmazonCloudFront/latest/DeveloperGuide/ServingCompressedFiles.html
 */
function s3Etag(bytes: Buffer): string {
  return `"${createHash('md5').update(bytes).digest('hex')}"`;
}

async function load(path: string, mtimeMs: number): Promise<SiteFile> {
  const bytes = await readFile(path);
  const contentType = contentTypeFor(path);
  const etag = s3Etag(bytes);
  const lastModifiedMs = Math.floor(mtimeMs / 1000) * 1000;
  const file: SiteFile = {
    contentType,
    lastModified: new Date(lastModifiedMs).toUTCString(),
    lastModifiedMs,
    identity: { body: bytes, etag },
  };
  if (!isCompressible(contentType, bytes.byteLength)) return file;
  // Compressed once per version of the file, so at the highest levels; zlib's thread pool does
  // the work, so the twin keeps answering other requests meanwhile.
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
      },
    }),
    gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  return {
    ...file,
    br: { body: br, etag: `W/${etag}`, encoding: 'br' },
    gzip: { body: gz, etag: `W/${etag}`, encoding: 'gzip' },
  };
}

/**
 * Reads and compresses each file of the built site on its first request and keeps the result.
 * Every request still stats the file: a file rewritten since (another modification time or size,
 * as after `npm run build`) is read and compressed again, never served stale.
 */
export function createSiteFileCache(): SiteFileCache {
  const entries = new Map<string, { version: string; file: Promise<SiteFile> }>();
  return {
    async get(path) {
      const info = await stat(path).catch(() => null);
      if (!info?.isFile()) {
        entries.delete(path);
        return undefined;
      }
      const version = `${info.mtimeMs}:${info.size}`;
      const cached = entries.get(path);
      if (cached?.version === version) return cached.file;
      // The promise is cached, so requests that arrive while a file is compressed share the work.
      const file = load(path, info.mtimeMs);
      entries.set(path, { version, file });
      file.catch(() => {
        if (entries.get(path)?.file === file) entries.delete(path);
      });
      return file;
    },
  };
}
