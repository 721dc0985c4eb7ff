import { useId } from 'react';
import { Artwork } from '../components/artwork/artwork';
import { BulletGrid } from '../components/bullet-grid/bullet-grid';
import { Container } from '../components/container/container';
import { PageHero } from '../components/page-hero/page-hero';
import { QuickContact } from '../components/quick-contact/quick-contact';
import { ServiceCard } from '../components/service-card/service-card';
import { usePathOf } from '../components/site-copy/site-copy';
import { SERVICE_SLUGS, type ServiceSlug } from '../config/routes';
import type { ServicePageCopy } from '../content/types';
import type { PageProps } from './page-props';
import styles from './service-page.module.css';

/**
 * The template of the four service pages. Each service's copy is a module of its own
 * (content/pages/<locale>/services/<slug>.yaml), so a service page loads no other service's text.
 */
export function ServicePage({ copy, page: slug }: PageProps<ServicePageCopy, ServiceSlug>) {
  const pathOf = usePathOf();
  const { service, labels, services } = copy;
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
        eyebrow={labels.eyebrow}
        title={service.title}
        lead={description.main}
        image={service.topImage}
      />

      <section className={styles.section} aria-labelledby={bulletsId}>
        <Container>
          <h2 id={bulletsId} className={styles.heading}>
            {labels.bulletsTitle}
          </h2>
          <BulletGrid bullets={service.bullets} />
        </Container>
      </section>

      <section className={`${styles.section} ${styles.tinted}`} aria-labelledby={closingId}>
        <Container className={styles.closing}>
          <h2 id={closingId} className={styles.heading}>
            {labels.closingTitle}
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
              {labels.quickContactTitle}
            </h2>
            <p className={styles.ctaText}>{labels.quickContactText}</p>
          </div>
          <QuickContact className={styles.quickContact} />
        </Container>
      </section>

      <section className={styles.section} aria-labelledby={othersId}>
        <Container>
          <h2 id={othersId} className={styles.heading}>
            {labels.otherServicesTitle}
          </h2>
          <ul className={styles.others}>
            {SERVICE_SLUGS.filter((other) => other !== slug).map((other) => (
              <li key={other}>
                <ServiceCard
                  to={pathOf(other)}
                  title={services[other].title}
                  summary={services[other].summary}
                  image={services[other].image}
                  linkLabel={labels.cardLinkLabel}
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
