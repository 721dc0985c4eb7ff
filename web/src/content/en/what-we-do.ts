import type { WhatWeDoCopy } from '../types';
import { SERVICE_OVERVIEWS } from './service-overviews';
import { SERVICE_SUMMARIES } from './service-summaries';

const WHAT_WE_DO: WhatWeDoCopy = {
  hero: {
    eyebrow: 'What we do',
    title: 'Comprehensive Security Solutions',
    lead: 'Security fails at the seams: between teams, between systems, between the digital and the physical. We cover all of it, so that you deal with one partner and one plan.',
  },
  intro: {
    eyebrow: 'Our services',
    title: 'Four services that work on their own and better together',
    lead: 'Each engagement is scoped to your risk, led by a senior consultant and closed with a retest, not a report that gathers dust.',
  },
  readMoreLabel: 'READ MORE',
  readMoreContext: 'about',
  additional: {
    eyebrow: 'Engagements',
    title: 'How an engagement runs',
    steps: [
      {
        title: 'Scope',
        description:
          'A working session to understand what you run, what you fear and what you must prove. You receive a fixed proposal within a week.',
      },
      {
        title: 'Assess',
        description:
          'Testing and interviews by the consultants who will write your report, with a daily summary so that nothing waits for the end.',
      },
      {
        title: 'Fix',
        description:
          'A prioritized plan, remediation guidance and, where you want it, our engineers working beside yours.',
      },
      {
        title: 'Sustain',
        description:
          'Retests, quarterly reviews or a managed service, so that what was fixed stays fixed.',
      },
    ],
    note: 'We hold ourselves to what we sell: this site sends no data to third parties, sets no tracking cookies and serves strict security headers.',
  },
  contact: {
    eyebrow: 'Contact',
    title: 'Not sure where to start?',
    lead: 'Describe the problem in a few lines. We will tell you honestly whether we are the right team for it.',
  },
  services: SERVICE_SUMMARIES,
  overviews: SERVICE_OVERVIEWS,
};

export default WHAT_WE_DO;
