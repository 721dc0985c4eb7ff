import type { ReactNode } from 'react';
import { Container } from '../container/container';
import styles from './legal-text.module.css';

export interface LegalTextProps {
  readonly children: ReactNode;
}

/** The reading column of a long text page (privacy notice, disclosure policy). */
export function LegalText({ children }: LegalTextProps) {
  return <Container className={styles.column}>{children}</Container>;
}

export interface LegalSectionProps {
  /** The section's h2; none for an introduction that follows the page's h1 directly. */
  readonly title?: string;
  /** A tinted block with an accent rule, for what a reader comes to find (an address). */
  readonly highlight?: boolean;
  readonly children: ReactNode;
}

/**
 * One section of the column. Paragraphs read muted and plain lists get bullets; a list with a
 * class of its own is left to its page.
 */
export function LegalSection({ title, highlight = false, children }: LegalSectionProps) {
  const className = highlight ? `${styles.section} ${styles.highlight}` : styles.section;
  return (
    <section className={className}>
      {title ? <h2>{title}</h2> : null}
      {children}
    </section>
  );
}
