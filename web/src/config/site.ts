/** The company and the links that appear across the site: change them here, nowhere else. */
export const SITE = {
  name: 'Vantage Ward',
  legalName: 'Vantage Ward Security',
  /** The canonical origin: canonical URLs, Open Graph, the sitemap. */
  origin: 'https://www.vantageward.com',
  linkedInUrl: 'https://www.linkedin.com/company/vantage-ward-security',
  email: 'hello@vantageward.com',
  /** The year the site was built, stamped at build time (see `web/vite.config.ts`). */
  builtYear: import.meta.env.VITE_BUILD_YEAR ?? String(new Date().getFullYear()),
  /** Where the contact form posts; a build-time `VITE_CONTACT_ENDPOINT` overrides it. */
  contactEndpoint: import.meta.env.VITE_CONTACT_ENDPOINT || '/api/form',
} as const;
