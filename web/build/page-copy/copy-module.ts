import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locale } from '../../src/config/locales.ts';
import { SERVICE_SLUGS } from '../../src/config/routes.ts';
import type { PageCopyData, PageCopyFile } from '../../src/content/pages/page-files.ts';
import { ImageReference } from '../../src/content/pages/schema/fields.ts';
import { PAGE_COPY_DIR, pageCopyPath, readPageCopy } from './load-page-copy.ts';

/**
 * Turns a checked content file into the JavaScript module the pages import: its data, with what
 * stays in code put back where the components expect it. An image's name becomes the image
 * (file, size, alt text: web/src/content/images.ts); `{siteName}` becomes the site's name
 * (web/src/config/site.ts); the form's messages come from the contact rules' module; and the
 * service cards are composed from the service files, in shared modules of their own so that a
 * page loads no other page's text (as the TypeScript copy modules did before).
 */

const SOURCE = (path: string) => fileURLToPath(new URL(`../../src/${path}`, import.meta.url));

/** A JavaScript expression, written into the module as it is. */
class Code {
  constructor(readonly source: string) {}
}

/** The key under which an object's entry is spread (`{ ...SUMMARIES[slug] }`). */
const SPREAD = '...';

/** The shared modules of a language: every service's card, and each one's main description. */
export const SERVICE_SUMMARIES_MODULE = 'service-summaries';
export const SERVICE_OVERVIEWS_MODULE = 'service-overviews';
export const VIRTUAL_PREFIX = 'virtual:page-copy/';
export const sharedModuleId = (locale: Locale, name: string) =>
  `${VIRTUAL_PREFIX}${locale}/${name}`;

interface Imports {
  /** Specifier → local name of its default export, or `{ NAME }` for a named one. */
  readonly lines: Map<string, string>;
}

function serialize(value: unknown, imports: Imports): string {
  if (value instanceof Code) return value.source;
  if (value instanceof ImageReference) {
    imports.lines.set(SOURCE('content/images.ts'), '{ IMAGES }');
    const image = `IMAGES.${value.name}`;
    return value.alt === undefined ? image : `{...${image},alt:${JSON.stringify(value.alt)}}`;
  }
  if (typeof value === 'string') {
    if (!value.includes('{siteName}')) return JSON.stringify(value);
    imports.lines.set(SOURCE('config/site.ts'), '{ SITE }');
    return value
      .split('{siteName}')
      .map((part) => JSON.stringify(part))
      .join('+SITE.name+');
  }
  if (Array.isArray(value)) return `[${value.map((item) => serialize(item, imports)).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).map(([key, item]) =>
      key === SPREAD
        ? `...${serialize(item, imports)}`
        : `${JSON.stringify(key)}:${serialize(item, imports)}`,
    );
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value);
}

function moduleSource(value: unknown, imports: Imports = { lines: new Map() }): string {
  const body = serialize(value, imports);
  // In the order of their file names, as the TypeScript copy modules imported them: the order
  // of a page's preloaded chunks follows it.
  const lines = [...imports.lines]
    .sort(([a], [b]) => basename(a).localeCompare(basename(b)))
    .map(([specifier, name]) => `import ${name} from ${JSON.stringify(specifier)};`);
  return `${lines.join('\n')}\nexport default ${body};\n`;
}

/** Imports `specifier` (`clause`: `NAME` for its default export, `{ NAME }` for a named one). */
function imported(imports: Imports, specifier: string, clause: string): Code {
  imports.lines.set(specifier, clause);
  return new Code(clause.replace(/[{}\s]/g, ''));
}

/** Adds what the file's page reads besides the file itself. */
function composed(
  locale: Locale,
  file: PageCopyFile,
  data: unknown,
  imports: Imports,
  dir: string,
) {
  const summaries = () =>
    imported(imports, sharedModuleId(locale, SERVICE_SUMMARIES_MODULE), 'SUMMARIES');
  const overviews = () =>
    imported(imports, sharedModuleId(locale, SERVICE_OVERVIEWS_MODULE), 'OVERVIEWS');
  if (file === 'landing') return { ...(data as object), services: summaries() };
  if (file === 'what-we-do') {
    return { ...(data as object), services: summaries(), overviews: overviews() };
  }
  if (file === 'site') {
    const site = data as PageCopyData<'site'>;
    // The messages of the form's rules stay in code: the contact Lambda sends them too.
    const ruleMessages = imported(
      imports,
      SOURCE(`content/${locale}/contact-rules.ts`),
      '{ CONTACT_RULE_MESSAGES }',
    );
    return { ...site, contactForm: { ...site.contactForm, ruleMessages } };
  }
  if (file.startsWith('services/')) {
    const slug = JSON.stringify(file.slice('services/'.length));
    // Title, summary and image come from the shared cards, the main description from the
    // shared overviews: the page's own file is written once into the modules.
    const { bottomImage, description, bullets, secondBlock } =
      data as PageCopyData<'services/physical-security'>;
    const { main: _main, ...paragraphs } = description;
    const labels = imported(imports, pageCopyPath(locale, 'service-page', dir), 'LABELS');
    const cards = summaries();
    const mains = overviews();
    return {
      labels,
      services: cards,
      service: {
        [SPREAD]: new Code(`${cards.source}[${slug}]`),
        topImage: new Code(`${cards.source}[${slug}].image`),
        ...(bottomImage ? { bottomImage } : {}),
        description: { main: new Code(`${mains.source}[${slug}]`), ...paragraphs },
        bullets,
        ...(secondBlock ? { secondBlock } : {}),
      },
    };
  }
  return data;
}

/** The module of a content file: `export default` its copy, as the page reads it. */
export function copyModuleSource(locale: Locale, file: PageCopyFile, dir = PAGE_COPY_DIR): string {
  const imports: Imports = { lines: new Map() };
  const data = readPageCopy(locale, file, dir);
  return moduleSource(composed(locale, file, data, imports, dir), imports);
}

/** A language's shared module: every service's card, or every service's main description. */
export function sharedModuleSource(locale: Locale, name: string, dir = PAGE_COPY_DIR): string {
  const services = SERVICE_SLUGS.map(
    (slug) => [slug, readPageCopy(locale, `services/${slug}`, dir)] as const,
  );
  if (name === SERVICE_SUMMARIES_MODULE) {
    return moduleSource(
      Object.fromEntries(
        services.map(([slug, { title, summary, image }]) => [slug, { title, summary, image }]),
      ),
    );
  }
  if (name === SERVICE_OVERVIEWS_MODULE) {
    return moduleSource(
      Object.fromEntries(services.map(([slug, service]) => [slug, service.description.main])),
    );
  }
  throw new Error(`There is no shared page copy module ${name}`);
}

/** The service files a shared module is made of: it is rebuilt when one changes. */
export function sharedModuleFiles(locale: Locale, dir = PAGE_COPY_DIR): string[] {
  return SERVICE_SLUGS.map((slug) => pageCopyPath(locale, `services/${slug}`, dir));
}
