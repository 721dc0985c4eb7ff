import { useId } from 'react';
import { Artwork } from '../components/artwork/artwork';
import { ButtonLink } from '../components/button-link/button-link';
import { ContactSection } from '../components/contact-section/contact-section';
import { Container } from '../components/container/container';
import { PageHero } from '../components/page-hero/page-hero';
import { SectionIntro } from '../components/section-intro/section-intro';
import { usePathOf } from '../components/site-copy/site-copy';
import { SERVICE_SLUGS } from '../config/routes';
import type { WhatWeDoCopy } from '../content/types';
import type { PageProps } from './page-props';
import styles from './what-we-do-page.module.css';

export function WhatWeDoPage({ copy }: PageProps<WhatWeDoCopy>) {
  const servicesId = useId();
  const stepsId = useId();
  const pathOf = usePathOf();
  const { services } = copy;
  return (
    <>
      <PageHero eyebrow={copy.hero.eyebrow} title={copy.hero.title} lead={copy.hero.lead} />

      <section className={styles.services} aria-labelledby={servicesId}>
        <Container>
          <SectionIntro intro={copy.intro} headingId={servicesId} />
          <ul className={styles.list}>
            {SERVICE_SLUGS.map((slug, index) => (
              <li key={slug} className={styles.item}>
                <Artwork image={services[slug].image} lazy className={styles.image} />
                <div className={styles.body}>
                  <p className={styles.index}>{String(index + 1).padStart(2, '0')}</p>
                  <h3 className={styles.title}>{services[slug].title}</h3>
                  <p className={styles.summary}>{services[slug].summary}</p>
                  <p className={styles.main}>{copy.overviews[slug]}</p>
                  <ButtonLink to={pathOf(slug)} variant="quiet">
                    {copy.readMoreLabel}
                    <span className="visually-hidden">
                      {` ${copy.readMoreContext} ${services[slug].title}`}
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
              eyebrow: copy.additional.eyebrow,
              title: copy.additional.title,
            }}
            headingId={stepsId}
            tone="dark"
          />
          <ol className={styles.stepList}>
            {copy.additional.steps.map((step) => (
              <li key={step.title}>
                <h3>{step.title}</h3>
                <p>{step.description}</p>
              </li>
            ))}
          </ol>
          <p className={styles.note}>{copy.additional.note}</p>
        </Container>
      </section>

      <ContactSection intro={copy.contact} />
    </>
  );
}
