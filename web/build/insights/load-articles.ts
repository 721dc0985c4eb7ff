import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { imageSizeFromFile } from 'image-size/fromFile';
import { parse as parseYaml } from 'yaml';
import type { z } from 'zod';
import { isLocale, LOCALES, type Locale } from '../../src/config/locales.ts';
import { articlePath, ROUTE_LIST } from '../../src/config/routes.ts';
import type { ArticleImage, BodyNode } from '../../src/content/insights/article.ts';
import {
  type ArticleFrontMatter,
  type Author,
  articleFrontMatterSchema,
  authorsFileSchema,
  SLUG_MAX_LENGTH,
  SLUG_PATTERN,
} from '../../src/content/insights/schema.ts';
import { typographic } from '../typography.ts';
import { checkReferences } from './check-references.ts';
import { type BodyImageEncoder, readingMinutes, renderMarkdown } from './markdown.ts';

/**
 * The articles, read from web/src/content/insights/<locale>/<slug>.md, validated with the schema
 * and the rules that span files, and rendered. Everything that shows an article (pages, feeds,
 * sitemap, social cards, the edge routes, the analytics page list) starts here: docs/insights.md.
 */

const PROJECT_DIR = fileURLToPath(new URL('../../..', import.meta.url));
export const CONTENT_DIR = join(PROJECT_DIR, 'web/src/content/insights');
export const MEDIA_DIR = join(PROJECT_DIR, 'web/src/content/media');
export const AUTHORS_FILE = 'authors.yaml';

/** `INSIGHTS_DRAFTS=true` (or `npm run build -- --drafts`) builds drafts: `npm start` sets it. */
export function draftsRequested(
  env: NodeJS.ProcessEnv = process.env,
  argv: readonly string[] = process.argv,
): boolean {
  return env.INSIGHTS_DRAFTS === 'true' || env.INSIGHTS_DRAFTS === '1' || argv.includes('--drafts');
}

const DAY_MS = 24 * 60 * 60 * 1000;

export interface LoadArticlesOptions {
  /** Include `draft: true` articles. @default false */
  readonly drafts?: boolean;
  /** The moment a published article may not be dated after (by a day). @default the clock's */
  readonly now?: Date;
  /** The folder with authors.yaml and one folder per locale. @default web/src/content/insights */
  readonly contentDir?: string;
  /** Where `/media/<file>` is found. @default web/src/content/media */
  readonly mediaDir?: string;
  /** The site's pages that a body may link to. @default every path of the route table */
  readonly pagePaths?: readonly string[];
  /**
   * Encodes the body's images for the page (the build passes `articleImages(…).body`).
   * @default none: images stay `<img src="/media/…">`
   */
  readonly encodeImage?: BodyImageEncoder;
}

/** One article in one language, ready to render. */
export interface Article {
  readonly locale: Locale;
  readonly slug: string;
  /** Its URL path, `/insights/<slug>` or `/es/publicaciones/<slug>`. */
  readonly path: string;
  /** The source file, relative to the project (for messages). */
  readonly file: string;
  /** The front matter as validated, defaults applied. */
  readonly frontMatter: ArticleFrontMatter;
  /** The date of the last change: `updated`, else `published` (YYYY-MM-DD). */
  readonly updated: string;
  /** The authors, in the front matter's order. */
  readonly authors: readonly Author[];
  readonly cover?: ArticleImage;
  /** The body as sanitized HTML (feeds) and as element data (the page). */
  readonly html: string;
  readonly body: readonly BodyNode[];
  /** The body's ids (heading anchors, footnotes). */
  readonly ids: readonly string[];
  readonly readingMinutes: number;
  /** The other language's version, when it exists in this build. */
  readonly translation?: { readonly locale: Locale; readonly slug: string; readonly path: string };
}

/** One thing wrong in the content, as the build prints it: `<file>: <field>: <what>`. */
export interface ContentProblem {
  readonly file: string;
  readonly field: string;
  readonly message: string;
}

