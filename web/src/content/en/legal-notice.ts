import type { LegalNoticeCopy } from '../types';

const LEGAL_NOTICE: LegalNoticeCopy = {
  hero: {
    eyebrow: 'Legal',
    title: 'Legal notice',
    lead: 'Who runs this website and how to reach us, as Spain’s Information Society Services Act (Ley 34/2002, LSSI-CE) requires, and the few terms that apply to its use.',
  },
  owner: {
    title: 'Who runs this site',
    lead: 'This website is owned and run by:',
    labels: {
      legalName: 'Company name',
      registeredAddress: 'Registered office',
      email: 'Email',
      phone: 'Phone',
      taxId: 'Tax ID (NIF)',
      registryEntry: 'Registry entry',
      privateSecurityRegistration: 'Private security register entry',
      supervisingBody: 'Supervising authority',
      professionalBody: 'Professional body',
      codesOfConduct: 'Codes of conduct',
    },
    exampleTag: 'example',
  },
  sections: [
    {
      title: 'Who this site is for',
      paragraphs: [
        'This site presents the services of {legalName} to companies and public bodies. It is not aimed at consumers, and nothing on it is an offer to contract: every engagement is agreed in writing, under its own terms.',
      ],
    },
    {
      title: 'Your data and our security',
      paragraphs: [
        'What we do with the details you send through the contact form is set out in our {privacyLink}. To report a vulnerability in this site, follow our {disclosureLink}.',
      ],
    },
    {
      title: 'Content',
      paragraphs: [
        'The text, drawings and brand on this site belong to {legalName}. You are welcome to quote and link to them; any other reuse needs our written permission.',
      ],
    },
    {
      title: 'Applicable law',
      paragraphs: [
        'This notice and the use of this site are governed by Spanish law. Any dispute goes to the courts of the city of our registered office, unless the law sets another forum.',
      ],
    },
  ],
  privacyLink: 'privacy notice',
  disclosureLink: 'vulnerability disclosure policy',
};

export default LEGAL_NOTICE;
