import type { PrivacyCopy } from '../types';

const PRIVACY: PrivacyCopy = {
  hero: {
    eyebrow: 'Legal',
    title: 'Privacy notice',
    lead: 'What happens to the details you send us through this site, and what we count when you read it, in plain words: what we collect, why, who handles it, how long we keep it and how you stay in control.',
  },
  sections: [
    {
      title: 'Who is responsible for your data',
      paragraphs: [
        '{controller} is the controller of the personal data you send through this site. You can reach us at {email}.',
      ],
    },
    {
      title: 'What we collect and why',
      paragraphs: [
        'When you send an inquiry, we receive only what you type in the form and the language of the page you wrote from:',
      ],
      items: ['your name', 'your email address', 'your message', 'the language of the page'],
    },
    {
      title: 'What we use it for',
      paragraphs: [
        'We use these details for one purpose: to answer your inquiry and, if you ask us to, to prepare a proposal. We do not use them for marketing, we do not sell them and we do not share them with anyone else.',
        'Under the GDPR, the legal basis is the steps you ask us to take before a possible contract (Article 6(1)(b)) and our legitimate interest in answering the inquiries we receive (Article 6(1)(f)). Under Argentina’s Law 25.326, it is the consent you give by sending the form.',
      ],
    },
    {
      title: 'Who processes it for us',
      paragraphs: [
        'Amazon Web Services (AWS) hosts this site and handles the form for us, as our processor, in its {region} region: it receives your inquiry, stores it and delivers it to our mailbox by email. AWS acts only on our instructions, under a data processing agreement that includes the EU standard contractual clauses.',
      ],
    },
    {
      title: 'How we count visits',
      paragraphs: [
        'To learn which pages are read and what brings readers here, we count page views and visits from the access logs that our content delivery network, Amazon CloudFront (part of AWS), writes for every request. A visit is a page view that comes from another site or from none at all (a typed address, a bookmark), so counting it needs no identifier. The legal basis is our legitimate interest in knowing how the site is used (GDPR Article 6(1)(f)).',
        'When you move from page to page within the site, your browser sends our own server one short request with the address of the new page and of the one you came from, so that the move counts like a page load. It carries nothing else and is answered at once, with no content.',
        'From each request, we count only:',
      ],
      items: [
        'the page you asked for, with the parameters in its address (for example, the campaign a link carries);',
        'the site you came from, if any: its host name only;',
        'your browser’s user agent, reduced to a device class: mobile, tablet or desktop;',
        'your country or, where CloudFront does not record it, the country of the CloudFront server that answered;',
        'the date and time, and the response status (whether the page was served).',
      ],
    },
    {
      title: 'What we never keep',
      paragraphs: [
        'The analytics logs contain no IP address. We set no cookie, keep nothing about you in your browser, give you no identifier and take no fingerprint of your device, so we cannot tell whether two visits come from the same person, and we do not try. No third party receives any of this: the numbers are worked out in our own AWS account.',
      ],
    },
    {
      title: 'How long we keep it',
      paragraphs: [
        'We keep your inquiry for {retentionDays} days from the day we receive it, then delete it. If it leads to a working relationship, we keep what the contract and the law require for as long as they require it.',
        'Our content delivery network writes two sets of access logs. The security logs, which include your IP address, help us keep the site secure and are deleted after {logRetentionDays} days. The analytics logs, without any IP address, are kept for {analyticsRetentionMonths} months, so that we can compare a month with the same month a year earlier, and then deleted.',
      ],
    },
    {
      title: 'Your rights',
      paragraphs: [
        'Under the GDPR and Argentina’s Law 25.326 on the protection of personal data, you can ask us at any time, free of charge, to:',
      ],
      items: [
        'access: tell you what data we hold about you and give you a copy;',
        'rectification: correct anything that is wrong or incomplete;',
        'erasure: delete your data;',
        'objection: stop using your data, and restrict its use while a request is being resolved.',
      ],
    },
    {
      title: 'No cookies, no trackers',
      paragraphs: [
        'This site sets no cookies and keeps nothing about you on your device, runs no third-party analytics or advertising trackers and loads nothing from other companies’ servers. The visits we count come from our own server’s logs, not from your device.',
        'To count visits we store nothing on your device and read nothing stored on it, so the law does not ask for your consent (Article 5(3) of the ePrivacy Directive 2002/58/EC, Article 22.2 of Spain’s LSSI-CE). That is why you were not asked to accept anything.',
      ],
    },
  ],
  authorities: {
    title: 'Where to complain',
    lead: 'If you believe we have not handled your data properly, you can complain to the data protection authority of your country:',
    list: [
      {
        name: 'Agencia Española de Protección de Datos (AEPD)',
        country: 'Spain',
        url: 'https://www.aepd.es',
      },
      {
        name: 'Agencia de Acceso a la Información Pública (AAIP)',
        country: 'Argentina',
        url: 'https://www.argentina.gob.ar/aaip',
      },
    ],
    note: 'The AAIP, as the supervisory authority of Law 25.326, has the power to hear the complaints and claims of anyone whose rights are affected by a breach of the rules on personal data protection.',
  },
  contact: {
    title: 'How to exercise your rights',
    text: 'Write to {privacyEmail} from the address you used in the form, saying what you would like us to do. We answer within one month, and sooner where Law 25.326 requires it: 10 days for access, 5 business days for rectification or erasure.',
  },
  regionNames: {
    'eu-west-1': 'Europe (Ireland)',
    'eu-west-3': 'Europe (Paris)',
    'eu-central-1': 'Europe (Frankfurt)',
    'eu-south-2': 'Europe (Spain)',
    'us-east-1': 'US East (N. Virginia)',
    'us-east-2': 'US East (Ohio)',
    'us-west-2': 'US West (Oregon)',
    'sa-east-1': 'South America (São Paulo)',
  },
};

export default PRIVACY;
