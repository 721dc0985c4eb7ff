import { defineConfig, type Plugin } from 'vite';
import { buildCmsConfig } from './config/cms-config.ts';
import { selfHostedFonts } from './self-hosted-fonts.ts';

/**
 * `npm run build:editor`: the editor (Sveltia CMS from npm, pinned) and its configuration,
 * generated from the content schemas, into editor/dist, which the editor stack deploys. Its own
 * build, apart from the site's: it shares the schemas, nothing else.
 */

const VIRTUAL_ID = 'virtual:cms-config';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

/** The repository the editor commits to: the engineer's setting, else GitHub Actions' own. */
function repository(): string {
  return (
    process.env.EDITOR_GITHUB_REPOSITORY?.trim() ||
    process.env.GITHUB_REPOSITORY?.trim() ||
    'local/working-tree'
  );
}

/** `import config from 'virtual:cms-config'`: the configuration as JSON, made at build time. */
function cmsConfig(): Plugin {
  return {
    name: 'cms-config',
    resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : undefined),
    load: (id) =>
      id === RESOLVED_ID
        ? `export default ${JSON.stringify(buildCmsConfig({ repository: repository() }))};`
        : undefined,
  };
}

export default defineConfig({
  root: 'editor',
  publicDir: false,
  plugins: [cmsConfig(), selfHostedFonts()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Files, never `data:` URLs: the CSP's `font-src 'self'` and the same caching for all.
    assetsInlineLimit: 0,
    // The editor's code is Sveltia's, already minified: no source maps to ship.
    sourcemap: false,
    chunkSizeWarningLimit: 4096,
  },
});
