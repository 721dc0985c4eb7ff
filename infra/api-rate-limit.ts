/**
 * The per-IP limit on `/api/` requests, in one place: the WAF rate-based rule in front of
 * CloudFront (infra/constructs) and the local twin (infra/local) apply the same window and answer
 * with the same 429 body. The limit itself is the `apiRateLimitPerIp` setting (infra/config.ts).
 */

/** The window the limit counts requests over: 5 minutes, AWS WAF's default evaluation window. */
export const API_RATE_LIMIT_WINDOW_SECONDS = 300;

/**
 * Requests to `/api/` one address may make per window. A visitor sends one enquiry and perhaps
 * a few CSP reports; an office behind one NAT address a few more. A loop is stopped after 100.
 */
export const DEFAULT_API_RATE_LIMIT_PER_IP = 100;

/** AWS WAF refuses rate-based rules with a lower limit. */
export const MIN_WAF_RATE_LIMIT = 10;

/** AWS WAF's highest rate-based limit. */
export const MAX_WAF_RATE_LIMIT = 2_000_000_000;

/** What a client over the limit gets, with status 429, from WAF and from the twin alike. */
export const TOO_MANY_REQUESTS_STATUS = 429;
export const TOO_MANY_REQUESTS_BODY = JSON.stringify({
  error: 'Too many requests from your address. Please try again in a few minutes.',
  code: 'rate_limited',
});
