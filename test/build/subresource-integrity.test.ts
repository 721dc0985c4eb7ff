import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withIntegrity } from '../../web/build/subresource-integrity';

let distDir: string;
const ENTRY = 'export const entry = 1;\n';
const CHUNK = 'export const chunk = 2;\n';
const CSS = 'body { color: black }\n';

const sha384 = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;

beforeAll(() => {
  distDir = mkdtempSync(join(tmpdir(), 'sri-'));
  mkdirSync(join(distDir, 'assets'));
  writeFileSync(join(distDir, 'assets', 'index-1.js'), ENTRY);
  writeFileSync(join(distDir, 'assets', 'page-2.js'), CHUNK);
  writeFileSync(join(distDir, 'assets', 'style-3.css'), CSS);
});

afterAll(() => rmSync(distDir, { recursive: true, force: true }));

describe('withIntegrity', () => {
  const page = [
    '<link rel="icon" href="/favicon.ico" />',
    '<script type="application/ld+json">{"@type":"Organization"}</script>',
    '<link rel="modulepreload" crossorigin href="/assets/page-2.js" />',
    '<script type="module" crossorigin src="/assets/index-1.js"></script>',
    '<link rel="stylesheet" crossorigin href="/assets/style-3.css">',
  ].join('\n');

  it('gives every script, modulepreload and stylesheet the sha384 of its file', () => {
    const html = withIntegrity(page, distDir);
    expect(html).toContain(
      `<link rel="modulepreload" crossorigin href="/assets/page-2.js" integrity="${sha384(CHUNK)}" />`,
    );
    expect(html).toContain(
      `<script type="module" crossorigin src="/assets/index-1.js" integrity="${sha384(ENTRY)}">`,
    );
    expect(html).toContain(`href="/assets/style-3.css" integrity="${sha384(CSS)}">`);
  });

  it('leaves icons and inline data blocks alone', () => {
    const html = withIntegrity(page, distDir);
    expect(html).toContain('<link rel="icon" href="/favicon.ico" />');
    expect(html).toContain('<script type="application/ld+json">{"@type":"Organization"}</script>');
  });

  it('refuses a script that is not a file of the build, rather than ship it unchecked', () => {
    expect(() =>
      withIntegrity('<script src="https://cdn.example/x.js"></script>', distDir),
    ).toThrow(/not a same-origin file/);
    expect(() => withIntegrity('<script src="/assets/missing.js"></script>', distDir)).toThrow(
      /ENOENT/,
    );
  });

  it('refuses a page given its integrity twice, wherever the first one stands in the tag', () => {
    const once = withIntegrity(page, distDir);
    expect(() => withIntegrity(once, distDir)).toThrow(/has an integrity already/);
  });
});
