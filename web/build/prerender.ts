import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { RouteEntry } from '../src/config/routes.ts';
import { headTags, type SiteIdentity } from './head-tags.ts';
import { robotsTxt, sitemapXml } from './site-files.ts';

/** What the server bundle of web/src/entry-server.tsx exports. */
export interface ServerEntry {
  render(path: string): string;
  readonly ROUTE_LIST: readonly RouteEntry[];
  readonly SITE: SiteIdentity;
}

const HEAD_MARKER = '<!--app-head-->';
const HTML_MARKER = '<!--app-html-->';

/** The built index.html with one page's head tags and markup written in. */
export function pageDocument(template: string, head: string, html: string): string {
  if (!template.includes(HEAD_MARKER) || !template.includes(HTML_MARKER)) {
    throw new Error(`web/index.html must contain ${HEAD_MARKER} and ${HTML_MARKER}`);
  }
  // A function replacement, so `$&` and friends in the page text stay literal.
  return template.replace(HEAD_MARKER, () => head).replace(HTML_MARKER, () => html);
}

/** Where the edge routing function looks for a route's page. */
export function pageFileOf(path: string): string {
  return path === '/' ? 'index.html' : join(path.slice(1), 'index.html');
}

/** Writes every route as its own HTML file, then sitemap.xml and robots.txt. */
export async function prerender(distDir: string, server: ServerEntry): Promise<string[]> {
  const template = await readFile(join(distDir, 'index.html'), 'utf8');
  const written: string[] = [];
  for (const route of server.ROUTE_LIST) {
    const file = join(distDir, pageFileOf(route.path));
    await mkdir(dirname(file), { recursive: true });
    await writeFile(
      file,
      pageDocument(template, headTags(server.SITE, route), server.render(route.path)),
    );
    written.push(file);
  }
  await writeFile(
    join(distDir, 'sitemap.xml'),
    sitemapXml(server.SITE, server.ROUTE_LIST, new Date()),
  );
  await writeFile(join(distDir, 'robots.txt'), robotsTxt(server.SITE));
  return written;
}
