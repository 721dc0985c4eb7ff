import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { cdkJsonContext, readDataHandling } from '../infra/config.ts';
import { pageCopy } from './build/page-copy/page-copy-plugin.ts';
import { plainDynamicImports } from './build/plain-dynamic-imports.ts';
import { productionReactRouter } from './build/production-react-router.ts';

// The privacy notice states where and how long enquiries are kept: the same settings, read the
// same way, as the CDK app that deploys the site.
const context = cdkJsonContext();
const dataHandling = readDataHandling((key) => context[key]);

export default defineConfig({
  root: 'web',
  publicDir: 'public',
  plugins: [pageCopy(), plainDynamicImports(), productionReactRouter(), react()],
  define: {
    // The footer's copyright year is the year the site was built, in UTC as the sitemap's dates.
    'import.meta.env.VITE_BUILD_YEAR': JSON.stringify(String(new Date().getUTCFullYear())),
    'import.meta.env.VITE_AWS_REGION': JSON.stringify(dataHandling.region),
    'import.meta.env.VITE_ENQUIRY_RETENTION_DAYS': JSON.stringify(
      String(dataHandling.enquiryRetentionDays),
    ),
    // Sent by the contact form, awaited by the inlined loader, which may share no module.
    'import.meta.env.VITE_FORM_READY_EVENT': JSON.stringify('contact-form-ready'),
    'import.meta.env.VITE_LOG_RETENTION_DAYS': JSON.stringify(
      String(dataHandling.logRetentionDays),
    ),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Each page's template preloads its modules, with their integrity (web/build/app-modules.ts).
    modulePreload: false,
    assetsInlineLimit: 0,
    // One stylesheet for the whole site: a page's CSS must be in the prerendered HTML, not
    // injected when its lazily loaded chunk arrives.
    cssCodeSplit: false,
    // Read by the prerenderer to list each page's modules, then removed from dist.
    manifest: true,
    rolldownOptions: {
      // The page's loader (index.html's script, inlined by the prerenderer) and the app it
      // loads once the first view has painted: two entries, so that the loader imports nothing.
      // Absolute paths: the build resolves them from where it runs, the dev server from `root`.
      input: {
        index: fileURLToPath(new URL('index.html', import.meta.url)),
        main: fileURLToPath(new URL('src/main.tsx', import.meta.url)),
      },
      // A build's duration is `npm run bench:build`'s to report, not a note on every build.
      checks: { bundlerTimings: false },
    },
  },
});
