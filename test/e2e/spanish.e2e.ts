import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { readPageCopy } from '../../web/build/page-copy/load-page-copy';
import { pathOf, ROUTE_LIST } from '../../web/src/config/routes';
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

const ES = readPageCopy('es', 'site');
const ES_LANDING = readPageCopy('es', 'landing');
const ES_SOCIAL_CARD = readPageCopy('es', 'social-card');

const browser = browserPerFile();
const FORM = ES.contactForm;
const SPANISH_ROUTES = ROUTE_LIST.filter((route) => route.locale === 'es');

const fill = (form: Locator, enquiry: Partial<Enquiry>) => fillForm(form, enquiry, FORM.labels);

async function expectDeliveredInSpanish(enquiry: Enquiry): Promise<void> {
  const email = await expectDelivered(enquiry);
  expect(email.body.text).toContain('Language: Spanish (es)');
}

async function thankedInSpanishThenHome(page: Page): Promise<void> {
  const modal = page.getByRole('dialog', { name: ES.successModal.title });
  await modal.waitFor();
  expect(await modal.textContent()).toContain(ES.successModal.text);
  expect(await modal.textContent()).toMatch(/Su referencia: VW-[0-9A-Z]{6}/);
  await expectNoAxeViolations(page, 'the Spanish success modal');
  await page.waitForURL((url) => url.pathname === pathOf('home', 'es'), { timeout: 6000 });
}

describe.each(VIEWPORTS)('the Spanish site, %s', (size, viewport) => {
  it.each(SPANISH_ROUTES.map((route) => [route.path] as const))(
    '%s is in Spanish, and passes axe with the drawer open on narrow screens',
    async (path) => {
      const { page, context, problems } = await openPage(browser(), viewport);
      await visit(page, path);
      expect(await page.locator('html').getAttribute('lang')).toBe('es');
      expect(await page.getByRole('link', { name: ES.skipLink }).count()).toBe(1);
      if (size === 'narrow') {
        await page.getByRole('button', { name: ES.drawer.openLabel }).click();
        const drawer = page.getByRole('dialog', { name: ES.drawer.title });
        await drawer.waitFor();
        expect(await drawer.getByRole('link', { name: 'English' }).count()).toBe(1);
        await expectNoAxeViolations(page, `${path} with the drawer open`);
      }
      expectNoProblems(problems, `${path} (${size})`);
      await context.close();
    },
  );

  it('sends an enquiry from /es/contacto with every message in Spanish', async () => {
    const { page, context, problems } = await openPage(browser(), viewport);
    const enquiry = {
      name: `Página ${size}`,
      email: `pagina-${size}@example.es`,
      message: `Necesitamos una auditoría de nuestra API de pagos (${size}).`,
    };
    await visit(page, pathOf('contact', 'es'));
    const form = page.locator('main form').first();
    const send = form.getByRole('button', { name: FORM.submit });
    const alert = page.getByRole('alert').first();
    await send.click();
    await expect.poll(() => alert.textContent()).toContain('El nombre es obligatorio');
    await fill(form, { name: enquiry.name });
    await send.click();
    await expect.poll(() => alert.textContent()).toContain('El correo electrónico es obligatorio');
    await fill(form, { email: 'pagina@ejemplo' });
    await send.click();
    await expect.poll(() => alert.textContent()).toContain('El correo electrónico no es válido');
    await fill(form, { email: enquiry.email });
    await send.click();
    await expect.poll(() => alert.textContent()).toContain('El mensaje es obligatorio');
    await fill(form, { message: enquiry.message });
    await send.click();
    await thankedInSpanishThenHome(page);
    await expectDeliveredInSpanish(enquiry);
    expectNoProblems(problems, `a Spanish enquiry (${size})`);
    await context.close();
  });

  it('sends an enquiry from the quick-contact dialog of a Spanish service page', async () => {
    const { page, context, problems } = await openPage(browser(), viewport);
    const enquiry = {
      name: `Diálogo ${size}`,
      email: `dialogo-${size}@example.es`,
      message: `Queremos evaluar la seguridad física de una sede nueva (${size}).`,
    };
    await visit(page, pathOf('physical-security', 'es'));
    await page.getByRole('button', { name: ES.quickContact.opener }).click();
    const dialog = page.getByRole('dialog', { name: ES.quickContact.title });
    await dialog.waitFor();
    await expectNoAxeViolations(page, `the Spanish quick-contact dialog (${size})`);
    await dialog.getByRole('button', { name: FORM.submit }).click();
    await expect
      .poll(() => page.getByRole('alert').first().textContent())
      .toContain('El nombre es obligatorio');
    await fill(dialog, enquiry);
    await dialog.getByRole('button', { name: FORM.submit }).click();
    await thankedInSpanishThenHome(page);
    await expectDeliveredInSpanish(enquiry);
    expectNoProblems(problems, `a Spanish quick enquiry (${size})`);
    await context.close();
  });
});

