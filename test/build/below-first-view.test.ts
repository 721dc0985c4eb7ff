import { describe, expect, it } from 'vitest';
import { holdBelowFirstView } from '../../web/build/below-first-view';

const OPEN = '<div hidden="until-found" data-below-first-view="">';
const HEADER = '<header><nav><a href="/">Home</a></nav></header>';
const HERO = '<section class="hero"><h1>Title</h1><section><p>nested</p></section></section>';
const FOOTER = '<footer><section><h2>Contact</h2></section></footer>';

describe('holdBelowFirstView', () => {
  it('wraps each part that follows the hero in <main>, and the footer, leaving the header and the hero as they are', () => {
    const next = '<section><h2>Next</h2></section>';
    const last = '<aside><h2>Last</h2></aside>';
    const markup = `${HEADER}<main id="main">${HERO}${next}${last}</main>${FOOTER}`;
    expect(holdBelowFirstView(markup, '/page')).toBe(
      `${HEADER}<main id="main">${HERO}${OPEN}${next}</div>${OPEN}${last}</div></main>${OPEN}${FOOTER}</div>`,
    );
  });

  it("leaves React's markers where they are, outside the wrappers", () => {
    const lazy = '<!--$--><section><h2>Lazy</h2></section><!--/$-->';
    expect(holdBelowFirstView(`<main>${HERO}${lazy}</main>${FOOTER}`, '/page')).toBe(
      `<main>${HERO}<!--$-->${OPEN}<section><h2>Lazy</h2></section></div><!--/$--></main>${OPEN}${FOOTER}</div>`,
    );
  });

  it("wraps an article's body after its hero, inside the <article>, past nested articles", () => {
    const body = '<div><p>Body</p></div>';
    const related = '<ol><li><article><h3>Related</h3></article></li></ol>';
    const markup = `<main><article>${HERO}${body}${related}</article></main>${FOOTER}`;
    expect(holdBelowFirstView(markup, '/insights/a')).toBe(
      `<main><article>${HERO}<div>${OPEN}<p>Body</p></div></div>${OPEN}${related}</div></article></main>${OPEN}${FOOTER}</div>`,
    );
  });

  it('holds a column of text part by part, leaving a column with text of its own whole', () => {
    const column =
      '<div class="column">\n<picture><img src="/c.avif" alt=""/></picture>\n<div class="body"><h2>One</h2>\n<p>Two</p><!-- note --></div></div>';
    const prose = '<div class="lead">Some <em>text</em></div>';
    const markup = `<main><article>${HERO}${column}${prose}</article></main>${FOOTER}`;
    expect(holdBelowFirstView(markup, '/insights/a')).toBe(
      [
        `<main><article>${HERO}`,
        `<div class="column">\n${OPEN}<picture><img src="/c.avif" alt=""/></picture></div>\n`,
        `<div class="body">${OPEN}<h2>One</h2></div>\n${OPEN}<p>Two</p></div><!-- note --></div></div>`,
        `${OPEN}${prose}</div>`,
        `</article></main>${OPEN}${FOOTER}</div>`,
      ].join(''),
    );
  });

  it('adds no empty wrapper to a page that is all hero', () => {
    expect(holdBelowFirstView(`<main>${HERO}</main>${FOOTER}`, '/short')).toBe(
      `<main>${HERO}</main>${OPEN}${FOOTER}</div>`,
    );
  });

  it('keeps every character of the page, in order, once the wrappers are taken out', () => {
    const markup = `${HEADER}<main>${HERO}<section title="a &gt; b"><p>x<!-- --> y</p></section></main>${FOOTER}`;
    const held = holdBelowFirstView(markup, '/page');
    expect(held.replaceAll(OPEN, '').replaceAll('</div>', '')).toBe(markup);
  });

  it('names the page whose markup has no hero, no footer, or text where a part should be', () => {
    expect(() => holdBelowFirstView(`<main>${HERO}loose text</main>${FOOTER}`, '/odd')).toThrow(
      '/odd: expected an element after the hero, found "loose text',
    );
    expect(() => holdBelowFirstView(`<main><p>No hero</p></main>${FOOTER}`, '/odd')).toThrow(
      '/odd: expected a <section> (the hero) first in <main> or in its <article>',
    );
    expect(() => holdBelowFirstView(`<main>${HERO}</main>`, '/odd')).toThrow(
      '/odd: expected a <footer> after <main>',
    );
  });
});
