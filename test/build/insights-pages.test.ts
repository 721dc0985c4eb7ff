import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_TEMPLATE } from '../../web/build/app-modules';
import { pageFileOf } from '../../web/build/prerender';
import { ROUTE_LIST } from '../../web/src/config/routes';
import { SITE } from '../../web/src/config/site';
import { firstLoadJsBytes, firstLoadScripts } from './site-bytes';

/**
 * The site built with the fixture articles of test/build/insights/fixtures/valid (a pair of
 * translations, an article without one, a draft), as `npm run build` would with those files.
 */
const FIXTURE = 'test/build/insights/fixtures/valid';
const EN = '/insights/what-a-useful-test-report-contains';
const ES = '/es/publicaciones/que-contiene-un-informe-de-pruebas-util';
const ALONE = '/insights/a-table-and-code';
const DRAFT = '/insights/not-finished-yet';
const FIRST_LOAD_JS_GZIP_BUDGET = 95 * 1024;

let distDir: string;
const read = (path: string) => readFile(join(distDir, pageFileOf(path)), 'utf8');

beforeAll(async () => {
  distDir = await mkdtemp(join(tmpdir(), 'insights-site-'));
  await promisify(execFile)(
    'npx',
    [
      'tsx',
      'web/build/build-site.ts',
      '--out-dir',
      distDir,
      '--content-dir',
      `${FIXTURE}/insights`,
      '--media-dir',
      `${FIXTURE}/media`,
    ],
    { env: { ...process.env, NODE_ENV: 'production', INSIGHTS_DRAFTS: '' } },
  );
}, 180_000);

afterAll(async () => {
  await rm(distDir, { recursive: true, force: true });
});

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? '{}') as Record<string, unknown>,
  );
}

