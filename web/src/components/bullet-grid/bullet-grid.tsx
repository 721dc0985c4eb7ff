import type { TitledText } from '../../content/types';
import styles from './bullet-grid.module.css';

export interface BulletGridProps {
  readonly bullets: readonly TitledText[];
}

/** A service's bullet points: title and description, in a numbered grid. */
export function BulletGrid({ bullets }: BulletGridProps) {
  return (
    <ul className={styles.grid}>
      {bullets.map((bullet) => (
        <li key={bullet.title} className={styles.item}>
          <h3>{bullet.title}</h3>
          <p>{bullet.description}</p>
        </li>
      ))}
    </ul>
  );
}
