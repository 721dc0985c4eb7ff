import { BELOW_FIRST_VIEW_ATTRIBUTE } from '../src/config/first-view.ts';

/**
 * Holds back from a prerendered page's first frame what the visitor does not see in it. Each
 * part of the page after its hero, and the footer, goes into a wrapper of its own with
 * `hidden="until-found"`: the browser neither styles nor lays out what it holds (decision 0033),
 * yet a `#fragment` link or the browser's find-in-page still reaches it. The loader
 * (web/src/entry-client.ts) takes out of its wrapper, before the first paint, each part that
 * begins within the window, so the first frame shows what it always showed; and the rest once
 * that frame is painted, before the app hydrates: React finds the markup it rendered. Without
 * script, a rule in web/src/styles/global.css shows them all after a second.
 *
 * A part that is a `<div>` of elements only (the column of an article or a legal page, its
 * body) is not held whole: each of its elements is, so that the first frame lays out the first
 * paragraphs of a long text, not all of it. The wrappers are then grid items where the elements
 * were, each holding one element: the same boxes, so nothing moves when they go (the browser
 * test of decision 0033 measures it on every page).
 *
 * The markup is React's, so it is well formed: the page's hero is the first `<section>` in
 * `<main>`, straight after its parent's opening tag (`<main>`, or an article's `<article>`).
 */

/** A held part's wrapper, as the build opens it. */
export const WRAPPER_OPEN = `<div hidden="until-found" ${BELOW_FIRST_VIEW_ATTRIBUTE}="">`;
const WRAPPER_CLOSE = '</div>';

/** Elements without content or closing tag. */
const VOID = /^(?:area|br|col|embed|hr|img|input|link|meta|source|track|wbr)$/;

/** Where the element of `tag` that opens at `start` ends (after its closing tag). */
export function elementEnd(markup: string, start: number, tag: string): number {
  if (VOID.test(tag)) return markup.indexOf('>', start) + 1;
  const tags = new RegExp(`<(/?)${tag}(?=[\\s>])[^>]*>`, 'g');
  tags.lastIndex = start;
  let depth = 0;
  for (let match = tags.exec(markup); match; match = tags.exec(markup)) {
    depth += match[1] ? -1 : 1;
    if (depth === 0) return match.index + match[0].length;
  }
  throw new Error(`<${tag}> at offset ${start} is never closed`);
}

/** A stretch of markup between siblings: an element (with its tag), or whitespace or a comment. */
interface Piece {
  readonly start: number;
  readonly end: number;
  readonly tag?: string;
}

/**
 * The siblings between `start` and `end`, in order: elements, and the whitespace (Markdown's line
 * breaks) and comments (React's markers, a Suspense boundary's <!--$-->) between them. Where there
 * is text of its own, the offset of that text instead.
 */
function siblings(markup: string, start: number, end: number): Piece[] | number {
  const pieces: Piece[] = [];
  let at = start;
  while (at < end) {
    const space = /^\s+/.exec(markup.slice(at, end))?.[0].length ?? 0;
    const tag = /^<([a-z][a-z0-9]*)/.exec(markup.slice(at, end))?.[1];
    let stop: number;
    if (space > 0) stop = at + space;
    else if (markup.startsWith('<!--', at)) stop = markup.indexOf('-->', at) + '-->'.length;
    else if (tag) stop = elementEnd(markup, at, tag);
    else return at;
    pieces.push({ start: at, end: stop, ...(tag ? { tag } : {}) });
    at = stop;
  }
  return pieces;
}

/**
 * These siblings with each element in a wrapper of its own, and whitespace and comments where
 * they are, outside any wrapper. A `<div>` of elements only has its own elements wrapped instead.
 */
function wrapped(markup: string, pieces: readonly Piece[]): string {
  return pieces
    .map(({ start, end, tag }) => {
      const piece = markup.slice(start, end);
      if (!tag) return piece;
      if (tag === 'div') {
        const inner = piece.indexOf('>') + 1;
        const innerEnd = piece.length - '</div>'.length;
        const children = siblings(piece, inner, innerEnd);
        if (typeof children !== 'number') {
          // A column of text (an article's, a legal page's): its parts, one by one, not the whole.
          return `${piece.slice(0, inner)}${wrapped(piece, children)}${piece.slice(innerEnd)}`;
        }
      }
      return `${WRAPPER_OPEN}${piece}${WRAPPER_CLOSE}`;
    })
    .join('');
}

/** Each element between `start` and `end` (siblings, in order), in a wrapper of its own. */
function wrapEach(markup: string, start: number, end: number, page: string): string {
  const pieces = siblings(markup, start, end);
  if (typeof pieces === 'number') {
    throw new Error(
      `${page}: expected an element after the hero, found "${markup.slice(pieces, pieces + 40)}"`,
    );
  }
  return `${markup.slice(0, start)}${wrapped(markup, pieces)}${markup.slice(end)}`;
}

/**
 * The page's markup with each part that follows its hero, and its footer, in a wrapper of its
 * own. `page` names the page in the error a page without a hero or a footer gets.
 */
export function holdBelowFirstView(markup: string, page: string): string {
  const main = markup.indexOf('<main');
  const hero = main < 0 ? -1 : markup.indexOf('<section', main);
  const opening = /^<main[^>]*>(<article[^>]*>)?$/.exec(markup.slice(main, hero));
  if (main < 0 || hero < 0 || !opening) {
    throw new Error(
      `${page}: expected a <section> (the hero) first in <main> or in its <article>, found none`,
    );
  }
  const parentTag = opening[1] ? 'article' : 'main';
  const parentStart = opening[1] ? hero - opening[1].length : main;
  const parentEnd = elementEnd(markup, parentStart, parentTag);
  const footer = markup.indexOf('<footer', parentEnd);
  if (footer < 0) throw new Error(`${page}: expected a <footer> after <main>, found none`);
  // The footer first: wrapping it leaves the offsets before it as they were.
  const withFooter = wrapEach(markup, footer, elementEnd(markup, footer, 'footer'), page);
  return wrapEach(
    withFooter,
    elementEnd(withFooter, hero, 'section'),
    parentEnd - `</${parentTag}>`.length,
    page,
  );
}
