import type { Locale } from '../config/locales';
import type { PageMetaCopy, SiteCopy } from '../content/types';
import { type LazyModule, lazyModule } from './lazy-module';

/**
 * Every copy module of every language (web/src/content/<locale>/…), each a chunk of its own, so
 * that a page downloads the text of its own language and no other. A new language's folder is
 * found here without a line of code changing.
 */
const COPY_MODULES = import.meta.glob<{ default: unknown }>([
  '../content/*/site.ts',
  '../content/*/page-meta.ts',
  '../content/*/landing.ts',
  '../content/*/what-we-do.ts',
  '../content/*/who-we-work-with.ts',
  '../content/*/about.ts',
  '../content/*/contact-page.ts',
  '../content/*/privacy.ts',
  '../content/*/security.ts',
  '../content/*/legal-notice.ts',
  '../content/*/accessibility.ts',
  '../content/*/insights.ts',
  '../content/*/services/*.ts',
]);

const cache = new Map<string, LazyModule<unknown>>();

/**
 * The copy module `content/<locale>/<file>.ts`. Its type is the one its default export is
 * checked against in that file (`const X: LandingCopy = …; export default X`).
 */
export function copyModule<T>(locale: Locale, file: string): LazyModule<T> {
  const key = `../content/${locale}/${file}.ts`;
  let module = cache.get(key);
  if (!module) {
    const loader = COPY_MODULES[key];
    if (!loader) throw new Error(`There is no copy module web/src/content/${locale}/${file}.ts`);
    module = lazyModule(`src/content/${locale}/${file}.ts`, () =>
      loader().then((loaded) => loaded.default),
    );
    cache.set(key, module);
  }
  return module as LazyModule<T>;
}

/** Header, footer, form and dialog texts of a language. */
export function siteCopyModule(locale: Locale): LazyModule<SiteCopy> {
  return copyModule<SiteCopy>(locale, 'site');
}

/** Every page's title and description in a language: needed only on client navigation. */
export function pageMetaModule(locale: Locale): LazyModule<PageMetaCopy> {
  return copyModule<PageMetaCopy>(locale, 'page-meta');
}
