import { describe, expect, it } from 'vitest';
import {
  SECURITY_TXT_MIN_VALIDITY_DAYS,
  securityTxt,
  securityTxtExpiry,
  securityTxtExpiryProblem,
} from '../../web/build/site-files';

const SITE = { origin: 'https://www.example.com', securityEmail: 'security@example.com' };
const BUILT_AT = new Date('2026-11-23T10:00:00.000Z');
const DAY_MS = 24 * 60 * 60 * 1000;

function daysAfter(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

describe('security.txt', () => {
  const text = securityTxt(SITE, BUILT_AT);
  const lines = text.split('\n');

  it('names the security address as a mailto: Contact', () => {
    expect(lines).toContain('Contact: mailto:security@example.com');
  });

  it('expires one year after the build, as an RFC 3339 date-time, once', () => {
    expect(lines).toContain('Expires: 2027-11-23T10:00:00.000Z');
    expect(text.match(/^Expires:/gm)).toHaveLength(1);
  });

  it('prefers English and Spanish, and names its canonical URL', () => {
    expect(lines).toContain('Preferred-Languages: en, es');
    expect(lines).toContain('Canonical: https://www.example.com/.well-known/security.txt');
  });

  it('points to the disclosure policy in each language, one Policy field each', () => {
    expect(lines.filter((line) => line.startsWith('Policy: '))).toEqual([
      'Policy: https://www.example.com/security',
      'Policy: https://www.example.com/es/seguridad',
    ]);
  });

  it('holds only comments and fields, and ends with a line break', () => {
    expect(text.endsWith('\n')).toBe(true);
    for (const line of lines.slice(0, -1)) expect(line).toMatch(/^(#.*|[A-Za-z-]+: \S.*)$/);
  });

  it('moves a build on 29 February to 1 March of the next year', () => {
    expect(securityTxtExpiry(new Date('2028-02-29T00:00:00Z')).toISOString()).toBe(
      '2029-03-01T00:00:00.000Z',
    );
  });
});

describe('securityTxtExpiryProblem', () => {
  const text = securityTxt(SITE, BUILT_AT);

  it('accepts a fresh file', () => {
    expect(securityTxtExpiryProblem(text, BUILT_AT)).toBeUndefined();
  });

  it(`accepts a file with exactly ${SECURITY_TXT_MIN_VALIDITY_DAYS} days left`, () => {
    const expires = securityTxtExpiry(BUILT_AT);
    expect(securityTxtExpiryProblem(text, daysAfter(expires, -30))).toBeUndefined();
  });

  it('refuses a file that expires in 29 days', () => {
    const expires = securityTxtExpiry(BUILT_AT);
    expect(securityTxtExpiryProblem(text, daysAfter(expires, -29))).toMatch(
      /^security\.txt expires in 29 days \(Expires: 2027-11-23T10:00:00\.000Z\), under the 30 days required/,
    );
  });

  it('refuses a file that has expired', () => {
    const expires = securityTxtExpiry(BUILT_AT);
    expect(securityTxtExpiryProblem(text, daysAfter(expires, 1))).toMatch(/^security\.txt expired/);
  });

  it.each([
    ['no Expires field', 'Contact: mailto:a@example.com\n', 'has no Expires field'],
    [
      'two Expires fields',
      'Expires: 2030-01-01T00:00:00Z\nExpires: 2031-01-01T00:00:00Z\n',
      'more than one Expires field',
    ],
    ['a date only', 'Expires: 2030-01-01\n', 'is not an RFC 3339 date-time'],
    ['an RFC 5322 date', 'Expires: Tue, 1 Jan 2030 00:00:00 +0000\n', 'not an RFC 3339'],
    ['no value', 'Expires:\n', 'is not an RFC 3339 date-time'],
  ])('refuses a file with %s', (_, file, problem) => {
    expect(securityTxtExpiryProblem(file, BUILT_AT)).toContain(problem);
  });

  it.each([
    ['a lower-case field name', 'expires: 2030-01-01T00:00:00Z\n'],
    [
      'an offset and CRLF line ends',
      'Contact: mailto:a@example.com\r\nExpires: 2030-01-01T01:00:00+01:00\r\n',
    ],
  ])('reads %s', (_, file) => {
    expect(securityTxtExpiryProblem(file, BUILT_AT)).toBeUndefined();
  });
});
