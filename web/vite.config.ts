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
  },
});
