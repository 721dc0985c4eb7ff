import { execFile } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { DOMParser } from 'linkedom';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { edgeRequest, isEdgeResponse, loadEdgeRouter } from '../../../infra/local/edge-router';
import { pageFileOf } from '../../../web/build/prerender';
import { LOCALES, type Locale } from '../../../web/src/config/locales';
import { articlePath, INSIGHTS_PATHS, ROUTE_LIST } from '../../../web/src/config/routes';
import { SITE } from '../../../web/src/config/site';
import { buildSiteIn, projectCopy } from '../project-copy';

/**
 * Issue 27's promise: a writer adds an article in both languages (two Markdown files paired by
 * `translationKey`, and a cover image) and nothing else, and the site finds it everywhere. Here
 * in a copy of the project (web/ and functions/ copied, the rest linked) whose only change is
 * those three files: no code, no route-table entry, no edit of the edge function. The copy is
 * built as `npm run build` builds, and asked, as the stack and the weekly report ask, for the
 * edge routing function's code and the analytics page list.
 */
const EN = { locale: 'en', slug: 'a-new-article-found-everywhere' } as const;
const ES = { locale: 'es', slug: 'un-articulo-nuevo-en-todas-partes' } as const;
const TITLE: Record<Locale, string> = {
  en: 'A new article the site finds everywhere',
  es: 'Un artículo nuevo que el sitio encuentra en todas partes',
};
/**
 * Tomorrow (UTC): after every article of the content folder, so that this one is each index's
 * newest, and still a date the build accepts for a published article (today, with a day's slack
 * for the time zones east of UTC).
 */
const TOMORROW = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
const PUBLISHED = TOMORROW;
const UPDATED = TOMORROW;
const COVER = 'new-article-cover.jpg';

let project: string;
let distDir: string;
/** What the copy's own code answers about its articles (written below, run in the copy). */
let found: { edgeRouterCode: string; pagePaths: string[] };

const paths = { en: articlePath(EN.locale, EN.slug), es: articlePath(ES.locale, ES.slug) };
const url = (path: string) => `${SITE.origin}${path}`;

function article(locale: Locale, author: string): string {
  const other = locale === 'en' ? 'es' : 'en';
  const contact = locale === 'en' ? '/contact' : '/es/contacto';
  return `---
title: ${TITLE[locale]}
description: ${locale === 'en' ? 'Proof that an article needs its files alone.' : 'Prueba de que un artículo solo necesita sus archivos.'}
published: ${PUBLISHED}
updated: ${UPDATED}
authors: [${author}]
topics: [security-testing]
cover:
  image: /media/${COVER}
  alt: ${locale === 'en' ? 'A plain blue rectangle' : 'Un rectángulo azul liso'}
translationKey: new-article-found-everywhere
---

## ${locale === 'en' ? 'What it proves' : 'Qué demuestra'}

${locale === 'en' ? 'Nothing but content changed. Read it in the' : 'Solo cambió el contenido. Léalo en la'} [${other === 'es' ? 'Spanish version' : 'versión en inglés'}](${paths[other]}), ${locale === 'en' ? 'or' : 'o'} [${locale === 'en' ? 'write to us' : 'escríbanos'}](${contact}).
`;
}

const PROBE = `import { pagePaths } from './functions/analytics/page-paths.ts';
import { edgeRouterCode } from './functions/edge-router/router-code.ts';
console.log(JSON.stringify({ edgeRouterCode: edgeRouterCode(), pagePaths: pagePaths() }));
`;

beforeAll(async () => {
  project = projectCopy(['web', 'functions']);
  distDir = await mkdtemp(join(tmpdir(), 'new-article-site-'));
  const content = join(project, 'web/src/content/insights');
  const authors = parseYaml(readFileSync(join(content, 'authors.yaml'), 'utf8')) as {
    key: string;
  }[];
  const author = authors[0]?.key ?? '';
  writeFileSync(join(content, 'en', `${EN.slug}.md`), article('en', author));
  writeFileSync(join(content, 'es', `${ES.slug}.md`), article('es', author));
  await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#1d4ed8' } })
    .jpeg()
    .toFile(join(project, 'web/src/content/media', COVER));

  await buildSiteIn(project, distDir);
  writeFileSync(join(project, 'probe.ts'), PROBE);
  const { stdout } = await promisify(execFile)('npx', ['tsx', 'probe.ts'], {
    cwd: project,
    env: { ...process.env, INSIGHTS_DRAFTS: '' },
  });
  found = JSON.parse(stdout);
}, 240_000);

