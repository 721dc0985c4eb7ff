import { ROUTES } from '../config/routes';
import { SITE } from '../config/site';
import type { NavLinkItem } from './types';

export const SKIP_LINK_LABEL = 'Skip to main content';

/** The wide top bar. */
export const HEADER_NAV = {
  label: 'Main',
  homeLabel: `${SITE.name} home`,
  links: [
    { label: 'What we do', path: ROUTES.whatWeDo.path },
    { label: 'Who we work with', path: ROUTES.whoWeWorkWith.path },
    { label: 'About Us', path: ROUTES.about.path },
  ],
  contact: { label: 'Contact', path: ROUTES.contact.path },
} as const satisfies {
  label: string;
  homeLabel: string;
  links: readonly NavLinkItem[];
  contact: NavLinkItem;
};

/** The narrow side drawer: the spec's three entries, pointed at real pages. */
export const DRAWER_NAV = {
  openLabel: 'Menu',
  title: 'Menu',
  closeLabel: 'Close menu',
  links: [
    { label: 'About', path: ROUTES.about.path },
    { label: 'Services', path: ROUTES.whatWeDo.path },
    { label: 'Contact', path: ROUTES.contact.path },
  ],
} as const satisfies {
  openLabel: string;
  title: string;
  closeLabel: string;
  links: readonly NavLinkItem[];
};
