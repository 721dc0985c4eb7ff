import type { Plugin } from 'vite';

/** Vite's own helper module, which it imports into every chunk that has a dynamic `import()`. */
const PRELOAD_HELPER_ID = '\0vite/preload-helper.js';
/** An event only Vite's helper dispatches: its name in a chunk means the helper is back. */
const HELPER_MARK = 'vite:preloadError';

/**
 * Replaces Vite's preload helper with a plain call of the import. Vite wraps every dynamic
 * `import()` in a helper that preloads the imported chunk's dependencies and dispatches
 * `vite:preloadError` when one fails, even with `build.modulePreload: false`, where every
 * dependency list is empty (vitejs/vite#13952, #18551): about 600 bytes gzip in the app's first
 * load that do nothing here, since each page's template already lists every module it needs
 * (web/build/app-modules.ts) and a failed chunk is retried by `lazyModule`. The build fails if
 * the helper ever comes back under another name, so the saving cannot be lost silently.
 */
export function plainDynamicImports(): Plugin {
  return {
    name: 'plain-dynamic-imports',
    enforce: 'pre',
    apply: 'build',
    load(id) {
      if (id === PRELOAD_HELPER_ID) return 'export const __vitePreload = (load) => load();';
      return undefined;
    },
    generateBundle(_, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type === 'chunk' && file.code.includes(HELPER_MARK)) {
          this.error(
            `${file.fileName} holds Vite's preload helper again: update web/build/plain-dynamic-imports.ts for this Vite version.`,
          );
        }
      }
    },
  };
}
