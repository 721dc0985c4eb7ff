import { describe, expect, it } from 'vitest';
import { LOCALE_INFO, LOCALES, localeOfPath } from '../../../web/src/config/locales';
import {
  canonicalPath,
  PAGE_KEYS,
  pathOf,
  ROUTE_LIST,
  routeForPath,
} from '../../../web/src/config/routes';

describe('the route table', () => {
  it.each([
    ['home', '/', '/es'],
    ['whatWeDo', '/what-we-do', '/es/que-hacemos'],
    ['whoWeWorkWith', '/who-we-work-with', '/es/con-quien-trabajamos'],
    ['about', '/about', '/es/nosotros'],
    ['contact', '/contact', '/es/contacto'],
    [
      'application-api-security',
      '/application-api-security',
      '/es/seguridad-de-aplicaciones-y-api',
    ],
    ['infrastructure-security', '/infrastructure-security', '/es/seguridad-de-infraestructura'],
    ['physical-security', '/physical-security', '/es/seguridad-fisica'],
    ['integrated-operations', '/integrated-operations', '/es/operaciones-integradas'],
    ['privacy', '/privacy', '/es/privacidad'],
    ['security', '/security', '/es/seguridad'],
    ['legalNotice', '/legal-notice', '/es/aviso-legal'],
    ['accessibility', '/accessibility', '/es/accesibilidad'],
  ] as const)('serves %s at %s and %s', (page, english, spanish) => {
    expect(pathOf(page, 'en')).toBe(english);
    expect(pathOf(page, 'es')).toBe(spanish);
  });

  it('holds 28 distinct pages, every page once in every language', () => {
    expect(PAGE_KEYS).toHaveLength(14);
    expect(ROUTE_LIST).toHaveLength(PAGE_KEYS.length * LOCALES.length);
    expect(new Set(ROUTE_LIST.map((route) => route.path)).size).toBe(ROUTE_LIST.length);
  });

  it('writes every path in its canonical form, under its language home', () => {
    for (const route of ROUTE_LIST) {
      expect(canonicalPath(route.path)).toBe(route.path);
      expect(localeOfPath(route.path)).toBe(route.locale);
      const home = LOCALE_INFO[route.locale].home;
      expect(route.path === home || route.path.startsWith(home === '/' ? '/' : `${home}/`)).toBe(
        true,
      );
    }
  });
});

describe('routeForPath', () => {
  it.each([
    ['/', 'home', 'en'],
    ['/es', 'home', 'es'],
    ['/es/', 'home', 'es'],
    ['/ES/Nosotros/', 'about', 'es'],
    ['/About', 'about', 'en'],
    ['/es/seguridad-fisica', 'physical-security', 'es'],
    ['/es/seguridad', 'security', 'es'],
    ['/Security/', 'security', 'en'],
    ['/es/no-existe', 'home', 'es'],
    ['/es/a/b', 'home', 'es'],
    ['/no-such-page', 'home', 'en'],
    ['/espana', 'home', 'en'],
    ['/nosotros', 'home', 'en'],
  ])('resolves %s to the %s page in %s', (path, page, locale) => {
    expect(routeForPath(path)).toMatchObject({ page, locale });
  });
});
