/**
 * The contact rules: the one module that both the browser form and the Lambda handler import,
 * so a visitor and the server always agree on what a valid enquiry is.
 *
 * The first four checks are the spec's, in the spec's order and wording. The limits after them
 * protect the mailbox (and the email headers) from abuse.
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
}

/** text, an at sign, text, a dot, text; no whitespace anywhere. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

interface ContactRule {
  readonly field: keyof ContactFields;
  readonly message: string;
  readonly fails: (fields: ContactFields) => boolean;
}

/** Checked in this order; the first failure is the one reported. */
export const CONTACT_RULES: readonly ContactRule[] = [
  { field: 'name', message: 'Name is required', fails: (f) => f.name.trim() === '' },
  { field: 'email', message: 'Email is required', fails: (f) => f.email === '' },
  { field: 'email', message: 'Email is invalid', fails: (f) => !EMAIL_PATTERN.test(f.email) },
  { field: 'message', message: 'Message is required', fails: (f) => f.message.trim() === '' },
  {
    field: 'name',
    message: `Name must be at most ${NAME_MAX_LENGTH} characters`,
    fails: (f) => f.name.length > NAME_MAX_LENGTH,
  },
  {
    field: 'email',
    message: `Email must be at most ${EMAIL_MAX_LENGTH} characters`,
    fails: (f) => f.email.length > EMAIL_MAX_LENGTH,
  },
  {
    field: 'message',
    message: `Message must be at most ${MESSAGE_MAX_LENGTH} characters`,
    fails: (f) => f.message.length > MESSAGE_MAX_LENGTH,
  },
  {
    field: 'name',
    message: 'Name must not contain line breaks or control characters',
    fails: (f) => CONTROL_CHARACTERS.test(f.name),
  },
  {
    field: 'email',
    message: 'Email must not contain line breaks or control characters',
    fails: (f) => CONTROL_CHARACTERS.test(f.email),
  },
];

export interface ContactRuleFailure {
  readonly field: keyof ContactFields;
  readonly message: string;
}

/** Runs the rules in order and returns the first failure, or `null` when the enquiry is valid. */
export function validateContact(fields: ContactFields): ContactRuleFailure | null {
  const failed = CONTACT_RULES.find((rule) => rule.fails(fields));
  return failed ? { field: failed.field, message: failed.message } : null;
}
