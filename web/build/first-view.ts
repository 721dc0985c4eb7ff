import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PurgeCSS } from 'purgecss';
import { type PageKey, SERVICE_SLUGS } from '../src/config/routes.ts';
import { cspHash } from './inline-code.ts';

/**
 * What makes a page's first view one request: the rules of the site's stylesheet that its
 * markup uses, and the page's loader (web/src/entry-client.ts), written into the HTML instead of
 * linked. The whole stylesheet stays a file, which the page's app template links: it loads after
 * the first paint, before the app runs (decision 0032). The loader is the same text on every page,
 * and the first-view rules are the same for every page of a group (`firstViewGroupOf`), so the
 * Content-Security-Policy allows them by one hash each (functions/security-headers.ts), and
 * nothing else inline: the hashes come from the texts the build itself inlines
 * (web/build/inline-code.ts), not from the pages. Decision 0017 says why the first view is one
 * request.
 */

const STYLESHEET = /<link rel="stylesheet"[^>]*\shref="\/([^"]+\.css)"[^>]*>/g;
const ENTRY_SCRIPT = /<script type="module"[^>]*\ssrc="\/([^"]+\.js)"[^>]*><\/script>/g;
// A static import would resolve against the page's URL once inlined, not against /assets/.
const STATIC_IMPORT = /\bimport\s*["'{*]|\bfrom\s*["']|\bimport\.meta\b/;

const SCRIPTS = /<script\b[^>]*>[\s\S]*?<\/script>/gi;
const BODY_END = /<\/body>/i;

/**
 * The id of the loader's element, at the end of the body. Until the parser has read it, the
 * head's `<link rel="expect" blocking="render">` keeps the browser from painting: the first frame
 * is the whole page as the loader leaves it (its first view shown, the rest held), never a part
 * parsed before a pause of the parser that the loader then changes before the page is on the
 * screen. The page fits its first round trip (test/build/built-site.test.ts), so this waits for
 * no byte; decision 0033 says what the early frame cost.
 */
export const LOADER_ID = 'loader';

/** The head's promise of the loader: nothing is painted until the parser has read it. */
export const LOADER_PROMISE = `<link rel="expect" href="#${LOADER_ID}" blocking="render">`;

/** Where a page's first-view rules go, in the template, until they are known. */
export const FIRST_VIEW_CSS_MARKER = '<!--first-view-css-->';

export interface FirstView {
  /**
   * The template with the loader inline at the end of the body, the head's promise of it, and
   * `FIRST_VIEW_CSS_MARKER` where the rules go.
   */
  readonly html: string;
  /** The site's whole stylesheet, as a URL path: the app template links it. */
  readonly stylesheet: string;
  /** Its text, for `firstViewCss`. */
  readonly css: string;
  /** The loader's file, now inline: nothing links it any more. */
  readonly inlined: readonly string[];
  /** The CSP hash of the loader, for the policy to allow. */
  readonly scripts: readonly string[];
}

function fileText(distDir: string, file: string, closingTag: string): string {
  const text = readFileSync(join(distDir, file), 'utf8').trim();
  if (text.toLowerCase().includes(closingTag)) {
    throw new Error(`${file} contains ${closingTag} and cannot be inlined`);
  }
  return text;
}

/**
 * Inlines the built template's one entry script, and leaves a place for the first-view rules
 * where its one stylesheet was linked.
 */
export function inlineFirstView(template: string, distDir: string): FirstView {
  const inlined: string[] = [];
  const stylesheets: { file: string; css: string }[] = [];
  const scripts: string[] = [];
  let loader = '';
  const html = template
    .replace(STYLESHEET, (_tag, file: string) => {
      stylesheets.push({ file, css: fileText(distDir, file, '</style') });
      return `<style>${FIRST_VIEW_CSS_MARKER}</style>`;
    })
    .replace(ENTRY_SCRIPT, (_tag, file: string) => {
      inlined.push(file);
      const code = fileText(distDir, file, '</script');
      if (STATIC_IMPORT.test(code)) {
        throw new Error(`${file} imports another module and cannot be inlined`);
      }
      // A classic script runs where the parser reads it, before the first frame; a module would
      // wait for the end of parsing, and the frame could come first. The function keeps its names
      // its own, as the module did.
      loader = `(()=>{${code}})()`;
      scripts.push(cspHash(loader));
      return LOADER_PROMISE;
    });
  const [stylesheet] = stylesheets;
  if (!stylesheet || stylesheets.length !== 1 || inlined.length !== 1) {
    throw new Error(
      `Expected one stylesheet and one entry script in the built index.html, found: ${[...stylesheets.map((s) => s.file), ...inlined].join(', ') || 'none'}`,
    );
  }
  if (!BODY_END.test(html)) throw new Error('The built index.html has no </body> for the loader');
  return {
    html: html.replace(BODY_END, (end) => `<script id="${LOADER_ID}">${loader}</script>${end}`),
    stylesheet: `/${stylesheet.file}`,
    css: stylesheet.css,
    inlined,
    scripts,
  };
}

/** The pages whose templates look alike enough to share their first-view rules. */
const SHARED_GROUPS: Readonly<Record<string, readonly PageKey[]>> = {
  service: SERVICE_SLUGS,
  text: ['privacy', 'security', 'legalNotice', 'accessibility', 'insights'],
  company: ['whoWeWorkWith', 'about', 'contact'],
};

/** The first-view group of every article: one template. */
export const ARTICLES_GROUP = 'articles';

/**
 * Which first-view rules a page of this kind carries: those of its group, every page of which
 * carries the same rules, so that the Content-Security-Policy allows each group by one hash. A
 * page carries the rules its group's other pages use, so a group is one template (the service
 * pages) or templates that look alike (the text pages); a kind not named here is a group of its
 * own. Articles are one more group (`ARTICLES_GROUP`). Decision 0032.
 */
export function firstViewGroupOf(page: PageKey): string {
  const [group] = Object.entries(SHARED_GROUPS).find(([, pages]) => pages.includes(page)) ?? [page];
  return group;
}

/**
 * The rules of `css` that the markup of these pages can use before their app runs: every rule
 * whose selector matches something in some page (PurgeCSS reads the class names, ids, tags and
 * attributes in them), with the keyframes and font faces those rules use, and every custom
 * property. What only the app adds (a dialog, the toast, the open drawer, another page's parts)
 * waits for the whole stylesheet, which loads before the app runs.
 */
export async function firstViewCss(css: string, pages: readonly string[]): Promise<string> {
  const [result] = await new PurgeCSS().purge({
    // The markup only: a word in a script (the loader's, the JSON-LD) is not something the
    // first view shows, and the rules the loader's attributes switch on wait for the stylesheet.
    content: pages.map((page) => ({ raw: page.replace(SCRIPTS, ''), extension: 'html' })),
    css: [{ raw: css }],
    keyframes: true,
    fontFace: true,
  });
  if (!result) throw new Error('PurgeCSS returned no stylesheet');
  if (result.css.toLowerCase().includes('</style')) {
    throw new Error('The first-view rules contain </style and cannot be inlined');
  }
  return result.css;
}
