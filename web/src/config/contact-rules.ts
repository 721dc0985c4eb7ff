/**
 * The contact rules: the one module that both the browser form and the Lambda handler import,
 * so a visitor and the server always agree on what a valid enquiry is.
 *
 * The first four checks are the spec's, in the spec's order. The limits after them protect the
 * mailbox (and the email headers) from abuse. A failure is a code: each language words it in
 * its own message table (web/src/content/<locale>/contact-rules.ts), the English one in the
 * spec's wording.
 */

/** The subject is never chosen by the visitor: the browser sends it, the server sets it again. */
export const CONTACT_SUBJECT = 'Contact Form Submission';

export const NAME_MAX_LENGTH = 200;
/** RFC 5321 caps a forward path at 256 octets including the angle brackets. */
export const EMAIL_MAX_LENGTH = 254;
export const MESSAGE_MAX_LENGTH = 5000;

/**
 * A hidden field that people never see and bots fill in. A filled one is answered with success
 * and nothing is sent, so a bot learns nothing.
 */
export const HONEYPOT_FIELD = 'website';

/** What a visitor types. */
export interface ContactFields {
  readonly name: string;
  readonly email: string;
  readonly message: string;
}

/** What is sent to `POST /api/form`. */
export interface ContactMessage extends ContactFields {
  readonly subject: string;
  /** The language the visitor wrote in; the server words its answers in it. */
  readonly locale: string;
  /**
   * A UUID made once per submission: a double click or a retried request is stored and emailed
   * once, and gets the same reference back.
   */
  readonly submissionId: string;
}

/** text, an at sign, text, a dot, text; no whitespace anywhere. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

/** Every way an enquiry can fail the rules; each language has a message for each. */
export const CONTACT_RULE_CODES = [
  'name_required',
  'email_required',
  'email_invalid',
  'message_required',
  'name_too_long',
  'email_too_long',
  'message_too_long',
  'name_control_characters',
  'email_control_characters',
] as const;
export type ContactRuleCode = (typeof CONTACT_RULE_CODES)[number];

interface ContactRule {
  readonly code: ContactRuleCode;
  readonly field: keyof ContactFields;
  readonly fails: (fields: ContactFields) => boolean;
}

/** Checked in this order; the first failure is the one reported. */
export const CONTACT_RULES: readonly ContactRule[] = [
  { code: 'name_required', field: 'name', fails: (f) => f.name.trim() === '' },
  { code: 'email_required', field: 'email', fails: (f) => f.email === '' },
  { code: 'email_invalid', field: 'email', fails: (f) => !EMAIL_PATTERN.test(f.email) },
  { code: 'message_required', field: 'message', fails: (f) => f.message.trim() === '' },
  { code: 'name_too_long', field: 'name', fails: (f) => f.name.length > NAME_MAX_LENGTH },
  { code: 'email_too_long', field: 'email', fails: (f) => f.email.length > EMAIL_MAX_LENGTH },
  {
    code: 'message_too_long',
    field: 'message',
    fails: (f) => f.message.length > MESSAGE_MAX_LENGTH,
  },
  {
    code: 'name_control_characters',
    field: 'name',
    fails: (f) => CONTROL_CHARACTERS.test(f.name),
  },
  {
    code: 'email_control_characters',
    field: 'email',
    fails: (f) => CONTROL_CHARACTERS.test(f.email),
  },
];

export interface ContactRuleFailure {
  readonly code: ContactRuleCode;
  readonly field: keyof ContactFields;
}

/** Runs the rules in order and returns the first failure, or `null` when the enquiry is valid. */
export function validateContact(fields: ContactFields): ContactRuleFailure | null {
  const failed = CONTACT_RULES.find((rule) => rule.fails(fields));
  return failed ? { code: failed.code, field: failed.field } : null;
}
