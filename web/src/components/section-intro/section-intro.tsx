import type { SectionIntro as SectionIntroContent } from '../../content/types';
import styles from './section-intro.module.css';

export interface SectionIntroProps {
  readonly intro: SectionIntroContent;
  /** The id the section's `aria-labelledby` points to. */
  readonly headingId?: string;
  /** `dark` on ink backgrounds. */
  readonly tone?: 'light' | 'dark';
  readonly align?: 'start' | 'center';
  readonly className?: string;
}

/** Eyebrow, h2 and lead: the opening of a content section. */
export function SectionIntro({
  intro,
  headingId,
  tone = 'light',
  align = 'start',
  className,
}: SectionIntroProps) {
  const classes = [styles.intro, styles[tone], styles[align], className].filter(Boolean).join(' ');
  return (
    <div className={classes}>
      {intro.eyebrow ? <p className={styles.eyebrow}>{intro.eyebrow}</p> : null}
      <h2 id={headingId} className={styles.title}>
        {intro.title}
      </h2>
      {intro.lead ? <p className={styles.lead}>{intro.lead}</p> : null}
    </div>
  );
}
