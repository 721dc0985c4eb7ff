import { ContactSection } from '../components/contact-section/contact-section';
import { PageHero } from '../components/page-hero/page-hero';
import { ABOUT } from '../content/about';
import styles from './about-page.module.css';

export function AboutPage() {
  const { hero } = ABOUT;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title}>
        <div className={styles.paragraphs}>
          {hero.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </PageHero>
      <ContactSection intro={ABOUT.contact} backdrop={ABOUT.contactBackdrop} />
    </>
  );
}
