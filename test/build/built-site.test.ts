import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineHashesOf } from '../../functions/security-headers';
import { siteInlineHashes } from '../../infra/built-site';
import { cdkJsonContext, readDataHandling } from '../../infra/config';
import { listen } from '../../infra/local/listen';
import type { RunningServer } from '../../infra/local/ses-emulator';
import { createSiteServer } from '../../infra/local/site-server';
import { APP_TEMPLATE, appModulesOf } from '../../web/build/app-modules';
import { ARTICLES_GROUP, firstViewGroupOf, LOADER_ID } from '../../web/build/first-view';
import { publishedArticlePaths } from '../../web/build/insights/article-files';
import { loadArticles } from '../../web/build/insights/load-articles';
import { pageFileOf } from '../../web/build/prerender';
import { securityTxtExpiryProblem } from '../../web/build/site-files';
import { SOCIAL_CARD_COPY, SOCIAL_CARD_PATHS, SOCIAL_CARD_SIZE } from '../../web/build/social-card';
import { ANALYTICS_LOG_RETENTION_MONTHS } from '../../web/src/config/analytics';
import { LOCALES, type Locale } from '../../web/src/config/locales';
import { pathOf, ROUTE_LIST, SERVICE_SLUGS } from '../../web/src/config/routes';
import { SECURITY_TXT_PATH } from '../../web/src/config/security-txt';
import { SITE } from '../../web/src/config/site';
import type { PageMetaCopy, PrivacyCopy, SiteCopy } from '../../web/src/content/types';
import {
  attributeValues,
  cssBytes,
  firstLoadJsBytes,
  firstLoadScripts,
  firstViewBytes,
  inlineStylesheet,
  linkedStylesheet,
  wireBytes,
} from './site-bytes';

/** Every page copy file of every language, as the build turns them into modules. */
const COPY_MODULES = import.meta.glob<Record<string, unknown>>(
  '../../web/src/content/pages/*/**/*.yaml',
  { eager: true },
);

function textsIn(value: unknown, into: Set<string>): Set<string> {
  if (typeof value === 'string') into.add(value);
  else if (value && typeof value === 'object')
    for (const v of Object.values(value)) textsIn(v, into);
  return into;
}

/** Every text of a language's copy modules. */
function textsOf(locale: Locale): Set<string> {
  const texts = new Set<string>();
  for (const [file, module] of Object.entries(COPY_MODULES)) {
    if (file.includes(`/content/pages/${locale}/`)) textsIn(module, texts);
  }
  return texts;
}

/** Every article file of a language, as written. */
async function articleSourcesOf(locale: Locale): Promise<string> {
  const dir = join('web/src/content/insights', locale);
  const files = (await readdir(dir)).filter((file) => file.endsWith('.md'));
  return (await Promise.all(files.map((file) => readFile(join(dir, file), 'utf8')))).join('\n');
}

function siteCopyOf(locale: Locale): SiteCopy {
  const module = COPY_MODULES[`../../web/src/content/pages/${locale}/site.yaml`];
  return module?.default as SiteCopy;
}

function pageMetaOf(locale: Locale): PageMetaCopy {
  const module = COPY_MODULES[`../../web/src/content/pages/${locale}/page-meta.yaml`];
  return module?.default as PageMetaCopy;
}

/** Budgets, in bytes: see the prerender issue. */
const FIRST_LOAD_JS_GZIP_BUDGET = 95 * 1024;
const CSS_GZIP_BUDGET = 20 * 1024;
const LANDING_FIRST_VIEW_BUDGET = 250 * 1024;
/**
 * What a new connection delivers in its first round trip: TCP's initial window of ten segments
 * of 1,460 bytes. A page's response above it costs a phone one more round trip before it can
 * paint, and Lighthouse's simulation 150 ms (decision 0026).
 */
const FIRST_ROUND_TRIP_BYTES = 10 * 1460;
/** What Chrome sends: the twin answers with the encoding CloudFront would choose for it. */
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

let distDir: string;
const pages = new Map<string, string>();
/** The published articles' pages: the build finds them in the content folder, not the route table. */
const ARTICLE_PATHS = publishedArticlePaths();
const articlePages = new Map<string, string>();

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
  for (const path of ARTICLE_PATHS) {
    articlePages.set(path, await readFile(join(distDir, pageFileOf(path)), 'utf8'));
  }
}, 180_000);

afterAll(async () => {
  await rm(distDir, { recursive: true, force: true });
});

