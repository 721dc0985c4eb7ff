/**
 * The API's paths, in one place: CloudFront's `/api/*` behavior, the API Gateway routes, the
 * WAF rules, the CSP's report address and the local twin all read them. (The form's own
 * endpoint is `SITE.contactEndpoint` in web/src/config/site.ts, which a build may point
 * elsewhere; by default it is CONTACT_PATH.)
 */

/** Everything under it goes to the API, not to the site's files. */
export const API_PATH_PREFIX = '/api/';

/** `POST` an enquiry (functions/contact-form). */
export const CONTACT_PATH = '/api/form';

/** Where browsers send CSP and Trusted Types violations (functions/csp-report). */
export const CSP_REPORT_PATH = '/api/csp-report';
