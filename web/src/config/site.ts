/** The company and the links that appear across the site: change them here, nowhere else. */
export const SITE = {
  name: 'Vantage Ward',
  legalName: 'Vantage Ward Security',
  /** The canonical origin: canonical URLs, Open Graph, the sitemap. */
  origin: 'https://www.vantageward.com',
  linkedInUrl: 'https://www.linkedin.com/company/vantage-ward-security',
  email: 'hello@vantageward.com',
  /** One line about the company: structured data and social cards. */
  summary:
    'Vantage Ward is a security consultancy that protects applications, infrastructure and physical sites as one practice, for clients in the United States, Spain and Argentina.',
  /** Browser UI colour on phones (`theme-color`); matches the header. */
  themeColor: '#0b1220',
  /** The Open Graph / Twitter card image, 1200×630, in web/public. */
  socialImage: { path: '/social-card.png', width: 1200, height: 630 },
  /** Where the company sells: the Contact page's footprint and the structured data. */
  countries: ['United States', 'Spain', 'Argentina'],
  /** The year the site was built, stamped at build time (see `web/vite.config.ts`). */
  builtYear: import.meta.env.VITE_BUILD_YEAR ?? String(new Date().getFullYear()),
  /** Where the contact form posts; a build-time `VITE_CONTACT_ENDPOINT` overrides it. */
  contactEndpoint: import.meta.env.VITE_CONTACT_ENDPOINT || '/api/form',
} as const;
