import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BEACON_PATH } from '../../web/src/config/analytics';
import { pathOf } from '../../web/src/config/routes';
import { browserPerFile, expectNoProblems, openPage, siteUrl, visit, WIDE } from './browser';

const browser = browserPerFile();

interface Beacon {
  readonly method: string;
  readonly query: string;
  readonly status: number | undefined;
  /** What the answer says of its body: a 204 has none (its bytes are checked in test/local). */
  readonly contentLength: string | undefined;
  readonly headers: Record<string, string>;
}

/** Every request the page makes to the beacon path, with the answer it got. */
function recordBeacons(page: Page): Promise<Beacon>[] {
  const beacons: Promise<Beacon>[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname !== BEACON_PATH) return;
    beacons.push(
      (async () => {
        const response = await request.response();
        return {
          method: request.method(),
          query: url.search,
          status: response?.status(),
          contentLength: (await response?.allHeaders())?.['content-length'],
          headers: await request.allHeaders(),
        };
      })(),
    );
  });
  return beacons;
}

async function clickThrough(page: Page, name: string, path: string): Promise<void> {
  await page.getByRole('banner').getByRole('link', { name, exact: true }).click();
  await page.waitForURL(siteUrl(path));
}

describe('the navigation beacon in the browser', () => {
  it('sends one GET per client navigation, answered 204, and none for a page load, a reload or the same page', async () => {
    const { page, context, problems } = await openPage(browser(), WIDE);
    try {
      const beacons = recordBeacons(page);
      await visit(page, pathOf('home', 'en'));
      expect(beacons).toHaveLength(0);

      await clickThrough(page, 'About Us', pathOf('about', 'en'));
      // The page already shown: a beacon for it would come before the next one.
      await clickThrough(page, 'About Us', pathOf('about', 'en'));
      await clickThrough(page, 'Contact', pathOf('contact', 'en'));
      await expect.poll(() => beacons.length).toBe(2);
      const sent = await Promise.all(beacons);
      // A reload is a page load: its HTML request is the page view.
      await page.reload({ waitUntil: 'networkidle' });
      expect(beacons).toHaveLength(2);

      expect(
        sent.map(({ method, query, status, contentLength }) => ({
          method,
          query,
          status,
          contentLength,
        })),
      ).toEqual([
        { method: 'GET', query: '?p=%2Fabout&r=%2F', status: 204, contentLength: undefined },
        { method: 'GET', query: '?p=%2Fcontact&r=%2Fabout', status: 204, contentLength: undefined },
      ]);
      for (const { headers } of sent) {
        expect(headers.cookie).toBeUndefined();
        expect(headers.referer).toBeUndefined();
      }
      expect(await context.cookies()).toEqual([]);
      expect(
        await page.evaluate(() => [localStorage.length, sessionStorage.length, document.cookie]),
      ).toEqual([0, 0, '']);
      expectNoProblems(problems, 'two client navigations and a reload');
    } finally {
      await context.close();
    }
  });
});
