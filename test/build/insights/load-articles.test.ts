import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import {
  ArticleContentError,
  draftsRequested,
  loadArticles,
} from '../../../web/build/insights/load-articles';

const FIXTURES = 'test/build/insights/fixtures';
const fixture = (name: string) => ({
  contentDir: fileURLToPath(new URL(`./fixtures/${name}/insights`, import.meta.url)),
  mediaDir: fileURLToPath(new URL(`./fixtures/${name}/media`, import.meta.url)),
});

async function problemLines(name: string): Promise<string[]> {
  try {
    await loadArticles(fixture(name));
  } catch (error) {
    if (!(error instanceof ArticleContentError)) throw error;
    return error.message.split('\n').slice(1);
  }
  throw new Error(`${name} loaded without a problem`);
}

describe('loadArticles on a valid folder', () => {
  it('returns each language newest first, English first, drafts left out', async () => {
    const articles = await loadArticles(fixture('valid'));
    expect(articles.map((a) => a.path)).toEqual([
      '/insights/what-a-useful-test-report-contains',
      '/insights/a-table-and-code',
      '/es/publicaciones/que-contiene-un-informe-de-pruebas-util',
    ]);
  });

  it('includes drafts when asked', async () => {
    const articles = await loadArticles({ ...fixture('valid'), drafts: true });
    const draft = articles.find((a) => a.slug === 'not-finished-yet');
    expect(draft?.frontMatter.draft).toBe(true);
  });

  it('pairs a translation both ways and resolves authors, dates, cover and reading time', async () => {
    const articles = await loadArticles(fixture('valid'));
    const [en] = articles;
    const es = articles.find((a) => a.locale === 'es');
    expect(en?.translation?.path).toBe('/es/publicaciones/que-contiene-un-informe-de-pruebas-util');
    expect(es?.translation?.path).toBe('/insights/what-a-useful-test-report-contains');
    expect(en?.authors.map((a) => a.name)).toEqual(['Ada Example', 'Bo Example']);
    expect(en?.updated).toBe('2026-11-20');
    expect(es?.updated).toBe('2026-11-03');
    expect(en?.cover).toEqual({
      src: '/media/report-cover.png',
      alt: 'A printed report on a desk',
      width: 8,
      height: 6,
    });
    expect(en?.readingMinutes).toBe(1);
  });

  it('has no translation when the other language is an excluded draft', async () => {
    // The pairing is checked on every file; only built articles are linked to.
    const articles = await loadArticles(fixture('valid'));
    expect(articles.find((a) => a.slug === 'a-table-and-code')?.translation).toBeUndefined();
  });
});

describe('loadArticles refuses a bad folder with one line per problem', () => {
  it.each([
    [
      'missing-title',
      [`${FIXTURES}/missing-title/insights/en/no-title.md: title: a title is required`],
    ],
    [
      'unknown-author',
      [
        `${FIXTURES}/unknown-author/insights/en/stranger.md: authors[1]: "nobody-here" is not an author of authors.yaml`,
      ],
    ],
    [
      'unknown-topic',
      [
        `${FIXTURES}/unknown-topic/insights/en/off-topic.md: topics[1]: a topic is one of application-api-security, infrastructure-security, physical-security, integrated-operations, security-testing, buying-security, governance-compliance`,
      ],
    ],
    [
      'bad-date',
      [
        `${FIXTURES}/bad-date/insights/en/bad-date.md: published: "2026-13-45" is not a date written YYYY-MM-DD`,
      ],
    ],
    [
      'translation-unpaired',
      [
        `${FIXTURES}/translation-unpaired/insights/en/alone.md: translationKey: "lonely" pairs with no article of the other language`,
      ],
    ],
    [
      'translation-twice',
      [
        `${FIXTURES}/translation-twice/insights/en/original.md: translationKey: "twin" pairs with more than one article: ${FIXTURES}/translation-twice/insights/es/traduccion-dos.md, ${FIXTURES}/translation-twice/insights/es/traduccion-uno.md`,
        `${FIXTURES}/translation-twice/insights/es/traduccion-dos.md: translationKey: "twin" is also the key of ${FIXTURES}/translation-twice/insights/es/traduccion-uno.md in the same language`,
        `${FIXTURES}/translation-twice/insights/es/traduccion-uno.md: translationKey: "twin" is also the key of ${FIXTURES}/translation-twice/insights/es/traduccion-dos.md in the same language`,
      ],
    ],
    [
      'updated-before-published',
      [
        `${FIXTURES}/updated-before-published/insights/en/time-travel.md: updated: 2026-10-01 is before published (2026-11-02)`,
      ],
    ],
    [
      'cover-without-alt',
      [`${FIXTURES}/cover-without-alt/insights/en/no-alt.md: cover.alt: the cover needs alt text`],
    ],
    [
      'bad-slug',
      [
        `${FIXTURES}/bad-slug/insights/en/Bad_Slug.md: slug: "Bad_Slug" is not lower-case letters, digits and single hyphens`,
      ],
    ],
    [
      'description-too-long',
      [
        `${FIXTURES}/description-too-long/insights/en/long-description.md: description: at most 160 characters (search results cut the rest)`,
      ],
    ],
    [
      'unknown-field',
      [`${FIXTURES}/unknown-field/insights/en/extra.md: subtitle: not a field of an article`],
    ],
  ])('%s', async (name, expected) => {
    expect(await problemLines(name)).toEqual(expected);
  });

  it('names the file and the line of raw HTML and of every broken or unsafe link', async () => {
    const file = `${FIXTURES}/hostile-body/insights/en/hostile.md`;
    expect(await problemLines('hostile-body')).toEqual([
      `${file}: body: line 9: raw HTML is not allowed ("<script>alert(1)</script>"): write Markdown`,
      `${file}: body: line 11: link "/nowhere": no page or article at /nowhere`,
      `${file}: body: line 11: link "/insights/hostile#nope": /insights/hostile has no heading or note with the anchor #nope`,
      `${file}: body: line 13: link "javascript:alert(1)": write a site path (/contact), an https URL or a #anchor`,
    ]);
  });

  it('lists every problem of every file in one error', async () => {
    const lines = await problemLines('many-problems');
    expect(lines).toEqual([
      `${FIXTURES}/many-problems/insights/en/broken-one.md: title: a title is required`,
      expect.stringContaining(
        `${FIXTURES}/many-problems/insights/en/broken-one.md: topics[0]: a topic is one of`,
      ),
      `${FIXTURES}/many-problems/insights/en/broken-two.md: authors[0]: "nobody-here" is not an author of authors.yaml`,
      `${FIXTURES}/many-problems/insights/en/broken-two.md: updated: 2026-01-01 is before published (2026-11-02)`,
    ]);
  });
});

