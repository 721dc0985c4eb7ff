import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { isAbsolute, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseDocument } from 'yaml';
import type { z } from 'zod';
import { LOCALES, type Locale } from '../../src/config/locales.ts';
import {
  PAGE_COPY_FILES,
  PAGE_COPY_SCHEMAS,
  type PageCopyData,
  type PageCopyFile,
} from '../../src/content/pages/page-files.ts';
import { ImageReference } from '../../src/content/pages/schema/fields.ts';
import { typographic } from '../typography.ts';

/**
 * Reads and checks the page copy: web/src/content/pages/<locale>/<file>.yaml, each with its
 * kind's schema (web/src/content/pages/page-files.ts). A problem is one line that names the file
 * and the field, e.g. `web/src/content/pages/en/landing.yaml: hero.title: is required`.
 */

export const PAGE_COPY_DIR = fileURLToPath(new URL('../../src/content/pages/', import.meta.url));
const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** Every problem of the page copy, one per line; thrown by the build before anything else. */
export class PageCopyError extends Error {
  override readonly name = 'PageCopyError';
  constructor(readonly problems: readonly string[]) {
    const count = problems.length === 1 ? 'a problem' : `${problems.length} problems`;
    super(`The page copy has ${count}:\n${problems.join('\n')}`);
  }
}

/** A file's path as a person finds it: from the repository's root, else as it is. */
export function displayPath(path: string): string {
  const fromRoot = relative(REPO_ROOT, path);
  return fromRoot.startsWith('..') || isAbsolute(fromRoot) ? path : fromRoot.split(sep).join('/');
}

export function pageCopyPath(locale: Locale, file: PageCopyFile, dir = PAGE_COPY_DIR): string {
  return join(dir, locale, `${file}.yaml`);
}

/** `hero.title`, `facts[0].description`: a field as the file writes it. */
function fieldPath(path: readonly PropertyKey[]): string {
  return path
    .map((key, index) =>
      typeof key === 'number' ? `[${key}]` : `${index === 0 ? '' : '.'}${String(key)}`,
    )
    .join('');
}

type Result<F extends PageCopyFile> =
  | { readonly data: PageCopyData<F>; readonly problems: readonly [] }
  | { readonly data?: undefined; readonly problems: readonly string[] };

/** A file of the page copy, checked with its schema: its data, or its problems. */
export function checkPageCopyFile<F extends PageCopyFile>(
  locale: Locale,
  file: F,
  dir = PAGE_COPY_DIR,
): Result<F> {
  const path = pageCopyPath(locale, file, dir);
  const shown = displayPath(path);
  if (!existsSync(path)) {
    const twins = LOCALES.filter((other) => existsSync(pageCopyPath(other, file, dir)));
    const where = twins.map((other) => displayPath(pageCopyPath(other, file, dir))).join(', ');
    return {
      problems: [
        `${shown}: missing: every language needs this file${where ? ` (as ${where})` : ''}`,
      ],
    };
  }
  const document = parseDocument(readFileSync(path, 'utf8'));
  if (document.errors.length > 0) {
    return {
      problems: document.errors.map((error) => {
        const line = error.linePos?.[0].line;
        return `${shown}${line ? `:${line}` : ''}: ${error.message.split('\n')[0]}`;
      }),
    };
  }
  const schema = PAGE_COPY_SCHEMAS[file] as unknown as z.ZodType<PageCopyData<F>>;
  const parsed = schema.safeParse(document.toJS() ?? {});
  if (parsed.success) return { data: parsed.data, problems: [] };
  return {
    problems: parsed.error.issues.map((issue) => {
      const field = fieldPath(issue.path);
      return `${shown}: ${field ? `${field}: ` : ''}${issue.message}`;
    }),
  };
}

/**
 * Every text of a file's copy with its language's quotes, apostrophes and dashes
 * (../typography.ts), as an article's: an editor types straight ones. The other strings of the
 * copy (a page's key, a service's slug) hold none of the characters it changes.
 */
function withTypography<T>(value: T, locale: Locale): T {
  if (typeof value === 'string') return typographic(value, locale) as T;
  if (Array.isArray(value)) return value.map((item) => withTypography(item, locale)) as T;
  if (value instanceof ImageReference) {
    const { name, alt } = value;
    return new ImageReference(name, alt === undefined ? undefined : typographic(alt, locale)) as T;
  }
  if (
    value !== null &&
    typeof value === 'object' &&
    Object.getPrototypeOf(value) === Object.prototype
  ) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, withTypography(item, locale)]),
    ) as T;
  }
  return value;
}

/**
 * A file of the page copy, checked, with its typography: its data, or a `PageCopyError` naming
 * file and fields.
 */
export function readPageCopy<F extends PageCopyFile>(
  locale: Locale,
  file: F,
  dir = PAGE_COPY_DIR,
): PageCopyData<F> {
  const result = checkPageCopyFile(locale, file, dir);
  if (result.data === undefined) throw new PageCopyError(result.problems);
  return withTypography(result.data, locale);
}

/** The `.yaml` files under a language's folder, as page copy file names (`services/x`). */
function yamlFilesIn(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return (readdirSync(folder, { recursive: true }) as string[])
    .map((file) => file.split(sep).join('/'))
    .filter((file) => file.endsWith('.yaml'))
    .map((file) => file.slice(0, -'.yaml'.length));
}

/**
 * Every problem of the page copy: each file of every language checked with its schema, each
 * language's twin present, and no file the build would not read.
 */
export function pageCopyProblems(dir = PAGE_COPY_DIR): string[] {
  const problems: string[] = [];
  for (const locale of LOCALES) {
    for (const file of PAGE_COPY_FILES)
      problems.push(...checkPageCopyFile(locale, file, dir).problems);
    for (const file of yamlFilesIn(join(dir, locale))) {
      if ((PAGE_COPY_FILES as string[]).includes(file)) continue;
      problems.push(
        `${displayPath(join(dir, locale, `${file}.yaml`))}: not a page copy file: the build reads ${PAGE_COPY_FILES.join(', ')}`,
      );
    }
  }
  return problems;
}
