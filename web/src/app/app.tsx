import { Route, Routes, useLocation } from 'react-router-dom';
import { ROUTES, SERVICE_SLUGS, servicePath } from '../config/routes';
import { AboutPage } from '../pages/about-page';
import { ContactPage } from '../pages/contact-page';
import { LandingPage } from '../pages/landing-page';
import { ServicePage } from '../pages/service-page';
import { WhatWeDoPage } from '../pages/what-we-do-page';
import { WhoWeWorkWithPage } from '../pages/who-we-work-with-page';
import '../styles/global.css';
import { ErrorBoundary } from './error-boundary';
import { ErrorScreen } from './error-screen';
import { Layout } from './layout';

/**
 * The whole site, without a router: the browser wraps it in BrowserRouter, the prerenderer in
 * StaticRouter, tests in MemoryRouter.
 */
export function App() {
  const { pathname } = useLocation();
  return (
    // Reset by path: a crash on one page does not stick once the visitor navigates away.
    <ErrorBoundary resetKey={pathname} fallback={<ErrorScreen />}>
      <Routes>
        <Route element={<Layout />}>
          <Route path={ROUTES.home.path} element={<LandingPage />} />
          <Route path={ROUTES.whatWeDo.path} element={<WhatWeDoPage />} />
          <Route path={ROUTES.whoWeWorkWith.path} element={<WhoWeWorkWithPage />} />
          <Route path={ROUTES.about.path} element={<AboutPage />} />
          <Route path={ROUTES.contact.path} element={<ContactPage />} />
          {SERVICE_SLUGS.map((slug) => (
            <Route key={slug} path={servicePath(slug)} element={<ServicePage slug={slug} />} />
          ))}
          {/* Every unknown path shows the landing page, never an error. */}
          <Route path="*" element={<LandingPage />} />
        </Route>
      </Routes>
    </ErrorBoundary>
  );
}
