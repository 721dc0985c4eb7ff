import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pathOf } from '../../web/src/config/routes';
import {
  browserPerFile,
  type Enquiry,
  expectDelivered,
  expectNoAxeViolations,
  expectNoProblems,
  fillForm,
  NARROW,
  openPage,
  siteUrl,
  VIEWPORTS,
  visit,
  WIDE,
} from './browser';

const browser = browserPerFile();

async function valuesOf(form: Locator): Promise<Enquiry> {
  return {
    name: await form.getByRole('textbox', { name: 'Name' }).inputValue(),
    email: await form.getByRole('textbox', { name: 'Email' }).inputValue(),
    message: await form.getByRole('textbox', { name: 'Message' }).inputValue(),
  };
}

function pageForm(page: Page): Locator {
  return page.locator('main form').first();
}

describe.each(VIEWPORTS)('the page form, %s', (size, viewport) => {
  it('delivers an enquiry to the SES emulator, thanks the visitor for 3 s, then goes home', async () => {
    const { page, context, problems } = await openPage(browser(), viewport);
    const enquiry = {
      name: `Page ${size}`,
      email: `page-${size}@example.org`,
      message: `Please review our payment API before launch (${size}).`,
    };
    await visit(page, pathOf('contact', 'en'));
    const form = pageForm(page);
    await fillForm(form, enquiry);
    await form.getByRole('button', { name: 'SEND' }).click();
    const modal = page.getByRole('dialog', { name: 'thank you for your message,' });
    await modal.waitFor();
    expect(await modal.textContent()).toContain('our team will get back to you soon…');
    expect(await modal.textContent()).toMatch(/Your reference: VW-[0-9A-Z]{6}/);
    await expectNoAxeViolations(page, `the success modal (${size})`);
    await expectDelivered(enquiry);
    await page.waitForURL((url) => url.pathname === pathOf('home', 'en'), { timeout: 6000 });
    expectNoProblems(problems, `an enquiry (${size})`);
    await context.close();
  });
});

describe('a form sent before the page is interactive', () => {
  it('is held, then sent once the app has loaded: the visitor loses nothing and sends once', async () => {
    const { page, context, problems } = await openPage(browser(), WIDE);
    // A slow network: the app's JavaScript arrives only when the test lets it.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/main-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const enquiry = {
      name: 'Early Sender',
      email: 'early@example.org',
      message: 'Sent before the page had finished loading its scripts.',
    };
    await page.goto(siteUrl(pathOf('contact', 'en')), { waitUntil: 'load' });
    const form = pageForm(page);
    await fillForm(form, enquiry);
    await form.getByRole('button', { name: 'SEND' }).click();
    // No reload and no query string: the typed text is still there.
    expect(new URL(page.url()).search).toBe('');
    expect(await valuesOf(form)).toEqual(enquiry);
    release();
    await page.getByRole('dialog', { name: 'thank you for your message,' }).waitFor();
    await expectDelivered(enquiry);
    expectNoProblems(problems, 'a form sent before the app loaded');
    await context.close();
  });

  it('keeps what was typed meanwhile when the visitor goes on typing once it is', async () => {
    const { page, context, problems } = await openPage(browser(), WIDE);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/main-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(siteUrl(pathOf('contact', 'en')), { waitUntil: 'load' });
    const form = pageForm(page);
    await fillForm(form, { name: 'Early Typist', message: 'Typed before the scripts came.' });
    release();
    // Hydrated: React has put its fiber on the form's elements.
    await page.waitForFunction(() =>
      Object.keys(document.querySelector('main form') ?? {}).some((key) =>
        key.startsWith('__react'),
      ),
    );
    await fillForm(form, { email: 'early-typist@example.org' });
    expect(await valuesOf(form)).toEqual({
      name: 'Early Typist',
      email: 'early-typist@example.org',
      message: 'Typed before the scripts came.',
    });
    expectNoProblems(problems, 'typing before and after the app loaded');
    await context.close();
  });
});

