import { IMAGES } from '../images';
import type { WhoWeWorkWithCopy } from '../types';

const WHO_WE_WORK_WITH: WhoWeWorkWithCopy = {
  hero: {
    eyebrow: 'Clients',
    title: 'Who we work with',
    lead: 'Organizations that hold money, licenses, code or audiences, and cannot afford to lose the trust that comes with them.',
  },
  sectorsTitle: 'The sectors we serve',
  sectors: [
    {
      title: 'Financial institutions',
      description:
        'Banks, payment companies and fintechs that must satisfy regulators, auditors and card schemes while shipping new products every quarter.',
    },
    {
      title: 'Licensed service providers',
      description:
        'Gaming operators, insurers and other licensed businesses whose license depends on demonstrable controls over systems and premises.',
    },
    {
      title: 'Software companies',
      description:
        'SaaS vendors and product teams who need security that keeps pace with continuous delivery and answers enterprise questionnaires with evidence.',
    },
    {
      title: 'Entertainment Companies',
      description:
        'Studios, venues and streaming platforms protecting unreleased content, high-profile people and large crowds.',
    },
  ],
  image: {
    ...IMAGES.sectors,
    alt: 'Four industries around one shield: a bank, a licensed provider, software and entertainment.',
  },
  closing: {
    title: 'Your sector is not on the list?',
    text: 'The principles travel well. If you hold something worth protecting, we would like to hear about it.',
    link: { label: 'Talk to us', page: 'contact' },
  },
};

export default WHO_WE_WORK_WITH;
