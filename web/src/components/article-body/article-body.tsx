import { createElement, type ReactNode } from 'react';
import type { BodyNode } from '../../content/insights/article';

/**
 * Blocks that scroll sideways when wider than a phone (article-page.module.css): focusable, so
 * that a keyboard can scroll them too (WCAG 2.1.1; axe's `scrollable-region-focusable`).
 */
const SCROLLING_BLOCKS = new Set(['pre', 'table']);

function toElement(node: BodyNode, key: number): ReactNode {
  if (typeof node === 'string') return node;
  const [tag, props, ...children] = node;
  const focusable = SCROLLING_BLOCKS.has(tag) ? { tabIndex: 0 } : null;
  return createElement(tag, { ...props, ...focusable, key }, ...children.map(toElement));
}

export interface ArticleBodyProps {
  readonly body: readonly BodyNode[];
  readonly className?: string;
}

/**
 * An article's body, sanitized at build time (web/build/insights/markdown.ts) and shipped as
 * element data: rendered as React elements, on the server and on client navigation alike, so no
 * HTML string reaches a DOM sink and Trusted Types stay enforced without a policy.
 */
export function ArticleBody({ body, className }: ArticleBodyProps) {
  return <div className={className}>{body.map(toElement)}</div>;
}
