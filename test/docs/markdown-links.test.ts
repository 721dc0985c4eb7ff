import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { brokenLinks, headingAnchors, type MarkdownRepo } from './markdown-links';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/**
 * Articles link site paths (/contact), which the build checks (web/build/insights): not
 * repository files.
 */
const ARTICLE_FOLDERS = ['web/src/content/insights/', 'test/build/insights/fixtures/'];

/** The repository's Markdown files: tracked, or new and not ignored (node_modules is ignored). */
function repoMarkdownFiles(): string[] {
  const listed = execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', '-z', '--', '*.md'],
    { cwd: ROOT, encoding: 'utf8' },
  );
  return listed
    .split('\0')
    .filter((path) => path !== '' && existsSync(join(ROOT, path)))
    .filter((path) => !ARTICLE_FOLDERS.some((folder) => path.startsWith(folder)))
    .sort();
}

const repo: MarkdownRepo = {
  markdownFiles: repoMarkdownFiles(),
  read: (path) => readFileSync(join(ROOT, path), 'utf8'),
  exists: (path) => existsSync(join(ROOT, path)),
};

/** A repository in memory, for the checker's own cases. */
function fakeRepo(files: Record<string, string>, others: string[] = []): MarkdownRepo {
  return {
    markdownFiles: Object.keys(files),
    read: (path) => files[path] ?? '',
    exists: (path) =>
      path in files ||
      others.includes(path) ||
      Object.keys(files).some((f) => f.startsWith(`${path}/`)),
  };
}

describe('the Markdown files of the repository', () => {
  it('include the README and every guide in docs/', () => {
    expect(repo.markdownFiles).toContain('README.md');
    expect(repo.markdownFiles.filter((path) => path.startsWith('docs/')).length).toBeGreaterThan(5);
    expect(repo.markdownFiles.some((path) => path.includes('node_modules'))).toBe(false);
  });

  it('link only to files that exist, and to headings that exist', () => {
    expect(brokenLinks(repo)).toEqual([]);
  });

  it('README links every guide in docs/', () => {
    const readme = repo.read('README.md');
    const guides = repo.markdownFiles.filter((path) => /^docs\/[^/]+\.md$/.test(path));
    expect(guides.filter((guide) => !readme.includes(`](${guide}`))).toEqual([]);
  });
});

describe('the link check', () => {
  it.each([
    ['a missing file', '[x](docs/nothing.md)', 'README.md:1: docs/nothing.md: no such file'],
    [
      'a missing heading',
      '[x](docs/a.md#nowhere)',
      'README.md:1: docs/a.md#nowhere: no heading "#nowhere" in docs/a.md',
    ],
    [
      'a missing heading in the same file',
      '# Top\n\n[x](#bottom)',
      'README.md:3: #bottom: no heading "#bottom" in README.md',
    ],
    [
      'a link out of the repository',
      '[x](../elsewhere.md)',
      'README.md:1: ../elsewhere.md: points outside the repository',
    ],
    [
      'a broken link definition',
      '[x][ref]\n\n[ref]: gone.md',
      'README.md:3: gone.md: no such file',
    ],
    [
      'a broken image',
      '![logo](web/public/nope.svg)',
      'README.md:1: web/public/nope.svg: no such file',
    ],
  ])('reports %s', (_case, readme, problem) => {
    const files = { 'README.md': readme, 'docs/a.md': '# A\n\n## What runs where\n' };
    expect(brokenLinks(fakeRepo(files))).toEqual([problem]);
  });

  it.each([
    ['a file in another folder', '[x](../README.md)'],
    ['a heading, slugged as GitHub does', '[x](../README.md#what-runs-where)'],
    ['a heading with code and punctuation', '[x](#smoke-test-npm-run-smoke----url)'],
    ['a repeated heading, numbered', '[x](#notes-1)'],
    ['a folder', '[x](decisions/)'],
    ['a path from the root', '[x](/README.md#top)'],
    ['another site, unchecked', '[x](https://example.com/nothing#nowhere)'],
    ['an email address, unchecked', '[x](mailto:security@example.com)'],
  ])('accepts %s', (_case, link) => {
    const files = {
      'README.md': '# Top\n\n## What runs where\n',
      'docs/guide.md': `# Guide\n\n## Smoke test: \`npm run smoke -- URL\`\n\n## Notes\n\n## Notes\n\n${link}\n`,
      'docs/decisions/0001-x.md': '# One\n',
    };
    expect(brokenLinks(fakeRepo(files))).toEqual([]);
  });

  it('slugs headings as GitHub does: lower case, spaces to hyphens, punctuation dropped', () => {
    expect([
      ...headingAnchors(
        '# What `npm run build` makes\n\n## Vulnerability disclosure and security.txt\n\n### Leads: `npm run enquiries`\n',
      ),
    ]).toEqual([
      'what-npm-run-build-makes',
      'vulnerability-disclosure-and-securitytxt',
      'leads-npm-run-enquiries',
    ]);
  });
});
