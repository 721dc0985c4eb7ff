import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * The build's record of the code it writes inline into the pages (web/build/first-view.ts: the
 * site's stylesheet and the page's loader), by the CSP hash of each text. The
 * Content-Security-Policy allows exactly these hashes: CloudFront's response headers policy and
 * the local twin read them here (infra/built-site.ts), never from the pages, so an inline
 * `<script>` or `<style>` that content brought into a page (an article's body, say) is not in
 * the policy and the browser refuses to run it.
 */

/** The build's records: beside the pages in the built site, but neither uploaded nor served. */
export const BUILD_RECORDS_DIR = '.build';

/** The manifest of the inline code, relative to the built site. */
export const INLINE_CODE_FILE = `${BUILD_RECORDS_DIR}/inline-code.json`;

/** The inline code a policy allows, by the CSP hash (`'sha256-…'`) of each element's text. */
export interface InlineCode {
  /** `<style>` elements: the site's one stylesheet, inlined into every page. */
  readonly styles: readonly string[];
  /** `<script>` elements that run: the site's one loader, inlined into every page. */
  readonly scripts: readonly string[];
}

/** The CSP source expression of an inline element's text, as the browser hashes it (UTF-8). */
export function cspHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

const CSP_HASH = /^'sha256-[A-Za-z0-9+/]{43}='$/;

export function writeInlineCode(siteDir: string, code: InlineCode): void {
  const file = join(siteDir, INLINE_CODE_FILE);
  mkdirSync(dirname(file), { recursive: true });
  const sorted = { styles: [...code.styles].sort(), scripts: [...code.scripts].sort() };
  writeFileSync(file, `${JSON.stringify(sorted, null, 2)}\n`);
}

/** The manifest of a built site; fails with what to do when it is missing or not the build's. */
export function readInlineCode(siteDir: string): InlineCode {
  const file = join(siteDir, INLINE_CODE_FILE);
  if (!existsSync(file)) {
    throw new Error(`${file} is missing. Run \`npm run build\` first.`);
  }
  const code = JSON.parse(readFileSync(file, 'utf8')) as Partial<Record<keyof InlineCode, unknown>>;
  const hashes = (key: keyof InlineCode): string[] => {
    const value = code[key];
    if (!Array.isArray(value) || !value.every((hash) => CSP_HASH.test(String(hash)))) {
      throw new Error(`${file}: "${key}" must be a list of 'sha256-…' hashes`);
    }
    return value as string[];
  };
  return { styles: hashes('styles'), scripts: hashes('scripts') };
}