afterAll(() => {
  for (const dir of [project, distDir]) if (dir) rmSync(dir, { recursive: true, force: true });
});

const page = (path: string) => readFile(join(distDir, pageFileOf(path)), 'utf8');
const xml = async (file: string) =>
  new DOMParser().parseFromString(await readFile(join(distDir, file), 'utf8'), 'text/xml');

describe('a new article in both languages, added as files alone', () => {
  it('is not in the route table: nothing but content told the site about it', () => {
    const routes = ROUTE_LIST.map((route) => route.path);
    expect(routes).not.toContain(paths.en);
    expect(routes).not.toContain(paths.es);
  });

  it.each(LOCALES)(
    'has its prerendered %s page, in its language, with its cover',
    async (locale) => {
      const html = await page(paths[locale]);
      expect(html).toMatch(new RegExp(`^<!doctype html>\\s*<html lang="${locale}">`));
      expect(html).toContain(`<link rel="canonical" href="${url(paths[locale])}" />`);
      expect(html).toMatch(new RegExp(`<h1[^>]*>${TITLE[locale]}</h1>`));
      const images = [
        ...html.matchAll(/\/assets\/media\/new-article-cover-[0-9a-f]{10}-\d+\.\w+/g),
      ];
      expect(images.length).toBeGreaterThan(0);
      for (const [image] of images) expect(existsSync(join(distDir, image)), image).toBe(true);
    },
  );

  it('lists itself and its translation as hreflang alternates on both pages', async () => {
    const pair = [`en ${url(paths.en)}`, `es ${url(paths.es)}`, `x-default ${url(paths.en)}`];
    for (const path of [paths.en, paths.es]) {
      const hreflangs = [
        ...(await page(path)).matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g),
      ].map((m) => `${m[1]} ${m[2]}`);
      expect(hreflangs, path).toEqual(pair);
    }
  });

  it.each(LOCALES)("is listed on the %s index, first, as the language's newest", async (locale) => {
    const html = await page(INSIGHTS_PATHS[locale]);
    const listed = [...html.matchAll(/<h2 class="[^"]*"><a href="([^"]+)"/g)].map((m) => m[1]);
    expect(listed[0]).toBe(paths[locale]);
  });

  it.each(LOCALES)(
    'is an item of the %s RSS feed and an entry of its Atom feed',
    async (locale) => {
      const folder = INSIGHTS_PATHS[locale].slice(1);
      const rss = await xml(`${folder}/feed.xml`);
      expect([...rss.querySelectorAll('item > link')].map((n) => n.textContent)).toContain(
        url(paths[locale]),
      );
      const atom = await xml(`${folder}/atom.xml`);
      const entry = [...atom.querySelectorAll('entry')].find(
        (e) => e.querySelector('id')?.textContent === url(paths[locale]),
      );
      expect(entry?.querySelector('title')?.textContent).toBe(TITLE[locale]);
    },
  );

  it('is in the sitemap in both languages, with its last change and each other as alternates', async () => {
    const sitemap = await xml('sitemap.xml');
    for (const path of [paths.en, paths.es]) {
      const entry = [...sitemap.getElementsByTagName('url')].find(
        (u) => u.getElementsByTagName('loc')[0]?.textContent === url(path),
      );
      expect(entry?.getElementsByTagName('lastmod')[0]?.textContent, path).toBe(UPDATED);
      const alternates = [...(entry?.getElementsByTagName('xhtml:link') ?? [])].map(
        (link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`,
      );
      expect(alternates, path).toEqual(
        expect.arrayContaining([`en ${url(paths.en)}`, `es ${url(paths.es)}`]),
      );
    }
  });

  it("is served by the edge routing function that the copy's stack would deploy", () => {
    const router = loadEdgeRouter(found.edgeRouterCode);
    for (const path of [paths.en, paths.es]) {
      const result = router({ request: edgeRequest('GET', new URL(path, SITE.origin)) });
      expect(isEdgeResponse(result), path).toBe(false);
      expect('uri' in result && result.uri, path).toBe(`/${pageFileOf(path)}`);
      expect(existsSync(join(distDir, pageFileOf(path))), path).toBe(true);
    }
  });

  it('is a page of the analytics report', () => {
    expect(found.pagePaths).toEqual(expect.arrayContaining([paths.en, paths.es]));
  });
});
