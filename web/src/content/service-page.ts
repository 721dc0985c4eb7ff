/** Labels of the service page template. */
export const SERVICE_PAGE = {
  eyebrow: 'Services',
  bulletsTitle: 'What the engagement covers',
  closingTitle: 'How we deliver',
  quickContactTitle: 'Discuss this service with a specialist',
  quickContactText:
    'Tell us about your environment and a senior consultant will reply, usually within one business day.',
  otherServicesTitle: 'Other services',
} as const;
