import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { z } from 'zod';
import { buildCmsConfig, kindFields } from '../../editor/config/cms-config';
import { CONTENT_KINDS, EDITED_FOLDERS, MEDIA, repoPath } from '../../editor/config/collections';
import { PAGE_FILE_LABELS } from '../../editor/config/page-collections';
import { fieldFromSchema, topLevelNames } from '../../editor/config/schema-fields';
import { configForOrigin } from '../../editor/src/backend';
import { AUTHORS_FILE, CONTENT_DIR, MEDIA_DIR } from '../../web/build/insights/load-articles';
import { pageCopyPath } from '../../web/build/page-copy/load-page-copy';
import { LOCALES } from '../../web/src/config/locales';
import { PAGE_KEYS, pathOf } from '../../web/src/config/routes';
import { DECORATIVE_IMAGE_KEYS } from '../../web/src/content/image-keys';
import {
  articleFrontMatterSchema,
  SLUG_MAX_LENGTH,
  TOPIC_KEYS,
} from '../../web/src/content/insights/schema';
import {
  PAGE_COPY_FILES,
  PAGE_COPY_SCHEMAS,
  type PageCopyFile,
} from '../../web/src/content/pages/page-files';

/**
 * The drift test: the editor's configuration is generated from the schemas, and this checks it
 * against the schemas' behaviour (what they accept and refuse), not against the generator's own
 * reading of them, and against the folders the build reads.
 */

const config = buildCmsConfig({ repository: 'vantage-ward/site' });
type Collection = {
  name: string;
  folder?: string;
  files?: { name: string; file: string; fields?: Field[] }[];
  fields?: Field[];
};
type Field = {
  name: string;
  field?: Field;
  widget?: string;
  i18n?: boolean | 'duplicate';
  required?: boolean;
  maxlength?: number;
  minlength?: number;
  pattern?: [string, string];
  options?: (string | { label: string; value: string })[];
  min?: number;
  fields?: Field[];
};
const collections = config.collections as Collection[];
/** What a select's option writes into the file. */
const optionValue = (option: string | { value: string }): string =>
  typeof option === 'string' ? option : option.value;

/** A valid article front matter, to change one field at a time. */
const VALID = {
  title: 'T',
  description: 'D',
  published: '2026-01-02',
  authors: ['a'],
  topics: ['security-testing'],
};
const accepts = (change: Record<string, unknown>) =>
  articleFrontMatterSchema.safeParse({ ...VALID, ...change }).success;

