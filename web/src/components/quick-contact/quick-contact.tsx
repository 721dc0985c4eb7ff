import { ContactForm } from '../contact-form/contact-form';
import { useModalDialog } from '../modal-dialog/use-modal-dialog';
import { useSiteCopy } from '../site-copy/site-copy';
import styles from './quick-contact.module.css';

export interface QuickContactProps {
  readonly className?: string;
}

/**
 * The spec's contact popup, made reachable: a visible button opens a native modal `<dialog>`
 * with the same form, rules, call, toasts and modal as the page form. Escape, the close button
 * or a click on the backdrop close it, and focus goes back to the button.
 */
export function QuickContact({ className }: QuickContactProps) {
  const { close, titleId, openerProps, dialogProps } = useModalDialog();
  const text = useSiteCopy().quickContact;

  return (
    <>
      <button {...openerProps} className={[styles.opener, className].filter(Boolean).join(' ')}>
        {text.opener}
      </button>
      <dialog {...dialogProps} className={styles.dialog}>
        <div className={styles.panel}>
          <div className={styles.header}>
            <h2 id={titleId} className={styles.title}>
              {text.title}
            </h2>
            <button type="button" className={styles.close} onClick={close} aria-label={text.close}>
              <span aria-hidden="true">×</span>
            </button>
          </div>
          <p className={styles.lead}>{text.lead}</p>
          {/* Always mounted, so what the visitor typed survives closing and reopening. */}
          <ContactForm />
        </div>
      </dialog>
    </>
  );
}
