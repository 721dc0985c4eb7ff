import type { ServicePageLabels } from '../types';

/** Labels of the service page template. */
export const SERVICE_PAGE: ServicePageLabels = {
  eyebrow: 'Services',
  bulletsTitle: 'What the engagement covers',
  closingTitle: 'How we deliver',
  quickContactTitle: 'Discuss this service with a specialist',
  quickContactText:
    'Tell us about your environment and a senior consultant will reply, usually within one business day.',
  otherServicesTitle: 'Other services',
  cardLinkLabel: 'Explore service',
};
