import { useId } from 'react';
import { Artwork } from '../components/artwork/artwork';
import { ButtonLink } from '../components/button-link/button-link';
import { Container } from '../components/container/container';
import { PageHero } from '../components/page-hero/page-hero';
import { WHO_WE_WORK_WITH } from '../content/who-we-work-with';
import styles from './who-we-work-with-page.module.css';

export function WhoWeWorkWithPage() {
  const sectorsId = useId();
  const closingId = useId();
  const { hero, closing } = WHO_WE_WORK_WITH;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead} />

      <section className={styles.sectors} aria-labelledby={sectorsId}>
        <Container className={styles.layout}>
          <div>
            <h2 id={sectorsId} className={styles.heading}>
              {WHO_WE_WORK_WITH.sectorsTitle}
            </h2>
            <ul className={styles.list}>
              {WHO_WE_WORK_WITH.sectors.map((sector) => (
                <li key={sector.title} className={styles.sector}>
                  <h3>{sector.title}</h3>
                  <p>{sector.description}</p>
                </li>
              ))}
            </ul>
          </div>
          <Artwork image={WHO_WE_WORK_WITH.image} className={styles.image} />
        </Container>
      </section>

      <section className={styles.closing} aria-labelledby={closingId}>
        <Container className={styles.closingInner}>
          <div>
            <h2 id={closingId}>{closing.title}</h2>
            <p>{closing.text}</p>
          </div>
          <ButtonLink to={closing.link.path}>{closing.link.label}</ButtonLink>
        </Container>
      </section>
    </>
  );
}
