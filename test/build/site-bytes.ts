import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { appModulesOf } from '../../web/build/app-modules';

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

/** Bytes over the wire for a file of the built site: gzip for text, as is for the rest. */
export async function wireBytes(distDir: string, url: string): Promise<number> {
  const bytes = await readFile(join(distDir, url));
  return COMPRESSED.has(extname(url)) ? gzipSync(bytes, { level: 9 }).byteLength : bytes.byteLength;
}

export function attributeValues(html: string, pattern: RegExp): string[] {
  return [...html.matchAll(pattern)].map((m) => m[1] ?? '');
}

/**
 * The JS a browser fetches before the page is interactive: the modules the page's loader
 * fetches once the first view has painted (the loader itself is inline, in the HTML).
 */
export function firstLoadScripts(html: string): string[] {
  return appModulesOf(html)
    .map((module) => module.src)
    .filter((src) => src.endsWith('.js'));
}

/** The data the page's app fetches with its modules (an article's page data), not JS. */
export function firstLoadData(html: string): string[] {
  return appModulesOf(html)
    .map((module) => module.src)
    .filter((src) => !src.endsWith('.js'));
}

/** A page's first-view rules, as the build inlines them (decision 0032). */
export function inlineStylesheet(html: string): string {
  return /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
}

export function cssBytes(html: string): number {
  return gzipSync(inlineStylesheet(html), { level: 9 }).byteLength;
}

/** The site's whole stylesheet, which a page's app template links, if it links one. */
function stylesheetOf(html: string): string | undefined {
  return /<link rel="stylesheet"[^>]*\shref="([^"]+)"/.exec(html)?.[1];
}

/** The site's whole stylesheet, which a page's app template links. */
export function linkedStylesheet(html: string): string {
  const url = stylesheetOf(html);
  if (!url) throw new Error('The page links no stylesheet');
  return url;
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

/**
 * The page (its first-view rules and loader inline), its eager images, and what its app loads
 * before it runs: the whole stylesheet, the first-load JS and data.
 */
export async function firstViewBytes(distDir: string, html: string): Promise<number> {
  const stylesheet = stylesheetOf(html);
  const assets = await sum(distDir, [
    ...(stylesheet ? [stylesheet] : []),
    ...firstLoadScripts(html),
    ...firstLoadData(html),
    ...eagerImages(html),
  ]);
  return gzipSync(html, { level: 9 }).byteLength + assets;
}
