import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { App } from './app/app';
import { pageMetaModule, siteCopyModule } from './app/page-copy';
import { loadPageAt } from './app/page-routes';
import { DrawingContext, type DrawingOf } from './components/artwork/drawing-context';
import type { Locale } from './config/locales';
import { ROUTE_LIST } from './config/routes';
import type { PageMetaCopy, SiteCopy } from './content/types';

// What the prerenderer (web/build/prerender.ts) reads from this bundle, compiled with the same
// build-time settings as the browser's.
export { loadPageAt, pageFetchesFor, pageModulesFor } from './app/page-routes';
export { ROUTE_LIST } from './config/routes';
export { SITE } from './config/site';

/** Loads every page's chunks in every language, so that `render` never suspends. */
export async function loadAllPages(): Promise<void> {
  await Promise.all([
    ...ROUTE_LIST.map((route) => loadPageAt(route.path)),
    ...ROUTE_LIST.map((route) => pageMetaModule(route.locale).load()),
  ]);
}

/** Every page's title and description in a language, once `loadAllPages()` has resolved. */
export function pageMetaOf(locale: Locale): PageMetaCopy {
  const meta = pageMetaModule(locale).loaded();
  if (!meta) throw new Error(`The page titles of "${locale}" are not loaded`);
  return meta;
}

/** The header and footer texts of a language, once `loadAllPages()` has resolved. */
export function siteCopyOf(locale: Locale): SiteCopy {
  const copy = siteCopyModule(locale).loaded();
  if (!copy) throw new Error(`The site copy of "${locale}" is not loaded`);
  return copy;
}

/**
 * Renders one route to HTML at build time, once `loadAllPages()` has resolved, with the
 * drawings of its first view images written in (`drawingOf`).
 */
export function render(path: string, drawingOf: DrawingOf): string {
  return renderToString(
    <StrictMode>
      <DrawingContext value={drawingOf}>
        <StaticRouter location={path}>
          <App />
        </StaticRouter>
      </DrawingContext>
    </StrictMode>,
  );
}
