import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pathOf } from '../../web/src/config/routes';
import {
  browserPerFile,
  expectNoAxeViolations,
  expectNoProblems,
  NARROW,
  openPage,
  visit,
  type WatchedPage,
  WIDE,
} from './browser';

const browser = browserPerFile();

/** Clicks a link and returns the path the browser ends on. */
async function follow(page: Page, link: Locator): Promise<string> {
  const before = page.url();
  await link.click();
  await page.waitForURL((url) => url.href !== before);
  return new URL(page.url()).pathname;
}

async function withPage(
  viewport: { width: number; height: number },
  run: (watched: WatchedPage) => Promise<void>,
) {
  const watched = await openPage(browser(), viewport);
  try {
    await run(watched);
  } finally {
    await watched.context.close();
  }
}

describe('the top bar, wide', () => {
  it.each([
    ['Vantage Ward home', pathOf('home', 'en')],
    ['What we do', pathOf('whatWeDo', 'en')],
    ['Who we work with', pathOf('whoWeWorkWith', 'en')],
    ['About Us', pathOf('about', 'en')],
    ['Contact', pathOf('contact', 'en')],
  ])('"%s" goes to %s', async (name, path) => {
    await withPage(WIDE, async ({ page }) => {
      await visit(
        page,
        name === 'Vantage Ward home' ? pathOf('about', 'en') : pathOf('home', 'en'),
      );
      const link = page.getByRole('banner').getByRole('link', { name, exact: true });
      expect(await follow(page, link)).toBe(path);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    });
  });
});

describe('the top bar between the narrow layout and the full width', () => {
  // The longest labels are Spanish ("Con quién trabajamos"); 769 px is the first wide layout.
  it.each([
    [769, 'es'],
    [900, 'es'],
    [1024, 'es'],
    [1180, 'es'],
    [769, 'en'],
    [1024, 'en'],
  ] as const)(
    'at %i px (%s), every link sits on one line, inside the window',
    async (width, locale) => {
      await withPage({ width, height: 800 }, async ({ page }) => {
        await visit(page, pathOf('whoWeWorkWith', locale));
        const links = await page
          .getByRole('banner')
          .getByRole('link')
          .evaluateAll((elements) =>
            elements
              .filter((element) => element.getClientRects().length > 0)
              .map((element) => {
                const box = element.getBoundingClientRect();
                // Each text's lines: one box per line it is drawn on (a hidden text has none).
                const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
                let lines = 0;
                for (let node = walker.nextNode(); node; node = walker.nextNode()) {
                  const range = document.createRange();
                  range.selectNodeContents(node);
                  const tops = new Set(
                    [...range.getClientRects()].map((rect) => Math.round(rect.top)),
                  );
                  lines = Math.max(lines, tops.size);
                }
                return {
                  text: element.textContent?.trim(),
                  top: box.top,
                  right: box.right,
                  lines: lines <= 1 ? 'one' : `${lines}`,
                };
              }),
          );
        expect(links.length).toBeGreaterThanOrEqual(5);
        for (const link of links) {
          expect(link, `${link.text} at ${width} px`).toMatchObject({ lines: 'one' });
          expect(link.top, `${link.text} at ${width} px`).toBeGreaterThanOrEqual(0);
          expect(link.right, `${link.text} at ${width} px`).toBeLessThanOrEqual(width);
        }
      });
    },
  );
});