describe('sharing a Spanish page', () => {
  it('offers the Spanish social card, described in Spanish, and the site serves it', async () => {
    const { page, context, problems } = await openPage(browser(), WIDE);
    await visit(page, pathOf('about', 'es'));
    const meta = (property: string) =>
      page.locator(`meta[property="${property}"]`).getAttribute('content');
    const image = new URL((await meta('og:image')) ?? '');
    expect(image.pathname).toBe('/social-card-es.png');
    expect(await meta('og:image:alt')).toBe(ES_SOCIAL_CARD.alt);
    const response = await fetch(siteUrl(image.pathname));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expectNoProblems(problems, 'sharing /es/nosotros');
    await context.close();
  });
});

describe('switching language', () => {
  it('wide: the header link leads from a Spanish page to its English twin and back', async () => {
    const { page, context, problems } = await openPage(browser(), WIDE);
    await visit(page, pathOf('physical-security', 'es'));
    await page.getByRole('banner').getByRole('link', { name: 'English' }).click();
    await page.waitForURL((url) => url.pathname === pathOf('physical-security', 'en'));
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('en');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Physical Security');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Español' }).click();
    await page.waitForURL((url) => url.pathname === pathOf('physical-security', 'es'));
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('es');
    expectNoProblems(problems, 'switching language');
    await context.close();
  });

  it('narrow: the drawer link switches and closes the drawer', async () => {
    const { page, context } = await openPage(browser(), NARROW);
    await visit(page, pathOf('about', 'en'));
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Español' }).click();
    await page.waitForURL((url) => url.pathname === pathOf('about', 'es'));
    // The Spanish header replaces the English one once its chunks are in.
    await page.getByRole('button', { name: ES.drawer.openLabel }).waitFor();
    expect(await page.getByRole('dialog', { name: ES.drawer.title }).isVisible()).toBe(false);
    expect(await page.locator('html').getAttribute('lang')).toBe('es');
    await context.close();
  });

  it('an unknown path under /es shows the Spanish landing page', async () => {
    const { page, context, problems } = await openPage(browser(), WIDE);
    await visit(page, '/es/no-existe');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(ES_LANDING.hero.title);
    expectNoProblems(problems, '/es/no-existe');
    await context.close();
  });

  it('shows the Spanish send failure and keeps what was typed', async () => {
    // The failed request and the form's own log line are console errors on purpose.
    const { page, context } = await openPage(browser(), NARROW, { allowConsoleErrors: true });
    await page.route('**/api/form', (route) => route.abort('connectionrefused'));
    await visit(page, pathOf('contact', 'es'));
    const form = page.locator('main form').first();
    const typed = { name: 'Ana', email: 'ana@example.es', message: 'Hola.' };
    await fill(form, typed);
    await form.getByRole('button', { name: FORM.submit }).click();
    await page.getByRole('alert').filter({ hasText: FORM.sendFailed }).waitFor();
    expect(await form.getByRole('textbox', { name: FORM.labels.message }).inputValue()).toBe(
      typed.message,
    );
    await context.close();
  });
});
