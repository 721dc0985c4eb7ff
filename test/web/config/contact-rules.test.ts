import { describe, expect, it } from 'vitest';
import {
  CONTACT_RULE_CODES,
  type ContactFields,
  EMAIL_MAX_LENGTH,
  MESSAGE_MAX_LENGTH,
  NAME_MAX_LENGTH,
  validateContact,
} from '../../../web/src/config/contact-rules';
import { CONTACT_RULE_MESSAGES as EN } from '../../../web/src/content/en/contact-rules';
import { CONTACT_RULE_MESSAGES as ES } from '../../../web/src/content/es/contact-rules';

/** What the visitor reads for the first failure, in a language's table. */
function messageFor(fields: ContactFields, table = EN): string | null {
  const failure = validateContact(fields);
  return failure ? table[failure.code] : null;
}

const VALID: ContactFields = {
  name: 'Ada Lovelace',
  email: 'ada@example.org',
  message: 'We would like a review of our payment API.',
};

/** An address of exactly `length` characters. */
function emailOfLength(length: number): string {
  const domain = '@example.org';
  return 'a'.repeat(length - domain.length) + domain;
}

describe('validateContact', () => {
  it.each<[string, Partial<ContactFields>, string | null]>([
    ['accepts a complete enquiry', {}, null],
    // The spec's four checks, in the spec's order and wording.
    ['an empty name', { name: '' }, 'Name is required'],
    ['a name of only spaces', { name: '   ' }, 'Name is required'],
    ['an empty email', { email: '' }, 'Email is required'],
    ['an email of only spaces (not empty, so not "required")', { email: '  ' }, 'Email is invalid'],
    ['"a@b" (no dot)', { email: 'a@b' }, 'Email is invalid'],
    ['"ab.c" (no at sign)', { email: 'ab.c' }, 'Email is invalid'],
    ['"@b.c" (nothing before the at sign)', { email: '@b.c' }, 'Email is invalid'],
    ['"a@.c"', { email: 'a@.c' }, 'Email is invalid'],
    ['"a@b."', { email: 'a@b.' }, 'Email is invalid'],
    ['"a b@c.d" (whitespace)', { email: 'a b@c.d' }, 'Email is invalid'],
    ['" a@b.c" (leading space)', { email: ' a@b.c' }, 'Email is invalid'],
    ['"a@b@c.d" (two at signs)', { email: 'a@b@c.d' }, 'Email is invalid'],
    ['accepts "a@b.c"', { email: 'a@b.c' }, null],
    ['an empty message', { message: '' }, 'Message is required'],
    ['a message of only line breaks', { message: '\n \n' }, 'Message is required'],
    // The limits, at their boundaries.
    ['accepts a name of 200 characters', { name: 'n'.repeat(NAME_MAX_LENGTH) }, null],
    [
      'a name of 201 characters',
      { name: 'n'.repeat(NAME_MAX_LENGTH + 1) },
      'Name must be at most 200 characters',
    ],
    ['accepts an email of 254 characters', { email: emailOfLength(EMAIL_MAX_LENGTH) }, null],
    [
      'an email of 255 characters',
      { email: emailOfLength(EMAIL_MAX_LENGTH + 1) },
      'Email must be at most 254 characters',
    ],
    ['accepts a message of 5000 characters', { message: 'm'.repeat(MESSAGE_MAX_LENGTH) }, null],
    [
      'a message of 5001 characters',
      { message: 'm'.repeat(MESSAGE_MAX_LENGTH + 1) },
      'Message must be at most 5000 characters',
    ],
    [
      'a line feed in the name',
      { name: 'Ada\nBcc: x@y.z' },
      'Name must not contain line breaks or control characters',
    ],
    [
      'a carriage return in the name',
      { name: 'Ada\rLovelace' },
      'Name must not contain line breaks or control characters',
    ],
    [
      'a NUL in the name',
      { name: 'Ada\u0000' },
      'Name must not contain line breaks or control characters',
    ],
    [
      'a NUL in the email',
      { email: 'ada\u0000@example.org' },
      'Email must not contain line breaks or control characters',
    ],
    ['accepts line breaks in the message', { message: 'Line one\r\nLine two' }, null],
  ])('%s → %s', (_case, change, expected) => {
    expect(messageFor({ ...VALID, ...change })).toBe(expected);
  });

  it('reports only the first failure, in the spec order', () => {
    expect(messageFor({ name: '', email: '', message: '' })).toBe('Name is required');
    expect(messageFor({ name: 'A', email: '', message: '' })).toBe('Email is required');
    expect(messageFor({ name: 'A', email: 'x', message: '' })).toBe('Email is invalid');
    expect(messageFor({ name: 'A', email: 'a@b.c', message: '' })).toBe('Message is required');
  });

  it('reports a failure as a code that every language words', () => {
    expect(validateContact({ ...VALID, email: 'nope' })).toEqual({
      code: 'email_invalid',
      field: 'email',
    });
    for (const table of [EN, ES]) {
      expect(Object.keys(table).sort()).toEqual([...CONTACT_RULE_CODES].sort());
      expect(new Set(Object.values(table)).size).toBe(CONTACT_RULE_CODES.length);
    }
  });

  it.each<[string, Partial<ContactFields>, string]>([
    ['an empty name', { name: '' }, 'El nombre es obligatorio'],
    ['an empty email', { email: '' }, 'El correo electrónico es obligatorio'],
    ['"a@b"', { email: 'a@b' }, 'El correo electrónico no es válido'],
    ['an empty message', { message: ' ' }, 'El mensaje es obligatorio'],
    [
      'a name of 201 characters',
      { name: 'n'.repeat(NAME_MAX_LENGTH + 1) },
      'El nombre no puede superar los 200 caracteres',
    ],
    [
      'an email of 255 characters',
      { email: emailOfLength(EMAIL_MAX_LENGTH + 1) },
      'El correo electrónico no puede superar los 254 caracteres',
    ],
    [
      'a message of 5001 characters',
      { message: 'm'.repeat(MESSAGE_MAX_LENGTH + 1) },
      'El mensaje no puede superar los 5000 caracteres',
    ],
    [
      'a line feed in the name',
      { name: 'Ada\nBcc: x@y.z' },
      'El nombre no puede contener saltos de línea ni caracteres de control',
    ],
  ])('in Spanish, %s → %s', (_case, change, expected) => {
    expect(messageFor({ ...VALID, ...change }, ES)).toBe(expected);
  });

  it('names the field that failed', () => {
    expect(validateContact({ ...VALID, email: 'nope' })?.field).toBe('email');
  });
});
