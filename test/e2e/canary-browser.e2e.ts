import { afterEach, describe, expect, it } from 'vitest';
import { checkHomeRenders } from '../../functions/canary/browser-check';
import { CANARY_USER_AGENT } from '../../functions/site-checks/user-agents';
import { browserPerFile, siteUrl } from './browser';
import { closeProxies, pathOnly, startProxy } from './tamper-proxy';

/**
 * The canary's browser check (functions/canary/browser-check.ts), with the same Playwright page
 * the deployed canary gets, against the twin and against proxies that break what only a browser
 * notices.
 */

const browser = browserPerFile();

afterEach(closeProxies);

async function check(site: string) {
  const context = await browser().newContext({ userAgent: CANARY_USER_AGENT });
  try {
    return await checkHomeRenders(await context.newPage(), new URL(site));
  } finally {
    await context.close();
  }
}

describe("the canary's browser check", () => {
  it('passes on the twin, naming the heading it saw', async () => {
    const result = await check(siteUrl());
    expect(result).toEqual({
      ok: true,
      check: 'browser /',
      detail: expect.stringMatching(/^rendered ".+", no console error, no CSP violation$/),
    });
  });

  it('fails when the page carries a script its CSP refuses', async () => {
    const site = await startProxy((exchange) =>
      pathOnly(exchange) === '/'
        ? {
            ...exchange,
            body: Buffer.from(
              exchange.body
                .toString('utf8')
                .replace('</head>', '<script>window.x=1</script></head>'),
            ),
          }
        : exchange,
    );
    const result = await check(site);
    expect(result.ok).toBe(false);
    expect(result.detail).toMatch(/console error: .*Content Security Policy/);
    expect(result.detail).toMatch(/CSP violation: script-src-elem refused inline/);
  });

  it("fails when a script of the page's does not load", async () => {
    const site = await startProxy((exchange) =>
      /\.js$/.test(pathOnly(exchange) ?? '')
        ? { ...exchange, status: 500, body: Buffer.from('Internal Server Error') }
        : exchange,
    );
    const result = await check(site);
    expect(result.ok).toBe(false);
    expect(result.detail).toMatch(/console error: /);
  });
});
