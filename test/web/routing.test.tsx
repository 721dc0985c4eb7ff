import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { copyModule } from '../../web/src/app/page-copy';
import { pathOf, SERVICE_SLUGS } from '../../web/src/config/routes';
import { installBrowserStubs } from './browser-stubs';
import { follow, PAGE_LOAD_TIMEOUT, renderApp } from './render-app';

const ABOUT = await copyModule('en', 'about').load();
const CONTACT_PAGE = await copyModule('en', 'contact-page').load();
const LANDING = await copyModule('en', 'landing').load();
const { services: SERVICE_SUMMARIES } = await copyModule('en', 'landing').load();
const WHAT_WE_DO = await copyModule('en', 'what-we-do').load();
const WHO_WE_WORK_WITH = await copyModule('en', 'who-we-work-with').load();

beforeEach(() => {
  installBrowserStubs();
});

const PAGES: readonly (readonly [string, string])[] = [
  [pathOf('home', 'en'), 'COMPREHENSIVE SECURITY SOLUTIONS'],
  [pathOf('contact', 'en'), 'CONTACT'],
  [pathOf('whatWeDo', 'en'), 'Comprehensive Security Solutions'],
  [pathOf('whoWeWorkWith', 'en'), 'Who we work with'],
  [pathOf('about', 'en'), 'Beyond trends. Built on principles'],
  ...SERVICE_SLUGS.map((slug) => [pathOf(slug, 'en'), SERVICE_SUMMARIES[slug].title] as const),
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
        pathOf('contact', 'en'),
      );
    },
  );

  it('every page has the landmarks and a skip link to main', async () => {
    await renderApp(pathOf('about', 'en'));
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute(
      'href',
      '#main',
    );
  });

  it('client navigation updates the document title from the route table', async () => {
    await renderApp(pathOf('home', 'en'));
    await waitFor(() =>
      expect(document.title).toBe('Vantage Ward | Comprehensive security solutions'),
    );
    await follow(screen.getAllByRole('link', { name: 'Who we work with' })[0] as HTMLElement);
    await waitFor(
      () => expect(document.title).toBe('Who we work with | Vantage Ward'),
      PAGE_LOAD_TIMEOUT,
    );
  });

  it('moves focus to the new page after a client navigation', async () => {
    await renderApp(pathOf('home', 'en'));
    expect(screen.getByRole('main')).not.toHaveFocus();
    await follow(screen.getAllByRole('link', { name: 'About Us' })[0] as HTMLElement);
    await screen.findByRole('heading', { level: 1, name: ABOUT.hero.title }, PAGE_LOAD_TIMEOUT);
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it("leaves the first load's scroll to the browser (a #fragment, a reload's position)", async () => {
    const scrollTo = window.scrollTo as unknown as { mock: { calls: unknown[] } };
    const before = scrollTo.mock.calls.length;
    await renderApp(pathOf('about', 'en'));
    await screen.findByRole('heading', { level: 1, name: ABOUT.hero.title }, PAGE_LOAD_TIMEOUT);
    expect(scrollTo.mock.calls.length).toBe(before);
  });

  it('scrolls to the top on every route change', async () => {
    await renderApp(pathOf('home', 'en'));
    const scrollTo = window.scrollTo as unknown as { mock: { calls: unknown[] } };
    const before = scrollTo.mock.calls.length;
    await follow(screen.getAllByRole('link', { name: 'About Us' })[0] as HTMLElement);
    await screen.findByRole('heading', { level: 1, name: ABOUT.hero.title }, PAGE_LOAD_TIMEOUT);
    expect(screen.getByTestId('location')).toHaveTextContent(pathOf('about', 'en'));
    expect(scrollTo.mock.calls.length).toBeGreaterThan(before);
  });
});
