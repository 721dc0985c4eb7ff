import { fileURLToPath } from 'node:url';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../infra/local/chromium';
import { createEditorServer } from '../../infra/local/editor-server';
import { listen } from '../../infra/local/listen';
import type { RunningServer } from '../../infra/local/ses-emulator';
import { projectCopy } from '../build/project-copy';

/**
 * The editor as a developer meets it under `npm start`: its own origin and headers, signing in
 * with no account, the content of a copy of the project read through the local stand-in for
 * GitHub. Needs `npm run build:editor` (npm run test:e2e runs it).
 */

const EDITOR_DIR = fileURLToPath(new URL('../../editor/dist', import.meta.url));
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  const project = projectCopy(['web']);
  server = await listen(
    createEditorServer({
      editorDir: EDITOR_DIR,
      projectDir: project,
    }),
    0,
    'EDITOR_PORT',
  );
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] });
});

afterAll(async () => {
  await browser?.close();
  server?.server.close();
});

describe('the local editor', () => {
  it('signs in with no account and lists the articles, with no CSP violation or console error', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const problems: string[] = [];
    const foreign: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text().slice(0, 300));
    });
    page.on('request', (request) => {
      if (!/^(data:|blob:)/.test(request.url()) && !request.url().startsWith(server.url)) {
        foreign.push(request.url());
      }
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(`CSP: ${event.violatedDirective} blocked ${event.blockedURI}`);
      });
    });
    const response = await page.goto(server.url);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    expect(response?.headers()['cross-origin-opener-policy']).toBe('same-origin-allow-popups');

    await page.getByRole('button', { name: /Sign In with/ }).click();
    await expect
      .poll(async () => (await page.locator('body').innerText()).includes('which has 3 entries'), {
        timeout: 30_000,
      })
      .toBe(true);
    expect(problems).toEqual([]);
    expect(foreign).toEqual([]);
    await context.close();
  });
});
