import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { DrawingOf } from '../src/components/artwork/drawing-context.ts';

/**
 * The drawings of the images in a phone's first view, written into the prerendered page instead
 * of fetched: the hero paints with the text, and the page needs no request besides itself before
 * it shows (decision 0017). They are the site's own SVG files, checked here: nothing in them may
 * run, nor need the Content-Security-Policy to allow a style.
 */

const ID = /\sid="([^"]+)"/g;
const REFERENCE = /(url\(#|href="#)([^)"]+)/g;
const NOT_A_DRAWING = /<script|<foreignObject|<style|\sstyle=|\son\w+\s*=|javascript:/i;
// Ids and references in a form the two patterns above do not rewrite: refused rather than left
// pointing at an id that the prefix renamed.
const UNREWRITTEN_REFERENCE = /url\(\s*['"]|\shref='|\sid='/;

/**
 * An SVG file's markup ready to sit in an HTML page: without its XML prolog or comments, and
 * with every id (and every `url(#…)` or `href="#…"` pointing to one) prefixed, so that two
 * drawings on one page cannot take each other's gradients.
 */
export function inlineDrawing(svg: string, idPrefix: string, file = idPrefix): string {
  const markup = svg
    .replace(/^<\?xml[^>]*\?>/, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/>\s+</g, '><')
    .trim();
  if (!markup.startsWith('<svg')) throw new Error(`${file} is not an SVG drawing`);
  const unsafe = NOT_A_DRAWING.exec(markup);
  if (unsafe) {
    throw new Error(`${file} contains ${unsafe[0].trim()} and cannot be written into a page`);
  }
  const unrewritten = UNREWRITTEN_REFERENCE.exec(markup);
  if (unrewritten) {
    throw new Error(
      `${file} writes an id or a reference as ${unrewritten[0].trim()}; use id="…", url(#…) or href="#…"`,
    );
  }
  const ids = new Set([...markup.matchAll(ID)].map(([, id]) => id));
  return markup
    .replace(ID, (_match, id: string) => ` id="${idPrefix}-${id}"`)
    .replace(REFERENCE, (_match, lead: string, id: string) => {
      if (!ids.has(id)) throw new Error(`${file} points to #${id}, which it does not define`);
      return `${lead}${idPrefix}-${id}`;
    });
}

/** The drawing of each built SVG file, by the URL its `<img>` would fetch; each file read once. */
export function drawingsIn(distDir: string): DrawingOf {
  const drawings = new Map<string, string>();
  return (src) => {
    if (!/^\/assets\/[\w.-]+\.svg$/.test(src)) {
      throw new Error(`Only the build’s own SVG files can be written into a page, not ${src}`);
    }
    let drawing = drawings.get(src);
    if (drawing === undefined) {
      const file = join(distDir, src.slice(1));
      drawing = inlineDrawing(readFileSync(file, 'utf8'), basename(src, '.svg'), file);
      drawings.set(src, drawing);
    }
    return drawing;
  };
}
