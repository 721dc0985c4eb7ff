import type { PageMetaCopy } from '../types';

/**
 * Each page's title and description. The prerendered HTML carries its own page's; this module is
 * loaded only when a visitor navigates within the site (web/src/app/document-title.tsx).
 */
const PAGE_META: PageMetaCopy = {
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
      'Talk to our security team in the United States, Spain or Argentina. Send us an inquiry and we will get back to you soon.',
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
      'How to report a security vulnerability in our website: what is in scope, how fast we answer and fix, and the safe harbor we give good-faith research.',
  },
  legalNotice: {
    title: 'Legal notice',
    description:
      'Who runs this website: our company name, registered office, tax ID, registry entry and contact details, and the law that governs the site.',
  },
  accessibility: {
    title: 'Accessibility statement',
    description:
      'How accessible this website is: the standard we build to, the barriers we know of, how we test every page, and how to tell us about a problem.',
  },
  insights: {
    title: 'Insights',
    description:
      'Articles by our consultants on application, infrastructure and physical security: how we test, what to ask for and what a buyer should expect.',
  },
};

export default PAGE_META;
