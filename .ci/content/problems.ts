/**
 * The content checks' findings as one list: what the build's own loaders refuse (the page copy's
 * schemas, the articles' front matter, translations, authors and links) and what the spell check
 * flags. Each finding names its file and, where there is one, its field. The loaders' and
 * cspell's messages are kept word for word; ./advice.ts explains them.
 */
import type { ContentProblem } from '../../web/build/insights/load-articles.ts';
import { fieldAtLine } from './field-at-line.ts';

export type CheckName = 'content' | 'links' | 'spelling';

export interface Problem {
  readonly check: CheckName;
  /** From the repository's root: `web/src/content/pages/es/about.yaml`. */
  readonly file: string;
  /** `hero.title`, `authors[1]`, `body`; none for the file as a whole. */
  readonly field?: string;
  readonly line?: number;
  /** The check's own words: `is longer than 56 characters (…)`. */
  readonly message: string;
  /** cspell's suggestions for an unknown word, best first. */
  readonly suggestions?: readonly string[];
}

/** `web/src/content/pages/en/x.yaml[:line]: rest`, as web/build/page-copy/load-page-copy.ts writes. */
const PAGE_COPY_LINE = /^(.+?\.yaml)(?::(\d+))?: (.*)$/;
/** `hero.title`, `facts[0].description`: a field as the loader writes it, never with a space. */
const FIELD = /^([A-Za-z_][\w-]*(?:\.[\w-]+|\[\d+\])*): (.*)$/s;
/** What the page copy loader says of a whole file, in the place of a field. */
const FILE_MESSAGES = ['missing', 'not a page copy file'];

/** The page copy loader's problem lines (`pageCopyProblems()`), one Problem each. */
export function pageCopyProblemsFrom(lines: readonly string[]): Problem[] {
  return lines.map((line) => {
    const match = PAGE_COPY_LINE.exec(line);
    if (!match) return { check: 'content', file: '(page copy)', message: line };
    const [, file = '', at, rest = ''] = match;
    // With a line: the YAML itself does not parse there.
    if (at) return { check: 'content', file, line: Number(at), message: rest };
    const field = FIELD.exec(rest);
    if (!field || FILE_MESSAGES.includes(field[1] ?? '')) {
      return { check: 'content', file, message: rest };
    }
    return { check: 'content', file, field: field[1], message: field[2] ?? '' };
  });
}

/** `line 12: link "…"`, `line 3: image "…"`: what check-references.ts says of a body. */
const REFERENCE = /^(?:line (\d+): )?((?:link|image) ".*)$/s;
const BODY_LINE = /^line (\d+): (.*)$/s;

/** The articles loader's problems (`ArticleContentError.problems`), links told apart. */
export function articleProblemsFrom(problems: readonly ContentProblem[]): Problem[] {
  return problems.map(({ file, field, message }) => {
    const named = field.startsWith('(') ? {} : { field };
    const reference = field === 'body' ? REFERENCE.exec(message) : null;
    if (reference) {
      return {
        check: 'links',
        file,
        ...named,
        ...(reference[1] ? { line: Number(reference[1]) } : {}),
        message: reference[2] ?? message,
      };
    }
    const body = field === 'body' ? BODY_LINE.exec(message) : null;
    if (body) {
      return { check: 'content', file, ...named, line: Number(body[1]), message: body[2] ?? '' };
    }
    return { check: 'content', file, ...named, message };
  });
}

/** `file:line:col - Unknown word (x) Suggestions: [a*, b]`, cspell's line with --show-suggestions. */
const SPELLING =
  /^(.+?):(\d+):(\d+) - (Unknown|Forbidden) word \((.+?)\)(?: fix: \((.+?)\))?(?: Suggestions: \[(.*)\])?\s*$/;

/**
 * cspell's report (`--no-progress --no-summary --show-suggestions`), one Problem per word; the
 * field is found from the line (`read` gives a file's text, to find it in).
 */
export function spellingProblemsFrom(output: string, read: (file: string) => string): Problem[] {
  const problems: Problem[] = [];
  for (const line of output.split('\n')) {
    const match = SPELLING.exec(line.trim());
    if (!match) continue;
    const [, file = '', at = '', , kind, word, fix, suggested] = match;
    const lineNumber = Number(at);
    const suggestions = [
      ...(fix ? [fix] : []),
      ...(suggested ?? '')
        .split(',')
        .map((s) => s.trim().replace(/\*$/, ''))
        .filter(Boolean),
    ];
    let field: string | undefined;
    try {
      field = fieldAtLine(file, read(file), lineNumber);
    } catch {
      field = undefined;
    }
    problems.push({
      check: 'spelling',
      file,
      ...(field ? { field } : {}),
      line: lineNumber,
      message:
        kind === 'Forbidden'
          ? `“${word}” is a spelling the site does not use`
          : `“${word}” is not in the dictionary`,
      ...(suggestions.length > 0 ? { suggestions: [...new Set(suggestions)].slice(0, 3) } : {}),
    });
  }
  return problems;
}