describe('the built site', () => {
  it('prerenders all 28 pages: fourteen in each language', () => {
    expect(pages.size).toBe(28);
  });

  it.each(ROUTE_LIST.map((r) => [r.path, r] as const))(
    'prerenders %s in its language with its own head and one h1',
    (path, route) => {
      const html = pages.get(path) ?? '';
      const meta = pageMetaOf(route.locale)[route.page];
      expect(html).toMatch(new RegExp(`^<!doctype html>\\s*<html lang="${route.locale}">`));
      expect(html).toContain(
        `<title>${route.page === 'home' ? 'Vantage Ward | ' : ''}${meta.title.replaceAll('&', '&amp;')}`,
      );
      expect(html).toContain(`<meta name="description" content="${meta.description}" />`);
      expect(html).toMatch(/<link rel="canonical" href="https:\/\/[^"]+" \/>/);
      expect(html.match(/<link rel="alternate" hreflang=/g)).toHaveLength(3);
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

  it('keeps the CSP promise: no style attribute, and on every page exactly an inline stylesheet and the loader the build recorded', () => {
    // What the policy allows: one hash per group's first-view rules and one for the loader, as
    // recorded (decision 0032).
    const recorded = siteInlineHashes(distDir);
    expect(recorded.scripts).toHaveLength(1);
    const groups = new Map<string, Set<string>>();
    const check = (path: string, html: string, group: string, jsonLd: number) => {
      expect(html, path).not.toMatch(/\sstyle="/);
      expect(html.match(/<style[\s>]/g), path).toHaveLength(1);
      const inlineScripts = [...html.matchAll(/<script(?![^>]*\ssrc=)([^>]*)>/g)].map((m) => m[1]);
      expect(inlineScripts, path).toEqual([
        ...Array<string>(jsonLd).fill(' type="application/ld+json"'),
        ` id="${LOADER_ID}"`,
      ]);
      const inline = inlineHashesOf(html);
      expect(inline.scripts, path).toEqual(recorded.scripts);
      expect(recorded.styles, path).toEqual(expect.arrayContaining([...inline.styles]));
      groups.set(group, new Set([...(groups.get(group) ?? []), ...inline.styles]));
    };
    for (const route of ROUTE_LIST) {
      check(route.path, pages.get(route.path) ?? '', firstViewGroupOf(route.page), 1);
    }
    // An article's page adds its BlogPosting's JSON-LD (data, never run) and nothing else.
    expect(articlePages.size).toBeGreaterThan(0);
    for (const [path, html] of articlePages) check(path, html, ARTICLES_GROUP, 2);
    // Every page of a group carries the same rules, each group its own, and the policy no more.
    for (const [group, styles] of groups) expect(styles.size, group).toBe(1);
    const styles = [...groups.values()].flatMap((set) => [...set]);
    expect(new Set(styles).size).toBe(groups.size);
    expect([...styles].sort()).toEqual([...recorded.styles].sort());
    // A group per template, or per templates that look alike: a short policy (at most 8 hashes).
    expect(groups.size).toBeLessThanOrEqual(8);
  });

  it('links the whole stylesheet only from the app template, with its integrity', () => {
    for (const [path, html] of [...pages, ...articlePages]) {
      const template = APP_TEMPLATE.exec(html)?.[1] ?? '';
      expect(template, path).toMatch(
        /^<link rel="stylesheet" crossorigin href="\/assets\/style-[\w-]+\.css" integrity="sha384-[^"]+">/,
      );
    }
  });

  it('draws the hero and the sectors picture in the page, with ids no other drawing shares', () => {
    const drawn = ROUTE_LIST.filter((route) => {
      const html = pages.get(route.path) ?? '';
      const ids = attributeValues(html, /\sid="([^"]+)"/g);
      expect(new Set(ids).size, route.path).toBe(ids.length);
      for (const id of attributeValues(html, /(?:url\(#|href="#)([^)"]+)/g)) {
        expect(ids, `${route.path} points to #${id}`).toContain(id);
      }
      const isDrawn =
        /<span class="[^"]+" (?:aria-hidden="true"|role="img" aria-label="[^"]+")><svg /.test(html);
      // Its first view has nothing left to fetch: no image first, nor one React preloads.
      if (isDrawn) {
        expect(html, route.path).not.toMatch(/fetchpriority="high"|rel="preload" as="image"/i);
      }
      return isDrawn;
    });
    const withArtwork = ROUTE_LIST.filter((route) =>
      ['home', 'whoWeWorkWith', ...SERVICE_SLUGS].includes(route.page),
    );
    expect(drawn.map((route) => route.path)).toEqual(withArtwork.map((route) => route.path));
  });

  it('links no stylesheet or script a first view would wait for: the app waits in its template', () => {
    for (const [path, html] of pages) {
      const outsideTemplate = html.replace(APP_TEMPLATE, '');
      expect(outsideTemplate, path).not.toMatch(/<link rel="(?:stylesheet|modulepreload)"/);
      expect(outsideTemplate, path).not.toMatch(/<script[^>]*\ssrc=/);
      expect(outsideTemplate, path).not.toContain('<template');
      const modules = appModulesOf(html);
      expect(modules[0]?.src, path).toMatch(/^\/assets\/main-[\w-]+\.js$/);
      for (const module of modules) expect(module.integrity, module.src).toMatch(/^sha384-/);
    }
  });

  it('links its icons with the app, after the first paint, and for a browser without script', () => {
    const icons = (html: string) => attributeValues(html, /<link rel="icon" href="([^"]+)"/g);
    for (const [path, html] of [...pages, ...articlePages]) {
      const head = html.slice(0, html.indexOf('</head>'));
      const noscript = /<noscript>(.*?)<\/noscript>/s.exec(head)?.[1] ?? '';
      const template = APP_TEMPLATE.exec(head)?.[0] ?? '';
      expect(icons(head.replace(noscript, '').replace(template, '')), path).toEqual([]);
      expect(icons(noscript), path).toEqual(['/favicon.ico', '/icon.svg']);
      expect(icons(template), path).toEqual(['/favicon.ico', '/icon.svg']);
    }
  });

  it('paints nothing before the loader has run: the head waits for it, and it ends the body', () => {
    for (const [path, html] of [...pages, ...articlePages]) {
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head, path).toContain(`<link rel="expect" href="#${LOADER_ID}" blocking="render">`);
      const last = html.slice(html.lastIndexOf('<script'));
      expect(last.startsWith(`<script id="${LOADER_ID}">(()=>{`), path).toBe(true);
      expect(last, path).toMatch(/\}\)\(\)<\/script><\/body>\s*<\/html>\s*$/);
    }
  });

  it('holds back from the first frame each part after the hero, and the footer, and nothing else', () => {
    for (const [path, html] of [...pages, ...articlePages]) {
      const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
      const hero = main.slice(0, main.indexOf('</section>'));
      expect(hero, path).not.toContain('data-below-first-view');
      expect(main, path).toContain('<div hidden="until-found" data-below-first-view="">');
      expect(html, path).toMatch(
        /<div hidden="until-found" data-below-first-view=""><footer[^>]*>.*<\/footer><\/div>/s,
      );
      // Shown without script, and by a browser that reads the attribute as plain `hidden`.
      const rule = /\[data-below-first-view\]\{([^}]*)\}/.exec(inlineStylesheet(html))?.[1];
      expect(rule?.split(';').sort(), path).toEqual([
        'animation:0s 1s both show-below-first-view',
        'display:block',
      ]);
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
    for (const [path, html] of pages) {
      expect(inlineStylesheet(html), path).not.toMatch(/url\(\s*["']?(https?:)?\/\//);
    }
  });

  it('ships sitemap.xml with every route and article, and robots.txt pointing to it', async () => {
    const sitemap = await readFile(join(distDir, 'sitemap.xml'), 'utf8');
    const articles = await loadArticles({ drafts: false });
    const translated = articles.filter((article) => article.translation);
    expect(sitemap.match(/<loc>/g)).toHaveLength(ROUTE_LIST.length + articles.length);
    expect(sitemap.match(/<xhtml:link /g)).toHaveLength(
      ROUTE_LIST.length * 3 + translated.length * 3,
    );
    expect(await readFile(join(distDir, 'robots.txt'), 'utf8')).toMatch(
      /^Sitemap: https:\/\/.+\/sitemap\.xml$/m,
    );
  });
});

/** A PNG's size, from its IHDR chunk (the first, right after the 8-byte signature). */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(0, 8)).toEqual(Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'));
  expect(png.toString('latin1', 12, 16)).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

function metaContent(html: string, key: string): string | undefined {
  return new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)" />`).exec(html)?.[1];
}

describe('social cards', () => {
  it.each(ROUTE_LIST.map((r) => [r.path, r.locale] as const))(
    '%s shares the card of its language, described in that language',
    (path, locale) => {
      const html = pages.get(path) ?? '';
      const image = `${SITE.origin}${SOCIAL_CARD_PATHS[locale]}`;
      expect(metaContent(html, 'og:image')).toBe(image);
      expect(metaContent(html, 'twitter:image')).toBe(image);
      expect(metaContent(html, 'og:image:width')).toBe(String(SOCIAL_CARD_SIZE.width));
      expect(metaContent(html, 'og:image:height')).toBe(String(SOCIAL_CARD_SIZE.height));
      expect(metaContent(html, 'og:image:alt')).toBe(SOCIAL_CARD_COPY[locale].alt);
      expect(metaContent(html, 'twitter:image:alt')).toBe(SOCIAL_CARD_COPY[locale].alt);
    },
  );

  it('gives Spanish pages a card of their own and English pages the one they always had', () => {
    expect(metaContent(pages.get('/es') ?? '', 'og:image')).toBe(
      `${SITE.origin}/social-card-es.png`,
    );
    expect(metaContent(pages.get('/about') ?? '', 'og:image')).toBe(
      `${SITE.origin}/social-card.png`,
    );
  });

  it.each(LOCALES.map((locale) => [SOCIAL_CARD_PATHS[locale]] as const))(
    'ships %s at the size the pages declare',
    async (path) => {
      const png = await readFile(join(distDir, path));
      expect(pngSize(png)).toEqual(SOCIAL_CARD_SIZE);
    },
  );

  // The card texts are build-time copy: they must not cost the browser a byte.
  it('leaves the card texts out of every script', async () => {
    const assets = join(distDir, 'assets');
    const scripts = (await readdir(assets)).filter((file) => file.endsWith('.js'));
    const js = (
      await Promise.all(scripts.map((file) => readFile(join(assets, file), 'utf8')))
    ).join('\n');
    for (const locale of LOCALES) {
      for (const text of Object.values(SOCIAL_CARD_COPY[locale])) expect(js).not.toContain(text);
      expect(js).not.toContain(SOCIAL_CARD_PATHS[locale]);
    }
  });
});

describe('the privacy notice', () => {
  it.each([
    ['/privacy', 'en', 'days from the day we receive it', 'months'],
    ['/es/privacidad', 'es', 'días desde su recepción', 'meses'],
  ] as const)(
    '%s states the retention and region the stack is configured with',
    (path, locale, retentionWords, months) => {
      const context = cdkJsonContext();
      const settings = readDataHandling((key) => context[key]);
      const privacy = COPY_MODULES[`../../web/src/content/pages/${locale}/privacy.yaml`]
        ?.default as PrivacyCopy;
      // React separates adjacent text with empty comments; a reader sees the text joined.
      const html = (pages.get(path) ?? '').replaceAll('<!-- -->', '');
      expect(html).toContain(`${settings.enquiryRetentionDays} ${retentionWords}`);
      expect(html).toContain(privacy.regionNames[settings.region] ?? settings.region);
      expect(html).toContain(`${settings.logRetentionDays} `);
      expect(html).toContain(`${ANALYTICS_LOG_RETENTION_MONTHS} ${months}`);
      expect(html).toContain('href="mailto:privacy@vantageward.com"');
    },
  );
});

describe('security.txt', () => {
  const readSecurityTxt = () => readFile(join(distDir, SECURITY_TXT_PATH), 'utf8');

  it('ships /.well-known/security.txt with Contact, Expires, languages, Canonical and Policy', async () => {
    const lines = (await readSecurityTxt()).split('\n');
    expect(lines).toContain(`Contact: mailto:${SITE.securityEmail}`);
    expect(lines.filter((line) => line.startsWith('Expires: '))).toHaveLength(1);
    expect(lines).toContain('Preferred-Languages: en, es');
    expect(lines).toContain(`Canonical: ${SITE.origin}${SECURITY_TXT_PATH}`);
    expect(lines.filter((line) => line.startsWith('Policy: '))).toEqual(
      ROUTE_LIST.filter((route) => route.page === 'security').map(
        (route) => `Policy: ${SITE.origin}${route.path}`,
      ),
    );
  });

  // The build fails rather than ship a contact file that goes stale within a month.
  it('expires 30 days from now or later', async () => {
    expect(securityTxtExpiryProblem(await readSecurityTxt(), new Date())).toBeUndefined();
  });

  it.each(LOCALES.map((locale) => [pathOf('security', locale)] as const))(
    '%s gives the security address and links security.txt',
    (path) => {
      const html = pages.get(path) ?? '';
      expect(html).toContain(`href="mailto:${SITE.securityEmail}"`);
      expect(html).toContain(`href="${SECURITY_TXT_PATH}"`);
    },
  );
});

describe('each language ships only on its own pages', () => {
  /** What a page downloads as it loads: its HTML and its first-load JS. */
  async function downloadedText(path: string): Promise<string> {
    const html = pages.get(path) ?? '';
    const scripts = await Promise.all(
      firstLoadScripts(html).map((url) => readFile(join(distDir, url), 'utf8')),
    );
    return [html, ...scripts].join('\n');
  }

  it.each(ROUTE_LIST.map((r) => [r.path, r.locale] as const))(
    '%s downloads its own copy and no text of another language',
    async (path, locale) => {
      const text = await downloadedText(path);
      // The check can see copy: the page's own texts are found in what it downloads.
      expect(text).toContain(siteCopyOf(locale).skipLink);
      expect(text).toContain(siteCopyOf(locale).footer.tagline);
      const own = textsOf(locale);
      // A name the language's own articles use too ("OWASP API Security Top 10") is theirs.
      const ownArticles = await articleSourcesOf(locale);
      const foreign = LOCALES.filter((other) => other !== locale)
        .flatMap((other) => [...textsOf(other)])
        // Long enough to be copy, not a shared name such as "LinkedIn" or "Argentina".
        .filter((t) => t.length >= 12 && !own.has(t) && !ownArticles.includes(t));
      expect(foreign.length).toBeGreaterThan(100);
      const leaked = foreign.filter(
        (t) => text.includes(t) || text.includes(JSON.stringify(t).slice(1, -1)),
      );
      expect(leaked).toEqual([]);
    },
  );
});

/**
 * The bytes of a page's whole response from the local twin, status line and headers included,
 * as they leave the server: the twin sends CloudFront's headers and compression (infra/local).
 */
async function responseBytes(siteUrl: string, path: string): Promise<number> {
  const { hostname, port } = new URL(siteUrl);
  const socket = connect(Number(port), hostname);
  // As a browser asks: the connection kept open, whose headers the answer then carries.
  socket.write(
    `GET ${encodeURI(path)} HTTP/1.1\r\nHost: ${hostname}:${port}\r\n` +
      `Accept: text/html\r\nAccept-Encoding: ${BROWSER_ACCEPT_ENCODING}\r\nConnection: keep-alive\r\n\r\n`,
  );
  let received = Buffer.alloc(0);
  try {
    for await (const chunk of socket) {
      received = Buffer.concat([received, chunk as Buffer]);
      const headEnd = received.indexOf('\r\n\r\n');
      if (headEnd < 0) continue;
      const head = received.toString('latin1', 0, headEnd);
      if (!head.startsWith('HTTP/1.1 200')) throw new Error(`${path}: the twin answered ${head}`);
      const length = /\r\ncontent-length: *(\d+)/i.exec(head)?.[1];
      if (!length) throw new Error(`${path}: the twin sent no Content-Length`);
      const total = headEnd + 4 + Number(length);
      if (received.byteLength >= total) return total;
    }
  } finally {
    socket.destroy();
  }
  throw new Error(`${path}: the connection closed before the whole answer`);
}

describe('the first round trip', () => {
  let site: RunningServer;
  beforeAll(async () => {
    site = await listen(createSiteServer({ distDir, apiRoutes: {} }), 0, 'PORT');
  });
  afterAll(() => {
    site?.server.close();
  });

  it.each([...ROUTE_LIST.map((r) => r.path), ...ARTICLE_PATHS].map((path) => [path] as const))(
    'the response for %s, headers included, fits the first round trip (14,600 bytes)',
    async (path) => {
      expect(await responseBytes(site.url, path)).toBeLessThanOrEqual(FIRST_ROUND_TRIP_BYTES);
    },
  );
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

  it.each(ARTICLE_PATHS.map((path) => [path] as const))(
    'first-load JS of the article %s is at most 95 KB gzip',
    async (path) => {
      const html = articlePages.get(path) ?? '';
      expect(firstLoadScripts(html).length).toBeGreaterThan(0);
      expect(await firstLoadJsBytes(distDir, html)).toBeLessThanOrEqual(FIRST_LOAD_JS_GZIP_BUDGET);
    },
  );

  it('the whole stylesheet, and the first-view rules inline in a page, are each at most 20 KB gzip', async () => {
    const html = pages.get('/') ?? '';
    expect(await wireBytes(distDir, linkedStylesheet(html))).toBeLessThanOrEqual(CSS_GZIP_BUDGET);
    expect(cssBytes(html)).toBeLessThanOrEqual(CSS_GZIP_BUDGET);
  });

  it("the landing page's first view is at most 250 KB over the wire", async () => {
    expect(await firstViewBytes(distDir, pages.get('/') ?? '')).toBeLessThanOrEqual(
      LANDING_FIRST_VIEW_BUDGET,
    );
  });
});
