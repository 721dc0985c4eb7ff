import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { copyModuleSource } from '../../web/build/page-copy/copy-module';
import {
  displayPath,
  PAGE_COPY_DIR,
  PageCopyError,
  pageCopyProblems,
  readPageCopy,
} from '../../web/build/page-copy/load-page-copy';
import { pageCopy } from '../../web/build/page-copy/page-copy-plugin';

let dir: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'page-copy-'));
  cpSync(PAGE_COPY_DIR, dir, { recursive: true, filter: (path) => !path.endsWith('.ts') });
});

afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

/** Sets (or, with `undefined`, removes) the field at `field` (`hero.title`, `links.1.page`) of a fixture file. */
function edit(file: string, field: string, value: unknown): string {
  const path = join(dir, file);
  const data = parse(readFileSync(path, 'utf8'));
  const keys = field.split('.');
  const last = keys.pop() ?? '';
  const parent = keys.reduce((node, key) => node[key], data);
  if (value === undefined) delete parent[last];
  else parent[last] = value;
  writeFileSync(path, stringify(data));
  return path;
}

describe('the page copy', () => {
  it('validates every file of every language', () => {
    expect(pageCopyProblems()).toEqual([]);
  });

  it.each([
    ['a missing field', 'en/landing.yaml', 'hero.title', undefined, 'hero.title: is required'],
    [
      'a wrong type',
      'es/what-we-do.yaml',
      'additional.steps',
      'Alcance',
      'additional.steps: must be a list',
    ],
    [
      'a title too long for a phone',
      'en/about.yaml',
      'hero.title',
      'Beyond trends and fashions of the day. Built on principles that last',
      'hero.title: is longer than 56 characters (a longer title wraps to a fourth line on a phone)',
    ],
    [
      'an unknown image',
      'en/landing.yaml',
      'hero.image',
      'heroCircles',
      'hero.image: must be one of the decorative images: heroRings,',
    ],
    [
      'a picture without its description',
      'es/who-we-work-with.yaml',
      'image.alt',
      undefined,
      'image.alt: is required',
    ],
    [
      'a link to no page',
      'en/site.yaml',
      'header.links.1.page',
      'clients',
      "header.links[1].page: must be one of the site's pages: home,",
    ],
    [
      'a misspelled placeholder',
      'en/privacy.yaml',
      'sections.0.paragraphs.0',
      '{controler} is the controller.',
      'sections[0].paragraphs[0]: {controler} is not filled in on this page: use {controller},',
    ],
    [
      'a field the page does not have',
      'es/services/physical-security.yaml',
      'subtitle',
      'Seguridad',
      'Unrecognized key: "subtitle"',
    ],
  ])('refuses %s, naming the file and the field', (_, file, field, value, message) => {
    const path = edit(file, field, value);
    const problems = pageCopyProblems(dir);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(`${path}: ${message}`);
  });

  it('keeps no comments: the editor drops them at its first save, so a note is a field’s hint', () => {
    const files = (readdirSync(PAGE_COPY_DIR, { recursive: true }) as string[]).filter((file) =>
      file.endsWith('.yaml'),
    );
    expect(files.length).toBeGreaterThan(30);
    const commented = files.filter((file) =>
      /^\s*#/m.test(readFileSync(join(PAGE_COPY_DIR, file), 'utf8')),
    );
    expect(commented).toEqual([]);
  });

  it('refuses a page missing in one language, naming the missing file and its twin', () => {
    rmSync(join(dir, 'es/about.yaml'));
    expect(pageCopyProblems(dir)).toEqual([
      `${join(dir, 'es/about.yaml')}: missing: every language needs this file (as ${join(dir, 'en/about.yaml')})`,
    ]);
  });

  it('refuses a file the build would not read', () => {
    writeFileSync(join(dir, 'en/careers.yaml'), 'hero: {}\n');
    expect(pageCopyProblems(dir)).toEqual([
      expect.stringMatching(
        new RegExp(`^${join(dir, 'en/careers.yaml')}: not a page copy file: the build reads site,`),
      ),
    ]);
  });

  it('refuses a file that is not YAML, with its line', () => {
    const path = join(dir, 'en/about.yaml');
    writeFileSync(path, 'hero:\n  title: "Beyond trends\n');
    expect(pageCopyProblems(dir)[0]).toMatch(new RegExp(`^${path}:\\d+: `));
  });

  it('names the real files from the repository root', () => {
    expect(displayPath(join(PAGE_COPY_DIR, 'en/landing.yaml'))).toBe(
      'web/src/content/pages/en/landing.yaml',
    );
  });
});

describe('the page copy plugin', () => {
  it('fails the build with every problem, one line each', () => {
    edit('en/landing.yaml', 'hero.title', undefined);
    edit('es/landing.yaml', 'hero.lead', undefined);
    const plugin = pageCopy({ dir });
    const start = plugin.buildStart as () => void;
    expect(() => start()).toThrow(PageCopyError);
    expect(() => start()).toThrow(
      [
        'The page copy has 2 problems:',
        `${join(dir, 'en/landing.yaml')}: hero.title: is required`,
        `${join(dir, 'es/landing.yaml')}: hero.lead: is required`,
      ].join('\n'),
    );
  });

  it('sets each language’s quotes, apostrophes and dashes in the texts an editor typed straight', () => {
    edit(
      'en/landing.yaml',
      'hero.lead',
      'We test what "secure" means -- for the firm\'s clients...',
    );
    edit(
      'es/landing.yaml',
      'hero.lead',
      'Probamos qué significa "seguro" --para el cliente de O\'Brien...',
    );
    edit('es/who-we-work-with.yaml', 'image.alt', 'Un mapa "de prueba"');
    expect(readPageCopy('en', 'landing', dir).hero.lead).toBe(
      'We test what “secure” means – for the firm’s clients…',
    );
    expect(readPageCopy('es', 'landing', dir).hero.lead).toBe(
      'Probamos qué significa «seguro» –para el cliente de O’Brien…',
    );
    expect(copyModuleSource('es', 'who-we-work-with', dir)).toContain('alt:"Un mapa «de prueba»"');
  });

  it('writes images from their names and the service cards from the service files', () => {
    const landing = copyModuleSource('en', 'landing', dir);
    expect(landing).toContain('"image":IMAGES.heroRings');
    expect(landing).toContain('"services":SUMMARIES');
    const sectors = copyModuleSource('es', 'who-we-work-with', dir);
    expect(sectors).toMatch(/"image":\{\.\.\.IMAGES\.sectors,alt:"[^"]+"\}/);
  });
});
