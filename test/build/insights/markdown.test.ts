import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTICLE_IMAGE_SIZES, articleImages } from '../../../web/build/insights/article-images';
import { checkReferences } from '../../../web/build/insights/check-references';
import { readingMinutes, renderMarkdown } from '../../../web/build/insights/markdown';

const FENCE = '```';

describe('renderMarkdown', () => {
  it('anchors headings with their slug, as a writer links them', async () => {
    const { html, ids } = await renderMarkdown('## What to ask for\n\n## What to ask for', 'en');
    expect(html).toContain('<h2 id="what-to-ask-for">What to ask for</h2>');
    expect(ids).toEqual(['what-to-ask-for', 'what-to-ask-for-1']);
  });

  it('renders tables with alignment as attributes, never style', async () => {
    const { html } = await renderMarkdown('| a | b |\n| :- | -: |\n| 1 | 2 |', 'en');
    expect(html).toContain('<table>');
    expect(html).toContain('<td align="right">2</td>');
    expect(html).not.toContain('style');
  });

  it('highlights code with classes only', async () => {
    const { html } = await renderMarkdown(`${FENCE}js\nconst a = "x";\n${FENCE}`, 'en');
    expect(html).toContain('<code class="hljs language-js">');
    expect(html).toContain('<span class="hljs-keyword">const</span>');
    expect(html).not.toContain('style');
  });

  it('writes footnotes with labels in the article’s language', async () => {
    const { html, ids } = await renderMarkdown('Texto.[^1]\n\n[^1]: Una nota.', 'es');
    expect(html).toContain('>Notas</h2>');
    expect(html).toMatch(/aria-label="Volver al texto[^"]*"/);
    expect(ids).toContain('user-content-fn-1');
  });

  it('gives external links rel="noopener noreferrer" and lazy images', async () => {
    const { html } = await renderMarkdown(
      '[OWASP](https://owasp.org/) and ![A chart](/media/chart.png)',
      'en',
    );
    expect(html).toContain('<a href="https://owasp.org/" rel="noopener noreferrer">OWASP</a>');
    expect(html).toContain(
      '<img src="/media/chart.png" alt="A chart" loading="lazy" decoding="async">',
    );
  });

  it('turns the body into element data with React prop names', async () => {
    const { tree } = await renderMarkdown('Text.[^n]\n\n[^n]: Note.', 'en');
    const json = JSON.stringify(tree);
    expect(json).toContain('"className":"footnotes"');
    expect(json).toContain('"data-footnote-ref":true');
    expect(json).toContain('"aria-describedby":"footnote-label"');
  });

  it('sets typographers’ quotes, apostrophes and dashes in prose, and leaves code as written', async () => {
    const { html } = await renderMarkdown(
      'A buyer\'s "checklist" -- and more... `it\'s "code"`\n\n```js\nconst a = "b\'s";\n```\n',
      'en',
    );
    expect(html).toContain('A buyer’s “checklist” – and more…');
    expect(html).toContain('<code>it\'s "code"</code>');
    expect(html).toContain('"b\'s"');
  });

  it('quotes Spanish with angle quotes, as the Spanish copy does', async () => {
    const { html } = await renderMarkdown(
      'Un "informe \'limpio\'" de O\'Brien -- y más... `"code"`\n',
      'es',
    );
    expect(html).toContain('Un «informe ‘limpio’» de O’Brien – y más… <code>"code"</code>');
  });

  it('counts reading time at 220 words a minute, at least one', () => {
    expect([readingMinutes(0), readingMinutes(330), readingMinutes(1100)]).toEqual([1, 2, 5]);
  });
});

