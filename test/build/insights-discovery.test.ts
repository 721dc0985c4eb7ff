import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { DOMParser } from 'linkedom';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fitHeadline } from '../../web/build/brand-card';
import { type Article, loadArticles } from '../../web/build/insights/load-articles';
import { pageFileOf } from '../../web/build/prerender';
import { LOCALES } from '../../web/src/config/locales';
import { INSIGHTS_PATHS } from '../../web/src/config/routes';
import { SITE } from '../../web/src/config/site';

/**
 * What finds the shipped articles outside their pages: each language's feeds, the sitemap, the
 * links every page has to its language's feeds, each article's social card and its cover. (The
 * feeds' well-formedness is feeds.test.ts's, under a strict XML parser.)
 */
let distDir: string;
let articles: readonly Article[];

beforeAll(async () => {
  distDir = await mkdtemp(join(tmpdir(), 'insights-discovery-'));
  await promisify(execFile)('npx', ['tsx', 'web/build/build-site.ts', '--out-dir', distDir], {
    env: { ...process.env, NODE_ENV: 'production', INSIGHTS_DRAFTS: '' },
  });
  articles = await loadArticles({ drafts: false });
}, 240_000);

afterAll(async () => {
  await rm(distDir, { recursive: true, force: true });
});

const page = (path: string) => readFile(join(distDir, pageFileOf(path)), 'utf8');
const xml = async (path: string) =>
  new DOMParser().parseFromString(await readFile(join(distDir, path), 'utf8'), 'text/xml');

describe('the feeds', () => {
  it.each(LOCALES)('list every published %s article, in RSS 2.0 and Atom', async (locale) => {
    const urls = articles
      .filter((article) => article.locale === locale)
      .map((article) => `${SITE.origin}${article.path}`)
      .sort();
    expect(urls.length).toBeGreaterThanOrEqual(3);
    const rss = await xml(`${INSIGHTS_PATHS[locale].slice(1)}/feed.xml`);
    expect(rss.querySelector('channel > language')?.textContent).toBe(locale);
    expect([...rss.querySelectorAll('item > link')].map((n) => n.textContent).sort()).toEqual(urls);
    const atom = await xml(`${INSIGHTS_PATHS[locale].slice(1)}/atom.xml`);
    expect([...atom.querySelectorAll('entry > id')].map((n) => n.textContent).sort()).toEqual(urls);
  });

  it.each(LOCALES)('are linked from every %s page', async (locale) => {
    for (const path of ['/', '/es', ...articles.map((a) => a.path)]) {
      const html = await page(path);
      const pageLocale = path === '/es' || path.startsWith('/es/') ? 'es' : 'en';
      if (pageLocale !== locale) continue;
      expect(html).toContain(
        `type="application/rss+xml" title="Vantage Ward · ${locale === 'en' ? 'Insights' : 'Publicaciones'}" href="${SITE.origin}${INSIGHTS_PATHS[locale]}/feed.xml"`,
      );
      expect(html).toContain(`href="${SITE.origin}${INSIGHTS_PATHS[locale]}/atom.xml"`);
    }
  });
});

describe('the sitemap', () => {
  it('lists every published article with its last change and its translation as alternates', async () => {
    const sitemap = await xml('sitemap.xml');
    const entries = new Map(
      [...sitemap.getElementsByTagName('url')].map((url) => [
        url.getElementsByTagName('loc')[0]?.textContent,
        url,
      ]),
    );
    for (const article of articles) {
      const entry = entries.get(`${SITE.origin}${article.path}`);
      expect(entry?.getElementsByTagName('lastmod')[0]?.textContent).toBe(article.updated);
      const alternates = [...(entry?.getElementsByTagName('xhtml:link') ?? [])].map(
        (link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`,
      );
      const translation = article.translation;
      expect(alternates).toEqual(
        translation
          ? expect.arrayContaining([
              `${article.locale} ${SITE.origin}${article.path}`,
              `${translation.locale} ${SITE.origin}${translation.path}`,
            ])
          : [],
      );
    }
  });
});

describe('social cards and covers', () => {
  it("give every article a card of its own with its title, described in the article's language", async () => {
    for (const article of articles) {
      const html = await page(article.path);
      const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1] ?? '';
      expect(image).toMatch(
        new RegExp(
          `^${SITE.origin}/assets/cards/${article.locale}-${article.slug}-[0-9a-f]{10}\\.png$`,
        ),
      );
      const card = await sharp(join(distDir, image.slice(SITE.origin.length))).metadata();
      expect([card.width, card.height]).toEqual([1200, 630]);
      expect(/<meta property="og:image:alt" content="([^"]+)"/.exec(html)?.[1]).toContain(
        article.frontMatter.title.replaceAll('&', '&amp;'),
      );
    }
  });

  it("fit every shipped article's title, the longest included", () => {
    for (const article of articles)
      expect(() => fitHeadline(article.frontMatter.title)).not.toThrow();
  });

  it('serve a cover in AVIF and WebP with a fallback, sized so nothing shifts', async () => {
    const withCover = articles.filter((article) => article.frontMatter.cover);
    expect(withCover.length).toBeGreaterThan(0);
    for (const article of withCover) {
      const html = await page(article.path);
      expect(html).toMatch(
        /<picture><source type="image\/avif" srcSet="\/assets\/media\/[^"]+ 480w/,
      );
      expect(html).toMatch(/<source type="image\/webp"/);
      expect(html).toMatch(
        /<img[^>]+src="\/assets\/media\/[^"]+\.jpg"[^>]+width="\d+" height="\d+"/,
      );
    }
  });
});
