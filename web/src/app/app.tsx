import { Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import '../styles/global.css';
import { articleLocationOf, canonicalPath, routeForPath } from '../config/routes';
import { ErrorBoundary } from './error-boundary';
import { ErrorScreen } from './error-screen';
import { Layout } from './layout';
import { ArticleView, PageView } from './page-routes';
import { useNavigationBeacon } from './use-navigation-beacon';

/**
 * The whole site, without a router: the browser wraps it in BrowserRouter, the prerenderer in
 * StaticRouter, tests in MemoryRouter. The route table (config/routes.ts) resolves a path to its
 * page and language, as the edge routing does: matching ignores case and a trailing slash, an
 * article's path shows its article, and every unknown path shows the landing page of its
 * language, never an error. React Router's own route matching is not used, nor shipped.
 */
export function App() {
  const { pathname } = useLocation();
  // Here, above the layouts: a change of language swaps the layout, not the app.
  useNavigationBeacon();
  const { page, locale } = routeForPath(pathname);
  const article = articleLocationOf(canonicalPath(pathname));
  return (
    // Reset by path: a crash on one page does not stick once the visitor navigates away.
    <ErrorBoundary resetKey={pathname} fallback={<ErrorScreen pathname={pathname} />}>
      {/* Pages load lazily on navigation; React keeps the current page up meanwhile. */}
      <Suspense fallback={null}>
        <Layout locale={locale}>
          {article ? <ArticleView location={article} /> : <PageView page={page} locale={locale} />}
        </Layout>
      </Suspense>
    </ErrorBoundary>
  );
}
