import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type Article, loadArticles } from '../../web/build/insights/load-articles';
import { readPageCopy } from '../../web/build/page-copy/load-page-copy';
import { LOCALE_INFO, LOCALES, type Locale } from '../../web/src/config/locales';
import { pathOf } from '../../web/src/config/routes';
import { formatDay } from '../../web/src/lib/format-day';
import {
  browserPerFile,
  expectDelivered,
  expectNoAxeViolations,
  expectNoProblems,
  fillForm,
  NARROW,
  openPage,
  siteUrl,
  visit,
  WIDE,
} from './browser';

/**
 * The articles as a visitor meets them: the indexes, a click into an article, its translation,
 * its call to contact the firm, the footer's link and the feeds. That every article and index
 * loads cleanly and passes axe at both widths is routes.e2e.ts's generic loop.
 */

const browser = browserPerFile();

const COPY = {
  en: {
    site: readPageCopy('en', 'site'),
    insights: readPageCopy('en', 'insights'),
    contact: readPageCopy('en', 'contact-page'),
    landing: readPageCopy('en', 'landing'),
  },
  es: {
    site: readPageCopy('es', 'site'),
    insights: readPageCopy('es', 'insights'),
    contact: readPageCopy('es', 'contact-page'),
    landing: readPageCopy('es', 'landing'),
  },
} as const;

/** What the build shipped, from the content folder (drafts are built by `npm start` only). */
const ARTICLES = await loadArticles({ drafts: false });

/** A language's published articles, newest first, as the front matter dates them. */
function newestFirst(locale: Locale): Article[] {
  return ARTICLES.filter((a) => a.locale === locale).sort((a, b) =>
    b.frontMatter.published.localeCompare(a.frontMatter.published),
  );
}

const TRANSLATED = ARTICLES.filter((a) => a.translation);
const UNTRANSLATED = ARTICLES.filter((a) => !a.translation);
const titleAt = (path: string) => ARTICLES.find((a) => a.path === path)?.frontMatter.title;

/** Marks the document: the mark survives a client-side navigation, not a load of a new one. */
async function markDocument(page: Page): Promise<() => Promise<boolean>> {
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
  return () => page.evaluate(() => 'sameDocument' in window);
}

