import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageFileOf } from '../../web/build/prerender';
import { ROUTE_LIST } from '../../web/src/config/routes';
import {
  allCssBytes,
  attributeValues,
  filesUnder,
  firstLoadJsBytes,
  firstLoadScripts,
  firstViewBytes,
} from './site-bytes';

/** Budgets, in bytes: see the prerender issue. */
const FIRST_LOAD_JS_GZIP_BUDGET = 95 * 1024;
const CSS_GZIP_BUDGET = 20 * 1024;
const LANDING_FIRST_VIEW_BUDGET = 250 * 1024;

let distDir: string;
const pages = new Map<string, string>();

beforeAll(async () => {
  distDir = await mkdtemp(join(tmpdir(), 'built-site-'));
  // As `npm run build` does, in a process of its own: under vitest NODE_ENV is "test", which
  // would bundle React's development build and make the budgets meaningless.
  await promisify(execFile)('npx', ['tsx', 'web/build/build-site.ts', '--out-dir', distDir], {
    env: { ...process.env, NODE_ENV: 'production' },
  });
  for (const route of ROUTE_LIST) {
    pages.set(route.path, await readFile(join(distDir, pageFileOf(route.path)), 'utf8'));
  }
}, 180_000);

afterAll(async () => {
  await rm(distDir, { recursive: true, force: true });
});

describe('the built site', () => {
  it.each(ROUTE_LIST.map((r) => [r.path, r] as const))(
    'prerenders %s with its own head and one h1',
    (path, route) => {
      const html = pages.get(path) ?? '';
      expect(html).toContain(
        `<title>${route.path === '/' ? 'Vantage Ward | ' : ''}${route.title.replaceAll('&', '&amp;')}`,
      );
      expect(html).toContain(`<meta name="description" content="${route.description}" />`);
      expect(html).toMatch(/<link rel="canonical" href="https:\/\/[^"]+" \/>/);
      expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
      expect(html).toMatch(/<div id="root"><.+<\/div>/s);
    },
  );

  it('gives every page a distinct title and canonical URL', () => {
    const titles = new Set(
      [...pages.values()].map((html) => /<title>([^<]*)<\/title>/.exec(html)?.[1]),
    );
    const canonicals = new Set(
      [...pages.values()].map((html) => /rel="canonical" href="([^"]+)"/.exec(html)?.[1]),
    );
    expect(titles.size).toBe(ROUTE_LIST.length);
    expect(canonicals.size).toBe(ROUTE_LIST.length);
  });

  it('keeps the CSP promise: no style attribute, no style element, no inline script', () => {
    for (const [path, html] of pages) {
      expect(html, path).not.toMatch(/\sstyle="/);
      expect(html, path).not.toMatch(/<style[\s>]/);
      const inlineScripts = [...html.matchAll(/<script(?![^>]*\ssrc=)([^>]*)>/g)].map((m) => m[1]);
      expect(inlineScripts, path).toEqual([' type="application/ld+json"']);
    }
  });

  it('requests nothing from another origin', async () => {
    for (const [path, html] of pages) {
      const fetched = [
        ...attributeValues(html, /\ssrc="([^"]+)"/g),
        ...attributeValues(
          html,
          /<link rel="(?:stylesheet|modulepreload|preload|icon|apple-touch-icon|manifest)"[^>]*\shref="([^"]+)"/g,
        ),
      ];
      for (const url of fetched) expect(url, path).toMatch(/^\/(?!\/)/);
    }
    for (const file of (await filesUnder(distDir)).filter((f) => f.endsWith('.css'))) {
      expect(await readFile(file, 'utf8')).not.toMatch(/url\(\s*["']?(https?:)?\/\//);
    }
  });

  it('ships sitemap.xml with every route and robots.txt pointing to it', async () => {
    const sitemap = await readFile(join(distDir, 'sitemap.xml'), 'utf8');
    expect(sitemap.match(/<loc>/g)).toHaveLength(ROUTE_LIST.length);
    expect(await readFile(join(distDir, 'robots.txt'), 'utf8')).toMatch(
      /^Sitemap: https:\/\/.+\/sitemap\.xml$/m,
    );
  });
});

describe('budgets', () => {
  it.each(ROUTE_LIST.map((r) => [r.path] as const))(
    'first-load JS of %s is at most 95 KB gzip',
    async (path) => {
      const html = pages.get(path) ?? '';
      expect(firstLoadScripts(html).length).toBeGreaterThan(0);
      expect(await firstLoadJsBytes(distDir, html)).toBeLessThanOrEqual(FIRST_LOAD_JS_GZIP_BUDGET);
    },
  );

  it('all CSS together is at most 20 KB gzip', async () => {
    expect(await allCssBytes(distDir)).toBeLessThanOrEqual(CSS_GZIP_BUDGET);
  });

  it("the landing page's first view is at most 250 KB over the wire", async () => {
    expect(await firstViewBytes(distDir, pages.get('/') ?? '')).toBeLessThanOrEqual(
      LANDING_FIRST_VIEW_BUDGET,
    );
  });
});
