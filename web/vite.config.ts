import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: 'web',
  publicDir: 'public',
  plugins: [react()],
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
    // One stylesheet for the whole site: a page's CSS must be in the prerendered HTML, not
    // injected when its lazily loaded chunk arrives.
    cssCodeSplit: false,
    // Read by the prerenderer to preload each page's chunks, then removed from dist.
    manifest: true,
  },
});
