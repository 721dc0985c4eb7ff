import { ROUTES } from '../config/routes';
import { SITE } from '../config/site';
import type { NavLinkItem } from './types';

export const FOOTER = {
  tagline:
    'Independent security consultancy for applications, infrastructure and physical sites, working across the United States, Spain and Argentina.',
  company: {
    title: 'Company',
    links: [
      { label: 'About Us', path: ROUTES.about.path },
      { label: 'What we do', path: ROUTES.whatWeDo.path },
      { label: 'Who we work with', path: ROUTES.whoWeWorkWith.path },
      { label: 'Contact', path: ROUTES.contact.path },
    ] satisfies readonly NavLinkItem[],
  },
  social: {
    title: 'Social',
    linkedIn: { label: 'LinkedIn', href: SITE.linkedInUrl },
    newTabNote: '(opens in a new tab)',
  },
  email: { label: 'Email', href: `mailto:${SITE.email}`, text: SITE.email },
  copyright: `© ${SITE.builtYear} ${SITE.legalName}`,
} as const;
