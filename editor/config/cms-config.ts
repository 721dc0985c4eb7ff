import { DEFAULT_LOCALE, LOCALES } from '../../web/src/config/locales.ts';
import { SLUG_MAX_LENGTH } from '../../web/src/content/insights/schema.ts';
import { CONTENT_KINDS, type ContentKind, MEDIA, TRANSLATION_KEY_FIELD } from './collections.ts';
import { pageCollections } from './page-collections.ts';
import { type CmsField, fieldsFromSchema } from './schema-fields.ts';

/**
 * The largest file the editor uploads: 5 MB as the editor counts (decimal; 5 MiB would read
 * "5.2 MB" in its refusal). docs/editors-guide.md says how to export one.
 */
export const MAX_UPLOAD_BYTES = 5_000_000;

/**
 * The editor's whole configuration, generated from the content schemas when the editor is built
 * (editor/vite.config.ts): never written by hand, never committed. The browser adds only what
 * depends on where it runs: the sign-in origin, and the local stand-in under `npm start`
 * (editor/src/backend.ts).
 */

/** The repository the editor commits to, `owner/name`. */
export const REPOSITORY_PATTERN = /^[A-Za-z0-9-]{1,39}\/[A-Za-z0-9._-]{1,100}$/;

/** What the editor's build is told (editor/vite.config.ts reads it from the environment). */
export interface CmsConfigOptions {
  /** `owner/name` on GitHub. */
  readonly repository: string;
  /** @default 'main' */
  readonly branch?: string;
}

export const EDITORIAL_WORKFLOW = 'editorial_workflow';

export function kindFields(kind: ContentKind): CmsField[] {
  const managed = new Set(kind.managedByEditor ?? []);
  return fieldsFromSchema(kind.schema, kind.widgets).filter((field) => !managed.has(field.name));
}

export function buildCmsConfig(options: CmsConfigOptions): Record<string, unknown> {
  if (!REPOSITORY_PATTERN.test(options.repository)) {
    throw new Error(
      `The editor's repository must be owner/name on GitHub, got "${options.repository}".`,
    );
  }
  return {
    // The configuration is this object: no config.yml is fetched.
    load_config_file: false,
    backend: {
      name: 'github',
      repo: options.repository,
      branch: options.branch ?? 'main',
    },
    // Saving opens a branch `cms/<collection>/<slug>` and a draft pull request; publishing
    // merges it under the repository's rules (required checks, a reviewer).
    publish_mode: EDITORIAL_WORKFLOW,
    media_folder: MEDIA.folder,
    public_folder: MEDIA.publicPath,
    media_libraries: {
      // Uploads only, into the repository: the stock photo services are blocked by the CSP
      // anyway (docs/decisions/0030-sveltia-cms.md), so they are not offered.
      stock_assets: { providers: [] },
      // `My Photo (1).JPG` becomes `my-photo-1.jpg`: the schemas refuse a space in /media/ paths.
      // Every upload stays in the repository's history for good: a camera's original is refused
      // (the build makes every size the site needs from a 2,400 px export of a few hundred KB).
      default: { config: { slugify_filename: true, max_file_size: MAX_UPLOAD_BYTES } },
    },
    i18n: {
      structure: 'multiple_folders',
      locales: [...LOCALES],
      default_locale: DEFAULT_LOCALE,
      // Slugs are localized, so each language's file carries the pairing key (the English slug
      // of a new article), which the build pairs translations by.
      canonical_slug: { key: TRANSLATION_KEY_FIELD, value: '{{slug}}' },
    },
    slug: {
      encoding: 'ascii',
      clean_accents: true,
      sanitize_replacement: '-',
      maxlength: SLUG_MAX_LENGTH,
    },
    // An optional field left empty is left out of the file, never written `''`: the schemas
    // refuse an empty text or date where they allow none.
    output: { omit_empty_optional_fields: true },
    collections: [
      ...CONTENT_KINDS.map((kind) => ({
        name: kind.name,
        label: kind.label,
        label_singular: kind.labelSingular,
        ...kind.collection(kindFields(kind)),
      })),
      ...pageCollections(),
    ],
  };
}
