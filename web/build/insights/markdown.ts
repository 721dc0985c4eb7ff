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
import remarkSmartypants from 'remark-smartypants';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import type { Locale } from '../../src/config/locales.ts';
import type { ArticleImage, BodyNode } from '../../src/content/insights/article.ts';
import { SMARTYPANTS } from '../typography.ts';

/**
 * Markdown to HTML at build time, as a list of named steps (unified plugins), each small:
 * parse → GFM (tables, footnotes, task lists) → the language's quotes and dashes, code left as
 * written (../typography.ts) → refuse raw HTML → require alt text → to HTML tree → anchor
 * headings → highlight code → collect links and images → responsive images → rel and lazy
 * loading → sanitize (last: nothing unsafe runs after it).
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

/** What the build made of a body image: a bitmap's encodings, or an SVG's file, and its size. */
export type EncodedBodyImage = Omit<ArticleImage, 'alt'>;
/**
 * Encodes the image a body's `src` names; nothing when it names no file (the link check reports
 * it). The build passes one (web/build/insights/article-images.ts).
 */
export type BodyImageEncoder = (url: string) => Promise<EncodedBodyImage | undefined>;

export interface RenderMarkdownOptions {
  /** Without one, images stay `<img src="/media/…">` (tests, and checks that need no files). */
  readonly encodeImage?: BodyImageEncoder;
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

/** Step: an image without alt text is a problem naming its line: nobody could hear what it shows. */
function requireAltText(problems: BodyProblem[]) {
  return () => (tree: MdastRoot) => {
    visit(tree, ['image', 'imageReference'], (node) => {
      if (node.type !== 'image' && node.type !== 'imageReference') return;
      if (node.alt?.trim()) return;
      const line = node.position?.start.line;
      const target = node.type === 'image' ? node.url : `[${node.identifier}]`;
      problems.push({
        ...(line === undefined ? {} : { line }),
        message: `image "${target}" has no alt text: say what it shows, ![A chart of findings by severity](${target})`,
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

/**
 * Step: each image becomes what the build encoded for it: a `<picture>` with AVIF and WebP
 * sources and the fallback's srcset, or an SVG's own file; both with the width and height the
 * page reserves (CLS stays 0). An image that cannot be encoded is a problem naming its line.
 */
function responsiveImages(encode: BodyImageEncoder | undefined, problems: BodyProblem[]) {
  return () => async (tree: HastRoot) => {
    if (!encode) return;
    const images: { node: Element; parent: Element | HastRoot; index: number }[] = [];
    visit(tree, 'element', (node: Element, index, parent) => {
      if (node.tagName === 'img' && parent && index !== undefined) {
        images.push({ node, parent, index });
      }
    });
    for (const { node, parent, index } of images) {
      const { src, alt } = node.properties;
      if (typeof src !== 'string') continue;
      let image: EncodedBodyImage | undefined;
      try {
        image = await encode(src);
      } catch (error) {
        const line = node.position?.start.line;
        problems.push({
          ...(line === undefined ? {} : { line }),
          message: `image "${src}": ${(error as Error).message}`,
        });
        continue;
      }
      if (!image) continue;
      const { sizes } = image;
      node.properties = {
        src: image.src,
        ...(image.srcset ? { srcSet: image.srcset, sizes } : {}),
        alt,
        width: image.width,
        height: image.height,
      };
      if (!image.sources?.length) continue;
      parent.children[index] = {
        type: 'element',
        tagName: 'picture',
        properties: {},
        children: [
          ...image.sources.map(
            (source): Element => ({
              type: 'element',
              tagName: 'source',
              properties: { type: source.type, srcSet: source.srcset, sizes },
              children: [],
            }),
          ),
          node,
        ],
      };
    }
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

/** A srcset of the build's encodings: `/assets/media/<file> <width>w`, comma-separated. */
const ENCODED_SRCSET = /^\/assets\/media\/[\w.-]+ \d+w(?:, \/assets\/media\/[\w.-]+ \d+w)*$/;

/**
 * GitHub's schema, plus what our own steps add: highlight.js classes on `span`, `rel` on links,
 * lazy images, and the responsive images' `<picture>` (GitHub's schema allows `picture` and
 * `source`; their srcset may name only the build's encodings). Ids keep no `user-content-` prefix: no raw HTML reaches here, so every id comes
 * from a heading (rehype-slug) or a footnote, and a writer's `#anchor` is the heading's slug.
 * Only https, mailto and site-relative URLs survive.
 */
export const SANITIZE_SCHEMA: SanitizeSchema = {
  ...defaultSchema,
  clobberPrefix: '',
  attributes: {
    ...defaultSchema.attributes,
    a: [...(defaultSchema.attributes?.a ?? []), ['rel', 'noopener', 'noreferrer']],
    img: [
      ...(defaultSchema.attributes?.img ?? []),
      ['loading', 'lazy'],
      ['decoding', 'async'],
      ['srcSet', ENCODED_SRCSET],
      'sizes',
    ],
    source: [['srcSet', ENCODED_SRCSET], 'sizes', ['type', 'image/avif', 'image/webp']],
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
export async function renderMarkdown(
  markdown: string,
  locale: Locale,
  options: RenderMarkdownOptions = {},
): Promise<RenderedBody> {
  const problems: BodyProblem[] = [];
  const references: BodyReference[] = [];
  const labels = FOOTNOTE_LABELS[locale];
  const processor = unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkSmartypants, SMARTYPANTS[locale])
    .use(refuseRawHtml(problems))
    .use(requireAltText(problems))
    .use(remarkRehype, { footnoteLabel: labels.label, footnoteBackLabel: labels.back })
    .use(rehypeSlug)
    .use(rehypeHighlight, { detect: false })
    .use(collectReferences(references))
    .use(responsiveImages(options.encodeImage, problems))
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
