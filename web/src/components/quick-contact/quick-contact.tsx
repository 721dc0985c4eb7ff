import { useState } from 'react';
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
  const { open, close, titleId, openerProps, dialogProps } = useModalDialog();
  const text = useSiteCopy().quickContact;
  // The form comes with the first opening and stays, so what the visitor typed survives closing
  // and reopening. Not before: the dialog opens only with script, and a form in the prerendered
  // page is one the browser's autofill reads as soon as the page is parsed, which lays out the
  // part of the page it is in before that part is shown (decision 0033).
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);

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
          {opened ? <ContactForm /> : null}
        </div>
      </dialog>
    </>
  );
}
