import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { adviceFor } from '../../.ci/content/advice';
import { fieldAtLine } from '../../.ci/content/field-at-line';
import {
  articleProblemsFrom,
  type Problem,
  pageCopyProblemsFrom,
  spellingProblemsFrom,
} from '../../.ci/content/problems';
import { fileBaseUrl, pullRequestContext } from '../../.ci/content/pull-request';
import { CONTENT_CHECKS_MARKER, contentSummary } from '../../.ci/content/summary';
import { ArticleContentError, loadArticles } from '../../web/build/insights/load-articles';
import { pageCopyProblems } from '../../web/build/page-copy/load-page-copy';
import { ROOT } from './workflow-files';

const fixtures = mkdtempSync(join(tmpdir(), 'content-check-'));
afterAll(() => rmSync(fixtures, { recursive: true, force: true }));

/** A copy of the real page copy with one file changed: the loader's real messages for it. */
function pageCopyLines(locale: string, file: string, edit: (text: string) => string): string[] {
  const dir = mkdtempSync(join(fixtures, 'pages-'));
  cpSync(join(ROOT, 'web/src/content/pages'), dir, { recursive: true });
  const path = join(dir, locale, `${file}.yaml`);
  writeFileSync(path, edit(readFileSync(path, 'utf8')));
  return pageCopyProblems(dir);
}

/** The articles loader's real problems for one article of a fixture folder. */
async function articleProblems(markdown: string) {
  const dir = mkdtempSync(join(fixtures, 'insights-'));
  cpSync(join(ROOT, 'web/src/content/insights/authors.yaml'), join(dir, 'authors.yaml'));
  cpSync(join(ROOT, 'web/src/content/insights/en'), join(dir, 'en'), { recursive: true });
  cpSync(join(ROOT, 'web/src/content/insights/es'), join(dir, 'es'), { recursive: true });
  writeFileSync(join(dir, 'en', 'a-new-article.md'), markdown);
  try {
    await loadArticles({ contentDir: dir, drafts: true });
  } catch (error) {
    if (error instanceof ArticleContentError) return error.problems;
    throw error;
  }
  return [];
}

const ARTICLE = (frontMatter: string, body: string) =>
  `---\ntitle: A new article\ndescription: What it is about.\npublished: 2026-11-01\nauthors: [daniel-brooks]\ntopics: [buying-security]\n${frontMatter}---\n\n${body}\n`;

describe('page copy findings, from the loader’s own messages', () => {
  it('names the file and the field of a title over its limit, with the limit to fix it', () => {
    const lines = pageCopyLines('es', 'about', (text) =>
      text.replace(/^ {2}title: .*$/m, `  title: ${'Más allá de las modas '.repeat(4)}`),
    );
    const [problem] = pageCopyProblemsFrom(lines);
    expect(problem).toMatchObject({
      check: 'content',
      field: 'hero.title',
      message: 'is longer than 56 characters (a longer title wraps to a fourth line on a phone)',
    });
    expect(problem?.file).toMatch(/\/es\/about\.yaml$/);
    expect(adviceFor(problem as Problem)).toBe(
      'Shorten it to 56 characters or fewer, spaces included.',
    );
  });

  it('says a required field is missing', () => {
    const [problem] = pageCopyProblemsFrom(
      pageCopyLines('en', 'about', (text) => text.replace(/^ {2}eyebrow: .*\n/m, '')),
    );
    expect(problem).toMatchObject({ field: 'hero.eyebrow', message: 'is required' });
    expect(adviceFor(problem as Problem)).toMatch(/^Fill it in/);
  });

  it('names a field the page does not have', () => {
    const [problem] = pageCopyProblemsFrom(
      pageCopyLines('en', 'about', (text) => `${text}subtitle: Hello\n`),
    );
    expect(problem?.message).toBe('Unrecognized key: "subtitle"');
    expect(adviceFor(problem as Problem)).toBe(
      'Remove "subtitle", or correct its spelling: this kind of page has no such field.',
    );
  });

  it('gives the line of a file that is not valid YAML, and no field', () => {
    const [problem] = pageCopyProblemsFrom(
      pageCopyLines('en', 'about', (text) => text.replace(/^hero:$/m, 'hero: "unclosed')),
    );
    expect(problem?.field).toBeUndefined();
    expect(problem?.line).toBeGreaterThan(0);
    expect(adviceFor(problem as Problem)).toMatch(/structure is broken/);
  });

  it('says which language lacks a file, as the file’s problem', () => {
    const [problem] = pageCopyProblemsFrom([
      'web/src/content/pages/es/about.yaml: missing: every language needs this file (as web/src/content/pages/en/about.yaml)',
    ]);
    expect(problem).toEqual({
      check: 'content',
      file: 'web/src/content/pages/es/about.yaml',
      message: 'missing: every language needs this file (as web/src/content/pages/en/about.yaml)',
    });
    expect(adviceFor(problem as Problem)).toMatch(/in the missing language too/);
  });
});

