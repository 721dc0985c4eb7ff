import { type ReactNode, useId } from 'react';
import type { ImageRef, SectionIntro as SectionIntroContent } from '../../content/types';
import { Artwork } from '../artwork/artwork';
import { ContactForm } from '../contact-form/contact-form';
import { Container } from '../container/container';
import { SectionIntro } from '../section-intro/section-intro';
import styles from './contact-section.module.css';

export interface ContactSectionProps {
  readonly intro: SectionIntroContent;
  /** With a backdrop, the form card sits over the artwork (the About page). */
  readonly backdrop?: ImageRef;
  /** Anything under the lead, such as the email address. */
  readonly children?: ReactNode;
  /** What the form's message field starts with (ContactForm's `initialMessage`). */
  readonly initialMessage?: string;
  /** The section's id, for links that land on the form. */
  readonly id?: string;
}

/** The contact form in its own labelled section: heading and lead beside it, or over artwork. */
export function ContactSection({
  intro,
  backdrop,
  children,
  initialMessage,
  id,
}: ContactSectionProps) {
  const headingId = useId();
  if (backdrop) {
    return (
      <section
        id={id}
        className={`${styles.section} ${styles.overlay}`}
        aria-labelledby={headingId}
      >
        <Artwork image={backdrop} lazy className={styles.backdrop} />
        <Container className={styles.overlayInner}>
          <SectionIntro intro={intro} headingId={headingId} tone="dark" className={styles.intro} />
          <div className={styles.card}>
            <ContactForm className={styles.form} initialMessage={initialMessage} />
          </div>
        </Container>
      </section>
    );
  }
  return (
    <section id={id} className={styles.section} aria-labelledby={headingId}>
      <Container className={styles.split}>
        <div className={styles.aside}>
          <SectionIntro intro={intro} headingId={headingId} />
          {children}
        </div>
        <div className={styles.card}>
          <ContactForm className={styles.form} initialMessage={initialMessage} />
        </div>
      </Container>
    </section>
  );
}
