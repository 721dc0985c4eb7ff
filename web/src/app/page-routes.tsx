import type { ComponentType } from 'react';
import type { Locale } from '../config/locales';
import { type PageKey, routeForPath } from '../config/routes';
import type { PageProps } from '../pages/page-props';
import { type LazyModule, lazyModule } from './lazy-module';
import { copyModule, siteCopyModule } from './page-copy';

// biome-ignore lint/suspicious/noExplicitAny: pages differ in copy; each checks its own.
type AnyPage = ComponentType<PageProps<any, any>>;

/** Each page template in a chunk of its own, shared by every language. */
const landing = lazyModule<AnyPage>('src/pages/landing-page.tsx', () =>
  import('../pages/landing-page').then((m) => m.LandingPage),
);
const whatWeDo = lazyModule<AnyPage>('src/pages/what-we-do-page.tsx', () =>
  import('../pages/what-we-do-page').then((m) => m.WhatWeDoPage),
);
const whoWeWorkWith = lazyModule<AnyPage>('src/pages/who-we-work-with-page.tsx', () =>
  import('../pages/who-we-work-with-page').then((m) => m.WhoWeWorkWithPage),
);
const about = lazyModule<AnyPage>('src/pages/about-page.tsx', () =>
  import('../pages/about-page').then((m) => m.AboutPage),
);
const contact = lazyModule<AnyPage>('src/pages/contact-page.tsx', () =>
  import('../pages/contact-page').then((m) => m.ContactPage),
);
const service = lazyModule<AnyPage>('src/pages/service-page.tsx', () =>
  import('../pages/service-page').then((m) => m.ServicePage),
);
const privacy = lazyModule<AnyPage>('src/pages/privacy-page.tsx', () =>
  import('../pages/privacy-page').then((m) => m.PrivacyPage),
);
const security = lazyModule<AnyPage>('src/pages/security-page.tsx', () =>
  import('../pages/security-page').then((m) => m.SecurityPage),
);
const legalNotice = lazyModule<AnyPage>('src/pages/legal-notice-page.tsx', () =>
  import('../pages/legal-notice-page').then((m) => m.LegalNoticePage),
);
const accessibility = lazyModule<AnyPage>('src/pages/accessibility-page.tsx', () =>
  import('../pages/accessibility-page').then((m) => m.AccessibilityPage),
);

interface PageDefinition {
  readonly template: LazyModule<AnyPage>;
  /** Its copy: web/src/content/<locale>/<copy>.ts in each language. */
  readonly copy: string;
}

/** The template and the copy module of every page of the route table. */
const PAGES: Readonly<Record<PageKey, PageDefinition>> = {
  home: { template: landing, copy: 'landing' },
  whatWeDo: { template: whatWeDo, copy: 'what-we-do' },
  whoWeWorkWith: { template: whoWeWorkWith, copy: 'who-we-work-with' },
  about: { template: about, copy: 'about' },
  contact: { template: contact, copy: 'contact-page' },
  'application-api-security': { template: service, copy: 'services/application-api-security' },
  'infrastructure-security': { template: service, copy: 'services/infrastructure-security' },
  'physical-security': { template: service, copy: 'services/physical-security' },
  'integrated-operations': { template: service, copy: 'services/integrated-operations' },
  privacy: { template: privacy, copy: 'privacy' },
  security: { template: security, copy: 'security' },
  legalNotice: { template: legalNotice, copy: 'legal-notice' },
  accessibility: { template: accessibility, copy: 'accessibility' },
};

export interface PageViewProps {
  readonly page: PageKey;
  readonly locale: Locale;
}

/** A page of the route table in one language: its template filled with its copy. */
export function PageView({ page, locale }: PageViewProps) {
  const definition = PAGES[page];
  const Template = definition.template.read();
  const copy = copyModule(locale, definition.copy).read();
  return <Template copy={copy} page={page} />;
}

/**
 * Every chunk the page at a path needs before it can render without suspending: its template,
 * its copy and its language's site copy. The browser loads them before hydrating
 * (web/src/main.tsx); the prerenderer preloads them in the page's HTML.
 */
export function chunksForPath(pathname: string): readonly LazyModule<unknown>[] {
  const { page, locale } = routeForPath(pathname);
  const definition = PAGES[page];
  return [definition.template, copyModule(locale, definition.copy), siteCopyModule(locale)];
}

/** Loads the chunks of a path: resolves once the page can render at once. */
export async function loadPageAt(pathname: string): Promise<void> {
  await Promise.all(chunksForPath(pathname).map((chunk) => chunk.load()));
}

/** The source modules of the page at a path: the prerenderer preloads their chunks. */
export function pageModulesFor(pathname: string): string[] {
  return chunksForPath(pathname).map((chunk) => chunk.module);
}
