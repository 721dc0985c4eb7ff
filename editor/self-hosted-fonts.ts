import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/**
 * Sveltia CMS's stylesheet loads its three fonts from jsDelivr even when installed from npm
 * (sveltia-cms issue #909), though the npm package ships the same files. The editor's CSP allows
 * fonts from its own origin only, so this rewrites each jsDelivr font URL to the packaged file,
 * emitted under `/fonts/`. A CDN font with no packaged file fails the build: an upgrade that adds
 * one is seen here, not as a blocked request in the editor.
 */

const PACKAGE_ASSETS = fileURLToPath(
  new URL('../node_modules/@sveltia/cms/npm/assets', import.meta.url),
);
const CDN_FONT =
  /https:\/\/cdn\.jsdelivr\.net\/fontsource\/fonts\/([a-z0-9-]+)(?::vf)?@[\d.]+\/([a-z0-9-]+)\.woff2/g;

export function selfHostedFonts(): Plugin {
  const fonts = new Map<string, string>();
  return {
    name: 'self-hosted-fonts',
    transform(code, id) {
      if (!id.includes('@sveltia/cms') || !code.includes('cdn.jsdelivr.net/fontsource')) return;
      const packaged = readdirSync(PACKAGE_ASSETS);
      return code.replace(CDN_FONT, (url, family: string, face: string) => {
        const stem = `${family}-${face}`;
        const file = packaged.find(
          (name) => name.startsWith(`${stem}-`) && name.endsWith('.woff2'),
        );
        if (!file) this.error(`No packaged font for ${url}: the editor's CSP would block it.`);
        fonts.set(stem, join(PACKAGE_ASSETS, file as string));
        return `/fonts/${stem}.woff2`;
      });
    },
    generateBundle(_options, bundle) {
      for (const [stem, file] of fonts) {
        this.emitFile({
          type: 'asset',
          fileName: `fonts/${stem}.woff2`,
          source: readFileSync(file),
        });
      }
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === 'chunk' && chunk.code.includes('cdn.jsdelivr.net/fontsource')) {
          this.error(`${chunk.fileName} still loads a font from jsDelivr.`);
        }
      }
    },
  };
}
