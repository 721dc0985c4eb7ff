import { useEffect, useId, useRef } from 'react';
import styles from './success-modal.module.css';

export interface SuccessModalProps {
  readonly open: boolean;
  readonly title: string;
  readonly text: string;
  /** The enquiry's reference from the server, when it gave one. */
  readonly reference?: string | undefined;
  readonly referenceLabel: string;
  /** Called when the visitor closes it with Escape. */
  readonly onClose: () => void;
}

/** The thank-you modal: a native modal `<dialog>`, so focus and the backdrop come for free. */
export function SuccessModal({
  open,
  title,
  text,
  reference,
  referenceLabel,
  onClose,
}: SuccessModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={dialogRef}
      className={styles.modal}
      aria-labelledby={titleId}
      onClose={onClose}
      tabIndex={-1}
    >
      <div className={styles.mark} aria-hidden="true">
        ✓
      </div>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <p className={styles.text}>{text}</p>
      {reference ? (
        <p className={styles.reference}>
          {referenceLabel} <strong>{reference}</strong>
        </p>
      ) : null}
    </dialog>
  );
}
