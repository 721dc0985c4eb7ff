import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { pathOf } from '../../web/src/config/routes';
import { installBrowserStubs } from './browser-stubs';
import { follow, PAGE_LOAD_TIMEOUT, renderApp } from './render-app';

beforeEach(() => {
  installBrowserStubs();
});

function menuButton() {
  return screen.getByRole('button', { name: 'Menu' });
}

/** The drawer, found through the button that controls it. */
function drawer(): HTMLDialogElement {
  const id = menuButton().getAttribute('aria-controls') ?? '';
  const element = document.getElementById(id);
  if (!(element instanceof HTMLDialogElement)) throw new Error('the menu controls no dialog');
  return element;
}

describe('the top bar', () => {
  it('links the logo home and lists What we do, Who we work with, About Us and Contact', async () => {
    await renderApp(pathOf('contact', 'en'));
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'What we do' })).toHaveAttribute(
      'href',
      pathOf('whatWeDo', 'en'),
    );
    expect(within(nav).getByRole('link', { name: 'Who we work with' })).toHaveAttribute(
      'href',
      pathOf('whoWeWorkWith', 'en'),
    );
    expect(within(nav).getByRole('link', { name: 'About Us' })).toHaveAttribute(
      'href',
      pathOf('about', 'en'),
    );
    expect(within(nav).getByRole('link', { name: 'Contact' })).toHaveAttribute(
      'href',
      pathOf('contact', 'en'),
    );
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Vantage Ward home' })).toHaveAttribute(
      'href',
      pathOf('home', 'en'),
    );
  });

  it('changes style once the page is scrolled at all', async () => {
    await renderApp(pathOf('home', 'en'));
    const banner = screen.getByRole('banner');
    expect(banner).toHaveAttribute('data-scrolled', 'false');
    Object.defineProperty(window, 'scrollY', { value: 1, configurable: true });
    fireEvent.scroll(window);
    expect(banner).toHaveAttribute('data-scrolled', 'true');
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    fireEvent.scroll(window);
    expect(banner).toHaveAttribute('data-scrolled', 'false');
  });
});

describe('the narrow drawer', () => {
  it('is a closed dialog behind a collapsed menu button', async () => {
    await renderApp(pathOf('home', 'en'));
    expect(menuButton()).toHaveAttribute('type', 'button');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(drawer().open).toBe(false);
  });

  it('opens on the menu button and moves focus into the drawer', async () => {
    await renderApp(pathOf('home', 'en'));
    await userEvent.click(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    expect(drawer().open).toBe(true);
    expect(drawer()).toContainElement(document.activeElement as HTMLElement);
  });

  it('lists About, Services and Contact, going to /about, /what-we-do and /contact, then Español', async () => {
    await renderApp(pathOf('home', 'en'));
    await userEvent.click(menuButton());
    const links = within(drawer()).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['About', pathOf('about', 'en')],
      ['Services', pathOf('whatWeDo', 'en')],
      ['Contact', pathOf('contact', 'en')],
      ['Español', pathOf('home', 'es')],
    ]);
  });

  it('closes on Escape and gives focus back to the menu button', async () => {
    await renderApp(pathOf('home', 'en'));
    await userEvent.click(menuButton());
    await userEvent.keyboard('{Escape}');
    expect(drawer().open).toBe(false);
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton()).toHaveFocus();
  });

  it('closes on a click outside the panel (on the backdrop)', async () => {
    await renderApp(pathOf('home', 'en'));
    await userEvent.click(menuButton());
    fireEvent.click(drawer());
    expect(drawer().open).toBe(false);
    expect(menuButton()).toHaveFocus();
  });

  it('closes with its close button', async () => {
    await renderApp(pathOf('home', 'en'));
    await userEvent.click(menuButton());
    await userEvent.click(within(drawer()).getByRole('button', { name: 'Close menu' }));
    expect(drawer().open).toBe(false);
    expect(menuButton()).toHaveFocus();
  });

  it('navigates from a link and closes', async () => {
    await renderApp(pathOf('home', 'en'));
    await userEvent.click(menuButton());
    await follow(within(drawer()).getByRole('link', { name: 'Services' }));
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Comprehensive Security Solutions' },
        PAGE_LOAD_TIMEOUT,
      ),
    ).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(pathOf('whatWeDo', 'en'));
    expect(drawer().open).toBe(false);
  });
});
