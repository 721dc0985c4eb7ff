import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What makes a page's first view one request: the site's stylesheet and the page's loader
 * (web/src/entry-client.ts), written into the HTML instead of linked. Both are the same text on
 * every page, so the Content-Security-Policy allows them by one hash each
 * (functions/security-headers.ts), and nothing else inline. Decision 0017 says why.
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
  const html = template
    .replace(STYLESHEET, (_tag, file: string) => {
      inlined.push(file);
      return `<style>${fileText(distDir, file, '</style')}</style>`;
    })
    .replace(ENTRY_SCRIPT, (_tag, file: string) => {
      inlined.push(file);
      const code = fileText(distDir, file, '</script');
      if (STATIC_IMPORT.test(code)) {
        throw new Error(`${file} imports another module and cannot be inlined`);
      }
      return `<script type="module">${code}</script>`;
    });
  if (inlined.length !== 2) {
    throw new Error(
      `Expected one stylesheet and one entry script in the built index.html, inlined: ${inlined.join(', ') || 'none'}`,
    );
  }
  return { html, inlined };
}
