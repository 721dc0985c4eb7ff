import { render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { App } from '../../web/src/app/app';

/** Shows the router's current path, so that tests can see where a link went. */
function LocationProbe() {
  const { pathname } = useLocation();
  return <output data-testid="location">{pathname}</output>;
}

/** Pages load in chunks of their own: the first import of one can take a moment under vitest. */
export const PAGE_LOAD_TIMEOUT = { timeout: 5000 };

/**
 * Renders the whole site at `path`, as the browser would after a full page load there, and
 * waits until the page (with its one h1) is in.
 */
export async function renderApp(path: string) {
  const result = render(
    <MemoryRouter initialEntries={[path]}>
      <App />
      <LocationProbe />
    </MemoryRouter>,
  );
  await screen.findByRole('heading', { level: 1 }, PAGE_LOAD_TIMEOUT);
  return result;
}
