import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { InlineHashes } from '../functions/security-headers';
import { readInlineCode } from '../web/build/inline-code';

/** Fails with what to do when `npm run build` has not written the site yet. */
export function assertBuiltSite(siteDir: string): void {
  if (!existsSync(join(siteDir, 'index.html'))) {
    throw new Error(`${siteDir}/index.html is missing. Run \`npm run build\` first.`);
  }
}

/**
 * The CSP hashes of the inline stylesheet and loader that the build wrote into every page, as it
 * recorded them (web/build/inline-code.ts). The CloudFront policy and the local twin both read
 * them here, so the header allows exactly the code that was built; nothing a page carries besides
 * (a script that an article's content slipped in) can add to them.
 */
export function siteInlineHashes(siteDir: string): InlineHashes {
  assertBuiltSite(siteDir);
  return readInlineCode(siteDir);
}
