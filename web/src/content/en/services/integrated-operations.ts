import { IMAGES } from '../../images';
import type { ServicePageCopy } from '../../types';
import { SERVICE_OVERVIEWS } from '../service-overviews';
import { SERVICE_PAGE } from '../service-page';
import { SERVICE_SUMMARIES } from '../service-summaries';

/** The integrated-operations page's copy, in a module of its own so that the page loads only its own text. */
const COPY: ServicePageCopy = {
  labels: SERVICE_PAGE,
  services: SERVICE_SUMMARIES,
  service: {
    ...SERVICE_SUMMARIES['integrated-operations'],
    topImage: SERVICE_SUMMARIES['integrated-operations'].image,
    bottomImage: IMAGES.bannerRadar,
    description: {
      main: SERVICE_OVERVIEWS['integrated-operations'],
      paragraph1:
        'We can run these functions for you as a managed service, or build them inside your organization and hand them over when your team is ready.',
      paragraph2:
        'Either way you have one accountable partner, monthly reporting against objectives agreed with you, and a team that already knows your sites and systems.',
      paragraph3:
        'For groups operating in several countries, we apply one set of controls across the United States, Spain and Argentina, with the local knowledge each market needs.',
    },
    bullets: [
      {
        title: 'Unified risk management',
        description:
          'One register for cyber and physical risks, with shared owners, shared priorities and a single report to the board.',
      },
      {
        title: 'Security operations',
        description:
          'Alarms, access events and security logs watched side by side, so that a badge used in Madrid while its owner signs in from Buenos Aires is noticed.',
      },
      {
        title: 'Incident response',
        description:
          'Playbooks and exercises that cover both worlds: a stolen laptop, a data-room intrusion, ransomware at a branch.',
      },
      {
        title: 'Governance and compliance',
        description:
          'Policies, metrics and audits that satisfy regulators in each market with one coherent set of controls.',
      },
      {
        title: 'Awareness and training',
        description:
          'Practical sessions for staff and executives on phishing, tailgating and travel security, measured by behavior rather than attendance.',
      },
    ],
  },
};

export default COPY;
