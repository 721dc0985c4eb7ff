import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  appModuleFiles,
  appModulesOf,
  appModulesTag,
  type BuildManifest,
} from '../../web/build/app-modules';
import { integrityOf, withIntegrity } from '../../web/build/subresource-integrity';

const distDir = mkdtempSync(join(tmpdir(), 'app-modules-'));
mkdirSync(join(distDir, 'assets'));
writeFileSync(join(distDir, 'assets', 'main-1.js'), 'main');
writeFileSync(join(distDir, 'assets', 'vendor-2.js'), 'vendor');
afterAll(() => rmSync(distDir, { recursive: true, force: true }));

const MANIFEST: BuildManifest = {
  'index.html': { file: 'assets/index-0.js', isEntry: true },
  'src/main.tsx': { file: 'assets/main-1.js', isEntry: true, imports: ['_vendor-2.js'] },
  '_vendor-2.js': { file: 'assets/vendor-2.js' },
  '_form-3.js': { file: 'assets/form-3.js', imports: ['_vendor-2.js', 'src/main.tsx'] },
  'src/pages/landing-page.tsx': {
    file: 'assets/landing-page-4.js',
    src: 'src/pages/landing-page.tsx',
    imports: ['src/main.tsx', '_form-3.js'],
  },
  'src/content/pages/es/landing.yaml': {
    file: 'assets/landing-5.js',
    src: 'src/content/pages/es/landing.yaml',
    imports: ['_summaries-6.js'],
  },
  '_summaries-6.js': { file: 'assets/summaries-6.js' },
};

describe('appModuleFiles', () => {
  it("lists the app's entry first, then what it and the page's chunks import, each once", () => {
    expect(
      appModuleFiles(MANIFEST, ['src/pages/landing-page.tsx', 'src/content/pages/es/landing.yaml']),
    ).toEqual([
      '/assets/main-1.js',
      '/assets/vendor-2.js',
      '/assets/landing-page-4.js',
      '/assets/form-3.js',
      '/assets/landing-5.js',
      '/assets/summaries-6.js',
    ]);
  });

  it('leaves out the loader, which the page carries inline', () => {
    expect(appModuleFiles(MANIFEST, [])).not.toContain('/assets/index-0.js');
  });

  it('fails clearly for a page the build does not know', () => {
    expect(() => appModuleFiles(MANIFEST, ['src/pages/missing-page.tsx'])).toThrow(
      'The build manifest has no chunk for src/pages/missing-page.tsx',
    );
  });
});

describe('appModulesTag', () => {
  it("writes the app as an inert template: the stylesheet, a modulepreload for the entry and each import, the data, then the entry's script", () => {
    expect(
      appModulesTag(['/assets/main-1.js', '/assets/vendor-2.js'], {
        stylesheet: '/assets/style-3.css',
        fetches: ['/assets/insights/4/en/a.json'],
      }),
    ).toBe(
      '<template id="app-modules"><link rel="stylesheet" crossorigin href="/assets/style-3.css"><link rel="modulepreload" crossorigin href="/assets/main-1.js"><link rel="modulepreload" crossorigin href="/assets/vendor-2.js"><link rel="preload" as="fetch" crossorigin href="/assets/insights/4/en/a.json"><script type="module" crossorigin src="/assets/main-1.js"></script></template>',
    );
  });

  it('reads back the modules a built page names, entry first, with their integrity', () => {
    const page = `<head>${withIntegrity(
      appModulesTag(['/assets/main-1.js', '/assets/vendor-2.js']),
      distDir,
    )}</head>`;
    expect(appModulesOf(page)).toEqual([
      { src: '/assets/main-1.js', integrity: integrityOf('main') },
      { src: '/assets/main-1.js', integrity: integrityOf('main') },
      { src: '/assets/vendor-2.js', integrity: integrityOf('vendor') },
    ]);
  });

  it('refuses a file name that would break out of its attribute, and a page without an entry', () => {
    expect(() => appModulesTag(['/assets/"><b>.js'])).toThrow(
      'cannot be written into an attribute',
    );
    expect(() => appModulesTag([])).toThrow("A page needs the app's entry module");
  });
});