/** Thrown with every problem of the content at once, one line each. */
export class ArticleContentError extends Error {
  readonly problems: readonly ContentProblem[];
  constructor(problems: readonly ContentProblem[]) {
    const lines = problems.map((p) => `${p.file}: ${p.field}: ${p.message}`);
    super(`The articles have ${problems.length} problem(s):\n${lines.join('\n')}`);
    this.name = 'ArticleContentError';
    this.problems = problems;
  }
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

/** Where an issue sits: `cover.alt`, `authors[1]`, or the keys zod did not expect. */
function fieldOf(issue: z.core.$ZodIssue): string {
  if (issue.code === 'unrecognized_keys') return issue.keys.join(', ');
  const path = issue.path
    .map((part, i) =>
      typeof part === 'number' ? `[${part}]` : `${i > 0 ? '.' : ''}${String(part)}`,
    )
    .join('');
  return path || '(front matter)';
}

function issueMessage(issue: z.core.$ZodIssue): string {
  return issue.code === 'unrecognized_keys' ? 'not a field of an article' : issue.message;
}

interface SourceFile {
  readonly locale: Locale;
  readonly slug: string;
  readonly file: string;
  readonly frontMatter: ArticleFrontMatter;
  readonly markdown: string;
}

async function readAuthors(contentDir: string, problems: ContentProblem[]): Promise<Author[]> {
  const file = relative(PROJECT_DIR, join(contentDir, AUTHORS_FILE));
  // A site without articles needs no authors either.
  if (!existsSync(join(contentDir, AUTHORS_FILE))) return [];
  let data: unknown;
  try {
    data = parseYaml(await readFile(join(contentDir, AUTHORS_FILE), 'utf8'));
  } catch (error) {
    problems.push({
      file,
      field: '(file)',
      message: (error as Error).message.split('\n')[0] ?? '',
    });
    return [];
  }
  const parsed = authorsFileSchema.safeParse(data ?? []);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      problems.push({ file, field: fieldOf(issue), message: issueMessage(issue) });
    }
    return [];
  }
  const seen = new Set<string>();
  parsed.data.forEach((author, i) => {
    if (seen.has(author.key)) {
      problems.push({ file, field: `[${i}].key`, message: `"${author.key}" is listed twice` });
    }
    seen.add(author.key);
  });
  return parsed.data.map((author) => ({
    ...author,
    role: typographicInEachLanguage(author.role),
    bio: typographicInEachLanguage(author.bio),
  }));
}

/** A text written in each language, each with its language's typography. */
function typographicInEachLanguage(
  texts: Readonly<Record<Locale, string>>,
): Record<Locale, string> {
  return Object.fromEntries(
    LOCALES.map((locale) => [locale, typographic(texts[locale], locale)]),
  ) as Record<Locale, string>;
}

/**
 * Every article file that reads, with its problems; `unreadKeys` gets the translation key of each
 * file whose front matter failed its schema, so that its translation is not also told it pairs
 * with nothing.
 */
