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

const WRAPPER_OPEN = `<div hidden="until-found" ${BELOW_FIRST_VIEW_ATTRIBUTE}="">`;
const WRAPPER_CLOSE = '</div>';

/** Elements without content or closing tag. */
const VOID = /^(?:area|br|col|embed|hr|img|input|link|meta|source|track|wbr)$/;

/** Where the element of `tag` that opens at `start` ends (after its closing tag). */
function elementEnd(markup: string, start: number, tag: string): number {
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

/** Whether this markup is elements (and comments, and whitespace) only, no text of its own. */
function holdsElementsOnly(markup: string): boolean {
  let at = 0;
  while (at < markup.length) {
    const space = /^\s*/.exec(markup.slice(at))?.[0].length ?? 0;
    at += space;
    if (at >= markup.length) return true;
    if (markup.startsWith('<!--', at)) {
      at = markup.indexOf('-->', at) + '-->'.length;
      continue;
    }
    const tag = /^<([a-z][a-z0-9]*)/.exec(markup.slice(at))?.[1];
    if (!tag) return false;
    at = elementEnd(markup, at, tag);
  }
  return true;
}

/** Each element between `start` and `end` (siblings, in order), in a wrapper of its own. */
function wrapEach(markup: string, start: number, end: number, page: string): string {
  let wrapped = '';
  let at = start;
  while (at < end) {
    // React's markers (a Suspense boundary's <!--$-->) stay where they are, outside any wrapper.
    // Whitespace between parts (Markdown's line breaks) stays as it is.
    const space = /^\s+/.exec(markup.slice(at, end))?.[0];
    if (space) {
      wrapped += space;
      at += space.length;
      continue;
    }
    if (markup.startsWith('<!--', at)) {
      const commentEnd = markup.indexOf('-->', at) + '-->'.length;
      wrapped += markup.slice(at, commentEnd);
      at = commentEnd;
      continue;
    }
    const tag = /^<([a-z][a-z0-9]*)/.exec(markup.slice(at, end))?.[1];
    if (!tag) {
      throw new Error(
        `${page}: expected an element after the hero, found "${markup.slice(at, at + 40)}"`,
      );
    }
    const elementStop = elementEnd(markup, at, tag);
    const element = markup.slice(at, elementStop);
    const inner = element.indexOf('>') + 1;
    const innerEnd = element.length - '</div>'.length;
    if (tag === 'div' && holdsElementsOnly(element.slice(inner, innerEnd))) {
      // A column of text (an article's, a legal page's): its parts, one by one, not the whole.
      wrapped += wrapEach(element, inner, innerEnd, page);
    } else {
      wrapped += `${WRAPPER_OPEN}${element}${WRAPPER_CLOSE}`;
    }
    at = elementStop;
  }
  return `${markup.slice(0, start)}${wrapped}${markup.slice(end)}`;
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
