import { useId } from 'react';
import { Artwork } from '../components/artwork/artwork';
import { ButtonLink } from '../components/button-link/button-link';
import { ContactSection } from '../components/contact-section/contact-section';
import { Container } from '../components/container/container';
import { PageHero } from '../components/page-hero/page-hero';
import { SectionIntro } from '../components/section-intro/section-intro';
import { SERVICE_SLUGS, servicePath } from '../config/routes';
import { SERVICE_OVERVIEWS } from '../content/service-overviews';
import { SERVICE_SUMMARIES } from '../content/service-summaries';
import { WHAT_WE_DO } from '../content/what-we-do';
import styles from './what-we-do-page.module.css';

export function WhatWeDoPage() {
  const servicesId = useId();
  const stepsId = useId();
  return (
    <>
      <PageHero
        eyebrow={WHAT_WE_DO.hero.eyebrow}
        title={WHAT_WE_DO.hero.title}
        lead={WHAT_WE_DO.hero.lead}
      />

      <section className={styles.services} aria-labelledby={servicesId}>
        <Container>
          <SectionIntro intro={WHAT_WE_DO.intro} headingId={servicesId} />
          <ul className={styles.list}>
            {SERVICE_SLUGS.map((slug, index) => (
              <li key={slug} className={styles.item}>
                <Artwork image={SERVICE_SUMMARIES[slug].image} lazy className={styles.image} />
                <div className={styles.body}>
                  <p className={styles.index}>{String(index + 1).padStart(2, '0')}</p>
                  <h3 className={styles.title}>{SERVICE_SUMMARIES[slug].title}</h3>
                  <p className={styles.summary}>{SERVICE_SUMMARIES[slug].summary}</p>
                  <p className={styles.main}>{SERVICE_OVERVIEWS[slug]}</p>
                  <ButtonLink to={servicePath(slug)} variant="quiet">
                    {WHAT_WE_DO.readMoreLabel}
                    <span className="visually-hidden">
                      {` ${WHAT_WE_DO.readMoreContext} ${SERVICE_SUMMARIES[slug].title}`}
                    </span>
                  </ButtonLink>
                </div>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <section className={styles.steps} aria-labelledby={stepsId}>
        <Container>
          <SectionIntro
            intro={{
              eyebrow: WHAT_WE_DO.additional.eyebrow,
              title: WHAT_WE_DO.additional.title,
            }}
            headingId={stepsId}
            tone="dark"
          />
          <ol className={styles.stepList}>
            {WHAT_WE_DO.additional.steps.map((step) => (
              <li key={step.title}>
                <h3>{step.title}</h3>
                <p>{step.description}</p>
              </li>
            ))}
          </ol>
          <p className={styles.note}>{WHAT_WE_DO.additional.note}</p>
        </Container>
      </section>

      <ContactSection intro={WHAT_WE_DO.contact} />
    </>
  );
}
