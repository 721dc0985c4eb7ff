import { Suspense, useId } from 'react';
import { ButtonLink } from '../components/button-link/button-link';
import { Carousel } from '../components/carousel/carousel';
import { ContactSection } from '../components/contact-section/contact-section';
import { Container } from '../components/container/container';
import { PageHero } from '../components/page-hero/page-hero';
import { SectionIntro } from '../components/section-intro/section-intro';
import { ServiceCard } from '../components/service-card/service-card';
import { ServiceSlide } from '../components/service-slide/service-slide';
import { usePathOf } from '../components/site-copy/site-copy';
import type { Locale } from '../config/locales';
import { type PageKey, SERVICE_SLUGS } from '../config/routes';
import type { InsightsCopy, LandingCopy } from '../content/types';
import styles from './landing-page.module.css';
import type { LatestArticlesPart } from './latest-articles';
import type { CopyLoader, PageData, PageDataChunk, PageProps } from './page-props';

/** A language's home page, and every unknown path under it. */
export function LandingPage({ copy, data }: PageProps<LandingCopy, PageKey, LatestArticlesPart>) {
  const wideId = useId();
  const narrowId = useId();
  const approachId = useId();
  const pathOf = usePathOf();
  const { hero, services } = copy;
  const slides = copy.servicesNarrow.slides.map((slide) => ({
    id: slide.number,
    content: (
      <ServiceSlide
        to={pathOf(slide.slug)}
        number={slide.number}
        title={slide.title}
        text={slide.text}
        linkLabel={copy.servicesNarrow.linkLabel}
      />
    ),
  }));
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
          <ButtonLink to={pathOf(hero.primary.page)}>{hero.primary.label}</ButtonLink>
          <ButtonLink to={pathOf(hero.secondary.page)} variant="ghost">
            {hero.secondary.label}
          </ButtonLink>
        </div>
        <ul className={styles.facts}>
          {copy.facts.map((fact) => (
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
          <SectionIntro intro={copy.servicesWide} headingId={wideId} />
          <ul className={styles.cards}>
            {SERVICE_SLUGS.map((slug) => (
              <li key={slug}>
                <ServiceCard
                  to={pathOf(slug)}
                  title={services[slug].title}
                  summary={services[slug].summary}
                  image={services[slug].image}
                  linkLabel={copy.cardLinkLabel}
                />
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <section className={styles.servicesNarrow} aria-labelledby={narrowId}>
        <Container>
          <h2 id={narrowId} className={styles.narrowTitle}>
            {copy.servicesNarrow.title}
          </h2>
          <Carousel label={copy.servicesNarrow.carouselLabel} slides={slides} />
        </Container>
      </section>

      <section className={styles.approach} aria-labelledby={approachId}>
        <Container>
          <SectionIntro
            intro={{ eyebrow: copy.approach.eyebrow, title: copy.approach.title }}
            headingId={approachId}
            tone="dark"
          />
          <ol className={styles.principles}>
            {copy.approach.items.map((item) => (
              <li key={item.title}>
                <h3>{item.title}</h3>
                <p>{item.description}</p>
              </li>
            ))}
          </ol>
        </Container>
      </section>

      {data ? (
        // Below the first screen: it hydrates once its code and list have loaded, after the rest.
        <Suspense fallback={null}>
          <Latest part={data} />
        </Suspense>
      ) : null}

      <ContactSection intro={copy.contact} />
    </>
  );
}

/** The section of the newest articles: its code and its list, once the page is interactive. */
function Latest({ part }: { readonly part: PageData<LatestArticlesPart> }) {
  const { LatestArticles, articles, copy } = part.read();
  return <LatestArticles articles={articles} copy={copy} />;
}

LandingPage.dataFor = (locale: Locale, copyOf: CopyLoader): PageDataChunk<LatestArticlesPart> => ({
  // Deferred: never preloaded, so no manifest key; the name only keys the router's cache.
  module: `latest-${locale}`,
  load: () =>
    import('./latest-articles').then((m) =>
      m.latestArticlesIn(locale, copyOf<InsightsCopy>('insights')),
    ),
  deferred: true,
});
