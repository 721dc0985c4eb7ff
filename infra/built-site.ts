import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type InlineHashes, inlineHashesOf } from '../functions/security-headers';

/** Fails with what to do when `npm run build` has not written the site yet. */
export function assertBuiltSite(siteDir: string): void {
  if (!existsSync(join(siteDir, 'index.html'))) {
    throw new Error(`${siteDir}/index.html is missing. Run \`npm run build\` first.`);
  }
}

/**
 * The CSP hashes of the inline styles and scripts of every page of a built site, each once. The
 * build inlines the same stylesheet and loader into every page, so there is one of each; the
 * CloudFront policy and the local twin both read them from the files they serve, so the header
 * always allows exactly the code that was built.
 */
export function siteInlineHashes(siteDir: string): InlineHashes {
  assertBuiltSite(siteDir);
  const styles = new Set<string>();
  const scripts = new Set<string>();
  const pages = readdirSync(siteDir, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.html'),
  );
  for (const page of pages) {
    const inline = inlineHashesOf(readFileSync(join(siteDir, page), 'utf8'));
    for (const hash of inline.styles) styles.add(hash);
    for (const hash of inline.scripts) scripts.add(hash);
  }
  return { styles: [...styles].sort(), scripts: [...scripts].sort() };
}
