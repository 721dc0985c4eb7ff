import AxeBuilder from '@axe-core/playwright';
import {
  type Browser,
  type BrowserContext,
  chromium,
  type Locator,
  type Page,
} from 'playwright-core';
import { afterAll, beforeAll, expect, inject, onTestFinished } from 'vitest';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../infra/local/chromium';
import { readPageCopy } from '../../web/build/page-copy/load-page-copy';
import type { SiteCopy } from '../../web/src/content/types';

const EN = readPageCopy('en', 'site');

export const WIDE = { width: 1280, height: 800 } as const;
export const NARROW = { width: 375, height: 812 } as const;
export const VIEWPORTS = [
  ['wide', WIDE],
  ['narrow', NARROW],
] as const;

export function siteUrl(path = '/'): string {
  return new URL(path, inject('siteUrl')).href;
}

/**
 * One browser for the test file that calls it, launched before its tests and closed after.
 * Returns a getter, since the browser exists only once `beforeAll` has run.
 */
export function browserPerFile(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] });
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('browserPerFile(): the browser starts in beforeAll');
    return browser;
  };
}

/** What a page did that a visitor or the CSP would object to. */
export interface PageProblems {
  readonly consoleErrors: string[];
  readonly foreignRequests: string[];
  /** Every `securitypolicyviolation` event: CSP and Trusted Types, as `directive: blocked`. */
  readonly securityViolations: string[];
}

export interface WatchedPage {
  readonly page: Page;
  readonly context: BrowserContext;
  readonly problems: PageProblems;
}

/** Runs in every document before the site's scripts: hands each violation to the test. */
function reportSecurityViolations(): void {
  document.addEventListener('securitypolicyviolation', (event) => {
    const report = (window as unknown as Record<string, (text: string) => void>)
      .__securityViolation;
    report?.(`${event.effectiveDirective}: ${event.blockedURI} ${event.sample}`.trim());
  });
}

/**
 * A fresh page that records console errors (React logs hydration mismatches there, Chromium
 * logs CSP violations there), uncaught errors, every request to another origin, and every CSP
 * or Trusted Types violation. A test that opens one fails on any violation or console error
 * when it finishes, whatever it clicked: every page, dialog, drawer, carousel and form flow of
 * the browser suite is also a proof that the policy lets the site work.
 */
export async function openPage(
  browser: Browser,
  viewport: { width: number; height: number },
  options: {
    reducedMotion?: 'reduce' | 'no-preference';
    /** A test that provokes a violation on purpose. */
    allowViolations?: boolean;
    /** A test that makes a request fail on purpose: Chromium logs the failed request. */
    allowConsoleErrors?: boolean;
  } = {},
): Promise<WatchedPage> {
  const context = await browser.newContext({
    viewport,
    reducedMotion: options.reducedMotion ?? 'reduce',
  });
  const problems: PageProblems = { consoleErrors: [], foreignRequests: [], securityViolations: [] };
  await context.exposeFunction('__securityViolation', (text: string) => {
    problems.securityViolations.push(text);
  });
  await context.addInitScript(reportSecurityViolations);
  onTestFinished(() => {
    if (!options.allowViolations) {
      expect(problems.securityViolations, 'CSP / Trusted Types violations').toEqual([]);
    }
    if (!options.allowConsoleErrors) {
      expect(problems.consoleErrors, 'console errors').toEqual([]);
    }
  });
  const page = await context.newPage();
  const origin = new URL(inject('siteUrl')).origin;
  page.on('console', (message) => {
    if (message.type() === 'error') problems.consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => problems.consoleErrors.push(`uncaught: ${error.message}`));
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http') && url.origin !== origin) {
      problems.foreignRequests.push(request.url());
    }
  });
  return { page, context, problems };
}

/** Loads a path and waits until the page is hydrated and idle. */
export async function visit(page: Page, path: string): Promise<void> {
  await page.goto(siteUrl(path), { waitUntil: 'networkidle' });
}

/**
 * Zero axe violations (WCAG 2.0, 2.1 and 2.2 A and AA, and best practices), listed when there are
 * some. axe ships its one WCAG 2.2 AA rule, `target-size` (2.5.8), switched off: on here, since
 * the accessibility statement names 2.2.
 */
export async function expectNoAxeViolations(page: Page, where: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page })
    .options({ rules: { 'target-size': { enabled: true } } })
    .analyze();
  const found = violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(found, `axe violations on ${where}`).toEqual([]);
}

export function expectNoProblems(problems: PageProblems, where: string): void {
  expect(problems.securityViolations, `CSP / Trusted Types violations on ${where}`).toEqual([]);
  expect(problems.consoleErrors, `console errors on ${where}`).toEqual([]);
  expect(problems.foreignRequests, `requests to other origins on ${where}`).toEqual([]);
}

export interface StoredEmail {
  readonly from: string;
  readonly replyTo: string[];
  readonly destination: { to: string[] };
  readonly subject: string;
  readonly body: { text: string };
}

/** The emails the SES emulator has received so far. */
export async function sentEmails(): Promise<StoredEmail[]> {
  const response = await fetch(new URL('/store', inject('sesUrl')));
  return ((await response.json()) as { emails: StoredEmail[] }).emails;
}

/** What a visitor types into the contact form. */
export interface Enquiry {
  name: string;
  email: string;
  message: string;
}

/**
 * Types into the fields of a contact form (the page's or the quick-contact dialog's) found by
 * their labels in the page's language; the fields not given are left as they are.
 */
export async function fillForm(
  form: Locator,
  enquiry: Partial<Enquiry>,
  labels: SiteCopy['contactForm']['labels'] = EN.contactForm.labels,
): Promise<void> {
  for (const field of ['name', 'email', 'message'] as const) {
    const value = enquiry[field];
    if (value !== undefined) await form.getByRole('textbox', { name: labels[field] }).fill(value);
  }
}

/**
 * Waits for the enquiry's email in the SES emulator and checks it: to the team, Reply-To the
 * visitor, the fixed subject, the reference, the name and the message. Returns it.
 */
export async function expectDelivered(enquiry: Enquiry): Promise<StoredEmail> {
  const find = async () => (await sentEmails()).find((e) => e.replyTo.includes(enquiry.email));
  await expect.poll(find).toMatchObject({
    replyTo: [enquiry.email],
    destination: { to: ['enquiries@example.com'] },
    subject: 'Contact Form Submission',
  });
  const email = (await find()) as StoredEmail;
  expect(email.body.text).toContain(enquiry.message);
  expect(email.body.text).toMatch(/Reference: VW-[0-9A-Z]{6}/);
  expect(email.body.text).toContain(enquiry.name);
  return email;
}
