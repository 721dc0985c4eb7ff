import { describe, expect, it } from 'vitest';
import {
  type ContactFields,
  EMAIL_MAX_LENGTH,
  MESSAGE_MAX_LENGTH,
  NAME_MAX_LENGTH,
  validateContact,
} from '../../../web/src/config/contact-rules';

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
    expect(validateContact({ ...VALID, ...change })?.message ?? null).toBe(expected);
  });

  it('reports only the first failure, in the spec order', () => {
    expect(validateContact({ name: '', email: '', message: '' })?.message).toBe('Name is required');
    expect(validateContact({ name: 'A', email: '', message: '' })?.message).toBe(
      'Email is required',
    );
    expect(validateContact({ name: 'A', email: 'x', message: '' })?.message).toBe(
      'Email is invalid',
    );
    expect(validateContact({ name: 'A', email: 'a@b.c', message: '' })?.message).toBe(
      'Message is required',
    );
  });

  it('names the field that failed', () => {
    expect(validateContact({ ...VALID, email: 'nope' })?.field).toBe('email');
  });
});
