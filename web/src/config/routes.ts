/**
 * Every page of the site, in one typed table. The router, the prerenderer, the sitemap and the
 * edge routing function all read it: no route path is written anywhere else.
 */
export interface RouteEntry {
  /** Canonical path: lower case, no trailing slash (except the home page). */
  readonly path: string;
  /** The document title, without the site name. */
  readonly title: string;
  /** The meta description. */
  readonly description: string;
}

export const HOME_PATH = '/';

export const SERVICE_SLUGS = [
  'application-api-security',
  'infrastructure-security',
  'physical-security',
  'integrated-operations',
] as const;
export type ServiceSlug = (typeof SERVICE_SLUGS)[number];

export const ROUTES = {
  home: {
    path: HOME_PATH,
    title: 'Comprehensive security solutions',
    description:
      'Application, infrastructure and physical security, run as one practice for regulated and fast-moving companies in the United States, Spain and Argentina.',
  },
  whatWeDo: {
    path: '/what-we-do',
    title: 'What we do',
    description:
      'Application and API security, infrastructure security, physical security and integrated operations: how we protect what your business depends on.',
  },
  whoWeWorkWith: {
    path: '/who-we-work-with',
    title: 'Who we work with',
    description:
      'Financial institutions, licensed service providers, software companies and entertainment companies trust us with their security.',
  },
  about: {
    path: '/about',
    title: 'About us',
    description:
      'Beyond trends, built on principles: a security consultancy that joins digital and physical protection.',
  },
  contact: {
    path: '/contact',
    title: 'Contact',
    description:
      'Talk to our security team in the United States, Spain or Argentina. Send us an enquiry and we will get back to you soon.',
  },
  'application-api-security': {
    path: '/application-api-security',
    title: 'Application & API security',
    description:
      'Secure development lifecycle, web application and API security testing, and the engineering that fixes what we find.',
  },
  'infrastructure-security': {
    path: '/infrastructure-security',
    title: 'Infrastructure security',
    description:
      'Cloud and network security reviews, hardening and monitoring for infrastructure that must stay up and stay private.',
  },
  'physical-security': {
    path: '/physical-security',
    title: 'Physical security',
    description:
      'Site assessments, access control and protective design for offices, data rooms and venues.',
  },
  'integrated-operations': {
    path: '/integrated-operations',
    title: 'Integrated operations',
    description:
      'One team managing digital and physical security together, so that nothing falls between the two.',
  },
} as const satisfies Record<string, RouteEntry>;

export type RouteKey = keyof typeof ROUTES;

/** Every route, home first. */
export const ROUTE_LIST: readonly RouteEntry[] = Object.values(ROUTES);

/** The path of a service page. */
export function servicePath(slug: ServiceSlug): string {
  return ROUTES[slug].path;
}
