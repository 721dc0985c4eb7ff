import { useId } from 'react';
import { ButtonLink } from '../components/button-link/button-link';
import { Carousel } from '../components/carousel/carousel';
import { ContactSection } from '../components/contact-section/contact-section';
import { Container } from '../components/container/container';
import { PageHero } from '../components/page-hero/page-hero';
import { SectionIntro } from '../components/section-intro/section-intro';
import { ServiceCard } from '../components/service-card/service-card';
import { ServiceSlide } from '../components/service-slide/service-slide';
import { SERVICE_SLUGS, servicePath } from '../config/routes';
import { LANDING } from '../content/landing';
import { SERVICE_SUMMARIES } from '../content/service-summaries';
import styles from './landing-page.module.css';

const SLIDES = LANDING.servicesNarrow.slides.map((slide) => ({
  id: slide.number,
  content: (
    <ServiceSlide
      to={servicePath(slide.slug)}
      number={slide.number}
      title={slide.title}
      text={slide.text}
      linkLabel={LANDING.servicesNarrow.linkLabel}
    />
  ),
}));

/** `/` and every unknown path. */
export function LandingPage() {
  const wideId = useId();
  const narrowId = useId();
  const approachId = useId();
  const { hero } = LANDING;
  return (
    <>
      <PageHero
        size="large"
        eyebrow={hero.eyebrow}
        title={hero.title}
        lead={hero.lead}
        image={hero.image}
      >
        <div className={styles.actions}>
          <ButtonLink to={hero.primary.path}>{hero.primary.label}</ButtonLink>
          <ButtonLink to={hero.secondary.path} variant="ghost">
            {hero.secondary.label}
          </ButtonLink>
        </div>
        <ul className={styles.facts}>
          {LANDING.facts.map((fact) => (
            <li key={fact.title}>
              <strong>{fact.title}</strong>
              <span>{fact.description}</span>
            </li>
          ))}
        </ul>
      </PageHero>

      {/* Wide and narrow blocks are both in the HTML; CSS shows one, so the first paint is right. */}
      <section className={styles.servicesWide} aria-labelledby={wideId}>
        <Container>
          <SectionIntro intro={LANDING.servicesWide} headingId={wideId} />
          <ul className={styles.cards}>
            {SERVICE_SLUGS.map((slug) => (
              <li key={slug}>
                <ServiceCard
                  to={servicePath(slug)}
                  title={SERVICE_SUMMARIES[slug].title}
                  summary={SERVICE_SUMMARIES[slug].summary}
                  image={SERVICE_SUMMARIES[slug].image}
                  linkLabel={LANDING.cardLinkLabel}
                />
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <section className={styles.servicesNarrow} aria-labelledby={narrowId}>
        <Container>
          <h2 id={narrowId} className={styles.narrowTitle}>
            {LANDING.servicesNarrow.title}
          </h2>
          <Carousel label={LANDING.servicesNarrow.carouselLabel} slides={SLIDES} />
        </Container>
      </section>

      <section className={styles.approach} aria-labelledby={approachId}>
        <Container>
          <SectionIntro
            intro={{ eyebrow: LANDING.approach.eyebrow, title: LANDING.approach.title }}
            headingId={approachId}
            tone="dark"
          />
          <ol className={styles.principles}>
            {LANDING.approach.items.map((item) => (
              <li key={item.title}>
                <h3>{item.title}</h3>
                <p>{item.description}</p>
              </li>
            ))}
          </ol>
        </Container>
      </section>

      <ContactSection intro={LANDING.contact} />
    </>
  );
}