describe('images in the body', () => {
  const work = mkdtempSync(join(tmpdir(), 'body-images-'));
  const mediaDir = join(work, 'media');
  const outDir = join(work, 'dist');
  const encodeImage = articleImages({ mediaDir, outDir, cacheDir: join(work, 'cache') }).body;
  const render = (markdown: string) => renderMarkdown(markdown, 'en', { encodeImage });
  const srcset = (name: string, format: string, widths: number[]) =>
    widths.map((width) => `/assets/media/${name}-[0-9a-f]{10}-${width}\\.${format} ${width}w`);
  beforeAll(async () => {
    mkdirSync(mediaDir);
    // Wider than the column at 2x (1472 px): encoded at every width the column needs.
    await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#336699' } })
      .png()
      .toFile(join(mediaDir, 'chart.png'));
    await sharp({
      create: { width: 200, height: 100, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toFile(join(mediaDir, 'logo.png'));
    writeFileSync(
      join(mediaDir, 'flow.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360"><rect width="640" height="360"/></svg>',
    );
    writeFileSync(join(mediaDir, 'notes.png'), 'not an image');
  });
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('become a <picture>: AVIF and WebP sources, a JPEG fallback, the column’s widths and size, lazy', async () => {
    const { html, problems } = await render('![Findings by severity](/media/chart.png)');
    expect(problems).toEqual([]);
    const sizes = ARTICLE_IMAGE_SIZES.replace(/[()]/g, '\\$&');
    expect(html).toMatch(
      new RegExp(
        [
          '^<p><picture>',
          `<source type="image/avif" srcset="${srcset('chart', 'avif', [480, 736, 1472]).join(', ')}" sizes="${sizes}">`,
          `<source type="image/webp" srcset="${srcset('chart', 'webp', [480, 736, 1472]).join(', ')}" sizes="${sizes}">`,
          '<img src="/assets/media/chart-[0-9a-f]{10}-1472\\.jpg"',
          ` srcset="${srcset('chart', 'jpg', [480, 736, 1472]).join(', ')}" sizes="${sizes}"`,
          ' alt="Findings by severity" width="1472" height="828" loading="lazy" decoding="async">',
          '</picture></p>$',
        ].join(''),
      ),
    );
    expect(html).not.toContain('style');
  });

  it('writes every file the markup names into the site, at its width', async () => {
    const { html } = await render('![Findings by severity](/media/chart.png)');
    const files = [...html.matchAll(/\/assets\/media\/([^\s",]+) (\d+)w/g)];
    expect(files).toHaveLength(9);
    for (const [, file = '', width] of files) {
      const metadata = await sharp(join(outDir, 'assets', 'media', file)).metadata();
      expect(metadata.width).toBe(Number(width));
    }
  });

  it('keep a PNG fallback when some pixel is see-through, and are never enlarged', async () => {
    const { html } = await render('![The firm’s logo](/media/logo.png)');
    expect(html).toMatch(/<img src="\/assets\/media\/logo-[0-9a-f]{10}-200\.png"/);
    expect(html).toContain('width="200" height="100"');
    expect(html).not.toMatch(/ 480w/);
  });

  it('keep an SVG as it is, with its size, without a <picture>', async () => {
    const { html } = await render('![The test’s steps](/media/flow.svg)');
    expect(html).toMatch(
      /^<p><img src="\/assets\/media\/flow-[0-9a-f]{10}\.svg" alt="The test’s steps" width="640" height="360" loading="lazy" decoding="async"><\/p>$/,
    );
    const src = /src="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(existsSync(join(outDir, src))).toBe(true);
  });

  it('reach the page as element data with React’s prop names', async () => {
    const { tree } = await render('![Findings by severity](/media/chart.png)');
    const json = JSON.stringify(tree);
    expect(json).toMatch(
      /\["picture",null,\["source",\{"type":"image\/avif","srcSet":"[^"]+","sizes":/,
    );
    expect(json).toContain(
      '"alt":"Findings by severity","width":1472,"height":828,"loading":"lazy"',
    );
  });

  it('leave a missing file to the link check, which names it', async () => {
    const { html, references, problems } = await render('Text.\n\n![A chart](/media/gone.png)');
    expect(problems).toEqual([]);
    expect(html).toContain('<img src="/media/gone.png" alt="A chart"');
    const targets = { self: '/insights/x', articles: new Map(), pages: [], mediaDir };
    expect(checkReferences(references, targets)).toEqual([
      'line 3: image "/media/gone.png": no such file in web/src/content/media',
    ]);
  });

  it('refuse a file that is not an image, naming the line', async () => {
    const { problems } = await render('Text.\n\n![Notes](/media/notes.png)');
    expect(problems).toEqual([
      { line: 3, message: expect.stringMatching(/^image "\/media\/notes\.png": .*not an image/) },
    ]);
  });

  it.each([
    ['an empty alt', '![](/media/chart.png)', '/media/chart.png'],
    ['a blank alt', '![  ](/media/chart.png)', '/media/chart.png'],
    ['a reference without alt', '![][chart]\n\n[chart]: /media/chart.png', '[chart]'],
  ])('refuse %s, naming the line', async (_name, markdown, target) => {
    const { problems } = await render(`Intro.\n\n${markdown}`);
    expect(problems).toEqual([
      { line: 3, message: expect.stringContaining(`image "${target}" has no alt text`) },
    ]);
  });
});

describe('hostile Markdown', () => {
  it.each([
    ['a script block', '<script>alert(1)</script>', 1],
    ['an inline handler', 'Text <img src="x" onerror="alert(1)"> more', 1],
    ['an iframe', '<iframe src="https://evil.example"></iframe>', 1],
    ['a style attribute', '<p style="color:red">red</p>', 1],
  ])('refuses %s as raw HTML, naming the line', async (_name, markdown, line) => {
    const { problems, html } = await renderMarkdown(`Intro.\n\n${markdown}`, 'en');
    expect(problems).toEqual([
      expect.objectContaining({
        line: line + 2,
        message: expect.stringContaining('raw HTML is not allowed'),
      }),
    ]);
    expect(html).not.toMatch(/<script|onerror|<iframe|style=/i);
  });

  it('drops HTML comments quietly', async () => {
    const { problems, html } = await renderMarkdown('<!-- a note to the editor -->\n\nText.', 'en');
    expect(problems).toEqual([]);
    expect(html).toBe('<p>Text.</p>');
  });

  it.each([
    ['[x](javascript:alert(1))', 'javascript:'],
    ['[x](JaVaScRiPt:alert(1))', 'javascript:'],
    ['[x](data:text/html;base64,PHNjcmlwdD4=)', 'data:'],
    ['![x](data:image/png;base64,AAAA)', 'data:'],
    ['[x](vbscript:msgbox)', 'vbscript:'],
    ['<javascript:alert(1)>', 'javascript:'],
  ])('no %s survives sanitizing, and the link check names it', async (markdown, scheme) => {
    const { html, references } = await renderMarkdown(markdown, 'en');
    expect(html.toLowerCase()).not.toMatch(new RegExp(`(href|src)="\\s*${scheme}`));
    expect(html).toMatch(/^<p>/);
    const problems = checkReferences(references, {
      self: '/insights/x',
      articles: new Map([['/insights/x', []]]),
      pages: ['/contact'],
      mediaDir: '/nonexistent',
    });
    expect(problems).toHaveLength(references.length);
  });
});

describe('checkReferences', () => {
  const targets = {
    self: '/insights/this-one',
    articles: new Map([
      ['/insights/this-one', ['intro']],
      ['/insights/other', ['the-table']],
    ]),
    pages: ['/contact', '/es/contacto'],
    mediaDir: new URL('./fixtures/valid/media', import.meta.url).pathname,
  };
  const check = (kind: 'link' | 'image', url: string) =>
    checkReferences([{ kind, url, line: 3 }], targets);

  it.each([
    ['/contact'],
    ['/insights/other'],
    ['/insights/other#the-table'],
    ['#intro'],
    ['https://owasp.org/'],
    ['mailto:security@example.com'],
  ])('accepts the link %s', (url) => {
    expect(check('link', url)).toEqual([]);
  });

  it.each([
    ['/contactt', 'line 3: link "/contactt": no page or article at /contactt'],
    [
      '/insights/missing',
      'line 3: link "/insights/missing": no page or article at /insights/missing',
    ],
    [
      '/insights/other#nope',
      'line 3: link "/insights/other#nope": /insights/other has no heading or note with the anchor #nope',
    ],
    [
      '#nope',
      'line 3: link "#nope": /insights/this-one has no heading or note with the anchor #nope',
    ],
    ['http://owasp.org/', 'line 3: link "http://owasp.org/": external links use https'],
    ['contact', 'line 3: link "contact": write a site path (/contact), an https URL or a #anchor'],
    [
      '//evil.example/x',
      'line 3: link "//evil.example/x": write a site path (/contact) or an https URL',
    ],
    [
      '/contact#form',
      'line 3: link "/contact#form": anchors are checked only in articles; link to /contact without #form',
    ],
  ])('refuses the link %s', (url, message) => {
    expect(check('link', url)).toEqual([message]);
  });

  it.each([
    ['/media/report-cover.png', []],
    [
      '/media/missing.png',
      ['line 3: image "/media/missing.png": no such file in web/src/content/media'],
    ],
    [
      'https://cdn.example/x.png',
      [
        'line 3: image "https://cdn.example/x.png": images are files of web/src/content/media, written /media/<file>',
      ],
    ],
  ])('checks the image %s', (url, expected) => {
    expect(check('image', url)).toEqual(expected);
  });
});
