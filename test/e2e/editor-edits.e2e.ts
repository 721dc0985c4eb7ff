import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { pageFileOf } from '../../web/build/prerender';
import type { Locale } from '../../web/src/config/locales';
import { articlePath, INSIGHTS_PATHS, pathOf } from '../../web/src/config/routes';
import { articleFrontMatterSchema } from '../../web/src/content/insights/schema';
import { PAGE_COPY_SCHEMAS } from '../../web/src/content/pages/page-files';
import { buildSiteIn } from '../build/project-copy';
import { type LocalEditor, startLocalEditor } from './local-editor';

/**
 * Issue 28's promise, in a real browser: an editor changes a page in both languages, changes an
 * article in both, writes a new article and its translation, saves, and the files on disk are
 * what the build reads; the build turns them into the pages. Against the local editor (its own
 * origin, the stand-in for GitHub) over a copy of the project, so the repository is untouched.
 * Needs `npm run build:editor` (npm run test:e2e runs it).
 */

const ABOUT_TITLE = {
  en: 'Beyond trends, edited in the browser',
  es: 'Más allá de las modas, editado',
};
const EDITED = {
  en: 'what-a-physical-security-assessment-checks',
  es: 'que-revisa-una-evaluacion-de-seguridad-fisica',
} as const;
const EDITED_TITLE = 'What a physical security assessment checks';
const EDITED_DESCRIPTION = {
  en: 'What an assessment examines, edited in the browser.',
  es: 'Qué examina una evaluación, editado en el navegador.',
};
const NEW_TITLE = {
  en: 'Editing the site from the browser',
  es: 'Editar el sitio desde el navegador',
};
const NEW_SLUG = {
  en: 'editing-the-site-from-the-browser',
  es: 'editar-el-sitio-desde-el-navegador',
} as const;
/** An article for one market: the writing guide allows an English-only one. */
const ENGLISH_ONLY = {
  title: 'A checklist for US buyers only',
  slug: 'a-checklist-for-us-buyers-only',
  description: 'Written for the US market, with no Spanish version.',
  text: 'Only in English, on purpose.',
} as const;
const NEW_DESCRIPTION = {
  en: 'A new article written in the editor, in both languages.',
  es: 'Un artículo nuevo escrito en el editor, en los dos idiomas.',
};
const NEW_TEXT = {
  en: 'Written in the editor and saved as a file.',
  es: 'Escrito en el editor y guardado como archivo.',
};
/** Uploaded as `Blue Cover (1).jpg`: the editor names the file as the schema accepts it. */
const COVER_FILE = 'blue-cover-1.jpg';
const COVER_ALT = { en: 'A plain blue rectangle', es: 'Un rectángulo azul liso' };

let project: string;
let editor: LocalEditor;
let page: Page;
const problems: string[] = [];

const file = (path: string) => join(project, path);
const read = (path: string) => readFileSync(file(path), 'utf8');
const pageCopy = (locale: Locale) => `web/src/content/pages/${locale}/about.yaml`;
const article = (locale: Locale, slug: string) => `web/src/content/insights/${locale}/${slug}.md`;

/** An article's front matter (parsed) and its body, as the build reads them. */
function articleParts(text: string): { data: Record<string, unknown>; body: string } {
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text);
  if (!match) throw new Error(`no front matter in:\n${text.slice(0, 200)}`);
  return { data: parse(match[1] as string), body: (match[2] as string).trim() };
}

/** Sveltia CMS names its panes "Edit ⁨English⁩ Content", the language isolated. */
const pane = (verb: 'Edit' | 'Preview', language: string): Locator =>
  page.getByRole('group', { name: new RegExp(`^${verb} \\W?${language}\\W? Content$`) });
const english = () => pane('Edit', 'English');
const spanish = () => pane('Edit', 'Spanish');

/** The second pane shows the Spanish fields beside the English ones. */
async function showSpanish(): Promise<Locator> {
  if (!(await spanish().isVisible())) {
    await pane('Preview', 'English').getByRole('radio', { name: 'Spanish' }).click();
  }
  await expect.poll(() => spanish().isVisible()).toBe(true);
  return spanish();
}

async function openCollection(name: string): Promise<void> {
  await page
    .getByRole('tree', { name: 'Collection List' })
    .getByRole('treeitem', { name, exact: true })
    .click();
}