describe('the editor configuration generated from the schemas', () => {
  for (const kind of CONTENT_KINDS) {
    it(`shows every field of the ${kind.name} schema, or says the editor writes it`, () => {
      const shown = kindFields(kind).map((field) => field.name);
      const managed = kind.managedByEditor ?? [];
      expect([...shown, ...managed].sort()).toEqual(Object.keys(kind.schema.shape).sort());
    });
  }

  const articleFields = (): Field[] => {
    const articles = collections.find((c) => c.name === 'articles');
    return articles?.fields ?? [];
  };

  it('marks a field required exactly when the schema refuses an article without it', () => {
    for (const field of articleFields().filter((f) => f.name !== 'body')) {
      const without = { ...VALID, [field.name]: undefined };
      const refused = !articleFrontMatterSchema.safeParse(without).success;
      expect({ field: field.name, required: field.required }).toEqual({
        field: field.name,
        required: refused,
      });
    }
  });

  it('lets an article be English-only, and never a page: every page exists in both languages', () => {
    // Sveltia offers "Disable Spanish" only where `initial_locales` is set.
    const i18nOf = (c: Collection) => (c as Collection & { i18n?: unknown }).i18n;
    const articles = collections.find((c) => c.name === 'articles') as Collection;
    expect(i18nOf(articles)).toEqual({ initial_locales: 'all' });
    expect((config.i18n as Record<string, unknown>).initial_locales).toBeUndefined();
    for (const c of collections.filter((c) => c.name !== 'articles')) {
      const own = i18nOf(c);
      expect(typeof own === 'object' && own !== null && 'initial_locales' in own, c.name).toBe(
        false,
      );
    }
  });

  it('has each language write its own words, and copies the rest from English, the cover as one', () => {
    const i18n = (fields: readonly Field[]) =>
      Object.fromEntries(fields.map((field) => [field.name, field.i18n]));
    expect(i18n(articleFields())).toMatchObject({
      title: true,
      description: true,
      body: true,
      published: 'duplicate',
      authors: 'duplicate',
      topics: 'duplicate',
      draft: 'duplicate',
      // Copied whole once English adds it (a translated cover lost the Spanish one on save),
      // its description written in each language.
      cover: 'duplicate',
    });
    const cover = articleFields().find((f) => f.name === 'cover');
    expect(i18n(cover?.fields ?? [])).toEqual({ image: 'duplicate', alt: true });
  });

  it('gives each text field the maximum length the schema allows, and no other', () => {
    for (const field of articleFields().filter((f) => f.maxlength !== undefined)) {
      const max = field.maxlength as number;
      expect(accepts({ [field.name]: 'x'.repeat(max) }), field.name).toBe(true);
      expect(accepts({ [field.name]: 'x'.repeat(max + 1) }), field.name).toBe(false);
    }
    const description = articleFields().find((f) => f.name === 'description');
    expect(description?.maxlength).toBeGreaterThan(0);
  });

  it('gives each list the minimum the schema asks, and each select the schema’s options', () => {
    for (const field of articleFields().filter((f) => f.min !== undefined)) {
      expect(accepts({ [field.name]: [] }), field.name).toBe(field.min === 0);
    }
    const topics = articleFields().find((f) => f.name === 'topics');
    for (const option of (topics?.options ?? []).map(optionValue)) {
      expect(accepts({ topics: [option] })).toBe(true);
    }
    expect(accepts({ topics: ['not-a-topic'] })).toBe(false);
  });

  it('names each topic as the site does, and writes its key', () => {
    const topics = articleFields().find((f) => f.name === 'topics');
    expect(topics?.options).toContainEqual({
      label: 'Application & API security',
      value: 'application-api-security',
    });
    expect(topics?.options?.map(optionValue)).toEqual([...TOPIC_KEYS]);
    for (const option of topics?.options ?? []) {
      expect(typeof option === 'object' && option.label !== option.value).toBe(true);
    }
  });

  it('checks patterns the schema checks, but lets the image widget write /media/<file> itself', () => {
    const key = articleFields().find((f) => f.name === 'translationKey');
    expect(key).toBeUndefined();
    const cover = articleFields().find((f) => f.name === 'cover');
    const image = cover?.fields?.find((f) => f.name === 'image') as Field & { widget: string };
    // An upload's value is a blob: URL until saved: a pattern would refuse every upload.
    expect(image.widget).toBe('image');
    expect(image.pattern).toBeUndefined();
    expect(accepts({ cover: { image: `${MEDIA.publicPath}/a.jpg`, alt: 'An image' } })).toBe(true);
    const authors = collections.find((c) => c.name === 'authors')?.files?.[0]?.fields?.[0];
    const keyField = authors?.fields?.find((f) => f.name === 'key');
    const pattern = new RegExp(keyField?.pattern?.[0] ?? 'missing');
    for (const value of ['ada', 'ada-lovelace', 'Ada', 'ada lovelace', '-ada']) {
      expect(pattern.test(value), value).toBe(/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value));
    }
  });

  it('writes the files the build reads: one folder per language, authors.yaml, the media folder', () => {
    const articles = collections.find((c) => c.name === 'articles');
    expect(articles?.folder).toBe(repoPath(CONTENT_DIR));
    expect(config.i18n).toMatchObject({ structure: 'multiple_folders', locales: [...LOCALES] });
    const authors = collections.find((c) => c.name === 'authors');
    expect(authors?.files?.[0]?.file).toBe(`${repoPath(CONTENT_DIR)}/${AUTHORS_FILE}`);
    expect(config.media_folder).toBe(repoPath(MEDIA_DIR));
    expect(MEDIA.publicPath).toBe('/media');
    // The schema's own rule for cover images names the same public path.
    expect(accepts({ cover: { image: `${MEDIA.publicPath}/x.jpg`, alt: 'x' } })).toBe(true);
  });

  it('finds every article paired by its English slug, the key the editor writes on each save', () => {
    // Sveltia CMS rewrites the key from `canonical_slug` whenever it saves an article: a pair
    // keyed otherwise would change key at its first edit in the editor.
    const english = join(CONTENT_DIR, 'en');
    for (const name of readdirSync(english).filter((f) => f.endsWith('.md'))) {
      const frontMatter = /^---\n([\s\S]*?)\n---/.exec(readFileSync(join(english, name), 'utf8'));
      const key = parse(frontMatter?.[1] ?? '')?.translationKey;
      if (key !== undefined) expect(key, name).toBe(name.slice(0, -'.md'.length));
    }
    expect((config.i18n as { canonical_slug: { value: string } }).canonical_slug.value).toBe(
      '{{slug}}',
    );
  });

  it('writes only inside the folders the local stand-in serves', () => {
    const paths = [
      config.media_folder as string,
      ...collections.flatMap((c) => [
        ...(c.folder ? [c.folder] : []),
        ...(c.files ?? []).map((f) => f.file),
      ]),
    ];
    for (const path of paths) {
      expect(
        EDITED_FOLDERS.some((folder) => path === folder || path.startsWith(`${folder}/`)),
        path,
      ).toBe(true);
    }
  });

  it('uploads into the media folder with file names the schema accepts, no stock photos, nothing over 5 MB', () => {
    expect(config.media_libraries).toEqual({
      stock_assets: { providers: [] },
      default: { config: { slugify_filename: true, max_file_size: 5_000_000 } },
    });
    expect(accepts({ cover: { image: '/media/my-photo-1.jpg', alt: 'x' } })).toBe(true);
    expect(accepts({ cover: { image: '/media/My Photo (1).JPG', alt: 'x' } })).toBe(false);
  });

  it('pairs translations by the field the build pairs them by', () => {
    const key = (config.i18n as { canonical_slug: { key: string } }).canonical_slug.key;
    expect(Object.keys(articleFrontMatterSchema.shape)).toContain(key);
    expect(accepts({ [key]: 'a-key' })).toBe(true);
  });

  it('commits through GitHub with the editorial workflow: a branch and a pull request per entry', () => {
    expect(config.backend).toEqual({ name: 'github', repo: 'vantage-ward/site', branch: 'main' });
    expect(config.publish_mode).toBe('editorial_workflow');
  });

  it('labels every field in words: no field is called by a language code', () => {
    const labels = (fields: readonly Field[] = []): string[] =>
      fields.flatMap((f) => [(f as Field & { label: string }).label, ...labels(f.fields)]);
    const all = collections.flatMap((c) => [
      ...labels(c.fields),
      ...(c.files ?? []).flatMap((file) => labels(file.fields)),
    ]);
    for (const locale of LOCALES) expect(all).not.toContain(locale);
    const authors = collections.find((c) => c.name === 'authors')?.files?.[0]?.fields?.[0];
    const role = authors?.fields?.find((f) => f.name === 'role');
    expect(labels(role?.fields)).toEqual(['Role in English', 'Role in Spanish']);
  });

  it('asks each language’s slug once, when an article is created: a URL does not change', () => {
    const articles = collections.find((c) => c.name === 'articles') as Collection & {
      slug: { template?: string; pattern: [string, string] };
    };
    expect(articles.slug).toMatchObject({ editable: ['create'], i18n: true });
    // Typed, not made from the title: a title's slug was cut mid-word at the length cap.
    expect(articles.slug.template).toBeUndefined();
    // The editor's pattern accepts what the build accepts as a file name, and refuses the rest
    // before the article is saved.
    const [pattern, message] = articles.slug.pattern;
    const accepts = (slug: string) => new RegExp(pattern).test(slug);
    const published = LOCALES.flatMap((locale) =>
      readdirSync(join(CONTENT_DIR, locale)).map((file) => file.replace(/\.md$/, '')),
    );
    expect(published.length).toBeGreaterThan(3);
    for (const slug of published) expect(accepts(slug), slug).toBe(true);
    expect(accepts('x'.repeat(SLUG_MAX_LENGTH))).toBe(true);
    for (const bad of [
      'x'.repeat(SLUG_MAX_LENGTH + 1),
      'Editing-the-site',
      'editing the site',
      'que-revisa-una-evaluación',
      'double--hyphen',
      '-leading',
      'trailing-',
      '',
    ]) {
      expect(accepts(bad), bad).toBe(false);
    }
    expect(message).toContain(`at most ${SLUG_MAX_LENGTH} characters`);
  });

  it('refuses a repository that is not owner/name', () => {
    expect(() => buildCmsConfig({ repository: 'https://github.com/a/b' })).toThrow(/owner\/name/);
  });

  it('refuses a widget option for a field the schema does not have', async () => {
    const { fieldsFromSchema } = await import('../../editor/config/schema-fields');
    expect(() =>
      fieldsFromSchema(articleFrontMatterSchema as unknown as z.ZodObject, {
        subtitle: { widget: 'text' },
      }),
    ).toThrow(/"subtitle", which is not a field/);
  });
});

