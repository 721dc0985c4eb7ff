import type { ServicePageCopy } from '../../types';
import { SERVICE_OVERVIEWS } from '../service-overviews';
import { SERVICE_PAGE } from '../service-page';
import { SERVICE_SUMMARIES } from '../service-summaries';

/** The physical-security page's copy, in a module of its own so that the page loads only its own text. */
const COPY: ServicePageCopy = {
  labels: SERVICE_PAGE,
  services: SERVICE_SUMMARIES,
  service: {
    ...SERVICE_SUMMARIES['physical-security'],
    topImage: SERVICE_SUMMARIES['physical-security'].image,
    description: {
      main: SERVICE_OVERVIEWS['physical-security'],
      paragraph1:
        'Our assessments are led by consultants who have run security for banks, casinos and critical sites, and who judge a building the way an intruder would.',
      paragraph2:
        'You receive a clear picture of your exposure, ranked by risk and cost, with options that fit the way your people actually work.',
    },
    bullets: [
      {
        title: 'Site assessments',
        description:
          'On-site surveys of perimeters, entrances, reception procedures and sensitive areas, measured against the threats your sector really faces.',
      },
      {
        title: 'Access control',
        description:
          'Badge systems, visitor management and key control reviewed and linked to your staff records, so that leavers lose access on their last day.',
      },
      {
        title: 'Video surveillance',
        description:
          'Camera placement, retention and monitoring plans that cover what matters and respect privacy law in every country you operate in.',
      },
      {
        title: 'Physical penetration testing',
        description:
          'Authorized, controlled attempts to enter your premises, testing tailgating, social engineering and procedure, followed by a full debrief.',
      },
    ],
    secondBlock: {
      title: 'Protective design for new and changing sites',
      paragraph:
        'Moving office, opening a branch or building a data room? Security is cheapest when it is designed in. We join the project early, work with your architects and contractors, and stay until the systems are proven to work.',
      bullets: [
        {
          title: 'Security by design',
          description:
            'Requirements for zoning, sight lines and equipment rooms agreed with your architects before the plans are fixed.',
        },
        {
          title: 'Independent vendor selection',
          description:
            'Specification and tender support for access control, CCTV and alarm systems. We sell no hardware, so our advice has no commission in it.',
        },
        {
          title: 'Commissioning and acceptance',
          description:
            'Installed systems tested before handover, so that what you paid for is what protects you.',
        },
      ],
    },
  },
};

export default COPY;
