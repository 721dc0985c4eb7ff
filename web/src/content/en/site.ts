import { SITE } from '../../config/site';
import type { SiteCopy } from '../types';
import { CONTACT_RULE_MESSAGES } from './contact-rules';

const SITE_COPY: SiteCopy = {
  pages: {
    home: {
      title: 'Comprehensive security solutions',
      description:
        'Application, infrastructure and physical security, run as one practice for regulated and fast-moving companies in the United States, Spain and Argentina.',
    },
    whatWeDo: {
      title: 'What we do',
      description:
        'Application and API security, infrastructure security, physical security and integrated operations: how we protect what your business depends on.',
    },
    whoWeWorkWith: {
      title: 'Who we work with',
      description:
        'Financial institutions, licensed service providers, software companies and entertainment companies trust us with their security.',
    },
    about: {
      title: 'About us',
      description:
        'Beyond trends, built on principles: a security consultancy that joins digital and physical protection.',
    },
    contact: {
      title: 'Contact',
      description:
        'Talk to our security team in the United States, Spain or Argentina. Send us an enquiry and we will get back to you soon.',
    },
    'application-api-security': {
      title: 'Application & API security',
      description:
        'Secure development lifecycle, web application and API security testing, and the engineering that fixes what we find.',
    },
    'infrastructure-security': {
      title: 'Infrastructure security',
      description:
        'Cloud and network security reviews, hardening and monitoring for infrastructure that must stay up and stay private.',
    },
    'physical-security': {
      title: 'Physical security',
      description:
        'Site assessments, access control and protective design for offices, data rooms and venues.',
    },
    'integrated-operations': {
      title: 'Integrated operations',
      description:
        'One team managing digital and physical security together, so that nothing falls between the two.',
    },
    privacy: {
      title: 'Privacy notice',
      description:
        'What the contact form collects, why, who processes it, how long we keep it, and your rights under the GDPR and Argentina’s Law 25.326.',
    },
    security: {
      title: 'Vulnerability disclosure policy',
      description:
        'How to report a security vulnerability in our website: what is in scope, how fast we answer and fix, and the safe harbour we give good-faith research.',
    },
  },
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
        { label: 'Contact', page: 'contact' },
      ],
    },
    social: { title: 'Social', linkedIn: 'LinkedIn', newTabNote: '(opens in a new tab)' },
    legal: {
      title: 'Legal',
      links: [
        { label: 'Privacy notice', page: 'privacy' },
        { label: 'Vulnerability disclosure', page: 'security' },
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
    privacyNote: 'We use your details only to answer this enquiry.',
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
    opener: 'Quick enquiry',
    title: 'Send us a quick enquiry',
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