async function readSources(
  contentDir: string,
  problems: ContentProblem[],
  unreadKeys: Set<string>,
): Promise<SourceFile[]> {
  const sources: SourceFile[] = [];
  const entries = await readdir(contentDir, { withFileTypes: true });
  for (const entry of entries.filter((e) => e.isDirectory())) {
    const dir = join(contentDir, entry.name);
    const where = relative(PROJECT_DIR, dir);
    if (!isLocale(entry.name)) {
      problems.push({
        file: where,
        field: '(folder)',
        message: `not a language (${LOCALES.join(', ')})`,
      });
      continue;
    }
    const names = (await readdir(dir)).filter((name) => name.endsWith('.md')).sort();
    for (const name of names) {
      const file = relative(PROJECT_DIR, join(dir, name));
      const slug = name.slice(0, -'.md'.length);
      if (!SLUG_PATTERN.test(slug)) {
        problems.push({
          file,
          field: 'slug',
          message: `"${slug}" is not lower-case letters, digits and single hyphens`,
        });
      } else if (slug.length > SLUG_MAX_LENGTH) {
        problems.push({
          file,
          field: 'slug',
          message: `"${slug}" is longer than ${SLUG_MAX_LENGTH} characters`,
        });
      }
      const text = await readFile(join(dir, name), 'utf8');
      const match = FRONT_MATTER.exec(text);
      if (!match) {
        problems.push({
          file,
          field: '(front matter)',
          message: 'missing: the file must open with a --- block',
        });
        continue;
      }
      let data: unknown;
      try {
        data = parseYaml(match[1] ?? '');
      } catch (error) {
        problems.push({
          file,
          field: '(front matter)',
          message: (error as Error).message.split('\n')[0] ?? '',
        });
        continue;
      }
      const parsed = articleFrontMatterSchema.safeParse(data ?? {});
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          problems.push({ file, field: fieldOf(issue), message: issueMessage(issue) });
        }
        const key = (data as { translationKey?: unknown } | null)?.translationKey;
        if (typeof key === 'string') unreadKeys.add(key);
        continue;
      }
      sources.push({
        locale: entry.name,
        slug,
        file,
        frontMatter: {
          ...parsed.data,
          title: typographic(parsed.data.title, entry.name),
          description: typographic(parsed.data.description, entry.name),
        },
        // Blank lines in place of the front matter: a body's line numbers are the file's.
        markdown: '\n'.repeat(match[0].split('\n').length - 1) + text.slice(match[0].length),
      });
    }
  }
  return sources;
}

/**
 * translationKey: each key names one article per language, and both languages have it, except
 * the key of an article written in one language only, which is its own slug (what the editor
 * writes on every save of an article whose other language it disabled).
 */
function pairTranslations(
  sources: readonly SourceFile[],
  problems: ContentProblem[],
  unreadKeys: ReadonlySet<string>,
): Map<SourceFile, SourceFile> {
  const byKey = new Map<string, SourceFile[]>();
  for (const source of sources) {
    const key = source.frontMatter.translationKey;
    if (key) byKey.set(key, [...(byKey.get(key) ?? []), source]);
  }
  const pairs = new Map<SourceFile, SourceFile>();
  for (const [key, group] of byKey) {
    for (const source of group) {
      const same = group.filter((other) => other !== source && other.locale === source.locale);
      const others = group.filter((other) => other.locale !== source.locale);
      const field = 'translationKey';
      if (same.length > 0) {
        problems.push({
          file: source.file,
          field,
          message: `"${key}" is also the key of ${same.map((s) => s.file).join(', ')} in the same language`,
        });
      } else if (others.length === 0) {
        // Its translation is there but did not read: that file's own problems say why.
        if (unreadKeys.has(key)) continue;
        // In one language only; a key that is not its own slug was meant to pair.
        if (key === source.slug) continue;
        problems.push({
          file: source.file,
          field,
          message: `"${key}" pairs with no article of the other language`,
        });
      } else if (others.length > 1) {
        problems.push({
          file: source.file,
          field,
          message: `"${key}" pairs with more than one article: ${others.map((s) => s.file).join(', ')}`,
        });
      } else if (others[0]) {
        pairs.set(source, others[0]);
      }
    }
  }
  return pairs;
}

async function coverOf(
  source: SourceFile,
  mediaDir: string,
  problems: ContentProblem[],
): Promise<ArticleImage | undefined> {
  const { cover } = source.frontMatter;
  if (!cover) return undefined;
  const file = join(mediaDir, cover.image.slice('/media/'.length));
  if (!existsSync(file)) {
    problems.push({
      file: source.file,
      field: 'cover.image',
      message: `${cover.image} is not a file of ${relative(PROJECT_DIR, mediaDir)}`,
    });
    return undefined;
  }
  const { width, height } = await imageSizeFromFile(file);
  return { src: cover.image, alt: cover.alt, width, height };
}

/**
 * Every article of the site (drafts only when asked), each language newest first, English
 * first. Throws an ArticleContentError listing every problem, one line each, if any file is bad.
 */
