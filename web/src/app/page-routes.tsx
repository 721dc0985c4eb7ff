import type { ReactElement } from 'react';
import { ROUTES, SERVICE_SLUGS, type ServiceSlug, servicePath } from '../config/routes';
import { type LazyPage, lazyPage } from './lazy-page';

const landing = lazyPage('src/pages/landing-page.tsx', () =>
  import('../pages/landing-page').then((m) => m.LandingPage),
);
const whatWeDo = lazyPage('src/pages/what-we-do-page.tsx', () =>
  import('../pages/what-we-do-page').then((m) => m.WhatWeDoPage),
);
const whoWeWorkWith = lazyPage('src/pages/who-we-work-with-page.tsx', () =>
  import('../pages/who-we-work-with-page').then((m) => m.WhoWeWorkWithPage),
);
const about = lazyPage('src/pages/about-page.tsx', () =>
  import('../pages/about-page').then((m) => m.AboutPage),
);
const contact = lazyPage('src/pages/contact-page.tsx', () =>
  import('../pages/contact-page').then((m) => m.ContactPage),
);
/** One chunk per service page, each with only its own copy. */
const SERVICE_PAGES: Readonly<Record<ServiceSlug, LazyPage<object>>> = {
  'application-api-security': lazyPage('src/pages/application-api-security-page.tsx', () =>
    import('../pages/application-api-security-page').then((m) => m.ApplicationApiSecurityPage),
  ),
  'infrastructure-security': lazyPage('src/pages/infrastructure-security-page.tsx', () =>
    import('../pages/infrastructure-security-page').then((m) => m.InfrastructureSecurityPage),
  ),
  'physical-security': lazyPage('src/pages/physical-security-page.tsx', () =>
    import('../pages/physical-security-page').then((m) => m.PhysicalSecurityPage),
  ),
  'integrated-operations': lazyPage('src/pages/integrated-operations-page.tsx', () =>
    import('../pages/integrated-operations-page').then((m) => m.IntegratedOperationsPage),
  ),
};

export interface PageRoute {
  readonly path: string;
  // biome-ignore lint/suspicious/noExplicitAny: pages differ in props; the element carries them.
  readonly page: LazyPage<any>;
  readonly element: ReactElement;
}

/** Every route of the route table and the page it shows, each page in a chunk of its own. */
export const PAGE_ROUTES: readonly PageRoute[] = [
  { path: ROUTES.home.path, page: landing, element: <landing.Page /> },
  { path: ROUTES.whatWeDo.path, page: whatWeDo, element: <whatWeDo.Page /> },
  { path: ROUTES.whoWeWorkWith.path, page: whoWeWorkWith, element: <whoWeWorkWith.Page /> },
  { path: ROUTES.about.path, page: about, element: <about.Page /> },
  { path: ROUTES.contact.path, page: contact, element: <contact.Page /> },
  ...SERVICE_SLUGS.map((slug) => {
    const page = SERVICE_PAGES[slug];
    return { path: servicePath(slug), page, element: <page.Page /> };
  }),
];

/** Every unknown path shows the landing page, never an error. */
export const FALLBACK_ROUTE: Omit<PageRoute, 'path'> = { page: landing, element: <landing.Page /> };

/** The page a path shows, as the router will resolve it. */
export function pageRouteFor(pathname: string): Omit<PageRoute, 'path'> {
  return PAGE_ROUTES.find((route) => route.path === pathname) ?? FALLBACK_ROUTE;
}

export async function loadAllPages(): Promise<void> {
  await Promise.all(PAGE_ROUTES.map((route) => route.page.load()));
}

/** The source module of the page a path shows: the prerenderer preloads its chunk. */
export function pageModuleFor(pathname: string): string {
  return pageRouteFor(pathname).page.module;
}
