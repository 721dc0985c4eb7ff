import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { publishedArticlePaths } from '../../../web/build/insights/article-files';

const dir = mkdtempSync(join(tmpdir(), 'article-files-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function article(locale: string, slug: string, frontMatter: string): void {
  mkdirSync(join(dir, locale), { recursive: true });
  writeFileSync(
    join(dir, locale, `${slug}.md`),
    `---\ntitle: T\n${frontMatter}---\nBody with\ndraft: true\n`,
  );
}

describe('publishedArticlePaths', () => {
  it('lists every article by its URL in each language and leaves drafts out', () => {
    article('en', 'b-published', 'draft: false\n');
    article('en', 'a-published', '');
    article('en', 'not-yet', 'draft: true # until legal reads it\n');
    article('es', 'publicado', 'draft: false\n');
    writeFileSync(join(dir, 'en', 'notes.txt'), 'not an article');
    expect(publishedArticlePaths(dir)).toEqual([
      '/insights/a-published',
      '/insights/b-published',
      '/es/publicaciones/publicado',
    ]);
  });
});
