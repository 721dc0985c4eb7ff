import type { ReactNode } from 'react';
import styles from './legal-text.module.css';

export interface Fact {
  readonly term: string;
  readonly details: ReactNode;
}

export interface FactListProps {
  readonly facts: readonly Fact[];
}

/** Terms and their details, a row each on a wide screen, stacked on a phone. */
export function FactList({ facts }: FactListProps) {
  return (
    <dl className={styles.facts}>
      {facts.map((fact) => (
        <div key={fact.term}>
          <dt>{fact.term}</dt>
          <dd>{fact.details}</dd>
        </div>
      ))}
    </dl>
  );
}
