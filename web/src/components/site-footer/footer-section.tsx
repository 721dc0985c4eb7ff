import { type ReactNode, useId } from 'react';
import styles from './site-footer.module.css';

export interface FooterSectionProps {
  readonly title: string;
  readonly open: boolean;
  readonly onToggle: () => void;
  readonly children: ReactNode;
}

/**
 * A footer column. Narrow: a disclosure (heading button + panel, closed panel `hidden`). Wide:
 * CSS hides the button, shows a plain heading and overrides `hidden`, so every column is open
 * from the first paint without JavaScript knowing the width.
 */
export function FooterSection({ title, open, onToggle, children }: FooterSectionProps) {
  const panelId = useId();
  return (
    <div className={styles.section}>
      <h2 className={styles.wideTitle}>{title}</h2>
      <h2 className={styles.narrowTitle}>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
        >
          {title}
          <svg
            viewBox="0 0 24 24"
            width="20"
            height="20"
            aria-hidden="true"
            className={styles.chevron}
          >
            <path
              d="m6 9 6 6 6-6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
        </button>
      </h2>
      <div id={panelId} className={styles.panel} hidden={!open}>
        {children}
      </div>
    </div>
  );
}
