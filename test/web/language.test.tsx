import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { copyModule } from '../../web/src/app/page-copy';
import { pathOf, ROUTE_LIST, SERVICE_SLUGS } from '../../web/src/config/routes';
import { installBrowserStubs } from './browser-stubs';
import { follow, PAGE_LOAD_TIMEOUT, renderApp } from './render-app';

const ES_LANDING = await copyModule('es', 'landing').load();
const ES_META = await copyModule('es', 'page-meta').load();
const ES_SERVICE_PAGE = await copyModule('es', 'services/physical-security').load();
const ES = await copyModule('es', 'site').load();

beforeEach(() => {
  installBrowserStubs();
});

/** The switcher links: in the header bar, in the drawer and in the footer. */
function switcherLinks(name: 'English' | 'Español') {
  return screen.getAllByRole('link', { name, hidden: true });
}

describe('the language switcher', () => {
  it.each(ROUTE_LIST.map((route) => [route.path, route] as const))(
    'on %s links the same page in the other language, named in that language, three times',
    async (path, route) => {
      await renderApp(path);
      const other = route.locale === 'en' ? 'es' : 'en';
      const links = switcherLinks(other === 'es' ? 'Español' : 'English');
      expect(links).toHaveLength(3);
      for (const link of links) {
        expect(link).toHaveAttribute('href', pathOf(route.page, other));
        expect(link).toHaveAttribute('lang', other);
        expect(link).toHaveAttribute('hreflang', other);
        expect(link.querySelector('img, svg')).toBeNull();
      }
    },
  );

  it('takes the reader from a page to its twin, in Spanish, and back', async () => {
    await renderApp(pathOf('physical-security', 'en'));
    await follow(switcherLinks('Español')[0] as HTMLElement);
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: ES_SERVICE_PAGE.service.title },
        PAGE_LOAD_TIMEOUT,
      ),
    ).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/es/seguridad-fisica');
    await waitFor(() => expect(document.documentElement.lang).toBe('es'));
    // The language's titles load with the first navigation.
    await waitFor(() =>
      expect(document.title).toBe(`${ES_META['physical-security'].title} | Vantage Ward`),
    );
    expect(screen.getByRole('link', { name: ES.skipLink })).toBeInTheDocument();

    await follow(switcherLinks('English')[0] as HTMLElement);
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Physical Security' },
        PAGE_LOAD_TIMEOUT,
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
  });
});

describe('the Spanish site', () => {
  it('leads every header link, card and button to Spanish pages', async () => {
    await renderApp(pathOf('home', 'es'));
    const nav = screen.getByRole('navigation', { name: ES.header.label });
    for (const link of ES.header.links) {
      expect(within(nav).getByRole('link', { name: link.label })).toHaveAttribute(
        'href',
        pathOf(link.page, 'es'),
      );
    }
    expect(screen.getByRole('link', { name: ES_LANDING.hero.primary.label })).toHaveAttribute(
      'href',
      '/es/contacto',
    );
    for (const slug of SERVICE_SLUGS) {
      const card = screen.getByRole('link', {
        name: new RegExp(`^${ES_LANDING.services[slug].title}`),
      });
      expect(card).toHaveAttribute('href', pathOf(slug, 'es'));
    }
  });

  it.each(['/es/no-existe', '/es/servicios/otro'])(
    'shows the Spanish landing page for the unknown path %s',
    async (path) => {
      await renderApp(path);
      expect(
        screen.getByRole('heading', { level: 1, name: ES_LANDING.hero.title }),
      ).toBeInTheDocument();
      expect(switcherLinks('English')[0]).toHaveAttribute('href', '/');
    },
  );

  it('labels the carousel, the drawer and the footer in Spanish', async () => {
    await renderApp(pathOf('home', 'es'));
    expect(
      screen.getByRole('region', { name: ES_LANDING.servicesNarrow.carouselLabel }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: ES.carousel.next })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: ES.drawer.openLabel })).toBeInTheDocument();
    const footer = screen.getByRole('contentinfo');
    // Hidden: on narrow screens the footer sections start closed.
    expect(
      within(footer).getByRole('link', { name: 'Aviso de privacidad', hidden: true }),
    ).toHaveAttribute('href', '/es/privacidad');
  });
});