describe('article findings, from the loader’s own problems', () => {
  it('tells a broken link apart as the link check’s, with its line', async () => {
    const problems = articleProblemsFrom(
      await articleProblems(ARTICLE('', 'See [our team](/contatc) today.')),
    );
    expect(problems).toEqual([
      {
        check: 'links',
        file: expect.stringMatching(/en\/a-new-article\.md$/),
        field: 'body',
        line: 9,
        message: 'link "/contatc": no page or article at /contatc',
      },
    ]);
    expect(adviceFor(problems[0] as Problem)).toMatch(/^Correct the link/);
  });

  it('tells an editor, in words, what to do with a date ahead, an emptied cover and an image without its description', async () => {
    const problems = articleProblemsFrom(
      await articleProblems(
        ARTICLE('cover: null\n', 'A chart: ![](/media/pentest-report-cover.jpg)').replace(
          'published: 2026-11-01',
          'published: 2999-01-15',
        ),
      ),
    );
    expect(problems.map(({ field, message }) => ({ field, message }))).toEqual([
      { field: 'cover', message: 'Invalid input: expected object, received null' },
    ]);
    expect(adviceFor(problems[0] as Problem)).toMatch(/^This part was saved empty/);
    const later = articleProblemsFrom(
      await articleProblems(
        ARTICLE('', 'A chart: ![](/media/pentest-report-cover.jpg)').replace(
          'published: 2026-11-01',
          'published: 2999-01-15',
        ),
      ),
    );
    expect(later.map(({ field }) => field)).toEqual(['published', 'body']);
    expect(later.map((problem) => adviceFor(problem))).toEqual([
      expect.stringMatching(/^Set today’s date, or switch Draft on/),
      expect.stringMatching(/^Describe the image in the brackets/),
    ]);
  });

  it('names an unknown author and a translation without its twin', async () => {
    const problems = articleProblemsFrom(
      await articleProblems(
        ARTICLE('translationKey: lonely\n', 'Body.').replace('daniel-brooks', 'daniel-broks'),
      ),
    );
    expect(problems.map(({ field, message }) => ({ field, message }))).toEqual([
      { field: 'translationKey', message: '"lonely" pairs with no article of the other language' },
      { field: 'authors[0]', message: '"daniel-broks" is not an author of authors.yaml' },
    ]);
    expect(problems.map((problem) => adviceFor(problem))).toEqual([
      expect.stringMatching(/^Write the translation/),
      expect.stringMatching(/^Choose an author/),
    ]);
  });

  it('drops the loader’s placeholder field for the front matter as a whole', async () => {
    const [problem] = articleProblemsFrom(await articleProblems('No front matter here.\n'));
    expect(problem?.field).toBeUndefined();
    expect(problem?.message).toBe('missing: the file must open with a --- block');
  });
});

describe('spelling findings', () => {
  const yaml = 'hero:\n  eyebrow: Nosotros\n  title: Contatco\nlist:\n  - one\n  - Contatco\n';
  const md = '---\ntitle: Teh title\ndescription: Fine.\n---\n\nA quikc body.\n';
  const files: Record<string, string> = {
    'web/src/content/pages/es/about.yaml': yaml,
    'web/src/content/insights/en/x.md': md,
  };

  it('finds the field of the line cspell names, in YAML and in an article', () => {
    expect(fieldAtLine('a.yaml', yaml, 3)).toBe('hero.title');
    expect(fieldAtLine('a.yaml', yaml, 6)).toBe('list[1]');
    expect(fieldAtLine('x.md', md, 2)).toBe('title');
    expect(fieldAtLine('x.md', md, 6)).toBe('body');
  });

  it('names the field a line begins, not the one before it, in the editor’s order', () => {
    const saved = [
      '---',
      'translationKey: reading-a-cloud-review',
      "title: 'Cómo leer una revisión'",
      'description: Qué debe decirle una revisión.',
      'cover: null',
      'authors:',
      '  - lucia-ferrer',
      '---',
      '',
    ].join('\n');
    expect([3, 4, 5, 6, 7].map((line) => fieldAtLine('x.md', saved, line))).toEqual([
      'title',
      'description',
      'cover',
      'authors',
      'authors[0]',
    ]);
  });

  it('reads cspell’s lines, with its suggestions, and a flagged spelling with its fix', () => {
    const output = [
      'web/src/content/pages/es/about.yaml:3:10 - Unknown word (Contatco) Suggestions: [Contacto*, Contactó, Contacta]',
      'web/src/content/insights/en/x.md:6:3 - Forbidden word (enquiry) Suggestions: [inquiry*, equity]',
      'not a finding',
    ].join('\n');
    const problems = spellingProblemsFrom(output, (file) => files[file] ?? '');
    expect(problems).toEqual([
      {
        check: 'spelling',
        file: 'web/src/content/pages/es/about.yaml',
        field: 'hero.title',
        line: 3,
        message: '“Contatco” is not in the dictionary',
        suggestions: ['Contacto', 'Contactó', 'Contacta'],
      },
      {
        check: 'spelling',
        file: 'web/src/content/insights/en/x.md',
        field: 'body',
        line: 6,
        message: '“enquiry” is a spelling the site does not use',
        suggestions: ['inquiry', 'equity'],
      },
    ]);
    expect(adviceFor(problems[0] as Problem)).toMatch(
      /^Correct it \(did you mean “Contacto” or “Contactó” or “Contacta”\?\)/,
    );
  });
});