describe('draftsRequested', () => {
  it.each([
    [{}, [], false],
    [{ INSIGHTS_DRAFTS: 'true' }, [], true],
    [{ INSIGHTS_DRAFTS: 'false' }, [], false],
    [{}, ['--drafts'], true],
  ] as const)('%j %j → %s', (env, argv, expected) => {
    expect(draftsRequested(env, argv)).toBe(expected);
  });
});

describe('loadArticles on an edit of the valid folder', () => {
  const copies = mkdtempSync(join(tmpdir(), 'articles-edit-'));
  afterAll(() => rmSync(copies, { recursive: true, force: true }));
  const EN = 'en/what-a-useful-test-report-contains.md';
  const ES = 'es/que-contiene-un-informe-de-pruebas-util.md';

  /** The valid folder with one file edited: its problems, one line each, without the folder. */
  async function problemsAfter(
    file: string,
    edit: (text: string) => string,
    options: { now?: Date; drafts?: boolean } = {},
  ): Promise<string[]> {
    const dir = mkdtempSync(join(copies, 'copy-'));
    const { contentDir, mediaDir } = fixture('valid');
    cpSync(contentDir, join(dir, 'insights'), { recursive: true });
    const path = join(dir, 'insights', file);
    writeFileSync(path, edit(readFileSync(path, 'utf8')));
    try {
      await loadArticles({ contentDir: join(dir, 'insights'), mediaDir, ...options });
    } catch (error) {
      if (!(error instanceof ArticleContentError)) throw error;
      return error.message
        .split('\n')
        .slice(1)
        .map((line) => line.replace(/^.*\/insights\//, ''));
    }
    return [];
  }

  const NOV_28 = new Date('2026-11-28T10:00:00Z');

  it('refuses a title longer than a phone shows, saying how long it may be', async () => {
    const long = 'A headline that goes on and on '.repeat(3).trim();
    expect(long.length).toBeGreaterThan(90);
    expect(
      await problemsAfter(EN, (text) => text.replace(/^title: .*$/m, `title: ${long}`)),
    ).toEqual([
      `${EN}: title: at most 90 characters (a phone shows a longer headline on many lines, search results cut it)`,
    ]);
  });

  it('refuses a published article dated after today, and its update too', async () => {
    const later = (text: string) =>
      text
        .replace('published: 2026-11-02', 'published: 2030-01-15')
        .replace('updated: 2026-11-20', 'updated: 2030-02-01');
    expect(await problemsAfter(EN, later, { now: NOV_28 })).toEqual([
      `${EN}: published: 2030-01-15 is after today: a published article goes live with the next deploy`,
      `${EN}: updated: 2030-02-01 is after today: a published article goes live with the next deploy`,
    ]);
  });

  it('accepts tomorrow, for a writer east of UTC, and any date on a draft', async () => {
    const tomorrow = (text: string) =>
      text.replace('published: 2026-11-02', 'published: 2026-11-29').replace(/^updated: .*\n/m, '');
    expect(await problemsAfter(EN, tomorrow, { now: NOV_28 })).toEqual([]);
    const draftLater = (text: string) =>
      text
        .replace('published: 2026-11-02', 'published: 2030-01-15')
        .replace('updated: 2026-11-20', 'updated: 2030-02-01')
        .replace('---\n\n', 'draft: true\n---\n\n');
    expect(await problemsAfter(EN, draftLater, { now: NOV_28, drafts: true })).toEqual([]);
  });

  it('takes an article whose key is its own slug, with no translation, as written in one language', async () => {
    // What the editor saves for an article whose Spanish it disabled.
    const ownKey = (text: string) =>
      text.replace('topics: [application-api-security]', '$&\ntranslationKey: a-table-and-code');
    expect(await problemsAfter('en/a-table-and-code.md', ownKey)).toEqual([]);
    // Any other key without its pair was meant to pair: refused.
    const otherKey = (text: string) =>
      text.replace('topics: [application-api-security]', '$&\ntranslationKey: a-table');
    expect(await problemsAfter('en/a-table-and-code.md', otherKey)).toEqual([
      'en/a-table-and-code.md: translationKey: "a-table" pairs with no article of the other language',
    ]);
  });

  it('says only what is wrong with a translation that did not read, not that its pair has none', async () => {
    // What the editor saves when a Spanish cover was not chosen again.
    const emptyCover = (text: string) =>
      text.replace('translationKey:', 'cover: null\ntranslationKey:');
    expect(await problemsAfter(ES, emptyCover)).toEqual([
      `${ES}: cover: Invalid input: expected object, received null`,
    ]);
  });
});
