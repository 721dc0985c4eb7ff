import { readdir, readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** What CloudFront compresses; images such as PNG travel as they are. */
const COMPRESSED = new Set([
  '.html',
  '.js',
  '.css',
  '.svg',
  '.json',
  '.xml',
  '.txt',
  '.webmanifest',
]);

export async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

/** Bytes over the wire for a file of the built site: gzip for text, as is for the rest. */
export async function wireBytes(distDir: string, url: string): Promise<number> {
  const bytes = await readFile(join(distDir, url));
  return COMPRESSED.has(extname(url)) ? gzipSync(bytes, { level: 9 }).byteLength : bytes.byteLength;
}

export function attributeValues(html: string, pattern: RegExp): string[] {
  return [...html.matchAll(pattern)].map((m) => m[1] ?? '');
}

/** The JS a browser fetches before the page is interactive: entry scripts and their preloads. */
export function firstLoadScripts(html: string): string[] {
  return [
    ...attributeValues(html, /<script type="module"[^>]*\ssrc="([^"]+)"/g),
    ...attributeValues(html, /<link rel="modulepreload"[^>]*\shref="([^"]+)"/g),
  ];
}

export function stylesheets(html: string): string[] {
  return attributeValues(html, /<link rel="stylesheet"[^>]*\shref="([^"]+)"/g);
}

/** Images the browser fetches at once: every `<img>` not marked lazy. */
export function eagerImages(html: string): string[] {
  return [...html.matchAll(/<img\b[^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => !/\sloading="lazy"/.test(tag))
    .map((tag) => /\ssrc="([^"]+)"/.exec(tag)?.[1] ?? '');
}

async function sum(distDir: string, urls: readonly string[]): Promise<number> {
  const sizes = await Promise.all([...new Set(urls)].map((url) => wireBytes(distDir, url)));
  return sizes.reduce((a, b) => a + b, 0);
}

export function firstLoadJsBytes(distDir: string, html: string): Promise<number> {
  return sum(distDir, firstLoadScripts(html));
}

export async function allCssBytes(distDir: string): Promise<number> {
  const files = (await filesUnder(distDir)).filter((f) => f.endsWith('.css'));
  return sum(
    distDir,
    files.map((f) => f.slice(distDir.length)),
  );
}

/** The page, its stylesheet, its first-load JS and its eager images, as they travel. */
export async function firstViewBytes(distDir: string, html: string): Promise<number> {
  const assets = await sum(distDir, [
    ...firstLoadScripts(html),
    ...stylesheets(html),
    ...eagerImages(html),
  ]);
  return gzipSync(html, { level: 9 }).byteLength + assets;
}
