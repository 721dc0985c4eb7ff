import { PAGE_COPY_DIR, readPageCopy } from '../../web/build/page-copy/load-page-copy.ts';
import { DEFAULT_LOCALE } from '../../web/src/config/locales.ts';
import { PAGE_KEYS, type PageKey, pathOf, type ServiceSlug } from '../../web/src/config/routes.ts';
import {
  PAGE_COPY_FILES,
  PAGE_COPY_SCHEMAS,
  type PageCopyFile,
} from '../../web/src/content/pages/page-files.ts';
import { repoPath } from './collections.ts';
import { type CmsField, fieldsOfFile } from './schema-fields.ts';

/**
 * The page copy in the editor: every file of web/src/content/pages/page-files.ts, in file
 * collections grouped as an editor looks for them, both languages side by side (`{{locale}}` in
 * each file's path: `pages/en/about.yaml` beside `pages/es/about.yaml`). The fields come from the
 * file's schema; what stays in code (routes, headers, the contact form's rules, config values)
 * is in no schema, so it has no field here.
 */

/** The editor's menu: one collection per group. */
export const PAGE_GROUPS = {
  pages: { label: 'Pages', labelSingular: 'Page' },
  services: { label: 'Services', labelSingular: 'Service' },
  legal: { label: 'Legal pages', labelSingular: 'Legal page' },
  site: { label: 'Whole site', labelSingular: 'Site-wide text' },
} as const;
type PageGroup = keyof typeof PAGE_GROUPS;

const SERVICE_LABELS: Readonly<Record<ServiceSlug, string>> = {
  'application-api-security': 'Service: Application and API security',
  'infrastructure-security': 'Service: Infrastructure security',
  'physical-security': 'Service: Physical security',
  'integrated-operations': 'Service: Integrated operations',
};

/** Each file's place and name in the editor: a new file that is not here does not compile. */
export const PAGE_FILE_LABELS: Readonly<
  Record<PageCopyFile, { readonly group: PageGroup; readonly label: string }>
> = {
  landing: { group: 'pages', label: 'Home' },
  'what-we-do': { group: 'pages', label: 'What we do' },
  'who-we-work-with': { group: 'pages', label: 'Who we work with' },
  about: { group: 'pages', label: 'About us' },
  'contact-page': { group: 'pages', label: 'Contact' },
  insights: { group: 'pages', label: 'Insights: the index and the article frame' },
  'service-page': { group: 'services', label: 'Every service page: shared labels' },
  ...(Object.fromEntries(
    Object.entries(SERVICE_LABELS).map(([slug, label]) => [
      `services/${slug}`,
      { group: 'services', label },
    ]),
  ) as Record<`services/${ServiceSlug}`, { group: 'services'; label: string }>),
  privacy: { group: 'legal', label: 'Privacy notice' },
  security: { group: 'legal', label: 'Vulnerability disclosure policy' },
  'legal-notice': { group: 'legal', label: 'Legal notice' },
  accessibility: { group: 'legal', label: 'Accessibility statement' },
  site: { group: 'site', label: 'Header, menu, footer, contact form and dialogs' },
  'page-meta': { group: 'site', label: 'Page titles and descriptions (search results)' },
  'social-card': { group: 'site', label: 'Social card (the image a shared link shows)' },
};

/**
 * Texts of a sentence or more get a text area; a heading or a label, one line. Presentation
 * only: the schema's checks are the same either way.
 */
const LONG_TEXT =
  /^(item|lead|text|description|summary|main|note|paragraph\d*|tagline|prepared|reason|affected|meanwhile|alt|articleMessage|sendFailed|privacyNote|commitment)$/;

/** A choice of a select field: what the editor shows, and what the file keeps. */
export interface SelectOption {
  readonly label: string;
  readonly value: string;
}

/**
 * The site's pages as a link's choices: the file keeps the page's key (`whatWeDo`), the editor
 * shows its title and address in the editor's language, the default one (`What we do
 * (/what-we-do)`), read from the page titles an editor maintains (page-meta.yaml).
 */
export function pageOptions(): SelectOption[] {
  const meta = readPageCopy(DEFAULT_LOCALE, 'page-meta');
  return PAGE_KEYS.map((page: PageKey) => ({
    value: page,
    // The home page's title is the firm's tagline: "Home" says which page it is.
    label: `${page === 'home' ? 'Home' : meta[page].title} (${pathOf(page, DEFAULT_LOCALE)})`,
  }));
}

/** A select whose choices are exactly the site's pages: a link's target. */
function isPageChoice(field: CmsField): boolean {
  const options = field.options ?? [];
  return (
    field.widget === 'select' &&
    options.length === PAGE_KEYS.length &&
    PAGE_KEYS.every((page) => options.includes(page))
  );
}

/**
 * A field as the page files need it: translated at every depth (Sveltia CMS shows a nested field
 * without `i18n` in the default language only, and would leave it out of the other language's
 * file), and a text area for a text of a sentence or more.
 */
function pageField(field: CmsField, pages: readonly SelectOption[]): CmsField {
  const long = field.widget === 'string' && field.maxlength === undefined;
  return {
    ...field,
    ...(isPageChoice(field) ? { options: pages } : {}),
    ...(field.fields ? { fields: field.fields.map((inner) => pageField(inner, pages)) } : {}),
    ...(field.field ? { field: pageField(field.field, pages) } : {}),
    ...(long && LONG_TEXT.test(field.name) ? { widget: 'text' } : {}),
    i18n: true,
  };
}

/** A page file's fields: every one translated, each language's file its own. */
export function pageFileFields(
  file: PageCopyFile,
  pages: readonly SelectOption[] = pageOptions(),
): CmsField[] {
  return fieldsOfFile(PAGE_COPY_SCHEMAS[file]).map((field) => pageField(field, pages));
}

/** `services/x` → `services-x`: a file's name in the editor's URLs. */
const fileName = (file: PageCopyFile): string => file.replaceAll('/', '-');

/** A file's path as the editor writes it, `{{locale}}` standing for the language's folder. */
export function pageFilePath(file: PageCopyFile): string {
  return `${repoPath(PAGE_COPY_DIR)}/{{locale}}/${file}.yaml`;
}

/** The page copy's collections, in the editor's menu order. */
export function pageCollections(): Record<string, unknown>[] {
  const pages = pageOptions();
  return (Object.keys(PAGE_GROUPS) as PageGroup[]).map((group) => ({
    name: group,
    label: PAGE_GROUPS[group].label,
    label_singular: PAGE_GROUPS[group].labelSingular,
    i18n: true,
    format: 'yaml',
    files: PAGE_COPY_FILES.filter((file) => PAGE_FILE_LABELS[file].group === group).map((file) => ({
      name: fileName(file),
      label: PAGE_FILE_LABELS[file].label,
      file: pageFilePath(file),
      i18n: true,
      fields: pageFileFields(file, pages),
    })),
  }));
}
