import { IMAGES } from '../images';
import type { LandingCopy } from '../types';
import { SERVICE_SUMMARIES } from './service-summaries';

const LANDING: LandingCopy = {
  hero: {
    eyebrow: 'Independent security consultancy',
    title: 'COMPREHENSIVE SECURITY SOLUTIONS',
    lead: 'We protect the applications, infrastructure and premises your business depends on, and run them as one practice so that nothing falls between the gaps.',
    primary: { label: 'Get Started', page: 'contact' },
    secondary: { label: 'What we do', page: 'whatWeDo' },
    image: IMAGES.heroRings,
  },
  facts: [
    { title: 'Four disciplines', description: 'Application, infrastructure, physical, combined.' },
    { title: 'Three markets', description: 'One standard across the Americas and Europe.' },
    { title: 'Independent', description: 'We sell no products, only our judgment.' },
  ],
  servicesWide: {
    eyebrow: 'Services',
    title: 'Four disciplines, one accountable team',
    lead: 'Start with the area that worries you most. We bring in the rest only when it makes you safer.',
  },
  cardLinkLabel: 'Explore service',
  servicesNarrow: {
    title: 'Services',
    carouselLabel: 'Our services',
    linkLabel: 'Learn more',
    slides: [
      {
        number: '01',
        title: 'Infrastructure Security',
        text: 'Cloud, network and identity reviews that close the paths attackers use.',
        slug: 'infrastructure-security',
      },
      {
        number: '02',
        title: 'Software Development Lifecycle',
        text: 'Threat modeling and secure design built into every sprint.',
        slug: 'application-api-security',
      },
      {
        number: '03',
        title: 'Web Application Security',
        text: 'Manual, authenticated testing that finds what scanners miss.',
        slug: 'application-api-security',
      },
      {
        number: '04',
        title: 'API Security',
        text: 'Authorization, data exposure and authentication tested on every endpoint.',
        slug: 'application-api-security',
      },
    ],
  },
  approach: {
    eyebrow: 'How we work',
    title: 'Principles we do not trade',
    items: [
      {
        title: 'Evidence over opinion',
        description:
          'Every finding is reproduced and rated by its impact on your business, not by a tool’s default score.',
      },
      {
        title: 'Fixes, not just findings',
        description:
          'We stay until the problem is closed: remediation advice, engineering help and a retest.',
      },
      {
        title: 'One accountable lead',
        description:
          'A senior consultant owns your engagement from the first call to the final report.',
      },
    ],
  },
  contact: {
    eyebrow: 'Contact',
    title: 'Tell us what you need to protect',
    lead: 'A senior consultant reads every inquiry and replies, usually within one business day.',
  },
  services: SERVICE_SUMMARIES,
};

export default LANDING;
