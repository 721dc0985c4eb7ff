/**
 * The landing page as a visitor sees it: rendered by a real browser, with every script the page
 * loads run under the site's CSP. A lost header shows in the HTTP checks; this catches what only a
 * browser notices: a hash that no longer matches the inline loader, a chunk refused by the CSP
 * or by Trusted Types, a script error, a page that never shows its heading.
 */
import type { Page } from 'playwright-core';
import { CSP_REPORT_PATH } from '../api-paths';
import { excerpt, fail, pass, type SmokeResult } from '../site-checks/smoke-result';

export const BROWSER_CHECK = 'browser /';

/** How long the page may take to show its heading once loaded. */
const RENDER_TIMEOUT_MS = 15_000;

/** Runs in the page before the site's scripts: hands each CSP or Trusted Types violation over. */
function reportViolations(): void {
  document.addEventListener('securitypolicyviolation', (event) => {
    const report = (window as unknown as Record<string, (text: string) => void>).__cspViolation;
    report?.(`${event.effectiveDirective} refused ${event.blockedURI || event.sample}`);
  });
}

/**
 * Opens `site`'s landing page in `page` and passes when it shows its heading with no console
 * error, no uncaught exception and no CSP or Trusted Types violation: the page's own
 * `securitypolicyviolation` events (the report the browser posts comes a minute later, if at
 * all), and its request to the report endpoint should one come.
 */
export async function checkHomeRenders(page: Page, site: URL): Promise<SmokeResult> {
  const problems: string[] = [];
  await page.exposeFunction('__cspViolation', (text: string) => {
    problems.push(`CSP violation: ${excerpt(text)}`);
  });
  await page.addInitScript(reportViolations);
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${excerpt(message.text())}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught ${excerpt(error.message)}`));
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === CSP_REPORT_PATH) {
      problems.push(`CSP violation reported: ${excerpt(request.postData() ?? '')}`);
    }
  });
  try {
    const response = await page.goto(new URL('/', site).href, {
      waitUntil: 'load',
      timeout: RENDER_TIMEOUT_MS,
    });
    if (response?.status() !== 200) {
      return fail(BROWSER_CHECK, `answered ${response?.status() ?? 'nothing'}, expected 200`);
    }
    const heading = page.locator('h1').first();
    await heading.waitFor({ state: 'visible', timeout: RENDER_TIMEOUT_MS });
    // The route's code and the reports of anything refused arrive after `load`.
    await page.waitForLoadState('networkidle', { timeout: RENDER_TIMEOUT_MS }).catch(() => {});
    const text = excerpt((await heading.textContent()) ?? '', 60);
    return problems.length === 0
      ? pass(BROWSER_CHECK, `rendered "${text}", no console error, no CSP violation`)
      : fail(BROWSER_CHECK, problems.join('; '));
  } catch (error) {
    return fail(
      BROWSER_CHECK,
      [...problems, error instanceof Error ? excerpt(error.message) : String(error)].join('; '),
    );
  }
}
