import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ROUTES, SERVICE_SLUGS, servicePath } from '../../web/src/config/routes';
import { ABOUT } from '../../web/src/content/about';
import { CONTACT_PAGE } from '../../web/src/content/contact-page';
import { LANDING } from '../../web/src/content/landing';
import { SERVICE_SUMMARIES } from '../../web/src/content/service-summaries';
import { WHAT_WE_DO } from '../../web/src/content/what-we-do';
import { WHO_WE_WORK_WITH } from '../../web/src/content/who-we-work-with';
import { installBrowserStubs } from './browser-stubs';
import { PAGE_LOAD_TIMEOUT, renderApp } from './render-app';

beforeEach(() => {
  installBrowserStubs();
});

const PAGES: readonly (readonly [string, string])[] = [
  [ROUTES.home.path, 'COMPREHENSIVE SECURITY SOLUTIONS'],
  [ROUTES.contact.path, 'CONTACT'],
  [ROUTES.whatWeDo.path, 'Comprehensive Security Solutions'],
  [ROUTES.whoWeWorkWith.path, 'Who we work with'],
  [ROUTES.about.path, 'Beyond trends. Built on principles'],
  ...SERVICE_SLUGS.map((slug) => [servicePath(slug), SERVICE_SUMMARIES[slug].title] as const),
];

describe('routing', () => {
  it.each(PAGES)('%s renders its one h1 "%s"', async (path, heading) => {
    await renderApp(path);
    const h1s = screen.getAllByRole('heading', { level: 1 });
    expect(h1s).toHaveLength(1);
    expect(h1s[0]).toHaveTextContent(heading);
  });

  it('the spec headings come from the content modules', async () => {
    expect(LANDING.hero.title).toBe('COMPREHENSIVE SECURITY SOLUTIONS');
    expect(CONTACT_PAGE.hero.title).toBe('CONTACT');
    expect(WHAT_WE_DO.hero.title).toBe('Comprehensive Security Solutions');
    expect(WHO_WE_WORK_WITH.hero.title).toBe('Who we work with');
    expect(ABOUT.hero.title).toBe('Beyond trends. Built on principles');
  });

  it.each(['/no-such-page', '/unknown-service', '/a/b/c'])(
    'an unknown path %s renders the landing page, not an error',
    async (path) => {
      await renderApp(path);
      expect(
        screen.getByRole('heading', { level: 1, name: 'COMPREHENSIVE SECURITY SOLUTIONS' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute(
        'href',
        ROUTES.contact.path,
      );
    },
  );

  it('every page has the landmarks and a skip link to main', async () => {
    await renderApp(ROUTES.about.path);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute(
      'href',
      '#main',
    );
  });

  it('client navigation updates the document title from the route table', async () => {
    await renderApp(ROUTES.home.path);
    await waitFor(() =>
      expect(document.title).toBe('Vantage Ward | Comprehensive security solutions'),
    );
    await userEvent.click(
      screen.getAllByRole('link', { name: 'Who we work with' })[0] as HTMLElement,
    );
    await waitFor(
      () => expect(document.title).toBe('Who we work with | Vantage Ward'),
      PAGE_LOAD_TIMEOUT,
    );
  });

  it('moves focus to the new page after a client navigation', async () => {
    await renderApp(ROUTES.home.path);
    expect(screen.getByRole('main')).not.toHaveFocus();
    await userEvent.click(screen.getAllByRole('link', { name: 'About Us' })[0] as HTMLElement);
    await screen.findByRole('heading', { level: 1, name: ABOUT.hero.title }, PAGE_LOAD_TIMEOUT);
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('scrolls to the top on every route change', async () => {
    await renderApp(ROUTES.home.path);
    const scrollTo = window.scrollTo as unknown as { mock: { calls: unknown[] } };
    const before = scrollTo.mock.calls.length;
    await userEvent.click(screen.getAllByRole('link', { name: 'About Us' })[0] as HTMLElement);
    await screen.findByRole('heading', { level: 1, name: ABOUT.hero.title }, PAGE_LOAD_TIMEOUT);
    expect(screen.getByTestId('location')).toHaveTextContent(ROUTES.about.path);
    expect(scrollTo.mock.calls.length).toBeGreaterThan(before);
  });
});
