import { type FormEvent, useEffect, useId, useRef } from 'react';
import { Link } from 'react-router-dom';
import {
  EMAIL_MAX_LENGTH,
  HONEYPOT_FIELD,
  MESSAGE_MAX_LENGTH,
  NAME_MAX_LENGTH,
} from '../../config/contact-rules';
import { SITE } from '../../config/site';
import { SuccessModal } from '../modal/success-modal';
import { usePathOf, useSiteCopy } from '../site-copy/site-copy';
import { ErrorToast } from '../toast/error-toast';
import styles from './contact-form.module.css';
import { type FieldName, useContactForm } from './use-contact-form';

export interface ContactFormProps {
  readonly className?: string;
  /**
   * A message to start from, such as a line naming the article the visitor comes from: put into
   * the empty message field once, for the visitor to edit or delete. The form sends what the
   * field shows, and the same rules apply to it.
   */
  readonly initialMessage?: string;
}

/**
 * The enquiry form: Name, Email, Message and SEND. The shared contact rules run in the browser
 * first (no native validation bubbles, so the messages are the spec's), then the same rules run
 * again in the Lambda.
 */
export function ContactForm({ className, initialMessage }: ContactFormProps) {
  const form = useContactForm();
  const { contactForm: text, successModal } = useSiteCopy();
  const pathOf = usePathOf();
  const id = useId();
  const fieldRefs = useRef<Partial<Record<FieldName, HTMLInputElement | HTMLTextAreaElement>>>({});
  const sending = form.status === 'sending';
  const formRef = useRef<HTMLFormElement>(null);

  // React handles this form from now on: what the visitor typed meanwhile is taken in, and the
  // page's loader sends a submit it held back before (web/src/entry-client.ts).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when React takes the form over.
  useEffect(() => {
    if (formRef.current) form.takeShownValues(formRef.current);
    formRef.current?.dispatchEvent(
      new Event(import.meta.env.VITE_FORM_READY_EVENT, { bubbles: true }),
    );
  }, []);

  // Only into an empty field: what the visitor typed always wins. Once per message.
  // biome-ignore lint/correctness/useExhaustiveDependencies: setField is new on each render.
  useEffect(() => {
    if (initialMessage && fieldRefs.current.message?.value === '') {
      form.setField('message', initialMessage);
    }
  }, [initialMessage]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    const invalid = await form.submit(event);
    // Put the visitor where the problem is; the toast says what it is.
    if (invalid) fieldRefs.current[invalid]?.focus();
  };

  const fieldProps = (name: FieldName) => ({
    id: `${id}-${name}`,
    name,
    value: form.fields[name],
    onChange: (event: { target: { value: string } }) => form.setField(name, event.target.value),
    'aria-invalid': form.invalidField === name ? (true as const) : undefined,
    ref: (element: HTMLInputElement | HTMLTextAreaElement | null) => {
      if (element) fieldRefs.current[name] = element;
    },
    className: styles.control,
  });

  return (
    <>
      <form
        ref={formRef}
        className={[styles.form, className].filter(Boolean).join(' ')}
        // Sent by the browser itself only where no script runs (the send button is hidden then):
        // as a POST, so that what the visitor typed never ends up in an address or a log.
        method="post"
        noValidate
        onSubmit={onSubmit}
        aria-busy={sending}
      >
        <div className={styles.row}>
          <div className={styles.field}>
            <label htmlFor={`${id}-name`} className={styles.label}>
              {text.labels.name}
            </label>
            <input
              {...fieldProps('name')}
              type="text"
              autoComplete="name"
              maxLength={NAME_MAX_LENGTH}
              placeholder={text.placeholders.name}
            />
          </div>
          <div className={styles.field}>
            <label htmlFor={`${id}-email`} className={styles.label}>
              {text.labels.email}
            </label>
            <input
              {...fieldProps('email')}
              type="email"
              autoComplete="email"
              inputMode="email"
              maxLength={EMAIL_MAX_LENGTH}
              placeholder={text.placeholders.email}
            />
          </div>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-message`} className={styles.label}>
            {text.labels.message}
          </label>
          <textarea
            {...fieldProps('message')}
            rows={5}
            maxLength={MESSAGE_MAX_LENGTH}
            placeholder={text.placeholders.message}
          />
        </div>
        {/* The honeypot: off-screen and out of the tab order; only bots fill it in. */}
        <div className={styles.trap} aria-hidden="true">
          <label htmlFor={`${id}-${HONEYPOT_FIELD}`}>{text.labels.honeypot}</label>
          <input
            id={`${id}-${HONEYPOT_FIELD}`}
            name={HONEYPOT_FIELD}
            type="text"
            tabIndex={-1}
            autoComplete="off"
            value={form.honeypot}
            onChange={(event) => form.setHoneypot(event.target.value)}
          />
        </div>
        <div className={styles.footer}>
          {/* aria-disabled, not disabled, while sending: a disabled button drops the focus, and a
              failed send would leave the visitor at the top of the page. A second press is ignored
              (the form sends only while editing). */}
          <button type="submit" className={styles.submit} aria-disabled={sending || undefined}>
            {sending ? text.sending : text.submit}
          </button>
          <p className={styles.withoutScript}>
            {text.withoutScript}{' '}
            <a className={styles.noteLink} href={`mailto:${SITE.email}`}>
              {SITE.email}
            </a>
            .
          </p>
          <p className={styles.note}>
            {text.privacyNote}{' '}
            <Link to={pathOf('privacy')} className={styles.noteLink}>
              {text.privacyLink}
            </Link>
          </p>
        </div>
      </form>
      <ErrorToast
        message={form.toast?.message ?? null}
        showId={form.toast?.id ?? 0}
        dismissLabel={text.dismissToast}
        onDismiss={form.dismissToast}
      />
      <SuccessModal
        open={form.status === 'sent'}
        title={successModal.title}
        text={successModal.text}
        reference={form.reference}
        referenceLabel={successModal.referenceLabel}
        onClose={form.goHome}
      />
    </>
  );
}
