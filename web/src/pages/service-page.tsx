import { useId } from 'react';
import { Artwork } from '../components/artwork/artwork';
import { BulletGrid } from '../components/bullet-grid/bullet-grid';
import { Container } from '../components/container/container';
import { PageHero } from '../components/page-hero/page-hero';
import { QuickContact } from '../components/quick-contact/quick-contact';
import { ServiceCard } from '../components/service-card/service-card';
import { SERVICE_SLUGS, type ServiceSlug, servicePath } from '../config/routes';
import { LANDING } from '../content/landing';
import type { ServiceContent } from '../content/service-content';
import { SERVICE_PAGE } from '../content/service-page';
import { SERVICE_SUMMARIES } from '../content/service-summaries';
import styles from './service-page.module.css';

export interface ServicePageProps {
  readonly slug: ServiceSlug;
  /** The service's copy: each service page module passes its own, and loads no other. */
  readonly service: ServiceContent;
}

/** The template of the four service pages. */
export function ServicePage({ slug, service }: ServicePageProps) {
  const bulletsId = useId();
  const closingId = useId();
  const secondId = useId();
  const contactId = useId();
  const othersId = useId();
  const { description, secondBlock } = service;
  const closing = [
    description.paragraph1,
    description.paragraph2,
    description.paragraph3,
    description.paragraph4,
  ].filter((paragraph): paragraph is string => Boolean(paragraph));

  return (
    <>
      <PageHero
        eyebrow={SERVICE_PAGE.eyebrow}
        title={service.title}
        lead={description.main}
        image={service.topImage}
      />

      <section className={styles.section} aria-labelledby={bulletsId}>
        <Container>
          <h2 id={bulletsId} className={styles.heading}>
            {SERVICE_PAGE.bulletsTitle}
          </h2>
          <BulletGrid bullets={service.bullets} />
        </Container>
      </section>

      <section className={`${styles.section} ${styles.tinted}`} aria-labelledby={closingId}>
        <Container className={styles.closing}>
          <h2 id={closingId} className={styles.heading}>
            {SERVICE_PAGE.closingTitle}
          </h2>
          <div className={styles.paragraphs}>
            {closing.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </Container>
        {service.bottomImage ? (
          <Container>
            <Artwork image={service.bottomImage} lazy className={styles.banner} />
          </Container>
        ) : null}
      </section>

      {secondBlock ? (
        <section className={styles.section} aria-labelledby={secondId}>
          <Container>
            <h2 id={secondId} className={styles.heading}>
              {secondBlock.title}
            </h2>
            <p className={styles.secondLead}>{secondBlock.paragraph}</p>
            <BulletGrid bullets={secondBlock.bullets} />
          </Container>
        </section>
      ) : null}

      <section className={styles.cta} aria-labelledby={contactId}>
        <Container className={styles.ctaInner}>
          <div>
            <h2 id={contactId} className={styles.ctaTitle}>
              {SERVICE_PAGE.quickContactTitle}
            </h2>
            <p className={styles.ctaText}>{SERVICE_PAGE.quickContactText}</p>
          </div>
          <QuickContact className={styles.quickContact} />
        </Container>
      </section>

      <section className={styles.section} aria-labelledby={othersId}>
        <Container>
          <h2 id={othersId} className={styles.heading}>
            {SERVICE_PAGE.otherServicesTitle}
          </h2>
          <ul className={styles.others}>
            {SERVICE_SLUGS.filter((other) => other !== slug).map((other) => (
              <li key={other}>
                <ServiceCard
                  to={servicePath(other)}
                  title={SERVICE_SUMMARIES[other].title}
                  summary={SERVICE_SUMMARIES[other].summary}
                  image={SERVICE_SUMMARIES[other].image}
                  linkLabel={LANDING.cardLinkLabel}
                  compact
                />
              </li>
            ))}
          </ul>
        </Container>
      </section>
    </>
  );
}
