import { useSiteCopy } from '../site-copy/site-copy';
import styles from './skip-link.module.css';

export interface SkipLinkProps {
  /** The id of the `<main>` element. */
  readonly targetId: string;
}

/** The first stop of the keyboard: hidden until focused, then jumps past the navigation. */
export function SkipLink({ targetId }: SkipLinkProps) {
  return (
    <a className={styles.skip} href={`#${targetId}`}>
      {useSiteCopy().skipLink}
    </a>
  );
}
