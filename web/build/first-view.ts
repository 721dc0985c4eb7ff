import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cspHash, type InlineCode } from './inline-code.ts';

/**
 * What makes a page's first view one request: the site's stylesheet and the page's loader
 * (web/src/entry-client.ts), written into the HTML instead of linked. Both are the same text on
 * every page, so the Content-Security-Policy allows them by one hash each
 * (functions/security-headers.ts), and nothing else inline: the hashes come from here, the texts
 * the build itself inlines (web/build/inline-code.ts), not from the pages. Decision 0017 says why.
 */

const STYLESHEET = /<link rel="stylesheet"[^>]*\shref="\/([^"]+\.css)"[^>]*>/g;
const ENTRY_SCRIPT = /<script type="module"[^>]*\ssrc="\/([^"]+\.js)"[^>]*><\/script>/g;
// A static import would resolve against the page's URL once inlined, not against /assets/.
const STATIC_IMPORT = /\bimport\s*["'{*]|\bfrom\s*["']|\bimport\.meta\b/;

export interface FirstView {
  /** The template with the stylesheet and the loader inline. */
  readonly html: string;
  /** The files now inline: nothing links them any more. */
  readonly inlined: readonly string[];
  /** The CSP hash of each text now inline, for the policy to allow. */
  readonly code: InlineCode;
}

function fileText(distDir: string, file: string, closingTag: string): string {
  const text = readFileSync(join(distDir, file), 'utf8').trim();
  if (text.toLowerCase().includes(closingTag)) {
    throw new Error(`${file} contains ${closingTag} and cannot be inlined`);
  }
  return text;
}

/** Inlines the built template's one stylesheet and one entry script. */
export function inlineFirstView(template: string, distDir: string): FirstView {
  const inlined: string[] = [];
  const styles: string[] = [];
  const scripts: string[] = [];
  const html = template
    .replace(STYLESHEET, (_tag, file: string) => {
      inlined.push(file);
      const css = fileText(distDir, file, '</style');
      styles.push(cspHash(css));
      return `<style>${css}</style>`;
    })
    .replace(ENTRY_SCRIPT, (_tag, file: string) => {
      inlined.push(file);
      const code = fileText(distDir, file, '</script');
      if (STATIC_IMPORT.test(code)) {
        throw new Error(`${file} imports another module and cannot be inlined`);
      }
      scripts.push(cspHash(code));
      return `<script type="module">${code}</script>`;
    });
  if (inlined.length !== 2) {
    throw new Error(
      `Expected one stylesheet and one entry script in the built index.html, inlined: ${inlined.join(', ') || 'none'}`,
    );
  }
  return { html, inlined, code: { styles, scripts } };
}
