import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { App } from '../../web/src/app/app';
import { loadPageAt } from '../../web/src/app/page-routes';
import { ROUTE_LIST } from '../../web/src/config/routes';

/** Shows the router's current path, so that tests can see where a link went. */
function LocationProbe() {
  const { pathname } = useLocation();
  return <output data-testid="location">{pathname}</output>;
}

/** Pages load in chunks of their own: the first import of them can take a moment under vitest. */
export const PAGE_LOAD_TIMEOUT = { timeout: 5000 };

/**
 * Renders the whole site at `path`, as the browser would after a full page load there, and
 * waits until the page (with its one h1) is in.
 */
export async function renderApp(path: string) {
  // Every page's chunks first, as the prerenderer does: under React's act() a page suspended by
  // a click (inside act) would never resume. The browser suite covers loading on navigation.
  await Promise.all(ROUTE_LIST.map((route) => loadPageAt(route.path)));
  // A fresh page load, as `npm run dev` serves one: no title yet (a prerendered page has its
  // own, which the app then keeps), not the one an earlier test left in jsdom's document.
  document.title = '';
  const result = await act(async () =>
    render(
      <MemoryRouter initialEntries={[path]}>
        <App />
        <LocationProbe />
      </MemoryRouter>,
    ),
  );
  await screen.findByRole('heading', { level: 1 }, PAGE_LOAD_TIMEOUT);
  return result;
}

/**
 * Clicks a link to another page and waits until the router has shown it. The click runs in an
 * awaited act(): pages read their chunks with React's `use`, and React finishes such a render
 * under act() only when the act is awaited.
 */
export async function follow(link: HTMLElement) {
  await act(async () => {
    await userEvent.click(link);
  });
}
