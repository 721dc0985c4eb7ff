import { Link } from 'react-router-dom';
import styles from './service-slide.module.css';

export interface ServiceSlideProps {
  readonly to: string;
  readonly number: string;
  readonly title: string;
  readonly text: string;
  readonly linkLabel: string;
}

/** One numbered slide of the narrow landing carousel; the whole slide is the link. */
export function ServiceSlide({ to, number, title, text, linkLabel }: ServiceSlideProps) {
  return (
    <Link to={to} className={styles.slide}>
      <span className={styles.number}>{number}</span>
      <h3 className={styles.title}>{title}</h3>
      <span className={styles.text}>{text}</span>
      <span className={styles.more} aria-hidden="true">
        {linkLabel}
      </span>
    </Link>
  );
}
