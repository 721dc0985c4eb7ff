/**
 * The relative links of the repository's Markdown files, checked as GitHub resolves them: a link
 * points to a file or folder that exists, and a `#anchor` into a Markdown file names one of its
 * headings, slugged as GitHub slugs them (github-slugger: lower case, spaces to hyphens,
 * punctuation dropped, `-1`, `-2`… for a repeated heading). Links to other sites are not checked.
 */
import { posix } from 'node:path';
import GithubSlugger from 'github-slugger';
import type { Root } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { toString as textOf } from 'mdast-util-to-string';
import { gfm } from 'micromark-extension-gfm';
import { visit } from 'unist-util-visit';

/** What the check needs of the repository: Markdown text by path, and whether a path exists. */
export interface MarkdownRepo {
  /** Repository-relative paths, with `/`, of the Markdown files to check. */
  readonly markdownFiles: readonly string[];
  readonly read: (path: string) => string;
  readonly exists: (path: string) => boolean;
}

/** A scheme (`https:`, `mailto:`) marks a link to elsewhere. */
const EXTERNAL = /^[a-z][a-z\d+.-]*:/i;

function parse(text: string): Root {
  return fromMarkdown(text, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });
}

/** The anchors GitHub gives a Markdown file's headings. */
export function headingAnchors(text: string): Set<string> {
  const slugger = new GithubSlugger();
  const anchors = new Set<string>();
  visit(parse(text), 'heading', (heading) => {
    anchors.add(slugger.slug(textOf(heading)));
  });
  return anchors;
}

/** Each relative link, image or link definition of a file, with its line. */
function relativeLinks(text: string): { url: string; line: number }[] {
  const links: { url: string; line: number }[] = [];
  visit(parse(text), ['link', 'image', 'definition'], (node) => {
    if (!('url' in node) || typeof node.url !== 'string') return;
    if (node.url === '' || EXTERNAL.test(node.url)) return;
    links.push({ url: node.url, line: node.position?.start.line ?? 0 });
  });
  return links;
}

/** One line per broken link (`file:line: url: why`); none when every link works. */
export function brokenLinks(repo: MarkdownRepo): string[] {
  const anchorsOf = new Map<string, Set<string>>();
  const anchors = (path: string) => {
    let found = anchorsOf.get(path);
    if (!found) {
      found = headingAnchors(repo.read(path));
      anchorsOf.set(path, found);
    }
    return found;
  };
  const problems: string[] = [];
  for (const file of repo.markdownFiles) {
    for (const { url, line } of relativeLinks(repo.read(file))) {
      const hashAt = url.indexOf('#');
      const pathPart = hashAt === -1 ? url : url.slice(0, hashAt);
      const anchor = hashAt === -1 ? undefined : decodeURIComponent(url.slice(hashAt + 1));
      const decoded = decodeURIComponent(pathPart.split('?')[0] ?? '');
      // GitHub resolves `/x` from the repository's root, anything else from the file's folder.
      const target =
        decoded === ''
          ? file
          : posix
              .normalize(
                decoded.startsWith('/')
                  ? decoded.slice(1)
                  : posix.join(posix.dirname(file), decoded),
              )
              .replace(/\/$/, '');
      const where = `${file}:${line}: ${url}`;
      if (target.startsWith('..')) problems.push(`${where}: points outside the repository`);
      else if (!repo.exists(target)) problems.push(`${where}: no such file`);
      else if (anchor !== undefined && target.endsWith('.md') && !anchors(target).has(anchor)) {
        problems.push(`${where}: no heading "#${anchor}" in ${target}`);
      }
    }
  }
  return problems;
}
