/**
 * What the smoke checks read from a served page: its language, its title and its other
 * languages (`<link rel="alternate" hreflang>`). Regular
 * expressions, not a DOM: the prerenderer writes `<html lang="…">` and one `<title>` in the
 * head, and a smoke check must not need more than Node to run.
 */

const HTML_LANG = /<html\b[^>]*?\slang\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;
const TITLE = /<title\b[^>]*>([\s\S]*?)<\/title\s*>/i;

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

/** Decodes the character references a title may carry (`&amp;`, `&#39;`, `&#x2014;`). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (reference, name: string) => {
    if (name.startsWith('#')) {
      const code =
        name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : +name.slice(1);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : reference;
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? reference;
  });
}

/** The `lang` of the `<html>` element; undefined when it has none. */
export function htmlLang(html: string): string | undefined {
  const match = HTML_LANG.exec(html);
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
}

/** The text of the first `<title>`, decoded, whitespace collapsed; undefined without one. */
export function htmlTitle(html: string): string | undefined {
  const match = TITLE.exec(html);
  if (!match) return undefined;
  return decodeEntities(match[1] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

const LINK = /<link\b[^>]*>/gi;
const ATTRIBUTE = /\s([a-z-]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi;

/** The `hreflang` alternates of the page, in document order, hrefs decoded. */
export function htmlAlternates(html: string): { hreflang: string; href: string }[] {
  const alternates: { hreflang: string; href: string }[] = [];
  for (const [tag] of html.matchAll(LINK)) {
    const attributes = new Map<string, string>();
    for (const match of tag.matchAll(ATTRIBUTE)) {
      attributes.set(
        (match[1] ?? '').toLowerCase(),
        decodeEntities(match[2] ?? match[3] ?? match[4] ?? ''),
      );
    }
    const hreflang = attributes.get('hreflang');
    const href = attributes.get('href');
    if (attributes.get('rel')?.toLowerCase() === 'alternate' && hreflang && href) {
      alternates.push({ hreflang, href });
    }
  }
  return alternates;
}
