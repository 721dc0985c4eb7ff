import { act, render, screen, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { MemoryRouter, type NavigateFunction, useLocation, useNavigate } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { App } from '../../web/src/app/app';
import { loadPageAt } from '../../web/src/app/page-routes';
import { BEACON_PATH, BEACON_QUERY_MAX_LENGTH, beaconUrl } from '../../web/src/config/analytics';
import { pathOf, ROUTE_LIST } from '../../web/src/config/routes';
import { installBrowserStubs } from './browser-stubs';
import { follow, PAGE_LOAD_TIMEOUT } from './render-app';

let fetchMock: Mock<typeof fetch>;
let navigate: NavigateFunction;

/**
 * Hands the test the router's navigate, for what no link of the site does (a hash, back), and
 * shows where the router is.
 */
function RouterProbe() {
  navigate = useNavigate();
  return <output data-testid="location">{useLocation().pathname}</output>;
}

/**
 * The site at `path` as a page load in the browser leaves it: in StrictMode, as web/src/main.tsx
 * renders it, so that development's double effects are part of what is tested.
 */
async function loadSite(path: string) {
  await Promise.all(ROUTE_LIST.map((route) => loadPageAt(route.path)));
  await act(async () =>
    render(
      <StrictMode>
        <MemoryRouter initialEntries={[path]}>
          <App />
          <RouterProbe />
        </MemoryRouter>
      </StrictMode>,
    ),
  );
  await screen.findByRole('heading', { level: 1 }, PAGE_LOAD_TIMEOUT);
}

/** The URLs of the beacons sent so far. */
function beacons(): string[] {
  return fetchMock.mock.calls.map(([url]) => String(url));
}

function mainNavLink(name: string) {
  return within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name });
}

beforeEach(() => {
  installBrowserStubs();
  fetchMock = vi.fn<typeof fetch>(async () => new Response(null, { status: 204 }));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the navigation beacon', () => {
  it('sends nothing on a page load: CloudFront logged its HTML request', async () => {
    await loadSite(pathOf('about', 'en'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends one beacon per client navigation, with the new path and the one before', async () => {
    await loadSite(pathOf('about', 'en'));
    await follow(mainNavLink('Contact'));
    expect(screen.getByTestId('location')).toHaveTextContent('/contact');
    expect(beacons()).toEqual(['/_nav?p=%2Fcontact&r=%2Fabout']);

    await follow(mainNavLink('What we do'));
    expect(beacons()).toEqual([
      '/_nav?p=%2Fcontact&r=%2Fabout',
      '/_nav?p=%2Fwhat-we-do&r=%2Fcontact',
    ]);
  });

  it('follows the reader into the other language', async () => {
    await loadSite(pathOf('about', 'en'));
    const [switcher] = screen.getAllByRole('link', { name: 'Español', hidden: true });
    await follow(switcher as HTMLElement);
    expect(beacons()).toEqual(['/_nav?p=%2Fes%2Fnosotros&r=%2Fabout']);
  });

  it('sends nothing for the page already shown: its own link, a hash or a query', async () => {
    await loadSite(pathOf('contact', 'en'));
    await follow(mainNavLink('Contact'));
    await act(async () => navigate('/contact#form'));
    await act(async () => navigate('/contact?utm_source=news'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('counts going back as a page view of the page gone back to', async () => {
    await loadSite(pathOf('home', 'en'));
    await follow(mainNavLink('About Us'));
    await act(async () => navigate(-1));
    expect(beacons()).toEqual(['/_nav?p=%2Fabout&r=%2F', '/_nav?p=%2F&r=%2Fabout']);
  });

  it('asks for no cookie, no cache and no Referer, and keeps nothing in the browser', async () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    await loadSite(pathOf('home', 'en'));
    await follow(mainNavLink('About Us'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[1]).toEqual({
      keepalive: true,
      credentials: 'omit',
      cache: 'no-store',
      referrerPolicy: 'no-referrer',
    });
    expect(setItem).not.toHaveBeenCalled();
    expect(localStorage).toHaveLength(0);
    expect(sessionStorage).toHaveLength(0);
    expect(document.cookie).toBe('');
    setItem.mockRestore();
  });

  it('lets the visitor navigate on when the beacon fails (offline)', async () => {
    // A plain function: a vi.fn would itself handle the rejection it returns.
    let sent = 0;
    vi.stubGlobal('fetch', () => {
      sent += 1;
      return Promise.reject(new TypeError('Failed to fetch'));
    });
    await loadSite(pathOf('home', 'en'));
    await follow(mainNavLink('About Us'));
    expect(screen.getByTestId('location')).toHaveTextContent('/about');
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    // Vitest fails the run on an unhandled rejection.
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(sent).toBe(1);
  });
});

describe('beacon URLs', () => {
  it('encodes each path as one query value', () => {
    expect(beaconUrl('/es/nosotros', '/')).toBe(`${BEACON_PATH}?p=%2Fes%2Fnosotros&r=%2F`);
    const url = new URL(beaconUrl('/a&r=/b?c', '/x y%20'), 'https://example.com');
    expect(url.pathname).toBe('/_nav');
    expect(url.searchParams.get('p')).toBe('/a&r=/b?c');
    expect(url.searchParams.get('r')).toBe('/x y%20');
  });

  it('fits any navigation between two pages of the site in the length the analytics count', () => {
    const longest = ROUTE_LIST.map((route) => route.path).sort((a, b) => b.length - a.length)[0];
    const query = new URL(beaconUrl(longest ?? '', longest ?? ''), 'https://example.com').search;
    expect(query.length - 1).toBeLessThanOrEqual(BEACON_QUERY_MAX_LENGTH);
  });
});