/** Each page file as the editor configures it. */
const pageFiles = collections.flatMap((collection) =>
  (collection.files ?? [])
    .filter((file) => file.file.includes('{{locale}}'))
    .map((file) => ({ collection: collection.name, ...file })),
);
const editorFileOf = (file: PageCopyFile) => {
  const path = pageCopyPath('en', file);
  const found = pageFiles.filter((f) => path.endsWith(f.file.replace('{{locale}}', 'en')));
  expect(found, file).toHaveLength(1);
  return found[0] as (typeof pageFiles)[number];
};
/** A page file as it is in the repository, before the build reads images as images. */
const pageData = (file: PageCopyFile): Record<string, unknown> =>
  parse(readFileSync(pageCopyPath('en', file), 'utf8'));

type Path = (string | number)[];
const clone = <T>(value: T): T => structuredClone(value);
function setAt(data: unknown, path: Path, value: unknown): unknown {
  const copy = clone(data) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = path[path.length - 1] as string | number;
  if (value === undefined) delete node[last];
  else node[last] = value;
  return copy;
}
function getAt(data: unknown, path: Path): unknown {
  return path.reduce<unknown>(
    (node, key) => (node as Record<string | number, unknown> | undefined)?.[key],
    data,
  );
}

/**
 * Every field of a file with the path to its value in `data`, into objects and the first item of
 * lists, where the data has one.
 */
