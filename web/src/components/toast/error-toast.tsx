import { useEffect } from 'react';
import { ERROR_TOAST_HIDE_MS } from '../../config/site';
import styles from './error-toast.module.css';

export interface ErrorToastProps {
  /** The message to show; `null` shows nothing. */
  readonly message: string | null;
  /** Changes with every new error, so the same message shown twice restarts its timer. */
  readonly showId: number;
  readonly dismissLabel: string;
  readonly onDismiss: () => void;
}

/**
 * The red error toast. The live region is always in the page, so a screen reader announces the
 * message as soon as it is written in; it hides itself after 6 s.
 */
export function ErrorToast({ message, showId, dismissLabel, onDismiss }: ErrorToastProps) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: showId restarts the timer when the same message is shown again.
  useEffect(() => {
    if (message === null) return;
    const timer = setTimeout(onDismiss, ERROR_TOAST_HIDE_MS);
    return () => clearTimeout(timer);
  }, [message, showId, onDismiss]);

  return (
    <div role="alert" aria-atomic="true" className={styles.region}>
      {message !== null && (
        <div className={styles.toast} key={showId}>
          <p className={styles.message}>{message}</p>
          <button
            type="button"
            className={styles.dismiss}
            onClick={onDismiss}
            aria-label={dismissLabel}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
      )}
    </div>
  );
}
