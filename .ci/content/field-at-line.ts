/**
 * The field a line of a content file belongs to, for a finding that knows only the line (the
 * spell check): `hero.lead` in a page copy file, `title` in an article's front matter, `body`
 * below it.
 */
import { isMap, isScalar, isSeq, LineCounter, type Node, parseDocument } from 'yaml';

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

/** The path of the deepest value of `node` whose text covers `offset`. */
function pathAt(node: Node | null, offset: number, path: string): string | undefined {
  if (!node?.range) return undefined;
  const [start, , end] = node.range;
  // A value's range ends after its line break: the next line's first character is not in it.
  if (offset < start || offset >= end) return undefined;
  if (isMap(node)) {
    for (const pair of node.items) {
      const key = isScalar(pair.key) ? String(pair.key.value) : '?';
      const inner = `${path}${path ? '.' : ''}${key}`;
      const keyRange = isScalar(pair.key) ? pair.key.range : undefined;
      if (keyRange && offset >= keyRange[0] && offset <= keyRange[1]) return inner;
      const found = pathAt(pair.value as Node | null, offset, inner);
      if (found) return found;
    }
  } else if (isSeq(node)) {
    for (const [index, item] of node.items.entries()) {
      const found = pathAt(item as Node | null, offset, `${path}[${index}]`);
      if (found) return found;
    }
  }
  return path || undefined;
}

/** The field at the first non-blank character of a YAML text's line (1-based). */
function yamlFieldAtLine(text: string, line: number): string | undefined {
  const lineCounter = new LineCounter();
  const document = parseDocument(text, { lineCounter });
  const lineStart = lineCounter.lineStarts[line - 1];
  if (lineStart === undefined) return undefined;
  const indent = /^[ \t-]*/.exec(text.slice(lineStart))?.[0].length ?? 0;
  return pathAt(document.contents, lineStart + indent, '');
}

/** The field of `file` (its path, for its kind) at `line`, if the line is in one. */
export function fieldAtLine(file: string, text: string, line: number): string | undefined {
  if (file.endsWith('.yaml') || file.endsWith('.yml')) return yamlFieldAtLine(text, line);
  if (!file.endsWith('.md')) return undefined;
  const match = FRONT_MATTER.exec(text);
  if (!match) return 'body';
  const frontMatterLines = match[0].split('\n').length - 1;
  if (line > frontMatterLines) return 'body';
  // The front matter's first line is the file's second.
  return line >= 2 ? yamlFieldAtLine(match[1] ?? '', line - 1) : undefined;
}
