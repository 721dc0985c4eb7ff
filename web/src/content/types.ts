/**
 * The shape of every text on the site. Each language's folder (content/en, content/es) fills
 * these types in, so a text missing in one language is a type error, never a silent fallback.
 * Content is data only: no JSX, no styling. Links name a page of the route table; components
 * turn it into the path of the page's language.
 */

import type { Conformance, KnownLimitation } from '../config/accessibility';
import type { ContactRuleCode } from '../config/contact-rules';
import type { LegalEntity } from '../config/legal-entity';
import type { PageKey, ServiceSlug } from '../config/routes';
import type { TopicKey } from './insights/topics';

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

export interface TitledText {
  readonly title: string;
  readonly description: string;
}

export interface NavLinkItem {
  readonly label: string;
  readonly page: PageKey;
}

/** The heading block that opens a section: a small label, the heading, an optional lead. */
export interface SectionIntro {
  readonly eyebrow?: string;
  readonly title: string;
  readonly lead?: string;
}

export interface HeroCopy {
  readonly eyebrow: string;
  /** The page's one h1. */
  readonly title: string;
  readonly lead: string;
}

/** A page's document title (without the site name) and meta description. */
export interface PageMeta {
  readonly title: string;
  readonly description: string;
}

/** What a visitor reads in a failed contact rule, one message per rule. */
export type ContactRuleMessages = Readonly<Record<ContactRuleCode, string>>;

/** Each page's title and description, for the head and for client-side navigation. */
export type PageMetaCopy = Readonly<Record<PageKey, PageMeta>>;

/**
 * The texts of a language's social card (the Open Graph image), read only at build time:
 * by web/build/render-brand-images.ts, which draws them, and by web/build/prerender.ts (`alt`).
 */
export interface SocialCardCopy {
  /** The card's headline, under the home page's title. */
  readonly tagline: string;
  /** The markets line at the foot of the card. */
  readonly markets: string;
  /** `og:image:alt`: the card described for someone who cannot see it. */
  readonly alt: string;
}

/** Every text outside the pages themselves: header, drawer, footer, the form, the dialogs. */
export interface SiteCopy {
  readonly organization: {
    /** One line about the company: structured data. */
    readonly summary: string;
    /** Where the company sells, in this language. */
    readonly countries: readonly [string, string, string];
  };
  readonly skipLink: string;
  readonly header: {
    readonly label: string;
    readonly homeLabel: string;
    readonly links: readonly NavLinkItem[];
    readonly contact: NavLinkItem;
  };
  readonly drawer: {
    readonly openLabel: string;
    readonly title: string;
    readonly closeLabel: string;
    readonly links: readonly NavLinkItem[];
  };
  readonly languageSwitcher: {
    /** The accessible name of the switcher's navigation region. */
    readonly label: string;
  };
  readonly footer: {
    readonly tagline: string;
    readonly company: { readonly title: string; readonly links: readonly NavLinkItem[] };
    readonly social: {
      readonly title: string;
      readonly linkedIn: string;
      readonly newTabNote: string;
    };
    readonly legal: { readonly title: string; readonly links: readonly NavLinkItem[] };
  };
  readonly contactForm: {
    readonly labels: {
      readonly name: string;
      readonly email: string;
      readonly message: string;
      /** The honeypot: never shown to people, so never announced either. */
      readonly honeypot: string;
    };
    readonly placeholders: {
      readonly name: string;
      readonly email: string;
      readonly message: string;
    };
    readonly submit: string;
    readonly sending: string;
    /** The error toast after a failed call, a network failure included. */
    readonly sendFailed: string;
    readonly dismissToast: string;
    /** Next to the send button, before the link to the privacy notice. */
    readonly privacyNote: string;
    readonly privacyLink: string;
    readonly ruleMessages: ContactRuleMessages;
  };
  readonly successModal: {
    readonly title: string;
    readonly text: string;
    /** Before the inquiry's reference, e.g. "Your reference:". */
    readonly referenceLabel: string;
  };
  readonly quickContact: {
    readonly opener: string;
    readonly title: string;
    readonly lead: string;
    readonly close: string;
  };
  /** `{n}` and `{total}` are filled in. */
  readonly carousel: {
    readonly previous: string;
    readonly next: string;
    readonly goTo: string;
    readonly slideLabel: string;
  };
  readonly errorScreen: {
    readonly eyebrow: string;
    readonly title: string;
    readonly text: string;
    readonly homeLabel: string;
  };
}

/** What the service cards and the What we do list show of a service. */
export interface ServiceSummary {
  readonly title: string;
  /** One or two sentences for the service cards and the What we do list. */
  readonly summary: string;
  readonly image: ImageRef;
}

export type ServiceSummaries = Readonly<Record<ServiceSlug, ServiceSummary>>;

export interface ServiceSlide {
  readonly number: string;
  readonly title: string;
  readonly text: string;
  readonly slug: ServiceSlug;
}

