import { SITE } from '../../config/site';
import styles from './brand-mark.module.css';

export interface BrandMarkProps {
  readonly className?: string;
  /** Added to the wordmark's own class: where the bar is short of room, its place hides it. */
  readonly wordClassName?: string;
}

/** The shield mark (the same drawing as web/public/icon.svg) and the wordmark. */
export function BrandMark({ className, wordClassName }: BrandMarkProps) {
  return (
    <span className={className ? `${styles.brand} ${className}` : styles.brand}>
      <svg className={styles.mark} viewBox="0 0 64 64" width="32" height="32" aria-hidden="true">
        <path
          d="M32 9.5 50.5 16.5V31c0 11.2-7.8 19.4-18.5 23.5C21.3 50.4 13.5 42.2 13.5 31V16.5Z"
          fill="none"
          stroke="currentColor"
          strokeWidth="4"
          strokeLinejoin="round"
        />
        <path
          d="m23.5 24.5 8.5 16 8.5-16"
          fill="none"
          stroke="currentColor"
          strokeWidth="4.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className={wordClassName ? `${styles.word} ${wordClassName}` : styles.word}>
        {SITE.name}
      </span>
    </span>
  );
}
