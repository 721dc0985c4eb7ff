import type { ReactNode } from 'react';
import type { ImageRef } from '../../content/types';
import { Artwork } from '../artwork/artwork';
import { Container } from '../container/container';
import styles from './page-hero.module.css';

export interface PageHeroProps {
  readonly eyebrow: string;
  /** The page's one h1. */
  readonly title: string;
  readonly lead?: string;
  /** Extra paragraphs or calls to action under the lead. */
  readonly children?: ReactNode;
  readonly image?: ImageRef;
  /** The landing page's hero is taller and its title larger. */
  readonly size?: 'large' | 'default';
}

/** The dark band that opens every page, under the transparent top bar. */
export function PageHero({
  eyebrow,
  title,
  lead,
  children,
  image,
  size = 'default',
}: PageHeroProps) {
  return (
    <section
      className={size === 'large' ? `${styles.hero} ${styles.large}` : styles.hero}
      data-has-image={image ? 'true' : 'false'}
    >
      <Container className={styles.inner}>
        <div className={styles.text}>
          <p className={styles.eyebrow}>{eyebrow}</p>
          <h1 className={styles.title}>{title}</h1>
          {lead ? <p className={styles.lead}>{lead}</p> : null}
          {children}
        </div>
        {image ? <Artwork image={image} firstView className={styles.image} /> : null}
      </Container>
    </section>
  );
}
