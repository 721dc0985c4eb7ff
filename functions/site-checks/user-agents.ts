/**
 * The user agents of the site's own checks. Each names itself so that the analytics can leave
 * its requests out of the statistics, as they leave out bots.
 */

/** `npm run smoke` and the deploy workflow's check after each deploy. */
export const SMOKE_USER_AGENT = 'site-smoke-check';

/** The deployed Synthetics canary and `npm run canary`. */
export const CANARY_USER_AGENT = 'site-canary';
