import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { routePages } from './build/route-pages.ts';

export default defineConfig({
  root: 'web',
  publicDir: 'public',
  plugins: [react(), routePages()],
  define: {
    // The footer's copyright year is the year the site was built.
    'import.meta.env.VITE_BUILD_YEAR': JSON.stringify(String(new Date().getFullYear())),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Everything is hashed and served from one origin: no inline modulepreload polyfill needed.
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
  },
});
