/**
 * The shape of every text on the site, inferred from the page copy's schemas
 * (web/src/content/pages/schema): the content files (web/src/content/pages/<locale>/…) are
 * checked against them by the build, so a text missing in one language fails the build, never
 * falls back silently. Content is data only: no JSX, no styling. Links name a page of the route
 * table; components turn it into the path of the page's language.
 *
 * Type-only imports: zod and the schemas stay out of the browser.
 */

import type { z } from 'zod';
import type { Conformance } from '../config/accessibility';
import type { ContactRuleCode } from '../config/contact-rules';
import type { LegalEntity } from '../config/legal-entity';
import type { ServiceSlug } from '../config/routes';
import type { PageCopyData, PageCopyFile } from './pages/page-files';
import type { knownLimitationSchema } from './pages/schema/accessibility';
import type {
  hero,
  ImageReference,
  navLink,
  sectionIntro,
  titledText,
} from './pages/schema/fields';
import type { LEGAL_FACTS } from './pages/schema/legal-notice';
import type { pageMetaSchema } from './pages/schema/page-meta';
import type { serviceSchema } from './pages/schema/service';
import type { textSection, titledList } from './pages/schema/text-page';

/** An image file imported from web/src/assets, with its intrinsic size. */
export interface ImageFile {
  readonly src: string;
  readonly width: number;
  readonly height: number;
}

export interface ImageRef extends ImageFile {
  /** Empty for decorative artwork; a real description when the image carries meaning. */
  readonly alt: string;
}

/**
 * A schema's output as the components read it: read-only, and every image named in a content
 * file resolved to its file, size and alt text, as the build does (web/build/page-copy).
 */
export type Copy<T> = T extends ImageReference
  ? ImageRef
  : T extends object
    ? { readonly [K in keyof T]: Copy<T[K]> }
    : T;

/** A page copy file's content, as the components read it. */
type CopyOf<F extends PageCopyFile> = Copy<PageCopyData<F>>;

export type TitledText = Copy<z.output<typeof titledText>>;
export type NavLinkItem = Copy<z.output<typeof navLink>>;
/** The heading block that opens a section: a small label, the heading, an optional lead. */
export type SectionIntro = Copy<z.output<typeof sectionIntro>>;
export type HeroCopy = Copy<z.output<typeof hero>>;
/** A page's document title (without the site name) and meta description. */
export type PageMeta = Copy<z.output<typeof pageMetaSchema>>;

/** What a visitor reads in a failed contact rule, one message per rule (kept in code). */
export type ContactRuleMessages = Readonly<Record<ContactRuleCode, string>>;

/** Each page's title and description, for the head and for client-side navigation. */
export type PageMetaCopy = CopyOf<'page-meta'>;

/**
 * The texts of a language's social card (the Open Graph image), read only at build time:
 * by web/build/render-brand-images.ts, which draws them, and by web/build/prerender.ts (`alt`).
 */
export type SocialCardCopy = CopyOf<'social-card'>;

/** Every text outside the pages themselves, and the form's messages, which stay in code. */
export type SiteCopy = CopyOf<'site'> & {
  readonly contactForm: { readonly ruleMessages: ContactRuleMessages };
};

/** One service's copy as its file holds it, images resolved. */
type ServiceFile = Copy<z.output<typeof serviceSchema>>;

/** What the service cards and the What we do list show of a service. */
export type ServiceSummary = Pick<ServiceFile, 'title' | 'summary' | 'image'>;

export type ServiceSummaries = Readonly<Record<ServiceSlug, ServiceSummary>>;

export type ServiceSlide = LandingCopy['servicesNarrow']['slides'][number];

/** The home page; its cards are composed from the service files by the build. */
export type LandingCopy = CopyOf<'landing'> & { readonly services: ServiceSummaries };

export type WhatWeDoCopy = CopyOf<'what-we-do'> & {
  readonly services: ServiceSummaries;
  /** Each service's main description, as on its own page. */
  readonly overviews: Readonly<Record<ServiceSlug, string>>;
};

export type WhoWeWorkWithCopy = CopyOf<'who-we-work-with'>;

export type AboutCopy = CopyOf<'about'>;

export type ContactPageCopy = CopyOf<'contact-page'>;

/** The copy of one service page (the spec's "service content" entity, plus a card summary). */
export type ServiceContent = ServiceFile & {
  /** The service's image, at the top of its page: the build repeats `image`. */
  readonly topImage: ImageRef;
};

/** Labels of the service page template. */
export type ServicePageLabels = CopyOf<'service-page'>;

export interface ServicePageCopy {
  readonly labels: ServicePageLabels;
  readonly service: ServiceContent;
  /** The other services' cards. */
  readonly services: ServiceSummaries;
}

/** A section of a long text page (privacy notice, legal notice). */
export type TextSection = Copy<z.output<typeof textSection>>;

/** A list under its own small heading, e.g. what is in scope. */
export type TitledList = Copy<z.output<typeof titledList>>;

/**
 * The privacy notice. `{controller}`, `{email}`, `{privacyEmail}`, `{region}`,
 * `{retentionDays}`, `{logRetentionDays}` and `{analyticsRetentionMonths}` are filled in from the
 * site and infrastructure settings (web/src/config/site.ts, web/src/config/analytics.ts,
 * cdk.json).
 */
export type PrivacyCopy = CopyOf<'privacy'>;

/**
 * The vulnerability disclosure policy. `{host}` (the site's host name), `{securityEmail}` and
 * `{securityTxt}` (the RFC 9116 file) are filled in from web/src/config.
 */
export type SecurityCopy = CopyOf<'security'>;

/**
 * The legal notice (Spain's LSSI-CE, art. 10). The firm's data come from web/src/config
 * (`SITE`, `LEGAL_ENTITY`); this copy only labels them, so each value is written once. In the
 * texts, `{legalName}`, `{privacyLink}` and `{disclosureLink}` are filled in.
 */
export type LegalNoticeCopy = CopyOf<'legal-notice'>;

/** A barrier known today: what it affects, why, and what to do meanwhile. */
export type KnownLimitationCopy = Copy<z.output<typeof knownLimitationSchema>>;

/**
 * The accessibility statement, in the sections of the EU model statement (Implementing
 * Decision (EU) 2018/1523) and the W3C's generator. Its facts (status, review date, answer
 * time, limitations) come from web/src/config/accessibility.ts. In the texts, `{legalName}`,
 * `{host}`, `{standard}`, `{level}`, `{date}`, `{browsers}`, `{days}`, `{email}` and
 * `{contactLink}` are filled in.
 */
export type AccessibilityCopy = CopyOf<'accessibility'>;

/** The articles' index, an article's frame (not its text) and the home page's latest articles. */
export type InsightsCopy = CopyOf<'insights'>;

/** Type checks that the schemas name the same keys as the config they label. */
type SameKeys<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
/** The legal notice labels every fact of web/src/config/legal-entity.ts, no more, no less. */
export type LegalFactsMatchConfig = Assert<
  SameKeys<(typeof LEGAL_FACTS)[number], keyof LegalEntity | 'legalName' | 'email'>
>;
/** The accessibility statement has a sentence for every status of the config. */
export type ConformanceMatchesConfig = Assert<
  SameKeys<keyof AccessibilityCopy['status']['conformance'], Conformance>
>;