export interface LandingCopy {
  readonly hero: HeroCopy & {
    readonly primary: NavLinkItem;
    readonly secondary: NavLinkItem;
    readonly image: ImageRef;
  };
  readonly facts: readonly TitledText[];
  readonly servicesWide: SectionIntro;
  readonly cardLinkLabel: string;
  readonly servicesNarrow: {
    readonly title: string;
    readonly carouselLabel: string;
    readonly linkLabel: string;
    readonly slides: readonly ServiceSlide[];
  };
  readonly approach: {
    readonly eyebrow: string;
    readonly title: string;
    readonly items: readonly TitledText[];
  };
  readonly contact: SectionIntro;
  readonly services: ServiceSummaries;
}

export interface WhatWeDoCopy {
  readonly hero: HeroCopy;
  readonly intro: SectionIntro;
  readonly readMoreLabel: string;
  /** Completes the READ MORE label for screen readers: "… about <service>". */
  readonly readMoreContext: string;
  readonly additional: {
    readonly eyebrow: string;
    readonly title: string;
    readonly steps: readonly TitledText[];
    readonly note: string;
  };
  readonly contact: SectionIntro;
  readonly services: ServiceSummaries;
  /** Each service's main description, as on its own page. */
  readonly overviews: Readonly<Record<ServiceSlug, string>>;
}

export interface WhoWeWorkWithCopy {
  readonly hero: HeroCopy;
  readonly sectorsTitle: string;
  readonly sectors: readonly TitledText[];
  readonly image: ImageRef;
  readonly closing: { readonly title: string; readonly text: string; readonly link: NavLinkItem };
}

export interface AboutCopy {
  readonly hero: {
    readonly eyebrow: string;
    readonly title: string;
    readonly paragraphs: readonly string[];
  };
  readonly contact: SectionIntro;
  readonly contactBackdrop: ImageRef;
}

export interface ContactPageCopy {
  readonly hero: HeroCopy;
  readonly footprint: SectionIntro & {
    readonly markets: readonly TitledText[];
    readonly image: ImageRef;
  };
  readonly form: SectionIntro;
  readonly emailPrefix: string;
  /**
   * The message the form starts with when an article's call leads here, `{title}` the article's:
   * a sentence the visitor may send as it is, edit or delete.
   */
  readonly articleMessage: string;
}

/** The copy of one service page (the spec's "service content" entity, plus a card summary). */
export interface ServiceContent extends ServiceSummary {
  readonly topImage: ImageRef;
  /** Absent for physical security, which uses a single image. */
  readonly bottomImage?: ImageRef;
  readonly description: {
    readonly main: string;
    readonly paragraph1: string;
    readonly paragraph2: string;
    readonly paragraph3?: string;
    readonly paragraph4?: string;
  };
  readonly bullets: readonly TitledText[];
  /** Physical security's second block: an extra paragraph and bullets. */
  readonly secondBlock?: {
    readonly title: string;
    readonly paragraph: string;
    readonly bullets: readonly TitledText[];
  };
}

/** Labels of the service page template. */
export interface ServicePageLabels {
  readonly eyebrow: string;
  readonly bulletsTitle: string;
  readonly closingTitle: string;
  readonly quickContactTitle: string;
  readonly quickContactText: string;
  readonly otherServicesTitle: string;
  readonly cardLinkLabel: string;
}

export interface ServicePageCopy {
  readonly labels: ServicePageLabels;
  readonly service: ServiceContent;
  /** The other services' cards. */
  readonly services: ServiceSummaries;
}

/** A section of a long text page (privacy notice, disclosure policy). */
export interface TextSection {
  readonly title: string;
  readonly paragraphs: readonly string[];
  readonly items?: readonly string[];
}

/** A list under its own small heading, e.g. what is in scope. */
export interface TitledList {
  readonly title: string;
  readonly items: readonly string[];
}

/**
 * The privacy notice. `{controller}`, `{email}`, `{privacyEmail}`, `{region}`,
 * `{retentionDays}`, `{logRetentionDays}` and `{analyticsRetentionMonths}` are filled in from the
 * site and infrastructure settings (web/src/config/site.ts, web/src/config/analytics.ts,
 * cdk.json).
 */
export interface PrivacyCopy {
  readonly hero: HeroCopy;
  readonly sections: readonly TextSection[];
  readonly authorities: {
    readonly title: string;
    readonly lead: string;
    readonly list: readonly {
      readonly name: string;
      readonly country: string;
      readonly url: string;
    }[];
    /** The notice Argentina's regulator asks every database holder to show (Disposición 10/2008). */
    readonly note: string;
  };
  readonly contact: { readonly title: string; readonly text: string };
  /** AWS region codes in words; a region not listed is shown by its code. */
  readonly regionNames: Readonly<Record<string, string>>;
}

