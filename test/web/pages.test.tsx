import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { copyModule } from '../../web/src/app/page-copy';
import type { Locale } from '../../web/src/config/locales';
import { pathOf, SERVICE_SLUGS } from '../../web/src/config/routes';
import { SECURITY_TXT_PATH } from '../../web/src/config/security-txt';
import { SITE } from '../../web/src/config/site';
import { installBrowserStubs } from './browser-stubs';
import { renderApp } from './render-app';

const EN_SECURITY = await copyModule('en', 'security').load();
const { services: SERVICE_SUMMARIES } = await copyModule('en', 'landing').load();
const PHYSICAL_SECURITY_PAGE = await copyModule('en', 'services/physical-security').load();
const SERVICE_PAGE = PHYSICAL_SECURITY_PAGE.labels;
const EN = await copyModule('en', 'site').load();
const ES_SECURITY = await copyModule('es', 'security').load();

beforeEach(() => {
  installBrowserStubs();
});

function sectionOf(headingName: string | RegExp): HTMLElement {
  const heading = screen.getByRole('heading', { level: 2, name: headingName });
  return heading.closest('section') as HTMLElement;
}

describe('the service pages', () => {
  it.each(SERVICE_SLUGS.map((slug) => [slug] as const))(
    '/%s shows its bullets, closing paragraphs and a visible quick-contact opener',
    async (slug) => {
      await renderApp(pathOf(slug, 'en'));
      const bullets = within(sectionOf(SERVICE_PAGE.bulletsTitle)).getAllByRole('heading', {
        level: 3,
      });
      expect(bullets.length).toBeGreaterThanOrEqual(3);
      expect(
        within(sectionOf(SERVICE_PAGE.closingTitle)).getAllByRole('paragraph').length,
      ).toBeGreaterThanOrEqual(2);
      expect(screen.getByRole('button', { name: EN.quickContact.opener })).toBeVisible();
      const others = within(sectionOf(SERVICE_PAGE.otherServicesTitle)).getAllByRole('link');
      expect(others.map((link) => link.getAttribute('href'))).not.toContain(pathOf(slug, 'en'));
      expect(others).toHaveLength(SERVICE_SLUGS.length - 1);
    },
  );

  it('physical security has a second block with its extra paragraph and bullets', async () => {
    await renderApp(pathOf('physical-security', 'en'));
    const block = PHYSICAL_SECURITY_PAGE.service.secondBlock;
    if (!block) throw new Error('physical security has no second block');
    const section = sectionOf(block.title);
    expect(within(section).getByText(block.paragraph)).toBeInTheDocument();
    for (const bullet of block.bullets) {
      expect(within(section).getByRole('heading', { level: 3, name: bullet.title })).toBeVisible();
    }
  });
});

describe('What we do', () => {
  it('links each service item to its page with READ MORE', async () => {
    await renderApp(pathOf('whatWeDo', 'en'));
    for (const slug of SERVICE_SLUGS) {
      // jsdom drops the space before the visually hidden part; browsers keep it.
      const link = screen.getByRole('link', {
        name: new RegExp(`^READ MORE\\s*about ${SERVICE_SUMMARIES[slug].title}$`),
      });
      expect(link).toHaveAttribute('href', pathOf(slug, 'en'));
    }
  });
});

describe('Who we work with', () => {
  it.each([
    'Financial institutions',
    'Licensed service providers',
    'Software companies',
    'Entertainment Companies',
  ])('lists %s', async (sector) => {
    await renderApp(pathOf('whoWeWorkWith', 'en'));
    expect(screen.getByRole('heading', { level: 3, name: sector })).toBeInTheDocument();
  });
});

describe('Contact', () => {
  it('describes the commercial footprint: the United States, Spain and Argentina', async () => {
    await renderApp(pathOf('contact', 'en'));
    const footprint = sectionOf('Our commercial footprint');
    for (const country of EN.organization.countries) {
      expect(within(footprint).getByRole('heading', { level: 3, name: country })).toBeVisible();
    }
  });
});

describe('About', () => {
  it('overlays the contact form on the artwork panel', async () => {
    await renderApp(pathOf('about', 'en'));
    const section = sectionOf('Start a conversation');
    expect(within(section).getByRole('button', { name: 'SEND' })).toBeInTheDocument();
    expect(section.querySelector('img[alt=""]')).not.toBeNull();
  });
});

describe('the vulnerability disclosure policy', () => {
  const COPY: Readonly<Record<Locale, typeof EN_SECURITY>> = { en: EN_SECURITY, es: ES_SECURITY };

  it.each([['en'], ['es']] as const)(
    'in %s: scope, how to report, promises and safe harbor, each a section',
    async (locale) => {
      const copy = COPY[locale];
      await renderApp(pathOf('security', locale));
      expect(screen.getByRole('heading', { level: 1, name: copy.hero.title })).toBeVisible();

      const scope = sectionOf(copy.scope.title);
      for (const list of [copy.scope.inScope, copy.scope.outOfScope]) {
        expect(within(scope).getByRole('heading', { level: 3, name: list.title })).toBeVisible();
      }
      expect(within(scope).getAllByRole('listitem')).toHaveLength(
        copy.scope.inScope.items.length + copy.scope.outOfScope.items.length,
      );
      expect(within(scope).getByText(/www\.vantageward\.com\/api\//)).toBeInTheDocument();

      const report = sectionOf(copy.report.title);
      expect(within(report).getByRole('link', { name: SITE.securityEmail })).toHaveAttribute(
        'href',
        `mailto:${SITE.securityEmail}`,
      );
      expect(within(report).getAllByRole('listitem')).toHaveLength(
        copy.report.include.items.length,
      );

      const promises = sectionOf(copy.promises.title);
      const terms = within(promises).getAllByRole('term');
      const times = within(promises).getAllByRole('definition');
      expect(terms.map((term) => term.textContent)).toEqual(
        copy.promises.timeline.map((row) => row.commitment),
      );
      expect(times.map((time) => time.textContent)).toEqual(
        copy.promises.timeline.map((row) => row.time),
      );

      const safeHarbor = sectionOf(copy.safeHarbor.title);
      expect(within(safeHarbor).getAllByRole('listitem')).toHaveLength(
        copy.safeHarbor.conditions.items.length,
      );

      expect(screen.getByRole('link', { name: SECURITY_TXT_PATH })).toHaveAttribute(
        'href',
        SECURITY_TXT_PATH,
      );
    },
  );
});
