import { useId } from 'react';
import { Artwork } from '../components/artwork/artwork';
import { ContactSection } from '../components/contact-section/contact-section';
import { Container } from '../components/container/container';
import { PageHero } from '../components/page-hero/page-hero';
import { SectionIntro } from '../components/section-intro/section-intro';
import { useLocale } from '../components/site-copy/site-copy';
import { CONTACT_FORM_ID } from '../config/routes';
import { SITE } from '../config/site';
import type { ContactPageCopy } from '../content/types';
import styles from './contact-page.module.css';
import type { PageProps } from './page-props';
import { useArticleMessage } from './use-article-message';

export function ContactPage({ copy }: PageProps<ContactPageCopy>) {
  const footprintId = useId();
  const { hero, footprint } = copy;
  const articleMessage = useArticleMessage(useLocale(), copy.articleMessage);
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead} />

      <section className={styles.footprint} aria-labelledby={footprintId}>
        <Container className={styles.layout}>
          <div className={styles.text}>
            <SectionIntro intro={footprint} headingId={footprintId} />
            <ul className={styles.markets}>
              {footprint.markets.map((market) => (
                <li key={market.title}>
                  <h3>{market.title}</h3>
                  <p>{market.description}</p>
                </li>
              ))}
            </ul>
          </div>
          <Artwork image={footprint.image} className={styles.map} />
        </Container>
      </section>

      <ContactSection intro={copy.form} initialMessage={articleMessage} id={CONTACT_FORM_ID}>
        <p className={styles.email}>
          {copy.emailPrefix} <a href={`mailto:${SITE.email}`}>{SITE.email}</a>
        </p>
      </ContactSection>
    </>
  );
}
