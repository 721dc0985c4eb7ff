import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { inlineFirstView } from '../../web/build/first-view';
import { cspHash } from '../../web/build/inline-code';

const TEMPLATE = [
  '<head>',
  '<script type="module" crossorigin src="/assets/index-1.js"></script>',
  '<link rel="stylesheet" crossorigin href="/assets/style-2.css">',
  '</head>',
].join('');

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
  it('writes the stylesheet and the loader into the page and names the files it inlined', () => {
    const { html, inlined } = inlineFirstView(TEMPLATE, distDir);
    expect(html).toBe(
      '<head><script type="module">addEventListener("load",()=>import(list[0].src));</script><style>@media (width<=768px){a>b{color:red}}</style></head>',
    );
    expect(inlined).toEqual(['assets/style-2.css', 'assets/index-1.js']);
  });

  it('records the CSP hash of exactly the texts it inlined, for the policy to allow', () => {
    const { code } = inlineFirstView(TEMPLATE, distDir);
    expect(code).toEqual({
      styles: [cspHash('@media (width<=768px){a>b{color:red}}')],
      scripts: [cspHash('addEventListener("load",()=>import(list[0].src));')],
    });
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
