import { describe, expect, it } from 'vitest';
import {
  appModuleFiles,
  appModulesOf,
  appModulesTag,
  type BuildManifest,
} from '../../web/build/app-modules';

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
  'src/content/es/landing.ts': {
    file: 'assets/landing-5.js',
    src: 'src/content/es/landing.ts',
    imports: ['_summaries-6.js'],
  },
  '_summaries-6.js': { file: 'assets/summaries-6.js' },
};

describe('appModuleFiles', () => {
  it("lists the app's entry first, then what it and the page's chunks import, each once", () => {
    expect(
      appModuleFiles(MANIFEST, ['src/pages/landing-page.tsx', 'src/content/es/landing.ts']),
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
  it('writes a JSON data block the loader reads back', () => {
    const modules = [{ src: '/assets/main-1.js', integrity: 'sha384-abc' }];
    const tag = appModulesTag(modules);
    expect(tag).toBe(
      '<script type="application/json" id="app-modules">[{"src":"/assets/main-1.js","integrity":"sha384-abc"}]</script>',
    );
    expect(appModulesOf(`<head>${tag}</head>`)).toEqual(modules);
  });

  it('cannot close its element early, whatever a file is called', () => {
    expect(appModulesTag([{ src: '/assets/</script><b>.js' }])).not.toContain('</script><b>');
  });
});