describe('the drawer, narrow', () => {
  it.each([
    ['About', pathOf('about', 'en')],
    ['Services', pathOf('whatWeDo', 'en')],
    ['Contact', pathOf('contact', 'en')],
  ])('"%s" goes to %s', async (name, path) => {
    await withPage(NARROW, async ({ page }) => {
      await visit(page, pathOf('home', 'en'));
      await page.getByRole('button', { name: 'Menu' }).click();
      const drawer = page.getByRole('dialog', { name: 'Menu' });
      expect(await follow(page, drawer.getByRole('link', { name, exact: true }))).toBe(path);
    });
  });

  it('opens from the keyboard 240 px wide with focus inside, passes axe, and closes on Escape with focus back on the button', async () => {
    await withPage(NARROW, async ({ page, problems }) => {
      await visit(page, pathOf('home', 'en'));
      const menu = page.getByRole('button', { name: 'Menu' });
      await menu.focus();
      await page.keyboard.press('Enter');
      const drawer = page.getByRole('dialog', { name: 'Menu' });
      await drawer.waitFor();
      expect((await drawer.boundingBox())?.width).toBe(240);
      expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      await expectNoAxeViolations(page, 'the open drawer');
      await page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'hidden' });
      expect(await menu.evaluate((el) => el === document.activeElement)).toBe(true);
      expectNoProblems(problems, 'the drawer');
    });
  });
});

describe('the landing page', () => {
  it.each([
    ['Application & API Security', pathOf('application-api-security', 'en')],
    ['Infrastructure Security', pathOf('infrastructure-security', 'en')],
    ['Physical Security', pathOf('physical-security', 'en')],
    ['Integrated Operations', pathOf('integrated-operations', 'en')],
  ])('wide: the "%s" card goes to %s', async (title, path) => {
    await withPage(WIDE, async ({ page }) => {
      await visit(page, pathOf('home', 'en'));
      const card = page.getByRole('link', { name: new RegExp(`^${title}`) }).first();
      expect(await follow(page, card)).toBe(path);
    });
  });

  it.each([
    [1, '01', 'Infrastructure Security', pathOf('infrastructure-security', 'en')],
    [2, '02', 'Software Development Lifecycle', pathOf('application-api-security', 'en')],
    [3, '03', 'Web Application Security', pathOf('application-api-security', 'en')],
    [4, '04', 'API Security', pathOf('application-api-security', 'en')],
  ])('narrow: carousel slide %i (%s %s) goes to %s', async (n, number, title, path) => {
    await withPage(NARROW, async ({ page }) => {
      await visit(page, pathOf('home', 'en'));
      const carousel = page.locator('[aria-roledescription="carousel"]');
      await carousel.scrollIntoViewIfNeeded();
      await carousel.getByRole('button', { name: `Go to slide ${n}` }).click();
      const slide = carousel.getByRole('group', { name: `${n} of 4` });
      await expect.poll(() => slide.textContent()).toContain(number);
      expect(await slide.textContent()).toContain(title);
      await expect
        .poll(() =>
          carousel.getByRole('button', { name: `Go to slide ${n}` }).getAttribute('aria-current'),
        )
        .toBe('true');
      expect(await follow(page, slide.getByRole('link'))).toBe(path);
    });
  });

  it('narrow: the carousel loops from the last slide to the first with "Next slide"', async () => {
    await withPage(NARROW, async ({ page }) => {
      await visit(page, pathOf('home', 'en'));
      const carousel = page.locator('[aria-roledescription="carousel"]');
      await carousel.scrollIntoViewIfNeeded();
      await carousel.getByRole('button', { name: 'Go to slide 4' }).click();
      await carousel.getByRole('button', { name: 'Next slide' }).click();
      await expect
        .poll(() =>
          carousel.getByRole('button', { name: 'Go to slide 1' }).getAttribute('aria-current'),
        )
        .toBe('true');
    });
  });
});

describe('What we do', () => {
  it.each([
    ['Application & API Security', pathOf('application-api-security', 'en')],
    ['Infrastructure Security', pathOf('infrastructure-security', 'en')],
    ['Physical Security', pathOf('physical-security', 'en')],
    ['Integrated Operations', pathOf('integrated-operations', 'en')],
  ])('READ MORE about %s goes to %s', async (title, path) => {
    await withPage(WIDE, async ({ page }) => {
      await visit(page, pathOf('whatWeDo', 'en'));
      const link = page.getByRole('link', { name: `READ MORE about ${title}` });
      expect(await follow(page, link)).toBe(path);
    });
  });
});

