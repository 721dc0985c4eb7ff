import { useId } from 'react';
import { Artwork } from '../components/artwork/artwork';
import { ButtonLink } from '../components/button-link/button-link';
import { Container } from '../components/container/container';
import { PageHero } from '../components/page-hero/page-hero';
import { usePathOf } from '../components/site-copy/site-copy';
import type { WhoWeWorkWithCopy } from '../content/types';
import type { PageProps } from './page-props';
import styles from './who-we-work-with-page.module.css';

export function WhoWeWorkWithPage({ copy }: PageProps<WhoWeWorkWithCopy>) {
  const sectorsId = useId();
  const closingId = useId();
  const pathOf = usePathOf();
  const { hero, closing } = copy;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead} />

      <section className={styles.sectors} aria-labelledby={sectorsId}>
        <Container className={styles.layout}>
          <div>
            <h2 id={sectorsId} className={styles.heading}>
              {copy.sectorsTitle}
            </h2>
            <ul className={styles.list}>
              {copy.sectors.map((sector) => (
                <li key={sector.title} className={styles.sector}>
                  <h3>{sector.title}</h3>
                  <p>{sector.description}</p>
                </li>
              ))}
            </ul>
          </div>
          <Artwork image={copy.image} firstView className={styles.image} />
        </Container>
      </section>

      <section className={styles.closing} aria-labelledby={closingId}>
        <Container className={styles.closingInner}>
          <div>
            <h2 id={closingId}>{closing.title}</h2>
            <p>{closing.text}</p>
          </div>
          <ButtonLink to={pathOf(closing.link.page)}>{closing.link.label}</ButtonLink>
        </Container>
      </section>
    </>
  );
}
