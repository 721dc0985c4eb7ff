export const BEACON_PATH = '/_nav';

/**
 * The beacon a client-side navigation sends (issue 22): `GET /_nav?p=<new path>&r=<in-site
 * referrer path>`, each value `encodeURIComponent` of a `location.pathname`, so that one decoding
 * gives the path in the form CloudFront logs as `cs-uri-stem`. The edge answers it with 204
 * whatever its query, and its log line is the page view. The request carries no `Referer`: the
 * referrer is `r`. A page load sends none: its HTML request is already one log line.
 */
export function beaconUrl(path: string, referrer: string): string {
  return `${BEACON_PATH}?p=${encodeURIComponent(path)}&r=${encodeURIComponent(referrer)}`;
}

/**
 * The longest beacon query (`cs-uri-query`, as logged) the analytics count. A longer or malformed
 * one is still answered 204 at the edge, and ignored. The site's own paths need under 100.
 */
export const BEACON_QUERY_MAX_LENGTH = 1024;

/**
 * Months the analytics logs (no IP address) are kept: two years and a month, so that a month can
 * be compared with the same month a year before. The privacy notice states it; the analytics
 * log delivery's expiry should read it, so that the two cannot disagree.
 */
export const ANALYTICS_LOG_RETENTION_MONTHS = 25;