describe("a page's app", () => {
  it('loads nothing but the page before it has loaded, then every module of its template, each once', async () => {
    await withPage(NARROW, async ({ page, problems }) => {
      const scripts: { path: string; beforeLoad: boolean }[] = [];
      const stylesheets: { path: string; beforeLoad: boolean }[] = [];
      let loaded = false;
      page.on('load', () => {
        loaded = true;
      });
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (pathname.endsWith('.js')) scripts.push({ path: pathname, beforeLoad: !loaded });
        if (pathname.endsWith('.css')) stylesheets.push({ path: pathname, beforeLoad: !loaded });
      });
      const path = pathOf('physical-security', 'es');
      await visit(page, path);
      // Hydrated: the menu button opens the drawer (the loader may wait up to a second).
      await page.getByRole('button', { name: 'Menú' }).click();
      await page.getByRole('dialog', { name: 'Menú' }).waitFor();
      expect(scripts.filter((script) => script.beforeLoad)).toEqual([]);
      const listed = await page.evaluate(() => {
        const app = document.getElementById('app-modules');
        if (!(app instanceof HTMLTemplateElement)) return [];
        const entry = [...app.content.querySelectorAll('script[src]')].map((script) =>
          script.getAttribute('src'),
        );
        const preloads = [...app.content.querySelectorAll('link[href]')].map((link) =>
          link.getAttribute('href'),
        );
        return [...entry, ...preloads];
      });
      expect(listed[0]).toMatch(/^\/assets\/main-[\w-]+\.js$/);
      // The entry is also modulepreloaded: it downloads while the stylesheet does, once.
      const modules = [...new Set(listed)].filter((url) => url?.endsWith('.js'));
      await expect.poll(() => scripts.map((script) => script.path).sort()).toEqual(modules.sort());
      // The whole stylesheet too, after the load event: the first view has its own rules inline.
      expect(stylesheets).toEqual([
        { path: expect.stringMatching(/^\/assets\/style-[\w-]+\.css$/), beforeLoad: false },
      ]);
      expectNoProblems(problems, `${path} loading its app`);
    });
  });
});

describe("a page's hero drawing", () => {
  const HERO_FILE = /\/assets\/service-physical-[\w-]+\.svg$/;
  const hero = (page: Page) => page.locator('main section').first();

  it('comes with the page, stays through hydration, and is fetched first on a client navigation', async () => {
    await withPage(NARROW, async ({ page, problems }) => {
      const fetched: string[] = [];
      page.on('request', (request) => {
        if (HERO_FILE.test(new URL(request.url()).pathname)) fetched.push(request.url());
      });
      const path = pathOf('physical-security', 'en');
      await visit(page, path);
      // Painted from the HTML: no request for the file, and hydration left the drawing in place.
      await expect.poll(() => page.locator('link[rel="manifest"]').count()).toBe(1);
      const drawing = hero(page).locator('span[aria-hidden="true"] > svg');
      expect(await drawing.evaluate((svg) => svg.getBoundingClientRect().height)).toBeGreaterThan(
        100,
      );
      expect(await hero(page).locator('img').count()).toBe(0);
      expect(fetched).toEqual([]);

      await follow(page, page.getByRole('banner').getByRole('link', { name: 'Vantage Ward home' }));
      await follow(
        page,
        page.getByRole('main').getByRole('link', { name: 'What we do', exact: true }),
      );
      expect(
        await follow(page, page.getByRole('link', { name: 'READ MORE about Physical Security' })),
      ).toBe(path);
      const image = hero(page).locator('img[fetchpriority="high"]');
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
      expect(fetched).toHaveLength(1);
      expectNoProblems(problems, `${path} after a client navigation`);
    });
  });
});

