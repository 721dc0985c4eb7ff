import { SITE } from '../../config/site';
import type { SiteCopy } from '../types';
import { CONTACT_RULE_MESSAGES } from './contact-rules';

const SITE_COPY: SiteCopy = {
  organization: {
    summary:
      'Vantage Ward is a security consultancy that protects applications, infrastructure and physical sites as one practice, for clients in the United States, Spain and Argentina.',
    countries: ['United States', 'Spain', 'Argentina'],
  },
  skipLink: 'Skip to main content',
  header: {
    label: 'Main',
    homeLabel: `${SITE.name} home`,
    links: [
      { label: 'What we do', page: 'whatWeDo' },
      { label: 'Who we work with', page: 'whoWeWorkWith' },
      { label: 'About Us', page: 'about' },
    ],
    contact: { label: 'Contact', page: 'contact' },
  },
  // The spec's three drawer entries, pointed at real pages.
  drawer: {
    openLabel: 'Menu',
    title: 'Menu',
    closeLabel: 'Close menu',
    links: [
      { label: 'About', page: 'about' },
      { label: 'Services', page: 'whatWeDo' },
      { label: 'Contact', page: 'contact' },
    ],
  },
  languageSwitcher: { label: 'Language' },
  footer: {
    tagline:
      'Independent security consultancy for applications, infrastructure and physical sites, working across the United States, Spain and Argentina.',
    company: {
      title: 'Company',
      links: [
        { label: 'About Us', page: 'about' },
        { label: 'What we do', page: 'whatWeDo' },
        { label: 'Who we work with', page: 'whoWeWorkWith' },
        { label: 'Insights', page: 'insights' },
        { label: 'Contact', page: 'contact' },
      ],
    },
    social: { title: 'Social', linkedIn: 'LinkedIn', newTabNote: '(opens in a new tab)' },
    legal: {
      title: 'Legal',
      links: [
        { label: 'Privacy notice', page: 'privacy' },
        { label: 'Vulnerability disclosure', page: 'security' },
        { label: 'Legal notice', page: 'legalNotice' },
        { label: 'Accessibility statement', page: 'accessibility' },
      ],
    },
  },
  contactForm: {
    labels: {
      name: 'Name',
      email: 'Email',
      message: 'Message',
      honeypot: 'Leave this field empty',
    },
    placeholders: {
      name: 'Your full name',
      email: 'you@company.com',
      message: 'Tell us what you need to protect, and by when.',
    },
    submit: 'SEND',
    sending: 'Sending…',
    // The spec's wording.
    sendFailed: 'Failed to send email.',
    dismissToast: 'Dismiss message',
    privacyNote: 'We use your details only to answer this inquiry.',
    privacyLink: 'Privacy notice',
    ruleMessages: CONTACT_RULE_MESSAGES,
  },
  // The spec's wording.
  successModal: {
    title: 'thank you for your message,',
    text: 'our team will get back to you soon…',
    referenceLabel: 'Your reference:',
  },
  quickContact: {
    opener: 'Quick inquiry',
    title: 'Send us a quick inquiry',
    lead: 'A few lines are enough: a consultant answers within one business day.',
    close: 'Close',
  },
  carousel: {
    previous: 'Previous slide',
    next: 'Next slide',
    goTo: 'Go to slide {n}',
    slideLabel: '{n} of {total}',
  },
  errorScreen: {
    eyebrow: 'Unexpected error',
    title: 'Something went wrong on our side',
    text: 'This page could not be displayed. The fault is ours, not yours. Please go back to the home page and try again.',
    homeLabel: 'Back to the home page',
  },
};

export default SITE_COPY;
