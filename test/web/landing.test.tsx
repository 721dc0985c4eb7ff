import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { copyModule } from '../../web/src/app/page-copy';
import { pathOf, SERVICE_SLUGS } from '../../web/src/config/routes';
import { installBrowserStubs } from './browser-stubs';
import { renderApp } from './render-app';

const { services: SERVICE_SUMMARIES } = await copyModule('en', 'landing').load();

beforeEach(() => {
  installBrowserStubs();
});

describe('the landing page', () => {
  it('leads from the hero to /contact with Get Started', async () => {
    await renderApp(pathOf('home', 'en'));
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute(
      'href',
      pathOf('contact', 'en'),
    );
  });

  it('has four clickable service cards for the wide layout, one per service page', async () => {
    await renderApp(pathOf('home', 'en'));
    for (const slug of SERVICE_SLUGS) {
      const card = screen.getByRole('link', {
        name: new RegExp(`^${SERVICE_SUMMARIES[slug].title}`),
      });
      expect(card).toHaveAttribute('href', pathOf(slug, 'en'));
    }
  });

  it.each([
    ['01', 'Infrastructure Security', 'infrastructure-security'],
    ['02', 'Software Development Lifecycle', 'application-api-security'],
    ['03', 'Web Application Security', 'application-api-security'],
    ['04', 'API Security', 'application-api-security'],
  ] as const)('carousel slide %s %s goes to /%s', async (number, title, slug) => {
    await renderApp(pathOf('home', 'en'));
    const services = screen.getByRole('heading', { level: 2, name: 'Services' });
    const section = services.closest('section') as HTMLElement;
    const slide = within(section).getByRole('link', {
      hidden: true,
      name: new RegExp(`^${number} ${title}`),
    });
    expect(slide).toHaveAttribute('href', pathOf(slug, 'en'));
  });

  it('ends with the contact form before the footer', async () => {
    await renderApp(pathOf('home', 'en'));
    expect(
      screen.getByRole('heading', { level: 2, name: 'Tell us what you need to protect' }),
    ).toBeInTheDocument();
  });
});
