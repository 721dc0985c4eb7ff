import { describe, expect, it } from 'vitest';
import { articleFiles } from '../../web/build/insights/article-files';
import { articlePath, pathOf, ROUTE_LIST } from '../../web/src/config/routes';
import {
  browserPerFile,
  expectNoAxeViolations,
  expectNoProblems,
  NARROW,
  openPage,
  siteUrl,
  VIEWPORTS,
  visit,
} from './browser';

const browser = browserPerFile();

/** The route table's pages, then every published article (the build finds them in the content folder). */
const PAGES = [
  ...ROUTE_LIST.map((r) => [r.path, r.locale] as const),
  ...articleFiles().map((a) => [articlePath(a.locale, a.slug), a.locale] as const),
];

describe('the web app manifest', () => {
  it('is linked once the first view has painted, so a phone can still install the site', async () => {
    const { page, context, problems } = await openPage(browser(), NARROW);
    await visit(page, pathOf('home', 'es'));
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const manifest = await (await page.request.get(siteUrl(href ?? ''))).json();
    expect(manifest).toMatchObject({ name: expect.any(String), icons: expect.any(Array) });
    expectNoProblems(problems, 'the manifest link');
    await context.close();
  });
});

describe("the site's icons", () => {
  it('are linked once the first view has painted, in place of the placeholder, and load', async () => {
    const { page, context, problems } = await openPage(browser(), NARROW);
    await visit(page, pathOf('privacy', 'en'));
    const icons = page.locator('head > link[rel="icon"]');
    await expect
      .poll(() => icons.evaluateAll((links) => links.map((l) => l.getAttribute('href'))))
      .toEqual(['/favicon.ico', '/icon.svg']);
    for (const href of ['/favicon.ico', '/icon.svg']) {
      const response = await page.request.get(siteUrl(href));
      expect(response.status(), href).toBe(200);
      expect(response.headers()['content-type'], href).toMatch(/^image\//);
    }
    expectNoProblems(problems, 'the icons');
    await context.close();
  });
});

describe.each(VIEWPORTS)('every route, %s', (size, viewport) => {
  it.each(PAGES)(
    '%s shows its heading and the footer in its language, hydrates cleanly and passes axe',
    async (path, locale) => {
      const { page, context, problems } = await openPage(browser(), viewport);
      await visit(page, path);
      expect(await page.locator('html').getAttribute('lang')).toBe(locale);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).count()).toBe(1);
      expect(await page.getByRole('heading', { level: 1 }).isVisible()).toBe(true);
      expect(await page.getByRole('contentinfo').isVisible()).toBe(true);
      expect(await page.title()).toContain('Vantage Ward');
      await expectNoAxeViolations(page, `${path} (${size})`);
      expectNoProblems(problems, `${path} (${size})`);
      await context.close();
    },
  );
});

describe('every route at 400 % zoom (a 1280 px window is 320 CSS px wide)', () => {
  it('reflows to the width of the window: nothing needs scrolling sideways (WCAG 1.4.10)', async () => {
    const { page, context, problems } = await openPage(browser(), { width: 320, height: 640 });
    const wider: string[] = [];
    for (const [path] of PAGES) {
      await visit(page, path);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > 320) wider.push(`${path}: ${width} px`);
    }
    expect(wider).toEqual([]);
    expectNoProblems(problems, 'the routes at 320 px');
    await context.close();
  });
});

describe('paths that are not pages', () => {
  it('shows the landing page for an unknown path, with no error screen', async () => {
    const { page, context, problems } = await openPage(browser(), VIEWPORTS[0][1]);
    const response = await page.goto(siteUrl('/no/such/page'), { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(200);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toMatch(
      /comprehensive security solutions/i,
    );
    expectNoProblems(problems, '/no/such/page');
    await context.close();
  });

  it.each([
    ['/About', pathOf('about', 'en')],
    ['/contact/', pathOf('contact', 'en')],
    ['/WHAT-WE-DO', pathOf('whatWeDo', 'en')],
  ])('moves the legacy URL %s to %s', async (legacy, canonical) => {
    const { page, context } = await openPage(browser(), VIEWPORTS[0][1]);
    await page.goto(siteUrl(legacy), { waitUntil: 'networkidle' });
    expect(new URL(page.url()).pathname).toBe(canonical);
    await context.close();
  });
});
