import type { Element, Root as HastRoot, Properties } from 'hast';
import { toString as hastToString } from 'hast-util-to-string';
import type { Root as MdastRoot } from 'mdast';
import { find, html as htmlSchema } from 'property-information';
import rehypeHighlight from 'rehype-highlight';
import rehypeSanitize, { defaultSchema, type Options as SanitizeSchema } from 'rehype-sanitize';
import rehypeSlug from 'rehype-slug';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import type { Locale } from '../../src/config/locales.ts';
import type { BodyNode } from '../../src/content/insights/article.ts';

/**
 * Markdown to HTML at build time, as a list of named steps (unified plugins), each small:
 * parse → GFM (tables, footnotes, task lists) → refuse raw HTML → to HTML tree → anchor headings
 * → highlight code → collect links and images → sanitize (last: nothing unsafe runs after it).
 *
 * Raw HTML is refused, not sanitized: an article is Markdown, and a build error names the line,
 * where a sanitizer would silently drop what the writer meant. rehype-sanitize (GitHub's schema)
 * still runs last as a second line: whatever a step lets through, no script, no `on…` handler,
 * no `style`, no `javascript:` or `data:` URL survives it.
 */

/** Something wrong in an article's body, with the line it is on. */
export interface BodyProblem {
  readonly line?: number;
  readonly message: string;
}

/** A link or image of the body, for the build to check once every article is known. */
export interface BodyReference {
  readonly kind: 'link' | 'image';
  readonly url: string;
  readonly line?: number;
}

export interface RenderedBody {
  /** The sanitized HTML (feeds read it). */
  readonly html: string;
  /** The same tree with React's property names: the page renders it as elements. */
  readonly tree: BodyNode[];
  /** Every `id` in the body (heading anchors, footnotes): what `#anchor` links may name. */
  readonly ids: readonly string[];
  readonly references: readonly BodyReference[];
  readonly problems: readonly BodyProblem[];
  /** Words of running text, for the reading time. */
  readonly words: number;
}

/** Footnote headings and back links, in the article's language. */
const FOOTNOTE_LABELS: Readonly<Record<Locale, { label: string; back: string }>> = {
  en: { label: 'Notes', back: 'Back to the text' },
  es: { label: 'Notas', back: 'Volver al texto' },
};

const HTML_COMMENT = /^\s*<!--[\s\S]*?-->\s*$/;

/** Step: a raw HTML block or tag is a problem naming its line (comments are dropped quietly). */
function refuseRawHtml(problems: BodyProblem[]) {
  return () => (tree: MdastRoot) => {
    visit(tree, 'html', (node) => {
      if (HTML_COMMENT.test(node.value)) return;
      const line = node.position?.start.line;
      problems.push({
        ...(line === undefined ? {} : { line }),
        message: `raw HTML is not allowed (${JSON.stringify(node.value.slice(0, 40))}): write Markdown`,
      });
    });
  };
}

/** Step: every link and image, with its line, for the checks that need all articles. */
function collectReferences(references: BodyReference[]) {
  return () => (tree: HastRoot) => {
    visit(tree, 'element', (node: Element) => {
      const line = node.position?.start.line;
      const at = line === undefined ? {} : { line };
      if (node.tagName === 'a' && typeof node.properties.href === 'string') {
        references.push({ kind: 'link', url: node.properties.href, ...at });
      }
      if (node.tagName === 'img' && typeof node.properties.src === 'string') {
        references.push({ kind: 'image', url: node.properties.src, ...at });
      }
    });
  };
}

/** Step: external links carry `rel="noopener noreferrer"`; images load lazily. */
function externalLinksAndImages() {
  return (tree: HastRoot) => {
    visit(tree, 'element', (node: Element) => {
      if (node.tagName === 'a' && /^https?:/i.test(String(node.properties.href ?? ''))) {
        node.properties.rel = ['noopener', 'noreferrer'];
      }
      if (node.tagName === 'img') {
        node.properties.loading = 'lazy';
        node.properties.decoding = 'async';
      }
    });
  };
}

/**
 * GitHub's schema, plus what our own steps add: highlight.js classes on `span`, `rel` on links,
 * lazy images. Ids keep no `user-content-` prefix: no raw HTML reaches here, so every id comes
 * from a heading (rehype-slug) or a footnote, and a writer's `#anchor` is the heading's slug.
 * Only https, mailto and site-relative URLs survive.
 */
export const SANITIZE_SCHEMA: SanitizeSchema = {
  ...defaultSchema,
  clobberPrefix: '',
  attributes: {
    ...defaultSchema.attributes,
    a: [...(defaultSchema.attributes?.a ?? []), ['rel', 'noopener', 'noreferrer']],
    img: [...(defaultSchema.attributes?.img ?? []), ['loading', 'lazy'], ['decoding', 'async']],
    span: [...(defaultSchema.attributes?.span ?? []), ['className', /^hljs-/]],
    code: [['className', /^language-./, 'hljs']],
  },
  protocols: { href: ['https', 'mailto'], src: ['https'], cite: ['https'] },
};

/** hast properties as React props: `className` joined, `aria-*`/`data-*` as written in HTML. */
function reactProps(properties: Properties): Record<string, string | number | boolean> | null {
  const props: Record<string, string | number | boolean> = {};
  for (const [name, value] of Object.entries(properties)) {
    if (value === undefined || value === null || value === false) continue;
    const key = /^(aria|data)[A-Z]/.test(name) ? find(htmlSchema, name).attribute : name;
    props[key] = Array.isArray(value)
      ? value.join(find(htmlSchema, name).commaSeparated ? ',' : ' ')
      : value;
  }
  return Object.keys(props).length > 0 ? props : null;
}

function toBodyNodes(nodes: HastRoot['children'] | Element['children']): BodyNode[] {
  const out: BodyNode[] = [];
  for (const node of nodes) {
    if (node.type === 'text') out.push(node.value);
    else if (node.type === 'element') {
      out.push([node.tagName, reactProps(node.properties), ...toBodyNodes(node.children)]);
    }
  }
  return out;
}

/** Renders one article's Markdown body; `problems` are its own (links are checked later). */
export async function renderMarkdown(markdown: string, locale: Locale): Promise<RenderedBody> {
  const problems: BodyProblem[] = [];
  const references: BodyReference[] = [];
  const labels = FOOTNOTE_LABELS[locale];
  const processor = unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(refuseRawHtml(problems))
    .use(remarkRehype, { footnoteLabel: labels.label, footnoteBackLabel: labels.back })
    .use(rehypeSlug)
    .use(rehypeHighlight, { detect: false })
    .use(collectReferences(references))
    .use(externalLinksAndImages)
    .use(rehypeSanitize, SANITIZE_SCHEMA);
  const tree = await processor.run(processor.parse(markdown));
  const ids: string[] = [];
  visit(tree, 'element', (node: Element) => {
    if (typeof node.properties.id === 'string') ids.push(node.properties.id);
  });
  const html = unified().use(rehypeStringify).stringify(tree);
  const words = hastToString(tree).split(/\s+/).filter(Boolean).length;
  return { html, tree: toBodyNodes(tree.children), ids, references, problems, words };
}

/** Minutes to read, at 220 words a minute, never less than one. */
export const WORDS_PER_MINUTE = 220;
export function readingMinutes(words: number): number {
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}
