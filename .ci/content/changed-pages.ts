/**
 * The pages a pull request changes, from the files it changes: a page's text → that page in its
 * language, a shared text (site.yaml, page-meta.yaml) → every page of its language, an article →
 * its own address. What the preview comment links, on the preview's host.
 */
import { LOCALES, type Locale } from '../../web/src/config/locales.ts';
import {
  articlePath,
  COPY_FILE_PAGES,
  contentFileOf,
  describeFile,
  LANGUAGE_NAMES,
  pathsOf,
} from './content-files.ts';

export interface FileChange {
  /** git's letter: A(dded), M(odified), D(eleted), R(enamed, as delete + add). */
  readonly status: string;
  readonly path: string;
}

export interface ChangedPage {
  readonly file: string;
  /** "About page text (Spanish)". */
  readonly description: string;
  /** Site paths to open, or a sentence when it is every page. */
  readonly paths: readonly string[];
  readonly note?: string;
}

export interface PreviewPlan {
  /** Only content files change: the preview shows the pull request as it would go live. */
  readonly contentOnly: boolean;
  readonly pages: readonly ChangedPage[];
  /** Files outside the content (code, workflows), which a preview does not show. */
  readonly otherFiles: readonly string[];
}

/** `git diff --name-status -z` output: status, path (and for a rename, the new path). */
export function parseNameStatus(output: string): FileChange[] {
  const fields = output.split('\0').filter((field) => field !== '');
  const changes: FileChange[] = [];
  for (let i = 0; i < fields.length; ) {
    const status = fields[i++] ?? '';
    if (status.startsWith('R') || status.startsWith('C')) {
      const from = fields[i++] ?? '';
      const to = fields[i++] ?? '';
      if (status.startsWith('R')) changes.push({ status: 'D', path: from });
      changes.push({ status: 'A', path: to });
    } else {
      changes.push({ status: status.charAt(0), path: fields[i++] ?? '' });
    }
  }
  return changes;
}

const everyPage = (locale: Locale, what: string) =>
  `every page in ${LANGUAGE_NAMES[locale]} (${what})`;

export function previewPlan(changes: readonly FileChange[]): PreviewPlan {
  const pages: ChangedPage[] = [];
  const otherFiles: string[] = [];
  for (const { status, path } of changes) {
    const file = contentFileOf(path);
    const description = describeFile(path);
    const removed = status === 'D';
    switch (file.kind) {
      case 'page-copy': {
        const shown = COPY_FILE_PAGES[file.file];
        if (shown.kind === 'every page') {
          pages.push({
            file: path,
            description,
            paths: [],
            note: everyPage(file.locale, shown.what),
          });
        } else {
          pages.push({
            file: path,
            description,
            paths: pathsOf(shown.pages, file.locale),
            ...(shown.articles
              ? { note: `and every article in ${LANGUAGE_NAMES[file.locale]}` }
              : {}),
          });
        }
        break;
      }
      case 'article':
        pages.push({
          file: path,
          description,
          paths: removed ? [] : [articlePath(file.locale, file.slug)],
          ...(removed
            ? { note: `removed: ${articlePath(file.locale, file.slug)} no longer exists` }
            : {}),
        });
        break;
      case 'authors':
        pages.push({
          file: path,
          description,
          paths: [],
          note: 'every article, in both languages',
        });
        break;
      case 'media':
        pages.push({
          file: path,
          description,
          paths: [],
          note: 'the pages and articles that show it',
        });
        break;
      default:
        otherFiles.push(path);
    }
  }
  return { contentOnly: otherFiles.length === 0 && pages.length > 0, pages, otherFiles };
}

export { LOCALES };
