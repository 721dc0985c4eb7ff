import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/app';
import { loadPageAt } from './app/page-routes';

const root = document.getElementById('root');
const app = (
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>
);

if (root) {
  // Every page is prerendered (web/build/prerender.ts): load this page's template and its
  // language's copy first, so the first render matches the HTML and hydration keeps it.
  // `npm run dev` has no prerendered HTML, so it renders from scratch.
  loadPageAt(window.location.pathname).then(() => {
    // A transition: React hydrates in slices of a few milliseconds and a phone's main thread
    // stays free for the visitor's first tap (no long task).
    if (root.firstElementChild) startTransition(() => void hydrateRoot(root, app));
    else createRoot(root).render(app);
  });
}