describe.each(['en', 'es'] as const)('the page form without script (%s)', (locale) => {
  it('offers the email address instead of a send button, and never puts what was typed in an address', async () => {
    const context = await browser().newContext({ viewport: NARROW, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(siteUrl(pathOf('contact', locale)), { waitUntil: 'load' });
    const form = pageForm(page);
    const send = form.getByRole('button', { name: locale === 'en' ? 'SEND' : 'ENVIAR' });
    const email = form.getByRole('link', { name: /^hello@/ });
    await expect.poll(() => email.isVisible(), { timeout: 5000 }).toBe(true);
    expect(await email.getAttribute('href')).toMatch(/^mailto:hello@/);
    expect(await send.isVisible()).toBe(false);
    // Enter in a field still sends a form natively: as a POST, to an address without the fields.
    const sent = page.waitForRequest((request) => request.isNavigationRequest());
    await form.getByRole('textbox').first().fill('Ada Lovelace');
    await form.getByRole('textbox').first().press('Enter');
    const request = await sent;
    expect(request.method()).toBe('POST');
    expect(new URL(request.url()).search).toBe('');
    await context.close();
  });
});

describe('the quick-contact dialog on a service page', () => {
  it.each(VIEWPORTS)(
    '%s: opens from a visible button, passes axe, and delivers an enquiry',
    async (size, viewport) => {
      const { page, context, problems } = await openPage(browser(), viewport);
      const enquiry = {
        name: `Dialog ${size}`,
        email: `dialog-${size}@example.org`,
        message: `We need a site assessment for our new office (${size}).`,
      };
      await visit(page, pathOf('physical-security', 'en'));
      const opener = page.getByRole('button', { name: 'Quick inquiry' });
      expect(await opener.isVisible()).toBe(true);
      await opener.click();
      const dialog = page.getByRole('dialog', { name: 'Send us a quick inquiry' });
      await dialog.waitFor();
      await expectNoAxeViolations(page, `the quick-contact dialog (${size})`);
      await fillForm(dialog, enquiry);
      await dialog.getByRole('button', { name: 'SEND' }).click();
      await page.getByRole('dialog', { name: 'thank you for your message,' }).waitFor();
      await expectDelivered(enquiry);
      await page.waitForURL((url) => url.pathname === pathOf('home', 'en'), { timeout: 6000 });
      expectNoProblems(problems, `a quick enquiry (${size})`);
      await context.close();
    },
  );

  it('opens from the keyboard with focus inside, closes on Escape and on its close button, returning focus to the opener and keeping what was typed', async () => {
    const { page, context } = await openPage(browser(), WIDE);
    await visit(page, pathOf('infrastructure-security', 'en'));
    const opener = page.getByRole('button', { name: 'Quick inquiry' });
    const dialog = page.getByRole('dialog', { name: 'Send us a quick inquiry' });
    await opener.focus();
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Half-typed name');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await opener.evaluate((el) => el === document.activeElement)).toBe(true);
    await opener.click();
    expect(await dialog.getByRole('textbox', { name: 'Name' }).inputValue()).toBe(
      'Half-typed name',
    );
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await opener.evaluate((el) => el === document.activeElement)).toBe(true);
    await context.close();
  });
});

describe('when the enquiry cannot be sent', () => {
  const typed = {
    name: 'Grace Hopper',
    email: 'grace@example.org',
    message: 'Our audit is due in May.',
  };

  it.each([
    ['the server answers 500', 'status'],
    ['the network fails', 'abort'],
  ] as const)(
    'shows "Failed to send email." when %s, and keeps what was typed',
    async (_case, failure) => {
      const { page, context, problems } = await openPage(browser(), NARROW, {
        allowConsoleErrors: true,
      });
      await page.route('**/api/form', (route) =>
        failure === 'abort'
          ? route.abort('connectionrefused')
          : route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"x"}' }),
      );
      await visit(page, pathOf('contact', 'en'));
      const form = pageForm(page);
      await fillForm(form, typed);
      await form.getByRole('button', { name: 'SEND' }).click();
      const alert = page.getByRole('alert').filter({ hasText: 'Failed to send email.' });
      await alert.waitFor();
      expect(await valuesOf(form)).toEqual(typed);
      // The visitor is still where they were, on the button, ready to try again.
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('SEND');
      expect(new URL(page.url()).pathname).toBe(pathOf('contact', 'en'));
      // The form logs the failure on purpose; the network error is Chromium's own line.
      expect(
        problems.consoleErrors.some((line) => line.includes('The enquiry was not accepted')),
      ).toBe(true);
      await context.close();
    },
  );

  it('shows the first rule that fails, in the spec order, and sends nothing', async () => {
    const { page, context } = await openPage(browser(), WIDE);
    let posted = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/form')) posted += 1;
    });
    await visit(page, pathOf('contact', 'en'));
    const form = pageForm(page);
    const send = form.getByRole('button', { name: 'SEND' });
    const alert = page.getByRole('alert').first();
    await send.click();
    await expect.poll(() => alert.textContent()).toContain('Name is required');
    await form.getByRole('textbox', { name: 'Name' }).fill('Grace');
    await send.click();
    await expect.poll(() => alert.textContent()).toContain('Email is required');
    await form.getByRole('textbox', { name: 'Email' }).fill('grace@navy');
    await send.click();
    await expect.poll(() => alert.textContent()).toContain('Email is invalid');
    await form.getByRole('textbox', { name: 'Email' }).fill('grace@navy.mil');
    await send.click();
    await expect.poll(() => alert.textContent()).toContain('Message is required');
    expect(posted).toBe(0);
    await context.close();
  });
});
