import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { pathOf, SERVICE_SLUGS } from '../../web/src/config/routes';
import { SERVICE_PAGE } from '../../web/src/content/en/service-page';
import { SERVICE_SUMMARIES } from '../../web/src/content/en/service-summaries';
import PHYSICAL_SECURITY_PAGE from '../../web/src/content/en/services/physical-security';
import EN from '../../web/src/content/en/site';
import { installBrowserStubs } from './browser-stubs';
import { renderApp } from './render-app';

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
