/**
 * The guides (README.md and docs/, less the generated docs/benchmarks/) are read by the firm and
 * its operators, so their prose is American English like the copy. `npm run spellcheck` does not
 * check them; this test holds them to the British spellings that en-US would let through
 * (.cspell/british-spellings.yaml's `flagWords`). Code keeps its names (`npm run enquiries`,
 * `ENQUIRY_TABLE`, `functions/enquiries/`): code blocks, code spans, link targets and bare URLs
 * are not prose and are not scanned.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Root, Text } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';
import { SKIP, visit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';
import { britishSpellings } from './british-spellings';

const ROOT = join(import.meta.dirname, '../..');

/** Proper names keep their own spelling, as the copy does (docs/testing.md, "The spell check"). */
const PROPER_NAMES = [/\bNational\s+Cyber\s+Security\s+Centre\b/g];

/** `british -> american`, from the flag list that `npm run spellcheck` uses. */
const BRITISH = new Map(
  britishSpellings().map(([british, american]) => [british.toLowerCase(), american]),
);

/** The American form, in the case the British one was written in (Enquiry -> Inquiry). */
function inCaseOf(written: string, american: string): string {
  if (written === written.toUpperCase()) return american.toUpperCase();
  if (written[0] === written[0]?.toUpperCase())
    return american[0]?.toUpperCase() + american.slice(1);
  return american;
}

/**
 * The prose of a Markdown text, as mdast's text nodes: code blocks and code spans are nodes of
 * their own, a link's target is an attribute, not a child. An autolink (a bare URL or address,
 * or `<…>`) has its URL for text, so its children are skipped: a written link starts with `[`.
 */
function proseOf(markdown: string): Text[] {
  const tree: Root = fromMarkdown(markdown, {
    extensions: [gfm()],
    mdastExtensions: [gfmFromMarkdown()],
  });
  const texts: Text[] = [];
  visit(tree, (node) => {
    if (node.type === 'link' && markdown[node.position?.start.offset ?? 0] !== '[') return SKIP;
    if (node.type === 'text') texts.push(node);
  });
  return texts;
}

/** One line per British spelling in a Markdown file's prose: `file:line: word -> american`. */
function britishInProse(file: string, markdown: string, spellings: Map<string, string>): string[] {
  const words = new RegExp(`\\b(?:${[...spellings.keys()].join('|')})\\b`, 'gi');
  const hits: string[] = [];
  for (const text of proseOf(markdown)) {
    const value = PROPER_NAMES.reduce(
      (prose, name) => prose.replace(name, (found) => found.replace(/\S/g, ' ')),
      text.value,
    );
    for (const match of value.matchAll(words)) {
      // A text node keeps its line endings, so its line plus those before the word is the word's.
      const line =
        (text.position?.start.line ?? 1) + (value.slice(0, match.index).match(/\n/g)?.length ?? 0);
      const american = spellings.get(match[0].toLowerCase()) ?? '';
      hits.push(`${file}:${line}: ${match[0]} -> ${inCaseOf(match[0], american)}`);
    }
  }
  return hits;
}

/** README.md and every Markdown guide of docs/ (tracked, or new and not ignored). */
function guides(): string[] {
  const listed = execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', '-z', '--', 'README.md', 'docs'],
    { cwd: ROOT, encoding: 'utf8' },
  );
  return listed
    .split('\0')
    .filter((path) => path.endsWith('.md') && existsSync(join(ROOT, path)))
    .filter((path) => !path.startsWith('docs/benchmarks/'))
    .sort();
}

describe('the guides', () => {
  const spellings = BRITISH;

  it('are README.md and the Markdown of docs/, less the generated benchmarks', () => {
    const files = guides();
    expect(files).toContain('README.md');
    expect(files).toContain('docs/operating.md');
    expect(files.filter((path) => path.startsWith('docs/decisions/')).length).toBeGreaterThan(5);
    expect(files.some((path) => path.startsWith('docs/benchmarks/'))).toBe(false);
  });

  it('use no British spelling that en-US accepts, outside code, link targets and URLs', () => {
    const hits = guides().flatMap((file) =>
      britishInProse(file, readFileSync(join(ROOT, file), 'utf8'), spellings),
    );
    expect(hits).toEqual([]);
  });
});

describe('the scan of a guide', () => {
  const spellings = BRITISH;
  const scan = (markdown: string) => britishInProse('docs/guide.md', markdown, spellings);

  it.each([
    ['a word in a sentence', 'Every enquiry is stored.', ['docs/guide.md:1: enquiry -> inquiry']],
    [
      'whole words only',
      'Enquiries come from the programmer.',
      ['docs/guide.md:1: Enquiries -> Inquiries'],
    ],
    [
      'a word in a heading',
      '# Where ENQUIRIES are kept',
      ['docs/guide.md:1: ENQUIRIES -> INQUIRIES'],
    ],
    ['a link text', '[the enquiry table](security.md)', ['docs/guide.md:1: enquiry -> inquiry']],
    [
      'each word on its own line',
      'A list:\n\n- one cancelled\n  enquiry\n- a programme',
      [
        'docs/guide.md:3: cancelled -> canceled',
        'docs/guide.md:4: enquiry -> inquiry',
        'docs/guide.md:5: programme -> program',
      ],
    ],
    [
      'a table cell',
      '| a | b |\n| - | - |\n| x | the enquiries |',
      ['docs/guide.md:3: enquiries -> inquiries'],
    ],
  ])('reports %s', (_case, markdown, hits) => {
    expect(scan(markdown)).toEqual(hits);
  });

  it.each([
    ['a fenced code block', '```sh\nnpm run enquiries -- list\n```'],
    ['an indented code block', 'Run:\n\n    npm run enquiries -- list'],
    ['a code span', 'Read `functions/enquiries/` and `ENQUIRY_TABLE`.'],
    ['a link target', '[decision 0014](decisions/0014-enquiries-stored-before-sent.md)'],
    ['a bare URL', 'See https://example.com/enquiries for more.'],
    ['an email address', 'Write to enquiries@example.com today.'],
    ['a proper name', "the UK's National Cyber Security Centre"],
  ])('ignores %s', (_case, markdown) => {
    expect(scan(markdown)).toEqual([]);
  });
});