function fieldPaths(fields: readonly Field[], data: unknown, path: Path = []): [Field, Path][] {
  return fields.flatMap((field): [Field, Path][] => {
    const at = [...path, field.name];
    const value = getAt(data, at);
    if (value === undefined) return [[field, at]];
    const nested =
      field.widget === 'object' && field.fields
        ? fieldPaths(field.fields, data, at)
        : field.widget === 'list' && field.fields && Array.isArray(value) && value.length > 0
          ? fieldPaths(field.fields, data, [...at, 0])
          : [];
    return [[field, at], ...nested];
  });
}

describe('the page copy in the editor', () => {
  it('has every file of page-files.ts, at the path the build reads, in every language', () => {
    for (const file of PAGE_COPY_FILES) {
      const editor = editorFileOf(file);
      for (const locale of LOCALES) {
        expect(pageCopyPath(locale, file).endsWith(editor.file.replace('{{locale}}', locale))).toBe(
          true,
        );
      }
      expect(editor.file.startsWith('web/src/content/pages/{{locale}}/')).toBe(true);
    }
    expect(pageFiles).toHaveLength(PAGE_COPY_FILES.length);
    expect(Object.keys(PAGE_FILE_LABELS).sort()).toEqual([...PAGE_COPY_FILES].sort());
  });

  for (const file of PAGE_COPY_FILES) {
    describe(`${file}.yaml`, () => {
      const schema = PAGE_COPY_SCHEMAS[file] as unknown as z.ZodType;
      const fields = () => editorFileOf(file).fields ?? [];
      const accepts = (data: unknown) => schema.safeParse(data).success;

      it('shows every field of its schema, each translated', () => {
        expect(fields().map((f) => f.name)).toEqual(topLevelNames(schema));
        // At every depth: Sveltia CMS leaves a nested field without `i18n` out of the Spanish file.
        const untranslated = (list: readonly Field[], path = ''): string[] =>
          list.flatMap((field) => [
            ...(field.i18n === true ? [] : [`${path}${field.name}`]),
            ...untranslated(field.fields ?? [], `${path}${field.name}.`),
            ...untranslated(field.field ? [field.field] : [], `${path}${field.name}.`),
          ]);
        expect(untranslated(fields())).toEqual([]);
        expect(accepts(pageData(file)), 'the repository’s own file').toBe(true);
      });

      it('marks a field required exactly when the schema refuses the file without it', () => {
        const data = pageData(file);
        for (const [field, path] of fieldPaths(fields(), data)) {
          if (getAt(data, path) === undefined) {
            expect(field.required, path.join('.')).toBe(false);
            continue;
          }
          const refused = !accepts(setAt(data, path, undefined));
          expect({ field: path.join('.'), required: field.required }).toEqual({
            field: path.join('.'),
            required: refused,
          });
        }
      });

      it('gives texts the schema’s maximum length, and selects the schema’s options', () => {
        const data = pageData(file);
        for (const [field, path] of fieldPaths(fields(), data)) {
          if (field.maxlength !== undefined) {
            const max = field.maxlength;
            expect(accepts(setAt(data, path, 'x'.repeat(max))), path.join('.')).toBe(true);
            expect(accepts(setAt(data, path, 'x'.repeat(max + 1))), path.join('.')).toBe(false);
          }
          if (field.widget === 'select' && getAt(data, path) !== undefined) {
            for (const option of (field.options ?? []).map(optionValue)) {
              expect(accepts(setAt(data, path, option)), `${path.join('.')}: ${option}`).toBe(true);
            }
            expect(accepts(setAt(data, path, 'not-an-option')), path.join('.')).toBe(false);
          }
        }
      });
    });
  }

  it('offers a link’s pages by their title and address, and writes the page’s key', () => {
    const links = [
      ...fieldPaths(editorFileOf('site').fields ?? [], pageData('site')),
      ...fieldPaths(editorFileOf('landing').fields ?? [], pageData('landing')),
    ].filter(([field]) => field.name === 'page');
    expect(links.length).toBeGreaterThan(3);
    const titles = parse(readFileSync(pageCopyPath('en', 'page-meta'), 'utf8'));
    for (const [field] of links) {
      expect(field.widget).toBe('select');
      expect(field.options?.map(optionValue)).toEqual([...PAGE_KEYS]);
      for (const page of PAGE_KEYS) {
        expect(field.options).toContainEqual({
          value: page,
          label: `${page === 'home' ? 'Home' : titles[page].title} (${pathOf(page, 'en')})`,
        });
      }
    }
    const [first] = links[0] ?? [];
    expect(first?.options).toContainEqual({ value: 'whatWeDo', label: 'What we do (/what-we-do)' });
    expect(first?.options).toContainEqual({ value: 'home', label: 'Home (/)' });
  });

  it('names the decorative images in words, and writes their keys', () => {
    const images = fieldPaths(editorFileOf('landing').fields ?? [], pageData('landing')).filter(
      ([field]) => field.name === 'image' && field.widget === 'select',
    );
    expect(images.length).toBeGreaterThan(0);
    for (const [field] of images) {
      expect(field.options?.map(optionValue)).toEqual([...DECORATIVE_IMAGE_KEYS]);
      expect(field.options).toContainEqual({
        value: 'heroRings',
        label: 'Rings (the home page’s hero)',
      });
    }
  });

  it('keeps a placeholder like <file> visible in hints, which the editor would take for a tag', () => {
    const cover = collections
      .find((c) => c.name === 'articles')
      ?.fields?.find((f) => f.name === 'cover');
    const image = cover?.fields?.find((f) => f.name === 'image') as Field & { hint: string };
    expect(image.hint).toBe('Upload an image, or choose one uploaded before (at most 5 MB).');
    const placeholder = fieldFromSchema(
      'image',
      z.string().meta({ title: 'Image', description: 'Written /media/<file>.' }),
    );
    expect(placeholder.hint).toBe('Written /media/‹file›.');
    const key = collections
      .find((c) => c.name === 'authors')
      ?.files?.[0]?.fields?.[0]?.fields?.find((f) => f.name === 'key');
    expect(key?.pattern?.[1]).toBe('a lower-case key of letters, digits and hyphens');
  });

  it('says in the hint why a text has its maximum length, as the build’s message does', () => {
    const title = fieldPaths(editorFileOf('about').fields ?? [], pageData('about')).find(
      ([, path]) => path.join('.') === 'hero.title',
    )?.[0] as Field & { hint: string };
    expect(title.hint).toBe(
      'The page’s main heading. At most 56 characters: a longer title wraps to a fourth line on a phone.',
    );
  });

  it('refuses an empty text where the schema does, with the schema’s message', () => {
    const title = fieldPaths(editorFileOf('about').fields ?? [], pageData('about')).find(
      ([, path]) => path.join('.') === 'hero.title',
    );
    const pattern = title?.[0].pattern;
    expect(pattern?.[1]).toBe('must not be empty');
    expect(new RegExp(pattern?.[0] ?? 'missing').test('   ')).toBe(false);
    expect(
      PAGE_COPY_SCHEMAS.about.safeParse(setAt(pageData('about'), ['hero', 'title'], '  ')).success,
    ).toBe(false);
  });
});

describe('the configuration in the browser', () => {
  it('signs in on its own origin, and keeps the editorial workflow there', () => {
    const live = configForOrigin(config as never, {
      hostname: 'admin.example.com',
      origin: 'https://admin.example.com',
    });
    expect(live.backend).toMatchObject({ base_url: 'https://admin.example.com' });
    expect(live.backend).not.toHaveProperty('api_root');
    expect(live.publish_mode).toBe('editorial_workflow');
  });

  it('talks to the local stand-in for GitHub on a loopback address, saving at once', () => {
    const local = configForOrigin(config as never, {
      hostname: '127.0.0.1',
      origin: 'http://127.0.0.1:3001',
    });
    expect(local.backend).toMatchObject({
      base_url: 'http://127.0.0.1:3001',
      api_root: 'http://127.0.0.1:3001',
    });
    expect(local.publish_mode).toBe('simple');
  });
});
