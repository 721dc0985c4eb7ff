import { Suspense } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import '../styles/global.css';
import { ErrorBoundary } from './error-boundary';
import { ErrorScreen } from './error-screen';
import { Layout } from './layout';
import { FALLBACK_ROUTE, PAGE_ROUTES } from './page-routes';

/**
 * The whole site, without a router: the browser wraps it in BrowserRouter, the prerenderer in
 * StaticRouter, tests in MemoryRouter.
 */
export function App() {
  const { pathname } = useLocation();
  return (
    // Reset by path: a crash on one page does not stick once the visitor navigates away.
    <ErrorBoundary resetKey={pathname} fallback={<ErrorScreen />}>
      {/* Pages load lazily on navigation; React keeps the current page up meanwhile. */}
      <Suspense fallback={null}>
        <Routes>
          <Route element={<Layout />}>
            {PAGE_ROUTES.map((route) => (
              <Route key={route.path} path={route.path} element={route.element} />
            ))}
            {/* Every unknown path shows the landing page, never an error. */}
            <Route path="*" element={FALLBACK_ROUTE.element} />
          </Route>
        </Routes>
      </Suspense>
    </ErrorBoundary>
  );
}
