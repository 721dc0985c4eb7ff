import { createElement, type ReactNode } from 'react';
import type { BodyNode } from '../../content/insights/article';
import styles from './article-body.module.css';

/**
 * Blocks that scroll sideways when wider than a phone are focusable, so that a keyboard can
 * scroll them too (WCAG 2.1.1; axe's `scrollable-region-focusable`): a code block itself, a
 * table through the frame it scrolls in (article-body.module.css).
 */
function toElement(node: BodyNode, key: number): ReactNode {
  if (typeof node === 'string') return node;
  const [tag, props, ...children] = node;
  if (tag === 'table') {
    return createElement(
      'div',
      { className: styles.scroll, tabIndex: 0, key },
      createElement(tag, props, ...children.map(toElement)),
    );
  }
  const focusable = tag === 'pre' ? { tabIndex: 0 } : null;
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
