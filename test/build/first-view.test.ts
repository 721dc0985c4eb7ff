import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  FIRST_VIEW_CSS_MARKER,
  firstViewCss,
  firstViewGroupOf,
  inlineFirstView,
  LOADER_ID,
} from '../../web/build/first-view';
import { cspHash } from '../../web/build/inline-code';
import { SERVICE_SLUGS } from '../../web/src/config/routes';

const TEMPLATE = [
  '<head>',
  '<script type="module" crossorigin src="/assets/index-1.js"></script>',
  '<link rel="stylesheet" crossorigin href="/assets/style-2.css">',
  '</head>',
  '<body><div id="root"></div></body>',
].join('');

const LOADER = 'addEventListener("load",()=>import(list[0].src));';
/** The loader as the page carries it: a classic script, its names kept to itself. */
const INLINE_LOADER = `(()=>{${LOADER}})()`;

let distDir: string;

function write(file: string, text: string): void {
  writeFileSync(join(distDir, 'assets', file), text);
}

beforeEach(() => {
  distDir = mkdtempSync(join(tmpdir(), 'first-view-'));
  mkdirSync(join(distDir, 'assets'));
  write('index-1.js', 'addEventListener("load",()=>import(list[0].src));\n');
  write('style-2.css', '@media (width<=768px){a>b{color:red}}\n');
});

describe('inlineFirstView', () => {
  it('writes the loader at the end of the body, keeps the first frame until it is read, leaves a place for the first-view rules, and keeps the stylesheet a file', () => {
    const { html, inlined, stylesheet, css } = inlineFirstView(TEMPLATE, distDir);
    expect(html).toBe(
      [
        '<head>',
        `<link rel="expect" href="#${LOADER_ID}" blocking="render">`,
        `<style>${FIRST_VIEW_CSS_MARKER}</style>`,
        '</head>',
        '<body><div id="root"></div>',
        `<script id="${LOADER_ID}">${INLINE_LOADER}</script>`,
        '</body>',
      ].join(''),
    );
    expect(inlined).toEqual(['assets/index-1.js']);
    expect(stylesheet).toBe('/assets/style-2.css');
    expect(css).toBe('@media (width<=768px){a>b{color:red}}');
  });

  it('records the CSP hash of exactly the loader it inlined, for the policy to allow', () => {
    const { scripts } = inlineFirstView(TEMPLATE, distDir);
    expect(scripts).toEqual([cspHash(INLINE_LOADER)]);
  });

  it('refuses a template without a body to end with the loader', () => {
    expect(() => inlineFirstView(TEMPLATE.replace(/<body>.*<\/body>/, ''), distDir)).toThrow(
      'no </body> for the loader',
    );
  });

  it('refuses a loader that imports another module: inline, it would resolve against the page', () => {
    write('index-1.js', 'import{a as b}from"./vendor-3.js";b();');
    expect(() => inlineFirstView(TEMPLATE, distDir)).toThrow(
      'assets/index-1.js imports another module and cannot be inlined',
    );
  });

  it('refuses text that would close its element early', () => {
    write('style-2.css', 'b::after{content:"</style>"}');
    expect(() => inlineFirstView(TEMPLATE, distDir)).toThrow('contains </style');
  });

  it('refuses a template without its stylesheet or its script', () => {
    expect(() => inlineFirstView('<head></head>', distDir)).toThrow(
      'Expected one stylesheet and one entry script',
    );
  });
});

describe('firstViewGroupOf', () => {
  it('gives the pages of one template, or of templates alike, one group, and any other page its own', () => {
    expect(new Set(SERVICE_SLUGS.map(firstViewGroupOf)).size).toBe(1);
    expect(firstViewGroupOf('privacy')).toBe(firstViewGroupOf('legalNotice'));
    expect(firstViewGroupOf('home')).not.toBe(firstViewGroupOf('whatWeDo'));
    expect(firstViewGroupOf('home')).not.toBe(firstViewGroupOf('privacy'));
  });
});

describe('firstViewCss', () => {
  const CSS =
    '.hero{color:red}.dialog{color:blue}@media (width<=768px){.hero{color:green}.toast{color:pink}}@keyframes spin{to{rotate:1turn}}@keyframes fade{to{opacity:0}}.dialog{animation:fade 1s}.hero:hover{animation:spin 1s}[data-open=true]{display:block}';

  it('keeps the rules the pages’ markup uses, in their order and media, and drops the rest', async () => {
    const css = await firstViewCss(CSS, [
      '<main><section class="hero" data-open="true">Hi</section></main>',
    ]);
    expect(css).toContain('.hero{color:red}');
    expect(css).toContain('@media (width<=768px){.hero{color:green}}');
    expect(css).toContain('.hero:hover{animation:spin 1s}');
    expect(css).toContain('@keyframes spin');
    expect(css).toContain('[data-open=true]{display:block}');
    expect(css).not.toContain('.dialog');
    expect(css).not.toContain('.toast');
    expect(css).not.toContain('@keyframes fade');
  });

  it('keeps a rule that any page of the group uses', async () => {
    const css = await firstViewCss(CSS, ['<p class="hero"></p>', '<div class="dialog"></div>']);
    expect(css).toContain('.dialog{color:blue}');
  });
});