describe('the summary', () => {
  const problems: Problem[] = [
    {
      check: 'content',
      file: 'web/src/content/pages/es/about.yaml',
      field: 'hero.title',
      message: 'is longer than 56 characters (a longer title wraps to a fourth line on a phone)',
    },
    {
      check: 'links',
      file: 'web/src/content/insights/en/a-new-article.md',
      field: 'body',
      line: 9,
      message: 'link "/contatc": no page or article at /contatc',
    },
  ];

  it('groups by file, names each in plain words with a link on the branch, and says how to fix', () => {
    const summary = contentSummary(problems, {
      sha: '0123456789abcdef',
      fileBaseUrl: 'https://github.com/firm/site/blob/cms/pages/about/',
    });
    expect(
      summary.startsWith(`${CONTENT_CHECKS_MARKER}\n## ❌ Content checks: 2 problems in 2 files`),
    ).toBe(true);
    expect(summary).toContain('Checked on commit `0123456`.');
    expect(summary).toContain('### About page text (Spanish)');
    expect(summary).toContain(
      '[`web/src/content/pages/es/about.yaml`](https://github.com/firm/site/blob/cms/pages/about/web/src/content/pages/es/about.yaml)',
    );
    expect(summary).toContain(
      '- **Field `hero.title`** (content): is longer than 56 characters (a longer title wraps to a fourth line on a phone)  \n  **How to fix it:** Shorten it to 56 characters or fewer, spaces included.',
    );
    expect(summary).toContain('### Article “a-new-article” (English)');
    expect(summary).toContain(
      '- **Field `body`, line 9** (link): link "/contatc": no page or article at /contatc',
    );
  });

  it('escapes Markdown in a message, so it reads as written', () => {
    const summary = contentSummary([
      { check: 'content', file: 'web/src/content/pages/en/about.yaml', message: 'a <b>|*x*' },
    ]);
    expect(summary).toContain('a \\<b\\>\\|\\*x\\*');
    expect(summary).toContain('**The file** (content)');
  });

  it('says all passed, with the marker, when nothing was found', () => {
    expect(contentSummary([], { sha: 'abcdef0123' })).toBe(
      `${CONTENT_CHECKS_MARKER}\n## ✅ Content checks passed\n\nEvery page text and article on commit \`abcdef0\` is complete, within its length limits, spelled as the dictionaries know and linked to pages that exist.\n`,
    );
  });
});

describe('the pull request, from GitHub’s environment', () => {
  const event = (headRepo: string) =>
    JSON.stringify({
      pull_request: {
        number: 12,
        head: { ref: 'cms/posts/a-new-article', sha: 'aaa111', repo: { full_name: headRepo } },
        base: { sha: 'bbb222' },
      },
    });
  const env = {
    GITHUB_EVENT_NAME: 'pull_request',
    GITHUB_EVENT_PATH: '/event.json',
    GITHUB_REPOSITORY: 'firm/site',
    GITHUB_TOKEN: 't',
  };

  it('links files on the branch of a same-repository pull request', () => {
    const context = pullRequestContext(env, () => event('firm/site'));
    expect(context).toMatchObject({ number: 12, sameRepository: true, token: 't' });
    expect(fileBaseUrl(context as NonNullable<typeof context>)).toBe(
      'https://github.com/firm/site/blob/cms/posts/a-new-article/',
    );
  });

  it('links a fork’s files at its commit', () => {
    const context = pullRequestContext(env, () => event('someone/site'));
    expect(context?.sameRepository).toBe(false);
    expect(fileBaseUrl(context as NonNullable<typeof context>)).toBe(
      'https://github.com/firm/site/blob/aaa111/',
    );
  });

  it('is none outside a pull request', () => {
    expect(pullRequestContext({ ...env, GITHUB_EVENT_NAME: 'push' }, () => '{}')).toBeUndefined();
  });
});
