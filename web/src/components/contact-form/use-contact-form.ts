import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  CONTACT_SUBJECT,
  type ContactFields,
  HONEYPOT_FIELD,
  validateContact,
} from '../../config/contact-rules';
import { SITE, SUCCESS_REDIRECT_MS } from '../../config/site';
import { sendContact } from '../../lib/send-contact';
import { useLocale, usePathOf, useSiteCopy } from '../site-copy/site-copy';

type Status = 'editing' | 'sending' | 'sent';
export type FieldName = keyof ContactFields;

const EMPTY: ContactFields = { name: '', email: '', message: '' };
const FIELD_NAMES = Object.keys(EMPTY) as FieldName[];

/**
 * What a field of the form shows. Text typed before the page became interactive is in the field
 * but not yet in React's state (the loader holds such a submit until React handles it,
 * web/src/entry-client.ts): the visitor sends what they see.
 */
function shownValue(form: HTMLFormElement, name: string, state: string): string {
  const field = form.elements.namedItem(name);
  return field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement
    ? field.value
    : state;
}

/**
 * The contact form's states: editing, sending, sent. The shared rules run first; the visitor
 * keeps every character typed unless the enquiry was accepted.
 */
export function useContactForm() {
  const navigate = useNavigate();
  const locale = useLocale();
  const pathOf = usePathOf();
  const { contactForm } = useSiteCopy();
  const [fields, setFields] = useState<ContactFields>(EMPTY);
  const [honeypot, setHoneypot] = useState('');
  const [status, setStatus] = useState<Status>('editing');
  const [invalidField, setInvalidField] = useState<FieldName | null>(null);
  const [toast, setToast] = useState<{ message: string; id: number } | null>(null);
  const [reference, setReference] = useState<string | undefined>();
  // One id per submission, kept across retries of the same text, so that a request that was
  // stored but whose answer was lost is not stored twice. A changed text is a new submission.
  const submissionId = useRef<string | null>(null);

  const showError = useCallback((message: string) => {
    setToast((previous) => ({ message, id: (previous?.id ?? 0) + 1 }));
  }, []);
  const dismissToast = useCallback(() => setToast(null), []);

  const goHome = useCallback(() => {
    setFields(EMPTY);
    setStatus('editing');
    navigate(pathOf('home'));
  }, [navigate, pathOf]);

  // The spec: the thank-you modal stays 3 s, then the visitor is taken home.
  useEffect(() => {
    if (status !== 'sent') return;
    const timer = setTimeout(goHome, SUCCESS_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [status, goHome]);

  const setField = (name: FieldName, value: string) => {
    submissionId.current = null;
    setFields((previous) => ({ ...previous, [name]: value }));
    if (invalidField === name) setInvalidField(null);
  };

  /**
   * Takes what the fields show into the state: once React handles the form (else its next render
   * would put the state's empty values back over text typed before), and again on a submit.
   */
  const takeShownValues = (form: HTMLFormElement) => {
    const shown: ContactFields = {
      name: shownValue(form, 'name', fields.name),
      email: shownValue(form, 'email', fields.email),
      message: shownValue(form, 'message', fields.message),
    };
    for (const name of FIELD_NAMES) {
      if (shown[name] !== fields[name]) setField(name, shown[name]);
    }
    const shownHoneypot = shownValue(form, HONEYPOT_FIELD, honeypot);
    if (shownHoneypot !== honeypot) setHoneypot(shownHoneypot);
    return { shown, shownHoneypot };
  };

  const submit = async (event: FormEvent<HTMLFormElement>): Promise<FieldName | null> => {
    event.preventDefault();
    if (status !== 'editing') return null;
    const { shown, shownHoneypot } = takeShownValues(event.currentTarget);
    const failure = validateContact(shown);
    if (failure) {
      setInvalidField(failure.field);
      showError(contactForm.ruleMessages[failure.code]);
      return failure.field;
    }
    setInvalidField(null);
    setToast(null);
    setStatus('sending');
    submissionId.current ??= crypto.randomUUID();
    const result = await sendContact(SITE.contactEndpoint, {
      ...shown,
      subject: CONTACT_SUBJECT,
      locale,
      submissionId: submissionId.current,
      [HONEYPOT_FIELD]: shownHoneypot,
    });
    if (result.ok) {
      submissionId.current = null;
      setReference(result.reference);
      setStatus('sent');
      return null;
    }
    console.error(
      'The enquiry was not accepted:',
      result.reason === 'status' ? `HTTP ${result.status}` : result.error,
    );
    setStatus('editing');
    showError(contactForm.sendFailed);
    return null;
  };

  return {
    fields,
    setField,
    takeShownValues,
    honeypot,
    setHoneypot,
    status,
    reference,
    invalidField,
    toast,
    dismissToast,
    submit,
    goHome,
  };
}
