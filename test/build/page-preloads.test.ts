import { describe, expect, it } from 'vitest';
import { type BuildManifest, modulePreloadTags, pagePreloads } from '../../web/build/page-preloads';

const MANIFEST: BuildManifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_vendor-2.js'] },
  '_vendor-2.js': { file: 'assets/vendor-2.js' },
  '_form-3.js': { file: 'assets/form-3.js', imports: ['_vendor-2.js', 'index.html'] },
  'src/pages/landing-page.tsx': {
    file: 'assets/landing-page-4.js',
    src: 'src/pages/landing-page.tsx',
    imports: ['index.html', '_form-3.js'],
  },
  'src/content/es/landing.ts': {
    file: 'assets/landing-5.js',
    src: 'src/content/es/landing.ts',
    imports: ['_summaries-6.js'],
  },
  '_summaries-6.js': { file: 'assets/summaries-6.js' },
};

describe('pagePreloads', () => {
  it("lists the page's chunks and what they import, without what the entry already loads", () => {
    expect(
      pagePreloads(MANIFEST, ['src/pages/landing-page.tsx', 'src/content/es/landing.ts']),
    ).toEqual([
      '/assets/landing-page-4.js',
      '/assets/form-3.js',
      '/assets/landing-5.js',
      '/assets/summaries-6.js',
    ]);
  });

  it('fails clearly for a page the build does not know', () => {
    expect(() => pagePreloads(MANIFEST, ['src/pages/missing-page.tsx'])).toThrow(
      'The build manifest has no chunk for src/pages/missing-page.tsx',
    );
  });

  it('writes modulepreload links', () => {
    expect(modulePreloadTags(['/assets/a.js'])).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/a.js" />',
    );
  });
});
