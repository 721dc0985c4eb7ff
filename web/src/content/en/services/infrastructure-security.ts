import { IMAGES } from '../../images';
import type { ServicePageCopy } from '../../types';
import { SERVICE_OVERVIEWS } from '../service-overviews';
import { SERVICE_PAGE } from '../service-page';
import { SERVICE_SUMMARIES } from '../service-summaries';

/** The infrastructure-security page's copy, in a module of its own so that the page loads only its own text. */
const COPY: ServicePageCopy = {
  labels: SERVICE_PAGE,
  services: SERVICE_SUMMARIES,
  service: {
    ...SERVICE_SUMMARIES['infrastructure-security'],
    topImage: SERVICE_SUMMARIES['infrastructure-security'].image,
    bottomImage: IMAGES.bannerTopology,
    description: {
      main: SERVICE_OVERVIEWS['infrastructure-security'],
      paragraph1:
        'We start from an attacker’s view of your estate and finish with a prioritized roadmap: what to fix this week, this quarter and this year.',
      paragraph2:
        'Findings are mapped to the frameworks your regulators and customers ask about, including ISO 27001, SOC 2, PCI DSS and the NIST Cybersecurity Framework.',
      paragraph3:
        'Where you need hands on keyboards, our engineers implement the changes with your team and through your own change process.',
      paragraph4:
        'When the work is done, a retest confirms every fix and gives you evidence you can share with auditors and clients.',
    },
    bullets: [
      {
        title: 'Cloud security review',
        description:
          'Architecture and configuration review of AWS, Azure and Google Cloud against CIS Benchmarks and your own risk appetite.',
      },
      {
        title: 'Network and perimeter testing',
        description:
          'External and internal penetration tests, segmentation checks and a full inventory of what is reachable from the internet.',
      },
      {
        title: 'Identity and access',
        description:
          'Directory services, single sign-on, privileged and service accounts: where most lateral movement begins, and where we look first.',
      },
      {
        title: 'Hardening baselines',
        description:
          'Build standards for servers, containers and endpoints, written so that they can be automated and audited.',
      },
      {
        title: 'Detection and logging',
        description:
          'The events that matter collected, retained and alerted on, with clear ownership of who responds and how fast.',
      },
    ],
  },
};

export default COPY;