export async function loadArticles(options: LoadArticlesOptions = {}): Promise<readonly Article[]> {
  const contentDir = options.contentDir ?? CONTENT_DIR;
  const mediaDir = options.mediaDir ?? MEDIA_DIR;
  const problems: ContentProblem[] = [];
  const authors = await readAuthors(contentDir, problems);
  const unreadKeys = new Set<string>();
  const sources = await readSources(contentDir, problems, unreadKeys);
  const authorByKey = new Map(authors.map((author) => [author.key, author]));
  const pairs = pairTranslations(sources, problems, unreadKeys);

  const included = sources.filter((s) => options.drafts || !s.frontMatter.draft);
  const latestDay = new Date((options.now ?? new Date()).getTime() + DAY_MS)
    .toISOString()
    .slice(0, 10);
  const built = await Promise.all(
    included.map(async (source) => {
      const { frontMatter: fm, file } = source;
      fm.authors.forEach((key, i) => {
        if (!authorByKey.has(key)) {
          problems.push({
            file,
            field: `authors[${i}]`,
            message: `"${key}" is not an author of ${AUTHORS_FILE}`,
          });
        }
      });
      // No scheduled publishing: a published article is on the site from the next deploy, so a
      // later date would show it dated in the future. A day's slack for the time zones east of
      // UTC, where the writer's today is already UTC's tomorrow.
      for (const field of ['published', 'updated'] as const) {
        const date = fm[field];
        if (!fm.draft && date !== undefined && date > latestDay) {
          problems.push({
            file,
            field,
            message: `${date} is after today: a published article goes live with the next deploy`,
          });
        }
      }
      if (fm.updated !== undefined && fm.updated < fm.published) {
        problems.push({
          file,
          field: 'updated',
          message: `${fm.updated} is before published (${fm.published})`,
        });
      }
      const rendered = await renderMarkdown(
        source.markdown,
        source.locale,
        options.encodeImage ? { encodeImage: options.encodeImage } : {},
      );
      for (const problem of rendered.problems) {
        const at = problem.line === undefined ? '' : `line ${problem.line}: `;
        problems.push({ file, field: 'body', message: `${at}${problem.message}` });
      }
      return { source, rendered, cover: await coverOf(source, mediaDir, problems) };
    }),
  );

  const articlePaths = new Map(
    built.map(({ source, rendered }) => [articlePath(source.locale, source.slug), rendered.ids]),
  );
  for (const { source, rendered } of built) {
    const path = articlePath(source.locale, source.slug);
    for (const problem of checkReferences(rendered.references, {
      self: path,
      articles: articlePaths,
      pages: options.pagePaths ?? ROUTE_LIST.map((route) => route.path),
      mediaDir,
    })) {
      problems.push({ file: source.file, field: 'body', message: problem });
    }
  }
  if (problems.length > 0) throw new ArticleContentError(problems);

  const articles = built.map(({ source, rendered, cover }): Article => {
    const partner = pairs.get(source);
    const translated = partner && included.includes(partner) ? partner : undefined;
    return {
      locale: source.locale,
      slug: source.slug,
      path: articlePath(source.locale, source.slug),
      file: source.file,
      frontMatter: source.frontMatter,
      updated: source.frontMatter.updated ?? source.frontMatter.published,
      authors: source.frontMatter.authors.map((key) => authorByKey.get(key) as Author),
      ...(cover ? { cover } : {}),
      html: rendered.html,
      body: rendered.tree,
      ids: rendered.ids,
      readingMinutes: readingMinutes(rendered.words),
      ...(translated
        ? {
            translation: {
              locale: translated.locale,
              slug: translated.slug,
              path: articlePath(translated.locale, translated.slug),
            },
          }
        : {}),
    };
  });
  return articles.sort(
    (a, b) =>
      LOCALES.indexOf(a.locale) - LOCALES.indexOf(b.locale) ||
      b.frontMatter.published.localeCompare(a.frontMatter.published) ||
      a.slug.localeCompare(b.slug),
  );
}