function hreflangs(html: string): string[] {
  return [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map(
    (m) => `${m[1]} ${m[2]}`,
  );
}

describe('a prerendered article', () => {
  it('has its canonical URL, its own title and description, og:type article and its dates', async () => {
    const html = await read(EN);
    expect(html).toContain(`<link rel="canonical" href="${SITE.origin}${EN}" />`);
    expect(html).toContain('<title>What a useful test report contains | Vantage Ward</title>');
    expect(html).toContain(
      '<meta name="description" content="What a buyer should find in a penetration-test report, and what to ask for when it is missing." />',
    );
    expect(html).toContain('<meta property="og:type" content="article" />');
    expect(html).toContain(
      '<meta property="article:published_time" content="2026-11-02T00:00:00Z" />',
    );
  });

  it('describes itself as a BlogPosting in JSON-LD', async () => {
    const posting = jsonLd(await read(EN)).find((data) => data['@type'] === 'BlogPosting');
    expect(posting).toMatchObject({
      headline: 'What a useful test report contains',
      datePublished: '2026-11-02T00:00:00Z',
      dateModified: '2026-11-20T00:00:00Z',
      author: [
        { '@type': 'Person', name: 'Ada Example' },
        { '@type': 'Person', name: 'Bo Example' },
      ],
      image: expect.stringMatching(
        new RegExp(`^${SITE.origin}/assets/media/report-cover-[0-9a-f]{10}-\\d+\\.(jpg|png)$`),
      ),
      inLanguage: 'en',
      publisher: { '@type': 'Organization' },
    });
  });

  it('lists hreflang alternates with its translation only, both ways', async () => {
    const pair = [
      `en ${SITE.origin}${EN}`,
      `es ${SITE.origin}${ES}`,
      `x-default ${SITE.origin}${EN}`,
    ];
    expect(hreflangs(await read(EN))).toEqual(pair);
    expect(hreflangs(await read(ES))).toEqual(pair);
    expect(hreflangs(await read(ALONE))).toEqual([]);
  });

  it('shows its text, dates, authors with role, reading time, topics, cover and translation', async () => {
    const html = await read(EN);
    expect(html).toContain('<h2 id="findings-first">Findings first</h2>');
    expect(html).toContain('<time dateTime="2026-11-02">November 2, 2026</time>');
    expect(html).toContain('<time dateTime="2026-11-20">November 20, 2026</time>');
    // React separates adjacent texts with empty comments.
    expect(html.replaceAll('<!-- -->', '')).toMatch(
      /Ada Example <span[^>]*>\(Principal consultant\)/,
    );
    expect(html).toContain('1\u00a0min read');
    expect(html).toContain('Security testing · Buying security');
    expect(html).toMatch(
      /<img[^>]*src="\/assets\/media\/report-cover-[0-9a-f]{10}-8\.(jpg|png)"[^>]*width="8" height="6"/,
    );
    // Under the hero: lazy, so that the first view does not wait for it.
    expect(html).toMatch(/<img class="_cover_[^"]*"[^>]* loading="lazy" decoding="async"\/>/);
    expect(html).toContain(`href="${ES}"`);
    expect(html).toContain('href="/contact?article=what-a-useful-test-report-contains#inquiry"');
  });

  it('serves a body image as a lazy <picture> of encodings, and not the original', async () => {
    const html = await read(ALONE);
    const picture = /<picture><source type="image\/avif"[^>]*>.*?<\/picture>/.exec(html)?.[0] ?? '';
    expect(picture).toMatch(/srcSet="\/assets\/media\/report-cover-[0-9a-f]{10}-8\.avif 8w"/);
    expect(picture).toMatch(/<source type="image\/webp" srcSet="[^"]+\.webp 8w"/);
    expect(picture).toMatch(
      /<img src="\/assets\/media\/report-cover-[0-9a-f]{10}-8\.(jpg|png)"[^>]* alt="A printed report on a desk" width="8" height="6" loading="lazy" decoding="async"\/>/,
    );
    for (const [, file = ''] of picture.matchAll(/(\/assets\/media\/[^\s"]+) 8w/g)) {
      expect(existsSync(join(distDir, file))).toBe(true);
    }
    expect(existsSync(join(distDir, 'media'))).toBe(false);
  });

  it('has no style attribute and no inline handler', async () => {
    for (const path of [EN, ES, ALONE]) {
      const html = await read(path);
      expect(html).not.toMatch(/\sstyle=|\son[a-z]+=/i);
    }
  });

  it('leaves drafts out of a production build: no page, no index entry', async () => {
    expect(existsSync(join(distDir, pageFileOf(DRAFT)))).toBe(false);
    expect(await read('/insights')).not.toContain('Not finished yet');
  });
});

describe('the indexes and the home pages', () => {
  it('list a language’s articles newest first', async () => {
    const html = await read('/insights');
    const titles = [...html.matchAll(/<h2 class="[^"]*"><a href="([^"]+)"/g)].map((m) => m[1]);
    expect(titles).toEqual([EN, ALONE]);
    expect(await read('/es/publicaciones')).toContain(`href="${ES}"`);
  });

  it('show the latest articles on each language’s home page', async () => {
    expect(await read('/')).toContain(`href="${EN}"`);
    expect(await read('/es')).toContain(`href="${ES}"`);
  });
});

describe('what articles cost other pages', () => {
  it('keeps an article’s text out of every script: its page alone fetches it, as data', async () => {
    const text = 'The report is what you keep';
    const holders: string[] = [];
    for (const file of await readdir(distDir, { recursive: true, encoding: 'utf8' })) {
      if (
        /\.(?:js|json)$/.test(file) &&
        (await readFile(join(distDir, file), 'utf8')).includes(text)
      ) {
        holders.push(`/${file}`);
      }
    }
    expect(holders).toEqual([expect.stringMatching(/^\/assets\/insights\/\w+\/en\/[\w-]+\.json$/)]);
    expect(APP_TEMPLATE.exec(await read(EN))?.[1]).toContain(`href="${holders[0]}"`);
    for (const path of [...ROUTE_LIST.map((route) => route.path), ALONE, ES]) {
      expect(APP_TEMPLATE.exec(await read(path))?.[1], path).not.toContain(holders[0]);
    }
  });

  it('names no other article in the scripts an article’s page loads: they do not grow with the articles', async () => {
    const others = [ES, ALONE].map((path) => path.slice(path.lastIndexOf('/') + 1));
    for (const script of firstLoadScripts(await read(EN))) {
      const code = await readFile(join(distDir, script), 'utf8');
      expect(
        others.filter((slug) => code.includes(slug)),
        script,
      ).toEqual([]);
    }
  });

  it.each([[EN], [ES], ['/insights'], ['/es/publicaciones']])(
    'first-load JS of %s is at most 95 KB gzip',
    async (path) => {
      const html = await read(path);
      expect(firstLoadScripts(html).length).toBeGreaterThan(0);
      const bytes = await firstLoadJsBytes(distDir, html);
      console.info(`first-load JS of ${path}: ${(bytes / 1024).toFixed(1)} KB gzip`);
      expect(bytes).toBeLessThanOrEqual(FIRST_LOAD_JS_GZIP_BUDGET);
    },
  );
});
