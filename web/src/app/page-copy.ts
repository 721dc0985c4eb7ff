import type { Locale } from '../config/locales';
import type { PageCopyFile } from '../content/pages/page-files';
import type {
  AboutCopy,
  AccessibilityCopy,
  ContactPageCopy,
  InsightsCopy,
  LandingCopy,
  LegalNoticeCopy,
  PageMetaCopy,
  PrivacyCopy,
  SecurityCopy,
  ServicePageCopy,
  SiteCopy,
  WhatWeDoCopy,
  WhoWeWorkWithCopy,
} from '../content/types';
import { type LazyModule, lazyModule } from './lazy-module';

/**
 * Every page's copy in every language (web/src/content/pages/<locale>/…), each a chunk of its
 * own, so that a page downloads the text of its own language and no other. The content files are
 * checked and turned into modules by the build (web/build/page-copy). A new language's folder is
 * found here without a line of code changing.
 */
const COPY_MODULES = import.meta.glob<{ default: unknown }>(
  [
    './*/site.yaml',
    './*/page-meta.yaml',
    './*/landing.yaml',
    './*/what-we-do.yaml',
    './*/who-we-work-with.yaml',
    './*/about.yaml',
    './*/contact-page.yaml',
    './*/privacy.yaml',
    './*/security.yaml',
    './*/legal-notice.yaml',
    './*/accessibility.yaml',
    './*/insights.yaml',
    './*/services/*.yaml',
  ],
  // Keys relative to the folder (`./en/landing.yaml`): every byte of this map ships in the
  // first-load JS.
  { base: '../content/pages' },
);

/** What each page copy file holds, as the components read it. */
interface CopyTypes {
  site: SiteCopy;
  'page-meta': PageMetaCopy;
  landing: LandingCopy;
  'what-we-do': WhatWeDoCopy;
  'who-we-work-with': WhoWeWorkWithCopy;
  about: AboutCopy;
  'contact-page': ContactPageCopy;
  privacy: PrivacyCopy;
  security: SecurityCopy;
  'legal-notice': LegalNoticeCopy;
  accessibility: AccessibilityCopy;
  insights: InsightsCopy;
}
type PageFile = (keyof CopyTypes | `services/${string}`) & PageCopyFile;
type CopyType<F extends PageFile> = F extends keyof CopyTypes ? CopyTypes[F] : ServicePageCopy;

const cache = new Map<string, LazyModule<unknown>>();

/** The copy of `content/pages/<locale>/<file>.yaml`, typed as its page reads it. */
export function copyModule<F extends PageFile>(locale: Locale, file: F): LazyModule<CopyType<F>>;
export function copyModule<T>(locale: Locale, file: string): LazyModule<T>;
export function copyModule(locale: Locale, file: string): LazyModule<unknown> {
  const key = `./${locale}/${file}.yaml`;
  let module = cache.get(key);
  if (!module) {
    const loader = COPY_MODULES[key];
    if (!loader)
      throw new Error(`There is no page copy web/src/content/pages/${locale}/${file}.yaml`);
    module = lazyModule(`src/content/pages/${locale}/${file}.yaml`, () =>
      loader().then((loaded) => loaded.default),
    );
    cache.set(key, module);
  }
  return module;
}

/** Header, footer, form and dialog texts of a language. */
export function siteCopyModule(locale: Locale): LazyModule<SiteCopy> {
  return copyModule(locale, 'site');
}

/** Every page's title and description in a language: needed only on client navigation. */
export function pageMetaModule(locale: Locale): LazyModule<PageMetaCopy> {
  return copyModule(locale, 'page-meta');
}