/** Saves, then waits until the file on disk says `expected`. */
async function saveAndWaitFor(path: string, expected: string): Promise<void> {
  await page
    .getByRole('toolbar', { name: 'Primary' })
    .getByRole('button', { name: 'Save' })
    .click();
  await expect
    .poll(
      () => {
        try {
          return read(path).includes(expected);
        } catch {
          return false;
        }
      },
      // Saving an upload under a loaded machine can take seconds; the wait is not a budget.
      { timeout: 30_000 },
    )
    .toBe(true);
  // An entry closes once saved; a file stays open until closed.
  const editor = page.getByRole('group', { name: 'Content Editor' });
  await editor.waitFor({ state: 'hidden', timeout: 3_000 }).catch(async () => {
    await page.getByRole('button', { name: 'Cancel Editing' }).click();
  });
}

beforeAll(async () => {
  editor = await startLocalEditor(['web', 'functions']);
  project = editor.project;
  page = await editor.browser.newPage({ viewport: { width: 1400, height: 1000 } });
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text().slice(0, 300));
  });
  await page.goto(editor.url);
  await page.getByRole('button', { name: /Sign In with/ }).click();
  await page.getByRole('tree', { name: 'Collection List' }).waitFor({ timeout: 30_000 });
}, 60_000);

afterAll(async () => {
  await editor?.close();
});

/** Opens a new article and fills its English fields, as a writer does, publishing it today. */
async function createArticleInEnglish(article: {
  title: string;
  description: string;
  author: string;
  topic: string;
  text: string;
}): Promise<void> {
  await openCollection('Articles');
  await page.getByRole('button', { name: 'Create New Entry' }).click();
  const en = english();
  await en.getByRole('textbox', { name: 'Title' }).fill(article.title);
  await en.getByRole('textbox', { name: 'Description' }).fill(article.description);
  await en
    .getByRole('group', { name: /Published/ })
    .getByRole('button', { name: 'Today' })
    .click();
  await en.getByRole('checkbox', { name: article.author }).check();
  await en.getByRole('combobox', { name: 'Topics' }).click();
  await page.getByRole('option', { name: article.topic }).click();
  await en.getByRole('textbox', { name: 'Text' }).fill(article.text);
  // Sveltia CMS sets a new entry's form up asynchronously: on a slow machine it emptied the
  // first field filled (Title, or Description when Title came later) a moment after. What it
  // emptied is typed again; the files must still hold every field.
  for (const [name, value] of [
    ['Title', article.title],
    ['Description', article.description],
  ] as const) {
    const field = en.getByRole('textbox', { name });
    if ((await field.inputValue()) !== value) await field.fill(value);
  }
}

