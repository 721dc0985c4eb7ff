import type { Locale } from '../config/locales';
import type { PageKey } from '../config/routes';

/** Data a page loads beside its copy: read it during a render (it may suspend until loaded). */
export interface PageData<Data> {
  read(): Data;
}

/** What every page template is given: its copy, in the page's language, and which page it is. */
export interface PageProps<Copy, Key extends PageKey = PageKey, Data = unknown> {
  readonly copy: Copy;
  readonly page: Key;
  /** What the template names with `dataFor` (a list of articles), loaded with the page. */
  readonly data?: PageData<Data>;
}

/** A page's data as a chunk: its source module (a key of Vite's manifest) and its loader. */
export interface PageDataChunk<Data> {
  readonly module: string;
  readonly load: () => Promise<Data>;
  /**
   * Loaded only once the page is interactive, not before it hydrates: for a part below the first
   * screen, read inside a `<Suspense>` that keeps the prerendered HTML until it arrives. The
   * prerenderer still renders it; it is not part of the page's first load.
   */
  readonly deferred?: boolean;
}

/**
 * Loads another copy file of the page's language (`web/src/content/pages/<locale>/<file>.yaml`).
 * Handed to a template by the router rather than imported: a page chunk with dynamic imports of
 * its own that imports `app/page-copy` or `app/lazy-module` makes Rolldown (Vite 8) move React
 * into a chunk every page then loads, about 0.9 KB gzip more on every route.
 */
export type CopyLoader = <T>(file: string) => Promise<T>;

/**
 * A template that shows more than its copy (a list of articles) names it: a chunk of its own,
 * that the router loads with the page and the prerenderer preloads in its HTML (unless
 * deferred). What it loads is known to the template's chunk only, never to the main bundle.
 */
export interface PageDataSource {
  readonly dataFor?: (locale: Locale, copyOf: CopyLoader) => PageDataChunk<unknown> | undefined;
}
