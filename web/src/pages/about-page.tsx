import { ContactSection } from '../components/contact-section/contact-section';
import { PageHero } from '../components/page-hero/page-hero';
import type { AboutCopy } from '../content/types';
import styles from './about-page.module.css';
import type { PageProps } from './page-props';

export function AboutPage({ copy }: PageProps<AboutCopy>) {
  const { hero } = copy;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title}>
        <div className={styles.paragraphs}>
          {hero.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </PageHero>
      <ContactSection intro={copy.contact} backdrop={copy.contactBackdrop} />
    </>
  );
}