describe('editing in the local editor', () => {
  it('changes a page’s English and Spanish text, and only that, in both languages’ files', async () => {
    const before = { en: parse(read(pageCopy('en'))), es: parse(read(pageCopy('es'))) };
    await openCollection('Pages');
    await page.getByRole('grid', { name: 'Files' }).getByRole('row', { name: 'About us' }).click();
    await english().getByRole('textbox', { name: 'Title' }).fill(ABOUT_TITLE.en);
    await (await showSpanish()).getByRole('textbox', { name: 'Title' }).fill(ABOUT_TITLE.es);
    await saveAndWaitFor(pageCopy('es'), ABOUT_TITLE.es);

    for (const locale of ['en', 'es'] as const) {
      const after = parse(read(pageCopy(locale)));
      expect(after).toEqual({
        ...before[locale],
        hero: { ...before[locale].hero, title: ABOUT_TITLE[locale] },
      });
      expect(PAGE_COPY_SCHEMAS.about.safeParse(after).success).toBe(true);
    }
  });

  it('changes an article’s description in both languages, its other fields and text untouched', async () => {
    const before = {
      en: articleParts(read(article('en', EDITED.en))),
      es: articleParts(read(article('es', EDITED.es))),
    };
    await openCollection('Articles');
    await page
      .getByRole('grid', { name: 'Entries' })
      .getByRole('row', { name: EDITED_TITLE })
      .click();
    await english().getByRole('textbox', { name: 'Description' }).fill(EDITED_DESCRIPTION.en);
    await (await showSpanish())
      .getByRole('textbox', { name: 'Description' })
      .fill(EDITED_DESCRIPTION.es);
    await saveAndWaitFor(article('es', EDITED.es), EDITED_DESCRIPTION.es);

    for (const locale of ['en', 'es'] as const) {
      const after = articleParts(read(article(locale, EDITED[locale])));
      // The editor writes the default it shows (`draft: false`), the same article to the build.
      expect(after.data).toEqual({
        draft: false,
        ...before[locale].data,
        description: EDITED_DESCRIPTION[locale],
      });
      expect(after.body).toBe(before[locale].body);
      expect(articleFrontMatterSchema.safeParse(after.data).success).toBe(true);
    }
  });

  it('writes a new article and its translation as two files paired by translationKey', async () => {
    await createArticleInEnglish({
      title: NEW_TITLE.en,
      description: NEW_DESCRIPTION.en,
      author: 'Lucía Ferrer',
      // Named as the site names it; the file gets its key (checked below).
      topic: 'Security testing',
      text: NEW_TEXT.en,
    });
    const es = await showSpanish();
    await es.getByRole('textbox', { name: 'Title' }).fill(NEW_TITLE.es);
    await es.getByRole('textbox', { name: 'Description' }).fill(NEW_DESCRIPTION.es);
    await es.getByRole('textbox', { name: 'Text' }).fill(NEW_TEXT.es);
    // Each language's address is typed in the Slug panel, which a new article opens with: one
    // made from the title was cut mid-word. One that is not a slug is refused before saving.
    const slug = (language: string) => page.getByRole('textbox', { name: language, exact: true });
    await slug('English').fill('Editing-The-Site');
    await slug('Spanish').fill(NEW_SLUG.es);
    await page
      .getByRole('toolbar', { name: 'Primary' })
      .getByRole('button', { name: 'Save' })
      .click();
    await expect
      .poll(() => page.getByText(/Lower-case letters without accents/).count())
      .toBeGreaterThan(0);
    expect(existsSync(file(article('es', NEW_SLUG.es)))).toBe(false);
    await slug('English').fill(NEW_SLUG.en);
    await saveAndWaitFor(article('es', NEW_SLUG.es), NEW_TEXT.es);

    const files = {
      en: articleParts(read(article('en', NEW_SLUG.en))),
      es: articleParts(read(article('es', NEW_SLUG.es))),
    };
    for (const locale of ['en', 'es'] as const) {
      const { data, body } = files[locale];
      expect(articleFrontMatterSchema.safeParse(data).success, JSON.stringify(data)).toBe(true);
      expect(data).toMatchObject({
        title: NEW_TITLE[locale],
        description: NEW_DESCRIPTION[locale],
        authors: ['lucia-ferrer'],
        topics: ['security-testing'],
        translationKey: NEW_SLUG.en,
      });
      expect(body).toBe(NEW_TEXT[locale]);
    }
    expect(files.es.data.published).toEqual(files.en.data.published);
    expect(problems).toEqual([]);
  });

  it('writes an English-only article when Spanish is disabled for it: no Spanish file', async () => {
    await createArticleInEnglish({
      title: ENGLISH_ONLY.title,
      description: ENGLISH_ONLY.description,
      author: 'Daniel Brooks',
      topic: 'Buying security',
      text: ENGLISH_ONLY.text,
    });
    await page.getByRole('textbox', { name: 'English', exact: true }).fill(ENGLISH_ONLY.slug);
    await showSpanish();
    await page.getByRole('button', { name: /^Show \W?Spanish\W? Content Options$/ }).click();
    await page.getByRole('menuitem', { name: /^Disable \W?Spanish\W?$/ }).click();
    await saveAndWaitFor(article('en', ENGLISH_ONLY.slug), ENGLISH_ONLY.text);

    const { data } = articleParts(read(article('en', ENGLISH_ONLY.slug)));
    expect(articleFrontMatterSchema.safeParse(data).success, JSON.stringify(data)).toBe(true);
    expect(data).toMatchObject({ title: ENGLISH_ONLY.title, translationKey: ENGLISH_ONLY.slug });
    // No Spanish file names it: the Spanish folder holds what it held before, and the new pair.
    const spanishKeys = readdirSync(file('web/src/content/insights/es')).map(
      (name) => articleParts(read(`web/src/content/insights/es/${name}`)).data.translationKey,
    );
    expect(spanishKeys).toContain(NEW_SLUG.en);
    expect(spanishKeys).not.toContain(ENGLISH_ONLY.slug);
    expect(problems).toEqual([]);
  });

  it('uploads a cover into the media folder and gives it a description in both languages', async () => {
    await openCollection('Articles');
    await page
      .getByRole('grid', { name: 'Entries' })
      .getByRole('row', { name: NEW_TITLE.en })
      .click();
    // The editor renders a field once it scrolls into view.
    const cover = english().getByRole('group', { name: /^\W*Cover\W* Field$/ });
    await cover.scrollIntoViewIfNeeded();
    await cover.getByRole('checkbox', { name: /Add \W?Cover/ }).check();
    const image = cover.getByRole('group', { name: /Cover image\W* Field$/ });
    await image.scrollIntoViewIfNeeded();
    await image.getByRole('button', { name: 'Browse' }).click();
    const dialog = page.getByRole('dialog', { name: 'Select Image' });
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'Upload' }).click();
    const jpeg = await sharp({
      create: { width: 1600, height: 900, channels: 3, background: '#1d4ed8' },
    })
      .jpeg()
      .toBuffer();
    await (await chooser).setFiles({
      name: 'Blue Cover (1).jpg',
      mimeType: 'image/jpeg',
      buffer: jpeg,
    });
    await dialog.getByRole('button', { name: 'Insert' }).click();
    // Under load the upload takes a while: the field shows the file's path once it is attached.
    await expect
      .poll(() => image.getByRole('textbox', { name: 'Cover image' }).textContent(), {
        timeout: 30_000,
      })
      .toBe(`/media/${COVER_FILE}`);
    const alt = cover.getByRole('textbox', { name: 'Cover image description' });
    await alt.fill(COVER_ALT.en);
    await expect.poll(() => alt.inputValue()).toBe(COVER_ALT.en);
    const esCover = (await showSpanish()).getByRole('group', { name: /^\W*Cover\W* Field$/ });
    await esCover.scrollIntoViewIfNeeded();
    // The Spanish article has the English one's cover (copied, as the cover is one image for
    // both), and its own description, typed in the Spanish pane as it shows it.
    const esAlt = esCover.getByRole('textbox', { name: 'Cover image description' });
    await esAlt.scrollIntoViewIfNeeded();
    await esAlt.fill(COVER_ALT.es);
    await expect.poll(() => esAlt.inputValue()).toBe(COVER_ALT.es);
    await saveAndWaitFor(article('es', NEW_SLUG.es), COVER_ALT.es);

    expect(readFileSync(file(`web/src/content/media/${COVER_FILE}`))).toEqual(jpeg);
    for (const locale of ['en', 'es'] as const) {
      const { data } = articleParts(read(article(locale, NEW_SLUG[locale])));
      expect(data.cover).toEqual({ image: `/media/${COVER_FILE}`, alt: COVER_ALT[locale] });
      expect(articleFrontMatterSchema.safeParse(data).success).toBe(true);
    }
    expect(problems).toEqual([]);
  });

  it('builds into the new pages: the edited page and articles, and the new article in both languages', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'editor-edits-site-'));
    try {
      await buildSiteIn(project, dist);
      const html = (path: string) => readFileSync(join(dist, pageFileOf(path)), 'utf8');
      for (const locale of ['en', 'es'] as const) {
        expect(html(pathOf('about', locale))).toContain(ABOUT_TITLE[locale]);
        expect(html(articlePath(locale, EDITED[locale]))).toContain(
          `<meta name="description" content="${EDITED_DESCRIPTION[locale]}"`,
        );
        const created = html(articlePath(locale, NEW_SLUG[locale]));
        expect(created).toMatch(new RegExp(`<h1[^>]*>${NEW_TITLE[locale]}</h1>`));
        expect(created).toContain(NEW_TEXT[locale]);
        expect(created).toContain(`alt="${COVER_ALT[locale]}"`);
        expect(created).toMatch(/\/assets\/media\/blue-cover-1-[0-9a-f]{10}-\d+\.\w+/);
        // Paired: each links to the other as its translation.
        const other = locale === 'en' ? 'es' : 'en';
        expect(created).toContain(`hreflang="${other}"`);
        expect(created).toContain(articlePath(other, NEW_SLUG[other]));
      }
      // The English-only article: its page, no translation link, and only the English index.
      const single = html(articlePath('en', ENGLISH_ONLY.slug));
      expect(single).toMatch(new RegExp(`<h1[^>]*>${ENGLISH_ONLY.title}</h1>`));
      expect(single).not.toContain('hreflang="es"');
      expect(html(INSIGHTS_PATHS.en)).toContain(ENGLISH_ONLY.title);
      expect(html(INSIGHTS_PATHS.es)).not.toContain(ENGLISH_ONLY.title);
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  }, 300_000);
});