/**
 * The vulnerability disclosure policy. `{host}` (the site's host name), `{securityEmail}` and
 * `{securityTxt}` (the RFC 9116 file) are filled in from web/src/config.
 */
export interface SecurityCopy {
  readonly hero: HeroCopy;
  /** Under the hero, without a heading: why we want reports, what the policy covers. */
  readonly intro: readonly string[];
  readonly scope: {
    readonly title: string;
    readonly lead: string;
    readonly inScope: TitledList;
    readonly outOfScope: TitledList;
  };
  readonly report: {
    readonly title: string;
    /** Where to write, and in which languages. */
    readonly text: string;
    readonly include: TitledList;
    readonly notes: readonly string[];
  };
  readonly promises: {
    readonly title: string;
    readonly lead: string;
    /** Each commitment and its time limit. */
    readonly timeline: readonly { readonly commitment: string; readonly time: string }[];
    readonly paragraphs: readonly string[];
  };
  readonly safeHarbor: {
    readonly title: string;
    readonly paragraphs: readonly string[];
    readonly conditions: TitledList;
  };
  /** The closing line that points to security.txt. */
  readonly machineReadable: string;
}

/**
 * The legal notice (Spain's LSSI-CE, art. 10). The firm's data come from web/src/config
 * (`SITE`, `LEGAL_ENTITY`); this copy only labels them, so each value is written once. In the
 * texts, `{legalName}`, `{privacyLink}` and `{disclosureLink}` are filled in.
 */
export interface LegalNoticeCopy {
  readonly hero: HeroCopy;
  readonly owner: {
    readonly title: string;
    readonly lead: string;
    /** One label per fact of the notice; a fact with an empty value is not shown. */
    readonly labels: Readonly<Record<keyof LegalEntity | 'legalName' | 'email', string>>;
    /** Beside a value that is still the example shipped with the code. */
    readonly exampleTag: string;
  };
  /** Short sections: who the site is for, privacy and security, reuse of content, the law. */
  readonly sections: readonly TextSection[];
  readonly privacyLink: string;
  readonly disclosureLink: string;
}

/** A barrier known today: what it affects, why, and what to do meanwhile. */
export interface KnownLimitationCopy {
  readonly title: string;
  readonly affected: string;
  readonly reason: string;
  readonly meanwhile: string;
}

/**
 * The accessibility statement, in the sections of the EU model statement (Implementing
 * Decision (EU) 2018/1523) and the W3C's generator. Its facts (status, review date, answer
 * time, limitations) come from web/src/config/accessibility.ts. In the texts, `{legalName}`,
 * `{host}`, `{standard}`, `{level}`, `{date}`, `{browsers}`, `{days}`, `{email}` and
 * `{contactLink}` are filled in.
 */
export interface AccessibilityCopy {
  readonly hero: HeroCopy;
  readonly commitment: { readonly title: string; readonly paragraphs: readonly string[] };
  readonly status: {
    readonly title: string;
    /** One sentence per status; the config says which applies. */
    readonly conformance: Readonly<Record<Conformance, string>>;
  };
  readonly limitations: {
    readonly title: string;
    readonly lead: string;
    /** Shown when the config lists no known limitation. */
    readonly none: string;
    readonly labels: {
      readonly affected: string;
      readonly reason: string;
      readonly meanwhile: string;
    };
    readonly items: Readonly<Record<KnownLimitation, KnownLimitationCopy>>;
  };
  readonly assessment: {
    readonly title: string;
    readonly automatedTitle: string;
    readonly automated: readonly string[];
    readonly manualTitle: string;
    readonly manualLead: string;
    readonly manual: readonly string[];
    readonly notYet: string;
  };
  readonly environments: { readonly title: string; readonly paragraphs: readonly string[] };
  readonly feedback: { readonly title: string; readonly paragraphs: readonly string[] };
  readonly contactLink: string;
  /** The closing line: when and how the statement was prepared. */
  readonly prepared: string;
}

/** The articles' index, an article's frame (not its text) and the home page's latest articles. */
export interface InsightsCopy {
  readonly hero: HeroCopy;
  /** Shown when a language has no article yet. */
  readonly empty: string;
  /** The `<summary>` over articles beyond the first twelve: `{count}` is replaced. */
  readonly olderArticles: string;
  readonly byline: string;
  readonly published: string;
  readonly updated: string;
  /** `{minutes}` is replaced. */
  readonly readingTime: string;
  readonly topics: string;
  /** Each topic's label. */
  readonly topicLabels: Readonly<Record<TopicKey, string>>;
  readonly draft: string;
  /** The link to the other language's version, written in that language's words. */
  readonly readTranslation: string;
  readonly related: string;
  readonly authors: string;
  readonly contact: {
    readonly title: string;
    readonly text: string;
    readonly label: string;
  };
  readonly latest: {
    readonly title: string;
    readonly all: string;
  };
}
