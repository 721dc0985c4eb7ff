import { describe, expect, it } from 'vitest';
import { articleFiles } from '../../web/build/insights/article-files';
import { BELOW_FIRST_VIEW_ATTRIBUTE } from '../../web/src/config/first-view';
import { articlePath, pathOf, ROUTE_LIST } from '../../web/src/config/routes';
import { browserPerFile, NARROW, openPage, siteUrl, VIEWPORTS, visit } from './browser';

const browser = browserPerFile();

const PAGES = [
  ...ROUTE_LIST.map((route) => route.path),
  ...articleFiles().map((article) => articlePath(article.locale, article.slug)),
];
const ARTICLE = articlePath('en', 'what-a-useful-penetration-test-report-contains');
const HELD = `[${BELOW_FIRST_VIEW_ATTRIBUTE}]`;

/** Runs before the page's scripts: adds up every layout shift the page reports. */
function countLayoutShifts(): void {
  const record = window as unknown as { __layoutShift: number };
  record.__layoutShift = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
      record.__layoutShift += entry.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/**
 * Runs before the page's scripts: records, when `DOMContentLoaded` fires (when Chrome reads the
 * page's forms), how each part still held back that holds a form is displayed.
 */
function recordWaitingForms(held: string): void {
  document.addEventListener(
    'DOMContentLoaded',
    () => {
      const parts = [...document.querySelectorAll(held)].filter((part) =>
        part.querySelector('form'),
      );
      (window as unknown as { __waitingForms: string[] }).__waitingForms = parts.map(
        (part) => getComputedStyle(part).display,
      );
    },
    { once: true },
  );
}

/** Where the first frame's shown part ends and the first held part begins, in window heights. */
interface FirstFrameEdge {
  readonly lastShownTop: number;
  readonly heldTop: number;
}

/**
 * Runs before the page's scripts: records, when `DOMContentLoaded` fires (the loader has run, the
 * first frame is not yet painted), where the page's shown part ends and the first held part
 * begins, in window heights. A held part that holds a form is not displayed: it is measured
 * displayed for a moment, then put back as it was.
 */
function recordFirstFrameEdge(held: string): void {
  document.addEventListener(
    'DOMContentLoaded',
    () => {
      const first = document.querySelector<HTMLElement>(held);
      const record = window as unknown as { __edge: FirstFrameEdge };
      if (!first) {
        record.__edge = { lastShownTop: Number.NaN, heldTop: Number.NaN };
        return;
      }
      const display = first.style.display;
      first.style.display = '';
      const heldTop = first.getBoundingClientRect().top;
      first.style.display = display;
      // What the page shows just before it: the element before the wrapper, or, for the first
      // element of a column (whose box is never held), the element before the column. Where it
      // begins is where its wrapper began, above its top margin.
      let before: Element | null = null;
      for (let node: Element | null = first; node && !before; node = node.parentElement) {
        before = node.previousElementSibling;
      }
      const lastShownTop = before
        ? before.getBoundingClientRect().top - Number.parseFloat(getComputedStyle(before).marginTop)
        : Number.NaN;
      record.__edge = {
        lastShownTop: lastShownTop / window.innerHeight,
        heldTop: heldTop / window.innerHeight,
      };
    },
    { once: true },
  );
}

describe('what follows the hero waits for the first paint (decision 0033)', () => {
  it.each(VIEWPORTS)(
    'the first frame shows each part that begins in the window, and none that begins below it (%s)',
    async (_size, viewport) => {
      const { page, context } = await openPage(browser(), viewport);
      await context.addInitScript(recordFirstFrameEdge, HELD);
      const wrong: string[] = [];
      let held = 0;
      for (const path of PAGES) {
        await visit(page, path);
        const edge = await page.evaluate(
          () => (window as unknown as { __edge: FirstFrameEdge }).__edge,
        );
        if (Number.isNaN(edge.heldTop)) continue;
        held += 1;
        // The first part held back begins at or below the window's bottom edge...
        if (edge.heldTop < 1)
          wrong.push(`${path}: a part beginning at ${edge.heldTop.toFixed(2)} was held`);
        // ...and what is shown just before it begins within the window: nothing was shown that
        // the window does not reach.
        if (!(edge.lastShownTop < 1)) {
          wrong.push(`${path}: a part beginning at ${edge.lastShownTop.toFixed(2)} was shown`);
        }
      }
      expect(wrong).toEqual([]);
      // Some page of the site is longer than the window at this size.
      expect(held).toBeGreaterThan(0);
      await context.close();
    },
  );

  it.each(VIEWPORTS)(
    'nothing on any page moves as the rest of it comes in and the app hydrates (%s)',
    async (_size, viewport) => {
      const { page, context } = await openPage(browser(), viewport);
      await context.addInitScript(countLayoutShifts);
      const shifted: string[] = [];
      for (const path of PAGES) {
        await visit(page, path);
        expect(await page.locator(HELD).count(), `${path} still holds something back`).toBe(0);
        const shift = await page.evaluate(
          () => (window as unknown as { __layoutShift: number }).__layoutShift,
        );
        if (shift > 0) shifted.push(`${path}: ${shift.toFixed(4)}`);
      }
      expect(shifted).toEqual([]);
      await context.close();
    },
  );

  it.each([pathOf('whatWeDo', 'en'), ARTICLE])(
    'the pictures of the first view ask for nothing until it is on the screen, then show (%s)',
    async (path) => {
      const { page, context } = await openPage(browser(), NARROW);
      await visit(page, path);
      const pictures = page.locator('main img[loading="lazy"]');
      await expect.poll(() => pictures.count()).toBeGreaterThan(0);
      // Each has its own picture back, none the stand-in, and those in the window are shown.
      expect(
        await pictures.evaluateAll((images) =>
          (images as HTMLImageElement[])
            .map((image) => image.getAttribute('src') ?? '')
            .filter((src) => !src.startsWith('/')),
        ),
      ).toEqual([]);
      await expect
        .poll(() =>
          pictures.evaluateAll((images) =>
            (images as HTMLImageElement[])
              .filter((image) => image.getBoundingClientRect().top < window.innerHeight)
              .filter((image) => !image.complete || image.naturalWidth === 0)
              .map((image) => image.src),
          ),
        )
        .toEqual([]);
      const timing = await page.evaluate(() => {
        const [paint] = performance.getEntriesByName('first-contentful-paint');
        const images = performance
          .getEntriesByType('resource')
          .filter((entry) => /\.(?:svg|avif|webp|png|jpe?g)$/.test(new URL(entry.name).pathname))
          .filter((entry) => !/\/(?:favicon\.ico|icon\.svg)$/.test(entry.name));
        return { paint: paint?.startTime ?? Number.NaN, starts: images.map((e) => e.startTime) };
      });
      expect(timing.starts.length).toBeGreaterThan(0);
      for (const start of timing.starts) expect(start).toBeGreaterThanOrEqual(timing.paint);
      await context.close();
    },
  );

  it('a form that waits below the first view has no box to lay out when the page is read, then shows', async () => {
    const { page, context } = await openPage(browser(), NARROW);
    await context.addInitScript(recordWaitingForms, HELD);
    const displays: string[] = [];
    for (const path of PAGES) {
      await visit(page, path);
      displays.push(
        ...(await page.evaluate(
          () => (window as unknown as { __waitingForms: string[] }).__waitingForms,
        )),
      );
      for (const form of await page.locator('main form').all()) {
        await form.scrollIntoViewIfNeeded();
        expect(await form.isVisible(), `a form on ${path}`).toBe(true);
      }
    }
    // The contact sections (home, about, What we do, contact) wait below a phone's first view.
    expect(displays.length).toBeGreaterThanOrEqual(4);
    expect(new Set(displays)).toEqual(new Set(['none']));
    await context.close();
  });

  it('a link to a heading further down an article lands on that heading', async () => {
    const { page, context } = await openPage(browser(), NARROW);
    await visit(page, `${ARTICLE}#warning-signs`);
    const heading = page.locator('#warning-signs');
    await expect
      .poll(() => heading.evaluate((h) => h.getBoundingClientRect().top))
      .toBeLessThan(200);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await context.close();
  });

  it("a reload keeps the reader's place", async () => {
    const { page, context } = await openPage(browser(), NARROW);
    await visit(page, pathOf('privacy', 'en'));
    await page.evaluate(() => window.scrollTo(0, 1500));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1500);
    await page.reload({ waitUntil: 'networkidle' });
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1500);
    await context.close();
  });

  it('without script, the whole page shows a second after it loads', async () => {
    const context = await browser().newContext({ viewport: NARROW, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(siteUrl(pathOf('home', 'en')), { waitUntil: 'load' });
    const footer = page.getByRole('contentinfo');
    await expect.poll(() => footer.isVisible(), { timeout: 5000 }).toBe(true);
    await footer.scrollIntoViewIfNeeded();
    expect(await footer.getByRole('link', { name: /hello@/ }).isVisible()).toBe(true);
    // No script opens the footer's sections, nor the menu: each section shows its links.
    for (const name of ['What we do', 'Insights', 'Privacy notice']) {
      expect(await footer.getByRole('link', { name, exact: true }).isVisible(), name).toBe(true);
    }
    await context.close();
  });
});
