import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { drawingsIn, inlineDrawing } from '../../web/build/inline-drawing';

const RINGS = `<?xml version="1.0"?>
<!-- exported by hand -->
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">
  <defs>
    <radialGradient id="g"><stop offset="0"/></radialGradient>
    <path id="s" d="M0 0h1"/>
  </defs>
  <circle r="5" fill="url(#g)"/>
  <use href="#s"/>
</svg>
`;

describe('a drawing written into a page', () => {
  it('prefixes every id and every reference to one, and drops the prolog, comments and blank space', () => {
    expect(inlineDrawing(RINGS, 'rings')).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><defs><radialGradient id="rings-g"><stop offset="0"/></radialGradient><path id="rings-s" d="M0 0h1"/></defs><circle r="5" fill="url(#rings-g)"/><use href="#rings-s"/></svg>',
    );
  });

  it('lets two drawings with the same ids share a page', () => {
    const page = inlineDrawing(RINGS, 'a') + inlineDrawing(RINGS, 'b');
    const ids = [...page.matchAll(/\sid="([^"]+)"/g)].map(([, id]) => id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each([
    ['a script', '<svg><script>alert(1)</script></svg>', '<script'],
    ['an event handler', '<svg onload="alert(1)"></svg>', 'onload='],
    ['a style attribute, which the CSP refuses', '<svg><path style="fill:red"/></svg>', 'style='],
    ['a style element', '<svg><style>path{}</style></svg>', '<style'],
    ['foreign HTML', '<svg><foreignObject/></svg>', '<foreignObject'],
    ['a javascript: link', '<svg><a href="javascript:alert(1)"/></svg>', 'javascript:'],
  ])('refuses a file with %s', (_what, svg, found) => {
    expect(() => inlineDrawing(svg, 'x', 'bad.svg')).toThrow(
      `bad.svg contains ${found} and cannot be written into a page`,
    );
  });

  it.each([
    ['a quoted url()', '<svg><circle fill="url(\'#g\')"/></svg>', "url('"],
    ['a single-quoted href', "<svg><use href='#s'/></svg>", "href='"],
    ['a single-quoted id', "<svg><path id='s'/></svg>", "id='"],
  ])('refuses %s, which it would leave pointing at a renamed id', (_what, svg, found) => {
    expect(() => inlineDrawing(svg, 'x', 'odd.svg')).toThrow(
      `odd.svg writes an id or a reference as ${found}`,
    );
  });

  it('refuses a file that is not SVG, or points to an id it does not define', () => {
    expect(() => inlineDrawing('<img src=x>', 'x', 'bad.svg')).toThrow('not an SVG drawing');
    expect(() => inlineDrawing('<svg><use href="#gone"/></svg>', 'x', 'bad.svg')).toThrow(
      'bad.svg points to #gone, which it does not define',
    );
  });
});

describe('the drawings of a build', () => {
  const distDir = mkdtempSync(join(tmpdir(), 'drawings-'));
  mkdirSync(join(distDir, 'assets'));
  writeFileSync(join(distDir, 'assets', 'rings-Ab12_c.svg'), RINGS);
  afterAll(() => rmSync(distDir, { recursive: true, force: true }));

  it('reads a built SVG by the URL its <img> would fetch, prefixed by its file name', () => {
    expect(drawingsIn(distDir)('/assets/rings-Ab12_c.svg')).toContain('id="rings-Ab12_c-g"');
  });

  it('writes only the build’s own SVG files', () => {
    const drawingOf = drawingsIn(distDir);
    for (const src of ['https://cdn.example/a.svg', '/assets/../secret.svg', '/assets/a.png']) {
      expect(() => drawingOf(src), src).toThrow('Only the build’s own SVG files');
    }
  });
});
