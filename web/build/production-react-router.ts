import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/** The two entries of react-router that the site's code reaches, through react-router-dom. */
const ENTRIES: Readonly<Record<string, string>> = {
  'react-router': 'index.mjs',
  'react-router/dom': 'dom-export.mjs',
};

/** A module of react-router's development build: the browser bundle must hold none. */
const DEVELOPMENT_BUILD = /react-router\/dist\/development\//;

/** Where this installation of react-router keeps its production build. */
export function productionBuildDir(): string {
  const packageJson = createRequire(import.meta.url).resolve('react-router/package.json');
  return join(dirname(packageJson), 'dist', 'production');
}

/**
 * Bundles react-router's production build into the browser's code. Since 7.0.2 the package's
 * `exports` name its development build under every condition (remix-run/react-router#12532,
 * #14102, still open): a production bundle carried its development-only warnings, which print in
 * a visitor's console (`No routes matched location`), and 0.5 KB gzip of first-load JS that
 * the budget needs for the navigation beacon. Its production build is the same code with those
 * warnings off. The prerenderer's server bundle and the tests keep the package's own choice.
 * The build fails if a development module still gets in, so the saving cannot be lost silently.
 */
export function productionReactRouter(): Plugin {
  const dir = productionBuildDir();
  let serverBundle = false;
  return {
    name: 'production-react-router',
    enforce: 'pre',
    apply: 'build',
    configResolved(config) {
      serverBundle = Boolean(config.build.ssr);
    },
    buildStart() {
      for (const file of Object.values(ENTRIES)) {
        if (!existsSync(join(dir, file))) {
          this.error(
            `react-router has no ${join(dir, file)}: update web/build/production-react-router.ts for this version.`,
          );
        }
      }
    },
    resolveId(source, _importer, options) {
      const file = ENTRIES[source];
      if (!file || serverBundle || options?.ssr) return undefined;
      return join(dir, file);
    },
    generateBundle(_, bundle) {
      if (serverBundle) return;
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk') continue;
        const development = file.moduleIds.find((id) => DEVELOPMENT_BUILD.test(id));
        if (development) {
          this.error(
            `${file.fileName} holds react-router's development build (${development}): see web/build/production-react-router.ts.`,
          );
        }
      }
    },
  };
}
