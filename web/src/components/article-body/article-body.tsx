import { createElement, type ReactNode } from 'react';
import type { BodyNode } from '../../content/insights/article';
import styles from './article-body.module.css';

/** What a screen reader calls the blocks that scroll (the language's insights copy). */
export interface ScrollRegionNames {
  readonly table: string;
  readonly code: string;
}

/**
 * Blocks that scroll sideways when wider than a phone are focusable, so that a keyboard can
 * scroll them too (WCAG 2.1.1; axe's `scrollable-region-focusable`): a code block itself, a
 * table through the frame it scrolls in (article-body.module.css). Focusable, each is a named
 * region, so that a screen reader says what the focus is on.
 */
function toElement(node: BodyNode, key: number, names: ScrollRegionNames): ReactNode {
  if (typeof node === 'string') return node;
  const [tag, props, ...children] = node;
  const rendered = children.map((child, index) => toElement(child, index, names));
  if (tag === 'table') {
    return createElement(
      'div',
      { className: styles.scroll, tabIndex: 0, role: 'region', 'aria-label': names.table, key },
      createElement(tag, props, ...rendered),
    );
  }
  const focusable =
    tag === 'pre' ? { tabIndex: 0, role: 'region', 'aria-label': names.code } : null;
  return createElement(tag, { ...props, ...focusable, key }, ...rendered);
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
  return (
    <div className={className}>{body.map((node, key) => toElement(node, key, scrollRegions))}</div>
  );
}
