import { describe, expect, it } from 'vitest';
import { parseNameStatus, previewPlan } from '../../.ci/content/changed-pages';
import { COPY_FILE_PAGES } from '../../.ci/content/content-files';
import { PREVIEW_MARKER, previewComment, replacedComment } from '../../.ci/content/preview-comment';
import { readRepoFile } from './workflow-files';

const change = (path: string, status = 'M') => ({ status, path });

describe('the pages a pull request changes', () => {
  it.each([
    ['web/src/content/pages/es/about.yaml', ['/es/nosotros']],
    ['web/src/content/pages/en/landing.yaml', ['/']],
    [
      'web/src/content/pages/en/services/physical-security.yaml',
      ['/physical-security', '/', '/what-we-do'],
    ],
    ['web/src/content/insights/en/a-new-article.md', ['/insights/a-new-article']],
    ['web/src/content/insights/es/un-articulo.md', ['/es/publicaciones/un-articulo']],
  ])('%s → %j, in its own language', (path, paths) => {
    const plan = previewPlan([change(path)]);
    expect(plan.contentOnly).toBe(true);
    expect(plan.pages[0]?.paths).toEqual(paths);
  });

  it('says "every page" of its language for a shared text', () => {
    const [page] = previewPlan([change('web/src/content/pages/es/site.yaml')]).pages;
    expect(page?.paths).toEqual([]);
    expect(page?.note).toBe(
      'every page in Spanish (the header, footer, menus and forms of every page)',
    );
  });

  it('says a removed article is gone, and an image where it shows', () => {
    const plan = previewPlan([
      change('web/src/content/insights/en/old.md', 'D'),
      change('web/src/content/media/map.jpg', 'A'),
    ]);
    expect(plan.pages.map((page) => page.note)).toEqual([
      'removed: /insights/old no longer exists',
      'the pages and articles that show it',
    ]);
  });

  it('previews nothing when code changes too', () => {
    const plan = previewPlan([
      change('web/src/content/pages/en/about.yaml'),
      change('package.json'),
    ]);
    expect(plan.contentOnly).toBe(false);
    expect(plan.otherFiles).toEqual(['package.json']);
    expect(previewPlan([change('web/src/content/types.ts')]).contentOnly).toBe(false);
  });

  it('reads git’s name-status, a rename as a removal and an addition', () => {
    expect(parseNameStatus('M\0web/a.yaml\0R100\0web/old.md\0web/new.md\0A\0web/b.md\0')).toEqual([
      change('web/a.yaml'),
      change('web/old.md', 'D'),
      change('web/new.md', 'A'),
      change('web/b.md', 'A'),
    ]);
  });

  it('gives each page the copy file web/src/app/page-routes.tsx gives it', () => {
    const source = readRepoFile('web/src/app/page-routes.tsx');
    const table = /const PAGES[^=]*= \{([\s\S]*?)\n\};/.exec(source)?.[1] ?? '';
    const entries = [
      ...table.matchAll(/^\s*'?([\w-]+)'?: \{ template: \w+, copy: '([\w/-]+)' \}/gm),
    ];
    expect(entries.length).toBeGreaterThan(10);
    for (const [, page, copy] of entries) {
      const shown = COPY_FILE_PAGES[copy as keyof typeof COPY_FILE_PAGES];
      expect(
        shown?.kind === 'pages' && shown.pages.includes(page as never),
        `${copy} → ${page}`,
      ).toBe(true);
    }
  });
});

describe('the preview comment', () => {
  const plan = previewPlan([
    change('web/src/content/pages/es/about.yaml'),
    change('web/src/content/pages/en/site.yaml'),
  ]);
  const shown = { url: 'https://d111.cloudfront.net', pullRequest: 12, sha: 'abcdef0123' };

  it('names the pull request and commit it shows, and links each changed page on the preview', () => {
    const body = previewComment(plan, shown);
    expect(
      body.startsWith(`${PREVIEW_MARKER}\n## 👀 Preview of this pull request, commit \`abcdef0\``),
    ).toBe(true);
    expect(body).toContain('https://d111.cloudfront.net shows this pull request (#12)');
    expect(body).toContain(
      '- About page text (Spanish): [/es/nosotros](https://d111.cloudfront.net/es/nosotros)',
    );
    expect(body).toContain('- Site page text (English): every page in English');
  });

  it('tells the pull request shown before that the preview is no longer its own', () => {
    const body = replacedComment({ ...shown, pullRequest: 9 }, 12);
    expect(body).toContain('## Preview replaced by #12');
    expect(body).toContain('is **not** this pull request');
    expect(body.startsWith(PREVIEW_MARKER)).toBe(true);
  });
});
