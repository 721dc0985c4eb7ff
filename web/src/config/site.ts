/** The company and the links that appear across the site: change them here, nowhere else. */
export const SITE = {
  name: 'Vantage Ward',
  /** The controller of the enquiries' personal data, named in the privacy notice. */
  legalName: 'Vantage Ward Security',
  /** The canonical origin: canonical URLs, Open Graph, the sitemap. */
  origin: 'https://www.vantageward.com',
  linkedInUrl: 'https://www.linkedin.com/company/vantage-ward-security',
  email: 'hello@vantageward.com',
  /** Where a visitor exercises their data protection rights (the privacy notice). */
  privacyEmail: 'privacy@vantageward.com',
  /** Where vulnerabilities are reported: the disclosure policy and security.txt. */
  securityEmail: 'security@vantageward.com',
  /** Browser UI colour on phones (`theme-color`); matches the header. */
  themeColor: '#0b1220',
  /** The year the site was built, stamped at build time (see `web/vite.config.ts`). */
  builtYear: import.meta.env.VITE_BUILD_YEAR ?? String(new Date().getUTCFullYear()),
  /** Where the contact form posts; a build-time `VITE_CONTACT_ENDPOINT` overrides it. */
  contactEndpoint: import.meta.env.VITE_CONTACT_ENDPOINT || '/api/form',
} as const;

/**
 * What the infrastructure does with an enquiry, as the privacy notice tells it: read at build
 * time from the same settings as the CDK app (cdk.json, see `web/vite.config.ts`).
 */
export const DATA_HANDLING = {
  /** The AWS region that processes the form. */
  region: import.meta.env.VITE_AWS_REGION ?? 'eu-west-1',
  /** Days an enquiry is kept. */
  enquiryRetentionDays: Number(import.meta.env.VITE_ENQUIRY_RETENTION_DAYS ?? 365),
  /** Days access and function logs are kept. */
  logRetentionDays: Number(import.meta.env.VITE_LOG_RETENTION_DAYS ?? 90),
} as const;

/** The spec's delay of the thank-you modal before the visitor is taken home. */
export const SUCCESS_REDIRECT_MS = 3000;

/** The spec's auto-hide delay of the error toast. */
export const ERROR_TOAST_HIDE_MS = 6000;
