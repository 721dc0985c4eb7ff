import { IMAGES } from '../../images';
import type { ServicePageCopy } from '../../types';
import { SERVICE_OVERVIEWS } from '../service-overviews';
import { SERVICE_PAGE } from '../service-page';
import { SERVICE_SUMMARIES } from '../service-summaries';

/** The application-api-security page's copy, in a module of its own so that the page loads only its own text. */
const COPY: ServicePageCopy = {
  labels: SERVICE_PAGE,
  services: SERVICE_SUMMARIES,
  service: {
    ...SERVICE_SUMMARIES['application-api-security'],
    topImage: SERVICE_SUMMARIES['application-api-security'].image,
    bottomImage: IMAGES.bannerPipeline,
    description: {
      main: SERVICE_OVERVIEWS['application-api-security'],
      paragraph1:
        'Every finding comes with a reproducible proof, a rating of its business impact and a fix your developers can apply, not a generic recommendation copied from a scanner.',
      paragraph2:
        'Engagements run as fixed-scope assessments or as a continuous program alongside your release cycle, with the same named lead consultant from kick-off to retest.',
      paragraph3:
        'Reports are written for two audiences: a summary your leadership can act on, and the technical detail your engineers need to reproduce and close each issue.',
    },
    bullets: [
      {
        title: 'Secure development lifecycle',
        description:
          'Threat modeling, design reviews and security requirements built into your sprints, so that flaws are caught when they are cheapest to fix.',
      },
      {
        title: 'Web application testing',
        description:
          'Manual, authenticated penetration testing against the OWASP Top 10 and beyond, including the business-logic abuse that automated tools miss.',
      },
      {
        title: 'API security',
        description:
          'REST, GraphQL and gRPC interfaces tested for broken object-level authorization, excessive data exposure and weak authentication.',
      },
      {
        title: 'Code and supply chain review',
        description:
          'Targeted review of the code paths that handle money, identity and personal data, and an inventory of the third-party packages you depend on.',
      },
      {
        title: 'Remediation support',
        description:
          'We work with your engineers until the fixes ship, then retest and document the result for auditors and customers.',
      },
    ],
  },
};

export default COPY;
