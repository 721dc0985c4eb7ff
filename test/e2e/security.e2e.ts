import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, inject, it } from 'vitest';
import { securityHeaderFields, securityHeaders } from '../../functions/security-headers';
import { siteInlineHashes } from '../../infra/built-site';
import { listen } from '../../infra/local/listen';
import { createSiteServer } from '../../infra/local/site-server';
import { cspHash } from '../../web/build/inline-code';
import { pageFileOf } from '../../web/build/prerender';
import { pathOf, ROUTE_LIST } from '../../web/src/config/routes';
import { scoreSite } from '../observatory/score-site';
import { browserPerFile, openPage, siteUrl, visit, WIDE } from './browser';

const browser = browserPerFile();
/** The site the suite's twin serves (global-setup.ts). */
const DIST_DIR = fileURLToPath(new URL('../../web/dist', import.meta.url));

/**
 * The rest of the suite proves that the site works under its policy (every test fails on a
 * violation). These prove that the policy is really enforced, so that "no violation" means
 * something.
 */
describe('the HTTP Observatory', () => {
  it('scores every page 155 (A+): every bonus but the HSTS preload list and cookies, SRI included', async () => {
    const scores = await scoreSite(inject('siteUrl'));
    expect(scores).toHaveLength(ROUTE_LIST.length);
    for (const { path, scan } of scores) {
      const failed = Object.entries(scan.tests).filter(([, test]) => !test.pass);
      expect({
        path,
        score: scan.score,
        grade: scan.grade,
        failed,
        sri: scan.tests['subresource-integrity'].result,
      }).toEqual({
        path,
        score: 155,
        grade: 'A+',
        failed: [],
        sri: 'sri-implemented-and-all-scripts-loaded-securely',
      });
    }
  });
});

describe('the policy a browser enforces', () => {
  it('gets every security header with each page', async () => {
    const { page, context } = await openPage(browser(), WIDE);
    const response = await page.goto(siteUrl(pathOf('about', 'es')));
    const headers = response?.headers() ?? {};
    for (const [name, value] of Object.entries(
      securityHeaderFields(securityHeaders(siteInlineHashes(DIST_DIR))),
    )) {
      expect(headers[name.toLowerCase()], name).toBe(value);
    }
    await context.close();
  });

  it("sends the page's address with the site's own requests and none to another site (Referrer-Policy: same-origin)", async () => {
    const { page, context } = await openPage(browser(), WIDE);
    const contact = siteUrl(pathOf('contact', 'en'));
    await visit(page, pathOf('contact', 'en'));
    // Same origin, as `POST /api/form` is: the page it comes from is how an enquiry is counted.
    const own = page.waitForRequest((request) => request.url().endsWith('/robots.txt'));
    await page.evaluate(() => fetch('/robots.txt'));
    expect((await (await own).allHeaders()).referer).toBe(contact);
    // Another site, answered here so that nothing leaves the machine.
    await page.route('https://elsewhere.example/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/plain', body: 'elsewhere' }),
    );
    const leaving = page.waitForRequest('https://elsewhere.example/');
    await page.evaluate(() => {
      window.location.href = 'https://elsewhere.example/';
    });
    expect((await (await leaving).allHeaders()).referer).toBeUndefined();
    await context.close();
  });

  it('refuses HTML written into a DOM sink: Trusted Types are enforced, with no policy to bless it', async () => {
    const { page, context, problems } = await openPage(browser(), WIDE, {
      allowViolations: true,
      allowConsoleErrors: true,
    });
    await visit(page, pathOf('home', 'en'));
    const outcome = await page.evaluate(() => {
      try {
        document.body.insertAdjacentHTML('beforeend', '<img src="x" onerror="alert(1)">');
        return 'written';
      } catch (error) {
        return (error as Error).name;
      }
    });
    expect(outcome).toBe('TypeError');
    const policyCreated = await page.evaluate(() => {
      try {
        const { trustedTypes } = window as unknown as {
          trustedTypes: { createPolicy(name: string, rules: object): unknown };
        };
        trustedTypes.createPolicy('anything', { createHTML: (s: string) => s });
        return true;
      } catch {
        return false;
      }
    });
    expect(policyCreated).toBe(false);
    await expect
      .poll(() => problems.securityViolations.join('\n'))
      .toMatch(/require-trusted-types-for/);
    await context.close();
  });

  it("refuses an image from another origin (default-src 'none', img-src 'self')", async () => {
    const { page, context, problems } = await openPage(browser(), WIDE, {
      allowViolations: true,
      allowConsoleErrors: true,
    });
    await visit(page, pathOf('contact', 'en'));
    await page.evaluate(() => {
      const image = document.createElement('img');
      image.src = 'https://tracker.example/pixel.gif';
      document.body.append(image);
    });
    await expect
      .poll(() => problems.securityViolations.join('\n'))
      .toMatch(/img-src: https:\/\/tracker\.example/);
    await context.close();
  });
});

describe('a script that content smuggled into a page', () => {
  // What an article whose body kept a script through sanitization would leave in its page.
  const HOSTILE = 'window.hostileScriptRan = true';

  it('does not run: the policy allows only the code the build inlined, and the browser reports the violation', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hostile-site-'));
    cpSync(DIST_DIR, dir, { recursive: true });
    const path = pathOf('about', 'en');
    const file = join(dir, pageFileOf(path));
    const html = readFileSync(file, 'utf8');
    // After the build, as content would: the build never saw this script.
    writeFileSync(file, html.replace('</h1>', `</h1><script>${HOSTILE}</script>`));
    const twin = await listen(createSiteServer({ distDir: dir, apiRoutes: {} }), 0, 'PORT');
    try {
      const { page, context, problems } = await openPage(browser(), WIDE, {
        allowViolations: true,
        allowConsoleErrors: true,
      });
      const response = await page.goto(new URL(path, twin.url).href, { waitUntil: 'networkidle' });
      expect(await response?.text()).toContain(`<script>${HOSTILE}</script>`);
      const csp = response?.headers()['content-security-policy'] ?? '';
      expect(csp).toContain(siteInlineHashes(dir).scripts[0]);
      expect(csp).not.toContain(cspHash(HOSTILE));
      expect(await page.evaluate(() => 'hostileScriptRan' in window)).toBe(false);
      await expect
        .poll(() => problems.securityViolations.join('\n'))
        .toMatch(/script-src-elem: inline/);
      // The build's own loader is allowed and ran: it put the app's entry into the head.
      expect(await page.locator('head > script[src^="/assets/main-"]').count()).toBe(1);
      await context.close();
    } finally {
      twin.server.closeAllConnections();
      await new Promise((resolve) => twin.server.close(resolve));
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
