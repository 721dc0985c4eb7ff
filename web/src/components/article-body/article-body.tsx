import { createElement, type ReactNode } from 'react';
import type { BodyNode } from '../../content/insights/article';
import styles from './article-body.module.css';

/** What a screen reader calls the blocks that scroll (the language's insights copy). */
export interface ScrollRegionNames {
  readonly table: string;
  readonly code: string;
}

/** Which wide block a node is, if it is one: a table or a code block. */
function wideKind(node: BodyNode): keyof ScrollRegionNames | null {
  if (typeof node === 'string') return null;
  return node[0] === 'table' ? 'table' : node[0] === 'pre' ? 'code' : null;
}

/** How many wide blocks of each kind a body holds, at any depth. */
function countWide(nodes: readonly BodyNode[], counts = { table: 0, code: 0 }) {
  for (const node of nodes) {
    const kind = wideKind(node);
    if (kind) counts[kind] += 1;
    if (typeof node !== 'string') countWide(node.slice(2) as BodyNode[], counts);
  }
  return counts;
}

/**
 * Blocks that scroll sideways when wider than a phone are focusable, so that a keyboard can
 * scroll them too (WCAG 2.1.1; axe's `scrollable-region-focusable`): a code block itself, a
 * table through the frame it scrolls in (article-body.module.css). Focusable, each is a region
 * named by its kind, numbered where an article has several (landmarks need distinct names), so
 * that a screen reader says what the focus is on.
 */
function renderBody(body: readonly BodyNode[], names: ScrollRegionNames): ReactNode[] {
  const totals = countWide(body);
  const seen = { table: 0, code: 0 };
  const region = (kind: keyof ScrollRegionNames) => {
    seen[kind] += 1;
    const name = totals[kind] > 1 ? `${names[kind]} ${seen[kind]}` : names[kind];
    return { tabIndex: 0, role: 'region', 'aria-label': name };
  };
  const toElement = (node: BodyNode, key: number): ReactNode => {
    if (typeof node === 'string') return node;
    const [tag, props, ...children] = node;
    const kind = wideKind(node);
    const focusable = kind ? region(kind) : null;
    const rendered = children.map(toElement);
    if (kind === 'table') {
      return createElement(
        'div',
        { className: styles.scroll, ...focusable, key },
        createElement(tag, props, ...rendered),
      );
    }
    return createElement(tag, { ...props, ...focusable, key }, ...rendered);
  };
  return body.map(toElement);
}

export interface ArticleBodyProps {
  readonly body: readonly BodyNode[];
  readonly scrollRegions: ScrollRegionNames;
  readonly className?: string;
}

/**
 * An article's body, sanitized at build time (web/build/insights/markdown.ts) and shipped as
 * element data: rendered as React elements, on the server and on client navigation alike, so no
 * HTML string reaches a DOM sink and Trusted Types stay enforced without a policy.
 */
export function ArticleBody({ body, scrollRegions, className }: ArticleBodyProps) {
  return <div className={className}>{renderBody(body, scrollRegions)}</div>;
}
