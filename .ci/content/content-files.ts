/**
 * What a changed or faulty file of the content is, in the words of the people who edit it, and
 * which pages of the site show it. Page copy files are web/src/content/pages/<locale>/<file>.yaml,
 * articles web/src/content/insights/<locale>/<slug>.md (web/build/page-copy,
 * web/build/insights/load-articles.ts).
 */
import { isLocale, type Locale } from '../../web/src/config/locales.ts';
import { articlePath, type PageKey, pathOf, SERVICE_SLUGS } from '../../web/src/config/routes.ts';
import { PAGE_COPY_FILES, type PageCopyFile } from '../../web/src/content/pages/page-files.ts';

export const PAGES_DIR = 'web/src/content/pages/';
export const INSIGHTS_DIR = 'web/src/content/insights/';
export const MEDIA_DIR = 'web/src/content/media/';
export const AUTHORS_FILE = `${INSIGHTS_DIR}authors.yaml`;

/** A language's name for the firm's editors, who read English. */
export const LANGUAGE_NAMES: Readonly<Record<Locale, string>> = { en: 'English', es: 'Spanish' };

/** The pages that show a page copy file: its own page, or every page of its language. */
export type CopyFilePages =
  | { readonly kind: 'pages'; readonly pages: readonly PageKey[]; readonly articles?: boolean }
  | { readonly kind: 'every page'; readonly what: string };

const own = (...pages: PageKey[]): CopyFilePages => ({ kind: 'pages', pages });

/**
 * Which pages each page copy file's text appears on. A page's own file is the one
 * web/src/app/page-routes.tsx gives it (test/workflows/content-files.test.ts checks the two
 * agree); the others are the texts a page borrows: the service summaries on the home page and
 * "What we do", the insights labels on every article. Typed by the file list, so a new page copy
 * file without its pages does not compile.
 */
export const COPY_FILE_PAGES: Readonly<Record<PageCopyFile, CopyFilePages>> = {
  site: { kind: 'every page', what: 'the header, footer, menus and forms of every page' },
  'page-meta': { kind: 'every page', what: 'the title and description of every page' },
  'social-card': { kind: 'every page', what: 'the share picture of every page' },
  landing: own('home'),
  'what-we-do': own('whatWeDo'),
  'who-we-work-with': own('whoWeWorkWith'),
  about: own('about'),
  'contact-page': own('contact'),
  'service-page': own(...SERVICE_SLUGS),
  ...(Object.fromEntries(
    SERVICE_SLUGS.map((slug) => [`services/${slug}`, own(slug, 'home', 'whatWeDo')]),
  ) as Record<`services/${(typeof SERVICE_SLUGS)[number]}`, CopyFilePages>),
  privacy: own('privacy'),
  security: own('security'),
  'legal-notice': own('legalNotice'),
  accessibility: own('accessibility'),
  insights: { kind: 'pages', pages: ['insights', 'home'], articles: true },
};

/** A file of the content, as its path says. */
export type ContentFile =
  | { readonly kind: 'page-copy'; readonly locale: Locale; readonly file: PageCopyFile }
  | { readonly kind: 'article'; readonly locale: Locale; readonly slug: string }
  | { readonly kind: 'authors' }
  | { readonly kind: 'media'; readonly name: string }
  /** Anything else under web/src/content (code: types, image keys). */
  | { readonly kind: 'content-code' }
  | { readonly kind: 'other' };

export function contentFileOf(path: string): ContentFile {
  if (path === AUTHORS_FILE) return { kind: 'authors' };
  const copy = /^web\/src\/content\/pages\/([^/]+)\/(.+)\.yaml$/.exec(path);
  if (copy && isLocale(copy[1]) && (PAGE_COPY_FILES as string[]).includes(copy[2] ?? '')) {
    return { kind: 'page-copy', locale: copy[1], file: copy[2] as PageCopyFile };
  }
  const article = /^web\/src\/content\/insights\/([^/]+)\/([^/]+)\.md$/.exec(path);
  if (article && isLocale(article[1])) {
    return { kind: 'article', locale: article[1], slug: article[2] ?? '' };
  }
  if (path.startsWith(MEDIA_DIR)) return { kind: 'media', name: path.slice(MEDIA_DIR.length) };
  if (path.startsWith('web/src/content/')) return { kind: 'content-code' };
  return { kind: 'other' };
}

/** `about` → `About`, `services/physical-security` → `Services: physical security`. */
function copyFileName(file: string): string {
  const words = file.replace('/', ': ').replaceAll('-', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** How the summary and the preview comment name a file: "About page text (Spanish)". */
export function describeFile(path: string): string {
  const file = contentFileOf(path);
  switch (file.kind) {
    case 'page-copy':
      return `${copyFileName(file.file)} page text (${LANGUAGE_NAMES[file.locale]})`;
    case 'article':
      return `Article “${file.slug}” (${LANGUAGE_NAMES[file.locale]})`;
    case 'authors':
      return 'The list of authors';
    case 'media':
      return `Image ${file.name}`;
    default:
      return path;
  }
}

/** The site paths of pages in a language. */
export function pathsOf(pages: readonly PageKey[], locale: Locale): string[] {
  return [...new Set(pages.map((page) => pathOf(page, locale)))];
}

export { articlePath };
