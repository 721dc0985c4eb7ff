import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { buildCmsConfig, kindFields } from '../../editor/config/cms-config';
import { CONTENT_KINDS, MEDIA, repoPath } from '../../editor/config/collections';
import { configForOrigin } from '../../editor/src/backend';
import { AUTHORS_FILE, CONTENT_DIR, MEDIA_DIR } from '../../web/build/insights/load-articles';
import { LOCALES } from '../../web/src/config/locales';
import { articleFrontMatterSchema } from '../../web/src/content/insights/schema';

/**
 * The drift test: the editor's configuration is generated from the schemas, and this checks it
 * against the schemas' behaviour (what they accept and refuse), not against the generator's own
 * reading of them, and against the folders the build reads.
 */

const config = buildCmsConfig({ repository: 'vantage-ward/site' });
type Collection = { name: string; folder?: string; files?: { file: string }[]; fields?: Field[] };
type Field = {
  name: string;
  required?: boolean;
  maxlength?: number;
  minlength?: number;
  pattern?: [string, string];
  options?: string[];
  min?: number;
  fields?: Field[];
};
const collections = config.collections as Collection[];

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
    for (const option of topics?.options ?? []) expect(accepts({ topics: [option] })).toBe(true);
    expect(accepts({ topics: ['not-a-topic'] })).toBe(false);
  });

  it('checks patterns the schema checks: the cover image is a /media/ file', () => {
    const cover = articleFields().find((f) => f.name === 'cover');
    const image = cover?.fields?.find((f) => f.name === 'image');
    const pattern = new RegExp(image?.pattern?.[0] ?? 'missing');
    for (const value of ['/media/a.jpg', 'media/a.jpg', '/media/a b.jpg', '/other/a.jpg']) {
      expect(pattern.test(value), value).toBe(
        accepts({ cover: { image: value, alt: 'An image' } }),
      );
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

  it('pairs translations by the field the build pairs them by', () => {
    const key = (config.i18n as { canonical_slug: { key: string } }).canonical_slug.key;
    expect(Object.keys(articleFrontMatterSchema.shape)).toContain(key);
    expect(accepts({ [key]: 'a-key' })).toBe(true);
  });

  it('commits through GitHub with the editorial workflow: a branch and a pull request per entry', () => {
    expect(config.backend).toEqual({ name: 'github', repo: 'vantage-ward/site', branch: 'main' });
    expect(config.publish_mode).toBe('editorial_workflow');
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
