import { defineConfig, type Plugin } from 'vite';
import {
  EDITOR_BUILD_INFO_FILE,
  type EditorBuildInfo,
  LOCAL_REPOSITORY,
} from '../infra/built-editor.ts';
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
    LOCAL_REPOSITORY
  );
}

/**
 * `import config from 'virtual:cms-config'`: the configuration as JSON, made at build time; and
 * beside the files, what it was built for (the pre-deploy check reads the repository there).
 */
function cmsConfig(): Plugin {
  const config = buildCmsConfig({ repository: repository() });
  const backend = config.backend as { repo: string; branch: string };
  const info: EditorBuildInfo = { repository: backend.repo, branch: backend.branch };
  return {
    name: 'cms-config',
    resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : undefined),
    load: (id) => (id === RESOLVED_ID ? `export default ${JSON.stringify(config)};` : undefined),
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: EDITOR_BUILD_INFO_FILE,
        source: `${JSON.stringify(info, null, 2)}\n`,
      });
    },
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
    // A build's duration is `npm run bench:build`'s to report, not a note on every build.
    rolldownOptions: { checks: { bundlerTimings: false } },
  },
});
