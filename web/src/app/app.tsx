import { Suspense } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import '../styles/global.css';
import { DEFAULT_LOCALE, LOCALE_INFO, LOCALES, type Locale } from '../config/locales';
import { articleLocationOf, canonicalPath, INSIGHTS_PATHS, ROUTE_LIST } from '../config/routes';
import { ErrorBoundary } from './error-boundary';
import { ErrorScreen } from './error-screen';
import { Layout } from './layout';
import { ArticleView, PageView } from './page-routes';
import { useNavigationBeacon } from './use-navigation-beacon';

/**
 * The whole site, without a router: the browser wraps it in BrowserRouter, the prerenderer in
 * StaticRouter, tests in MemoryRouter. Each language has its layout and its pages.
 */
export function App() {
  const { pathname } = useLocation();
  // Here, above the layouts: a change of language swaps the layout, not the app.
  useNavigationBeacon();
  return (
    // Reset by path: a crash on one page does not stick once the visitor navigates away.
    <ErrorBoundary resetKey={pathname} fallback={<ErrorScreen pathname={pathname} />}>
      {/* Pages load lazily on navigation; React keeps the current page up meanwhile. */}
      <Suspense fallback={null}>
        <Routes>
          {LOCALES.map((locale) => (
            <Route key={locale} element={<Layout locale={locale} />}>
              {ROUTE_LIST.filter((route) => route.locale === locale).map((route) => (
                <Route
                  key={route.path}
                  path={route.path}
                  element={<PageView page={route.page} locale={locale} />}
                />
              ))}
              <Route
                path={`${INSIGHTS_PATHS[locale]}/:slug`}
                element={<ArticleRoute pathname={pathname} locale={locale} />}
              />
              {/* Every unknown path shows the landing page of its language, never an error. */}
              <Route
                path={locale === DEFAULT_LOCALE ? '*' : `${LOCALE_INFO[locale].home}/*`}
                element={<PageView page="home" locale={locale} />}
              />
            </Route>
          ))}
        </Routes>
      </Suspense>
    </ErrorBoundary>
  );
}

/** An article's path: its page if the slug has an article's shape, else the home page. */
function ArticleRoute({
  pathname,
  locale,
}: {
  readonly pathname: string;
  readonly locale: Locale;
}) {
  const location = articleLocationOf(canonicalPath(pathname));
  return location ? <ArticleView location={location} /> : <PageView page="home" locale={locale} />;
}
