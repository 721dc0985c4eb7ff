import { Link } from 'react-router-dom';
import type { ImageRef } from '../../content/types';
import { Artwork } from '../artwork/artwork';
import styles from './service-card.module.css';

export interface ServiceCardProps {
  readonly to: string;
  readonly title: string;
  readonly summary: string;
  readonly image: ImageRef;
  readonly linkLabel: string;
  /** Narrow layouts drop the artwork, for lists of cards that follow a long page. */
  readonly compact?: boolean;
}

/** A whole-card link to a service page. */
export function ServiceCard({ to, title, summary, image, linkLabel, compact }: ServiceCardProps) {
  return (
    <Link to={to} className={compact ? `${styles.card} ${styles.compact}` : styles.card}>
      <Artwork image={image} lazy className={styles.image} />
      <div className={styles.body}>
        <h3 className={styles.title}>{title}</h3>
        <p className={styles.summary}>{summary}</p>
        <span className={styles.more} aria-hidden="true">
          {linkLabel}
        </span>
      </div>
    </Link>
  );
}
