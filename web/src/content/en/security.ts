import type { SecurityCopy } from '../types';

const SECURITY: SecurityCopy = {
  hero: {
    eyebrow: 'Security',
    title: 'Vulnerability disclosure policy',
    lead: 'Found a weakness in our website? We want to hear about it. Here is how to tell us, what we promise in return and how we protect you while you research in good faith.',
  },
  intro: [
    'Security is our trade, and our own site should pass the checks we run for our clients. If you find a flaw before we do, we would much rather hear it from you than from an attacker, so we welcome every report made in good faith.',
    'This policy covers the {host} website and its API. It sets out what you may test, how to report what you find, how quickly we answer and fix, and the legal protection we give to researchers who follow it.',
  ],
  scope: {
    title: 'Scope',
    lead: 'The policy covers only what is listed as in scope. If you are not sure whether something is, ask us before you test it.',
    inScope: {
      title: 'In scope',
      items: [
        'the website at {host};',
        'its API under {host}/api/, including the endpoint behind the contact form.',
      ],
    },
    outOfScope: {
      title: 'Out of scope',
      items: [
        'denial-of-service attacks and any volumetric or load testing;',
        'social engineering and phishing aimed at our staff;',
        'physical attacks on our offices;',
        'third-party services we rely on, such as Amazon Web Services itself: please report those to the provider;',
        'reports from automated scanners with no demonstrated impact;',
        'missing best-practice headers or settings, unless you can show an exploit;',
        'our client engagements: the systems we assess for clients belong to them, and this policy does not cover them.',
      ],
    },
  },
  report: {
    title: 'How to report',
    text: 'Email {securityEmail}, in English or Spanish, whichever you prefer: the same team reads both.',
    include: {
      title: 'Please include',
      items: [
        'the URL or endpoint affected;',
        'the steps to reproduce the issue;',
        'its impact: what an attacker could do with it;',
        'a proof of concept, such as a request, a script or a screenshot;',
        'how to contact you, and the name you would like to be credited under, if any.',
      ],
    },
    notes: [
      'Please do not include any real personal data you may have seen while testing. Describe it instead (for example, “the response contains other visitors’ email addresses”).',
    ],
  },
  promises: {
    title: 'What we promise',
    lead: 'When you report a vulnerability to us, these are our commitments:',
    timeline: [
      { commitment: 'We acknowledge your report', time: 'within 2 business days' },
      { commitment: 'We send you our initial assessment', time: 'within 5 business days' },
      { commitment: 'We fix a critical vulnerability', time: 'within 7 days' },
      { commitment: 'We fix a high-severity vulnerability', time: 'within 30 days' },
      { commitment: 'We fix any other vulnerability', time: 'within 90 days' },
    ],
    paragraphs: [
      'Fix times run from the day we confirm the vulnerability. We keep you informed along the way and tell you when the fix is live, so that you can check it.',
      'If you wish, we credit you publicly, by name or handle, once the issue is fixed. We do not run a bug bounty and do not pay for reports.',
    ],
  },
  safeHarbor: {
    title: 'Safe harbor',
    paragraphs: [
      'We consider security research carried out in good faith and within this policy to be authorized. We will not take or support legal action against you for it. If a third party takes action against you for research that followed this policy, we will make it known that your work was authorized by us.',
    ],
    conditions: {
      title: 'To stay within this policy, please:',
      items: [
        'stop at the minimum needed to show the issue;',
        'do not access, modify or delete data that is not yours;',
        'do not degrade the service for anyone else;',
        'do not disclose the issue publicly until it is fixed or 90 days have passed since your report, whichever comes first, unless we agree otherwise.',
      ],
    },
  },
  machineReadable:
    'The same contact details are published for automated tools in {securityTxt}, as RFC 9116 describes.',
};

export default SECURITY;
