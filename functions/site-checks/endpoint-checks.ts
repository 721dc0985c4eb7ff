/**
 * The checks of what is not a page: the security.txt researchers read, and the contact API as
 * an attacker probes it. The API is only ever sent requests it must refuse: no enquiry is stored
 * and no email leaves, whatever site is checked.
 */
import { randomBytes } from 'node:crypto';
import { securityTxtExpiresValues, securityTxtExpiryProblem } from '../../web/build/site-files';
import {
  CONTACT_SUBJECT,
  type ContactFields,
  validateContact,
} from '../../web/src/config/contact-rules';
import { DEFAULT_LOCALE } from '../../web/src/config/locales';
import { SECURITY_TXT_PATH } from '../../web/src/config/security-txt';
import { CONTACT_PATH } from '../api-paths';
import { statusProblem } from './page-checks';
import { type CheckRequests, mediaTypeOf, smokeRequest } from './smoke-http';
import { excerpt, fail, type SmokeResult, verdict } from './smoke-result';

/** An enquiry the contact rules refuse: the email has no at sign. */
export const INVALID_ENQUIRY: ContactFields = {
  name: 'Smoke check',
  email: 'smoke-check.invalid',
  message: 'An automated check of the contact API, invalid on purpose: never stored, never sent.',
};

/** The rule it fails, by the same module the handler runs; refuses to exist if it passes. */
export const INVALID_ENQUIRY_CODE = (() => {
  const failure = validateContact(INVALID_ENQUIRY);
  if (!failure)
    throw new Error('The smoke check enquiry passes the contact rules: it would be sent.');
  return failure.code;
})();

/** A path no page has, different on each run so that no cache answers for the site. */
export function unknownPathUnder(home: string): string {
  return `${home === '/' ? '' : home}/no-such-page-${randomBytes(4).toString('hex')}`;
}

function jsonObject(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** RFC 9116: 200, text/plain, an `Expires` far enough ahead (web/build/site-files.ts's rule). */
export async function checkSecurityTxt(
  site: URL,
  now: Date,
  http: CheckRequests,
): Promise<SmokeResult> {
  const check = `GET ${SECURITY_TXT_PATH}`;
  const response = await smokeRequest(new URL(SECURITY_TXT_PATH, site), {}, http);
  const status = statusProblem(response, 200);
  if (status) return fail(check, status);
  const problems: string[] = [];
  const type = mediaTypeOf(response.headers);
  if (type !== 'text/plain') problems.push(`content-type is "${type}", expected text/plain`);
  const expiry = securityTxtExpiryProblem(response.body, now);
  if (expiry) problems.push(expiry);
  const [expires] = securityTxtExpiresValues(response.body);
  return verdict(check, problems, `200 text/plain, Expires ${expires}`);
}

/** Anything but a POST: the handler's JSON 405. */
export async function checkContactMethod(site: URL, http: CheckRequests): Promise<SmokeResult> {
  const check = `GET ${CONTACT_PATH}`;
  const response = await smokeRequest(new URL(CONTACT_PATH, site), {}, http);
  const status = statusProblem(response, 405);
  const body = jsonObject(response.body);
  const problems = [
    ...(status ? [status] : []),
    ...(mediaTypeOf(response.headers) === 'application/json' && body
      ? []
      : [`not a JSON answer: ${excerpt(response.body)}`]),
  ];
  return verdict(check, problems, `405 ${excerpt(response.body)}`);
}

/** An enquiry the rules refuse: the handler's JSON 400 with the rule's code. */
export async function checkContactRefusal(site: URL, http: CheckRequests): Promise<SmokeResult> {
  const check = `POST ${CONTACT_PATH} (invalid email)`;
  const response = await smokeRequest(
    new URL(CONTACT_PATH, site),
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        ...INVALID_ENQUIRY,
        subject: CONTACT_SUBJECT,
        locale: DEFAULT_LOCALE,
      }),
    },
    http,
  );
  const status = statusProblem(response, 400);
  const body = jsonObject(response.body);
  const problems = [...(status ? [status] : [])];
  if (mediaTypeOf(response.headers) !== 'application/json' || !body) {
    problems.push(`not a JSON answer: ${excerpt(response.body)}`);
  } else {
    if (body.code !== INVALID_ENQUIRY_CODE) {
      problems.push(`code is ${JSON.stringify(body.code)}, expected "${INVALID_ENQUIRY_CODE}"`);
    }
    if (typeof body.error !== 'string' || body.error === '') problems.push('no error message');
  }
  return verdict(check, problems, `400 code=${INVALID_ENQUIRY_CODE} "${body?.error}"`);
}
