import { type MouseEvent, useId, useRef, useState } from 'react';
import { QUICK_CONTACT } from '../../content/contact';
import { ContactForm } from '../contact-form/contact-form';
import styles from './quick-contact.module.css';

export interface QuickContactProps {
  readonly className?: string;
}

/**
 * The spec's contact popup, made reachable: a visible button opens a native modal `<dialog>`
 * with the same form, rules, call, toasts and modal as the page form. The browser keeps focus
 * inside; Escape, the close button or a click on the backdrop close it, and focus goes back to
 * the button.
 */
export function QuickContact({ className }: QuickContactProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const dialogId = useId();
  const titleId = useId();

  const show = () => {
    dialogRef.current?.showModal();
    setOpen(true);
  };
  const close = () => dialogRef.current?.close();
  const onClose = () => {
    setOpen(false);
    openerRef.current?.focus();
  };
  // A click on the backdrop lands on the dialog element itself, outside its inner panel.
  const onDialogClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) close();
  };

  return (
    <>
      <button
        ref={openerRef}
        type="button"
        className={[styles.opener, className].filter(Boolean).join(' ')}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={dialogId}
        onClick={show}
      >
        {QUICK_CONTACT.opener}
      </button>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: Escape closes it natively; the click is the backdrop's. */}
      <dialog
        ref={dialogRef}
        id={dialogId}
        className={styles.dialog}
        aria-labelledby={titleId}
        onClose={onClose}
        onClick={onDialogClick}
      >
        <div className={styles.panel}>
          <div className={styles.header}>
            <h2 id={titleId} className={styles.title}>
              {QUICK_CONTACT.title}
            </h2>
            <button
              type="button"
              className={styles.close}
              onClick={close}
              aria-label={QUICK_CONTACT.close}
            >
              <span aria-hidden="true">×</span>
            </button>
          </div>
          <p className={styles.lead}>{QUICK_CONTACT.lead}</p>
          {/* Always mounted, so what the visitor typed survives closing and reopening. */}
          <ContactForm />
        </div>
      </dialog>
    </>
  );
}