describe.each(LOCALES)('the %s index', (locale) => {
  const { insights } = COPY[locale];

  it('lists every published article newest first, each with its title, date, authors and reading time', async () => {
    const { page, context, problems } = await openPage(browser(), WIDE);
    await visit(page, pathOf('insights', locale));
    const cards = page.getByRole('main').locator('ol > li');
    const expected = newestFirst(locale);
    expect(expected.length).toBeGreaterThan(0);
    expect(await cards.count()).toBe(expected.length);
    const dates = await cards
      .locator('time')
      .evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''));
    expect(dates).toEqual([...dates].sort().reverse());
    for (const [i, article] of expected.entries()) {
      const card = cards.nth(i);
      const link = card.getByRole('heading', { level: 2 }).getByRole('link');
      expect(await link.textContent()).toBe(article.frontMatter.title);
      expect(await link.getAttribute('href')).toBe(article.path);
      const text = await card.textContent();
      expect(text).toContain(formatDay(article.frontMatter.published, locale));
      expect(text).toContain(`${insights.byline} ${article.authors.map((a) => a.name).join(', ')}`);
      // The number is held to its unit by a no-break space.
      expect(text).toContain(
        insights.readingTime.replace('{minutes} ', `${article.readingMinutes}\u00a0`),
      );
    }
    expectNoProblems(problems, `the ${locale} index`);
    await context.close();
  });

  it('opens an article without loading a new document, and shows it with its title in the tab', async () => {
    const { page, context, problems } = await openPage(browser(), NARROW);
    await visit(page, pathOf('insights', locale));
    const [article] = newestFirst(locale);
    if (!article) throw new Error(`no ${locale} article`);
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
    });
    const sameDocument = await markDocument(page);
    await page.getByRole('link', { name: article.frontMatter.title, exact: true }).click();
    await page.waitForURL((url) => url.pathname === article.path);
    const heading = page.getByRole('heading', { level: 1 });
    await expect.poll(() => heading.textContent()).toBe(article.frontMatter.title);
    expect(await sameDocument()).toBe(true);
    expect(documents).toEqual([]);
    await expect.poll(() => page.title()).toContain(article.frontMatter.title);
    expect(await page.getByRole('main').textContent()).toContain(insights.contact.title);
    expectNoProblems(problems, `an ${locale} article opened from its index`);
    await context.close();
  });

  it('is linked from the footer of the home page', async () => {
    const { page, context } = await openPage(browser(), WIDE);
    await visit(page, pathOf('home', locale));
    const label = COPY[locale].site.footer.company.links.find((l) => l.page === 'insights')?.label;
    const link = page.getByRole('contentinfo').getByRole('link', { name: label, exact: true });
    await link.click();
    await page.waitForURL((url) => url.pathname === pathOf('insights', locale));
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe(insights.hero.title);
    await context.close();
  });

  it.each(['rss', 'atom'] as const)(
    'announces its %s feed, and the site serves it with its media type',
    async (kind) => {
      const { page, context } = await openPage(browser(), WIDE);
      await visit(page, pathOf('insights', locale));
      const type = `application/${kind}+xml`;
      const href = await page
        .locator(`head link[rel="alternate"][type="${type}"]`)
        .getAttribute('href');
      const path = new URL(href ?? '').pathname;
      expect(path).toBe(`${pathOf('insights', locale)}/${kind === 'rss' ? 'feed' : 'atom'}.xml`);
      const response = await fetch(siteUrl(path));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(
        new RegExp(`^${type.replace('+', '\\+')}(;|$)`),
      );
      const body = await response.text();
      expect(body).toMatch(kind === 'rss' ? /<rss[\s>]/ : /<feed[\s>]/);
      for (const article of newestFirst(locale)) expect(body).toContain(article.path);
      await context.close();
    },
  );
});

describe('the language switcher on an article', () => {
  it.each(TRANSLATED.map((a) => [a.path, a.translation?.path ?? ''] as const).slice(0, 2))(
    'wide: the header link leads from %s to its translation, %s',
    async (from, to) => {
      const article = ARTICLES.find((a) => a.path === from) as Article;
      const other = article.translation?.locale as Locale;
      const { page, context, problems } = await openPage(browser(), WIDE);
      await visit(page, from);
      await page.getByRole('banner').getByRole('link', { name: LOCALE_INFO[other].name }).click();
      await page.waitForURL((url) => url.pathname === to);
      await expect.poll(() => page.locator('html').getAttribute('lang')).toBe(other);
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).textContent())
        .toBe(titleAt(to));
      expectNoProblems(problems, `switching language from ${from}`);
      await context.close();
    },
  );

  it('narrow: the drawer link leads to the translation and closes the drawer', async () => {
    const article = TRANSLATED.find((a) => a.locale === 'es') as Article;
    const to = article.translation?.path ?? '';
    const { page, context, problems } = await openPage(browser(), NARROW);
    await visit(page, article.path);
    await page.getByRole('button', { name: COPY.es.site.drawer.openLabel }).click();
    const drawer = page.getByRole('dialog', { name: COPY.es.site.drawer.title });
    await drawer.getByRole('link', { name: 'English' }).click();
    await page.waitForURL((url) => url.pathname === to);
    await page.getByRole('button', { name: COPY.en.site.drawer.openLabel }).waitFor();
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe(titleAt(to));
    expect(await page.getByRole('dialog', { name: COPY.en.site.drawer.title }).isVisible()).toBe(
      false,
    );
    expectNoProblems(problems, 'switching language from a Spanish article');
    await context.close();
  });

  // Every shipped article has its translation today: this runs once one does not.
  it.runIf(UNTRANSLATED.length > 0)(
    'leads from an article without a translation to the other language’s index',
    async () => {
      const article = UNTRANSLATED[0] as Article;
      const other = LOCALES.find((l) => l !== article.locale) as Locale;
      const { page, context } = await openPage(browser(), WIDE);
      await visit(page, article.path);
      await page.getByRole('banner').getByRole('link', { name: LOCALE_INFO[other].name }).click();
      await page.waitForURL((url) => url.pathname === pathOf('insights', other));
      await context.close();
    },
  );
});

