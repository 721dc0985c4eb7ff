import { join } from 'node:path';
import type { Browser, FrameLocator, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { articlePath } from '../../web/src/config/routes';
import { SITE } from '../../web/src/config/site';
import { type LocalEditor, startLocalEditor } from './local-editor';

/**
 * The editor as a developer meets it under `npm start`: its own origin and headers, signing in
 * with no account, the content of a copy of the project read through the local stand-in for
 * GitHub. Needs `npm run build:editor` (npm run test:e2e runs it).
 */

/** An article with headings, tables and code, the same in the editor and on the site. */
const ARTICLE = {
  slug: 'owasp-api-security-top-10-buyers-checklist',
  title: "The OWASP API Security Top 10 as a buyer's checklist",
};
/** An article with a cover image. */
const WITH_COVER = {
  slug: 'what-a-useful-penetration-test-report-contains',
  title: 'What a useful penetration-test report contains',
};
/** `EDITOR_SCREENSHOTS=<folder>` keeps a picture of each preview, to look at. */
const SCREENSHOTS = process.env.EDITOR_SCREENSHOTS;
let editor: LocalEditor;
let browser: Browser;

beforeAll(async () => {
  editor = await startLocalEditor(['web']);
  browser = editor.browser;
});

afterAll(async () => {
  await editor?.close();
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
      if (!/^(data:|blob:)/.test(request.url()) && !request.url().startsWith(editor.url)) {
        foreign.push(request.url());
      }
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(`CSP: ${event.violatedDirective} blocked ${event.blockedURI}`);
      });
    });
    const response = await page.goto(editor.url);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    expect(response?.headers()['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    // The sign-in page says whose editor this is, with the site's mark from the editor's origin.
    await page.getByRole('button', { name: /Sign In with/ }).waitFor();
    expect(await page.title()).toBe(`${SITE.name} editor`);
    const logo = page.locator(`img[src*="/assets/icon-"]`).first();
    expect(new URL(String(await logo.getAttribute('src')), editor.url).origin).toBe(
      new URL(editor.url).origin,
    );
    await expect
      .poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);

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

/** The computed styles a reader notices, of the first element a selector finds. */
const LOOK = ['fontFamily', 'color', 'fontWeight', 'fontSize', 'lineHeight'] as const;
type Look = Record<(typeof LOOK)[number], string>;
const lookOf = (target: Locator): Promise<Look> =>
  target.first().evaluate((element, keys) => {
    const style = getComputedStyle(element);
    return Object.fromEntries(keys.map((key) => [key, style[key]])) as Look;
  }, LOOK);

describe('the preview pane', () => {
  let page: Page;
  let site: Page;
  const problems: string[] = [];

  beforeAll(async () => {
    // The same width for the site and the preview's frame is not possible; sizes that scale with
    // the viewport are compared where they do not (the body text), the rest by family and color.
    page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text().slice(0, 300));
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(`CSP: ${event.violatedDirective} blocked ${event.blockedURI}`);
      });
    });
    await page.goto(editor.url);
    await page.getByRole('button', { name: /Sign In with/ }).click();
    await page.getByRole('tree', { name: 'Collection List' }).waitFor({ timeout: 30_000 });
    site = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
  });

  afterAll(async () => {
    await page?.close();
    await site?.close();
  });

  const openCollection = (name: string) =>
    page
      .getByRole('tree', { name: 'Collection List' })
      .getByRole('treeitem', { name, exact: true })
      .click();
  /** The preview of the English pane: a frame, styled apart from the editor. */
  const preview = (): FrameLocator =>
    page.getByRole('group', { name: /^Preview \W?English\W? Content$/ }).frameLocator('iframe');
  const editPane = () => page.getByRole('group', { name: /^Edit \W?English\W? Content$/ });
  const closeEntry = () => page.getByRole('button', { name: 'Cancel Editing' }).click();

  it('shows an article as its page does: the site’s headings, text, tables and code', async () => {
    await site.goto(new URL(articlePath('en', ARTICLE.slug), inject('siteUrl')).href);
    // The column's first block: the body (this article has no cover).
    const siteBody = site.locator('main article > div > div').first();
    const onSite = {
      title: await lookOf(site.locator('main h1')),
      heading: await lookOf(siteBody.locator('h2')),
      text: await lookOf(siteBody.locator('p').nth(2)),
      header: await lookOf(siteBody.locator('th')),
      code: await lookOf(siteBody.locator('pre code')),
    };

    await openCollection('Articles');
    await page
      .getByRole('grid', { name: 'Entries' })
      .getByRole('row', { name: ARTICLE.title })
      .click();
    const frame = preview();
    await frame.locator('h2').first().waitFor({ timeout: 15_000 });
    await expect.poll(() => frame.locator('h1').first().innerText()).toBe(ARTICLE.title);
    if (SCREENSHOTS) {
      await page.screenshot({ path: join(SCREENSHOTS, 'article-preview.png') });
      await frame.locator('[data-article-body] pre').first().scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(SCREENSHOTS, 'article-code.png') });
    }
    const inPreview = {
      title: await lookOf(frame.locator('h1')),
      heading: await lookOf(frame.locator('[data-article-body] h2')),
      text: await lookOf(frame.locator('[data-article-body] p').nth(2)),
      header: await lookOf(frame.locator('[data-article-body] th')),
      code: await lookOf(frame.locator('[data-article-body] pre code')),
    };
    for (const part of ['title', 'heading', 'header', 'code'] as const) {
      const { fontFamily, color, fontWeight } = inPreview[part];
      expect({ part, fontFamily, color, fontWeight }).toEqual({
        part,
        fontFamily: onSite[part].fontFamily,
        color: onSite[part].color,
        fontWeight: onSite[part].fontWeight,
      });
    }
    // The body text's size and leading do not scale with the window: the same on both.
    expect(inPreview.text).toEqual(onSite.text);
    // The site's styles stay in the frame: the editor's own text keeps its own typeface.
    expect(await lookOf(page.locator('body')).then((look) => look.fontFamily)).not.toBe(
      onSite.text.fontFamily,
    );
    await closeEntry();

    // A cover shows above the body, from the repository's media folder, framed as on the page.
    await site.goto(new URL(articlePath('en', WITH_COVER.slug), inject('siteUrl')).href);
    const siteCover = await site.locator('main picture img').evaluate((img) => ({
      radius: getComputedStyle(img).borderTopLeftRadius,
    }));
    await page
      .getByRole('grid', { name: 'Entries' })
      .getByRole('row', { name: WITH_COVER.title })
      .click();
    const cover = preview().locator('[data-article-cover] img');
    await expect
      .poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), {
        timeout: 15_000,
      })
      .toBeGreaterThan(0);
    expect(
      await cover.evaluate((img) => ({ radius: getComputedStyle(img).borderTopLeftRadius })),
    ).toEqual(siteCover);
    if (SCREENSHOTS) {
      // The editor fades an image in: the picture waits for it.
      await page.waitForTimeout(1_000);
      await page.screenshot({ path: join(SCREENSHOTS, 'article-cover.png') });
    }
    await closeEntry();
  });

  it('shows page copy in the site’s type, and offers a link’s page by its title and address', async () => {
    await site.goto(new URL('/', inject('siteUrl')).href);
    const siteText = await lookOf(site.locator('body'));

    await openCollection('Pages');
    await page.getByRole('grid', { name: 'Files' }).getByRole('row', { name: 'Home' }).click();
    const frame = preview();
    await frame.locator('section[role="group"]').first().waitFor({ timeout: 15_000 });
    const inPreview = await lookOf(frame.locator('body'));
    expect({ fontFamily: inPreview.fontFamily, color: inPreview.color }).toEqual({
      fontFamily: siteText.fontFamily,
      color: siteText.color,
    });

    // The home page's main button opens the contact page: the editor names it so.
    const button = editPane().getByRole('group', { name: /^\W*Main button\W* Field$/ });
    const choice = button.getByRole('combobox', { name: /Page/ });
    await expect.poll(() => choice.innerText()).toContain('Contact (/contact)');
    await choice.click();
    await expect
      .poll(() => page.getByRole('option', { name: 'What we do (/what-we-do)' }).count())
      .toBe(1);
    expect(await page.getByRole('option', { name: 'whatWeDo' }).count()).toBe(0);
    if (SCREENSHOTS) await page.screenshot({ path: join(SCREENSHOTS, 'page-preview.png') });
    await page.keyboard.press('Escape');
    await closeEntry();
    expect(problems).toEqual([]);
  });
});
