import { describe, expect, it } from 'vitest';
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

  it('counts reading time at 220 words a minute, at least one', () => {
    expect([readingMinutes(0), readingMinutes(330), readingMinutes(1100)]).toEqual([1, 2, 5]);
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