describe('from one service page to another', () => {
  it("shows the next page's own hero picture, not the drawing the first page was served with", async () => {
    await withPage(WIDE, async ({ page, problems }) => {
      await visit(page, pathOf('physical-security', 'en'));
      const hero = page.locator('main section').first();
      expect(await hero.locator('svg').count()).toBe(1);
      const others = page.getByRole('main').getByRole('region', { name: 'Other services' });
      const next = pathOf('application-api-security', 'en');
      expect(
        await follow(page, others.getByRole('link', { name: /Application & API Security/ })),
      ).toBe(next);
      await page.getByRole('heading', { level: 1, name: 'Application & API Security' }).waitFor();
      expect(await hero.locator('svg').count()).toBe(0);
      const image = hero.locator('img[fetchpriority="high"]');
      expect(await image.getAttribute('src')).toMatch(/\/assets\/service-application-[\w-]+\.svg$/);
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
      expectNoProblems(problems, `${next} after a client navigation from another service`);
    });
  });
});

describe('the footer', () => {
  it.each([
    ['About Us', pathOf('about', 'en')],
    ['What we do', pathOf('whatWeDo', 'en')],
    ['Who we work with', pathOf('whoWeWorkWith', 'en')],
    ['Contact', pathOf('contact', 'en')],
  ])('wide: "%s" goes to %s, at the top of the page', async (name, path) => {
    await withPage(WIDE, async ({ page }) => {
      await visit(
        page,
        path === pathOf('about', 'en') ? pathOf('contact', 'en') : pathOf('about', 'en'),
      );
      const footer = page.getByRole('contentinfo');
      await footer.scrollIntoViewIfNeeded();
      expect(await follow(page, footer.getByRole('link', { name, exact: true }))).toBe(path);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    });
  });

  it('links to LinkedIn in a new tab without an opener or referrer', async () => {
    await withPage(WIDE, async ({ page }) => {
      await visit(page, pathOf('home', 'en'));
      const linkedIn = page.getByRole('contentinfo').getByRole('link', { name: /LinkedIn/ });
      expect(await linkedIn.getAttribute('target')).toBe('_blank');
      expect(await linkedIn.getAttribute('rel')).toBe('noopener noreferrer');
      expect(await linkedIn.getAttribute('href')).toMatch(/^https:\/\/www\.linkedin\.com\//);
    });
  });

  it(`shows the build year in the copyright line`, async () => {
    // The year of the build (UTC, as the sitemap's lastmod says), not of today: a suite that
    // runs past New Year tests a site built the year before.
    const sitemap = readFileSync(new URL('../../web/dist/sitemap.xml', import.meta.url), 'utf8');
    const builtYear = /<lastmod>(\d{4})-/.exec(sitemap)?.[1];
    expect(builtYear).toMatch(/^\d{4}$/);
    await withPage(WIDE, async ({ page }) => {
      await visit(page, pathOf('home', 'en'));
      expect(await page.getByRole('contentinfo').textContent()).toContain(
        `© ${builtYear} Vantage Ward Security`,
      );
    });
  });

  it('narrow: sections collapse, one open at a time, and tapping the open one closes it', async () => {
    await withPage(NARROW, async ({ page }) => {
      await visit(page, pathOf('home', 'en'));
      const footer = page.getByRole('contentinfo');
      const company = footer.getByRole('button', { name: 'Company' });
      const social = footer.getByRole('button', { name: 'Social' });
      await company.scrollIntoViewIfNeeded();
      expect(await footer.getByRole('link', { name: 'About Us' }).isVisible()).toBe(false);
      await company.click();
      expect(await footer.getByRole('link', { name: 'About Us' }).isVisible()).toBe(true);
      await social.click();
      expect(await company.getAttribute('aria-expanded')).toBe('false');
      expect(await footer.getByRole('link', { name: /LinkedIn/ }).isVisible()).toBe(true);
      await social.click();
      expect(await social.getAttribute('aria-expanded')).toBe('false');
    });
  });
});
