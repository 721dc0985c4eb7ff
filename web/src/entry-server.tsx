import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { App } from './app/app';

// What the prerenderer (web/build/prerender.ts) reads from this bundle, compiled with the same
// build-time settings as the browser's.
export { loadAllPages, pageModuleFor } from './app/page-routes';
export { ROUTE_LIST } from './config/routes';
export { SITE } from './config/site';

/** Renders one route to HTML at build time, once `loadAllPages()` has resolved. */
export function render(path: string): string {
  return renderToString(
    <StrictMode>
      <StaticRouter location={path}>
        <App />
      </StaticRouter>
    </StrictMode>,
  );
}