describe("an article's call to contact the firm", () => {
  it.each(LOCALES)(
    '%s: leads to the contact page with a message naming the article, which the visitor can edit and send',
    async (locale) => {
      const { site, insights, contact } = COPY[locale];
      const [article] = newestFirst(locale);
      if (!article) throw new Error(`no ${locale} article`);
      const { page, context, problems } = await openPage(browser(), NARROW);
      await visit(page, article.path);
      await page.getByRole('link', { name: insights.contact.label }).click();
      await page.waitForURL((url) => url.pathname === pathOf('contact', locale));
      expect(new URL(page.url()).searchParams.get('article')).toBe(article.slug);
      const form = page.getByRole('main').locator('form');
      // It lands on the form, not at the top of the page (1,300 px above it on a phone).
      const box = await form.boundingBox();
      expect(box?.y).toBeGreaterThanOrEqual(0);
      expect(box?.y).toBeLessThan(NARROW.height);
      const message = form.getByRole('textbox', { name: site.contactForm.labels.message });
      const line = contact.articleMessage.replace('{title}', article.frontMatter.title);
      await expect.poll(() => message.inputValue()).toBe(line);
      await expectNoAxeViolations(page, `the ${locale} contact page from an article`);
      const enquiry = {
        name: `Reader ${locale}`,
        email: `reader-${locale}@example.com`,
        message: `${line}\nCould you run that test for our payments API in Q3?`,
      };
      await fillForm(form, enquiry, site.contactForm.labels);
      await form.getByRole('button', { name: site.contactForm.submit }).click();
      await page.getByRole('dialog', { name: site.successModal.title }).waitFor();
      await expectDelivered(enquiry);
      expectNoProblems(problems, `contacting the firm from an ${locale} article`);
      await context.close();
    },
  );

  it('names no article when the slug is not one of the page’s language', async () => {
    const [spanish] = newestFirst('es');
    const { page, context, problems } = await openPage(browser(), WIDE);
    for (const slug of ['no-such-article', spanish?.slug]) {
      await visit(page, `${pathOf('contact', 'en')}?article=${slug}`);
      const message = page
        .getByRole('main')
        .getByRole('textbox', { name: COPY.en.site.contactForm.labels.message });
      // The list it would be found in has loaded once the page is idle.
      expect(await message.inputValue()).toBe('');
    }
    expectNoProblems(problems, 'the contact page with an unknown article');
    await context.close();
  });
});

describe('a path under an index that is no article', () => {
  it.each([
    ['/insights/no-such-article', COPY.en.landing.hero.title],
    ['/es/publicaciones/no-existe', COPY.es.landing.hero.title],
  ])('%s shows its language’s landing page, as any unknown path does', async (path, title) => {
    const { page, context, problems } = await openPage(browser(), WIDE);
    const response = await page.goto(siteUrl(path), { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(200);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(title);
    expect(new URL(page.url()).pathname).toBe(path);
    expectNoProblems(problems, path);
    await context.close();
  });

  it('moves an article’s legacy form (capitals, a trailing slash) to its canonical path', async () => {
    const [article] = newestFirst('en');
    if (!article) throw new Error('no English article');
    const { page, context } = await openPage(browser(), WIDE);
    await page.goto(siteUrl(`${article.path.toUpperCase()}/`), { waitUntil: 'networkidle' });
    expect(new URL(page.url()).pathname).toBe(article.path);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe(article.frontMatter.title);
    await context.close();
  });
});
