import type { ServiceSlug } from '../config/routes';
import { IMAGES } from './images';
import { SERVICE_SUMMARIES, type ServiceSummary } from './service-summaries';
import type { ImageRef, TitledText } from './types';

/** The copy of one service page (the spec's "service content" entity, plus a card summary). */
export interface ServiceContent extends ServiceSummary {
  readonly topImage: ImageRef;
  /** Absent for physical security, which uses a single image. */
  readonly bottomImage?: ImageRef;
  readonly description: {
    readonly main: string;
    readonly paragraph1: string;
    readonly paragraph2: string;
    readonly paragraph3?: string;
    readonly paragraph4?: string;
  };
  readonly bullets: readonly TitledText[];
  /** Physical security's second block: an extra paragraph and bullets. */
  readonly secondBlock?: {
    readonly title: string;
    readonly paragraph: string;
    readonly bullets: readonly TitledText[];
  };
}

export const SERVICES: Readonly<Record<ServiceSlug, ServiceContent>> = {
  'application-api-security': {
    ...SERVICE_SUMMARIES['application-api-security'],
    topImage: SERVICE_SUMMARIES['application-api-security'].image,
    bottomImage: IMAGES.bannerPipeline,
    description: {
      main: 'Most breaches now begin in the application layer: a forgotten endpoint, a broken authorisation check, a dependency nobody tracks. We secure the software you build and the APIs you expose, from the first design review to the release that goes live tonight.',
      paragraph1:
        'Every finding comes with a reproducible proof, a rating of its business impact and a fix your developers can apply, not a generic recommendation copied from a scanner.',
      paragraph2:
        'Engagements run as fixed-scope assessments or as a continuous programme alongside your release cycle, with the same named lead consultant from kick-off to retest.',
      paragraph3:
        'Reports are written for two audiences: a summary your leadership can act on, and the technical detail your engineers need to reproduce and close each issue.',
    },
    bullets: [
      {
        title: 'Secure development lifecycle',
        description:
          'Threat modelling, design reviews and security requirements built into your sprints, so that flaws are caught when they are cheapest to fix.',
      },
      {
        title: 'Web application testing',
        description:
          'Manual, authenticated penetration testing against the OWASP Top 10 and beyond, including the business-logic abuse that automated tools miss.',
      },
      {
        title: 'API security',
        description:
          'REST, GraphQL and gRPC interfaces tested for broken object-level authorisation, excessive data exposure and weak authentication.',
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
  'infrastructure-security': {
    ...SERVICE_SUMMARIES['infrastructure-security'],
    topImage: SERVICE_SUMMARIES['infrastructure-security'].image,
    bottomImage: IMAGES.bannerTopology,
    description: {
      main: 'Your cloud accounts, networks and identity systems are the ground everything else stands on. We review how they are built, close the paths an attacker would take, and help you watch them so that the next change does not reopen what was fixed.',
      paragraph1:
        'We start from an attacker’s view of your estate and finish with a prioritised roadmap: what to fix this week, this quarter and this year.',
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
  'physical-security': {
    ...SERVICE_SUMMARIES['physical-security'],
    topImage: SERVICE_SUMMARIES['physical-security'].image,
    description: {
      main: 'Digital controls mean little if someone can walk into the server room. We assess and design the physical protection of offices, data rooms, branches and venues, so that people and assets are safe and every door opened is accountable.',
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
          'Authorised, controlled attempts to enter your premises, testing tailgating, social engineering and procedure, followed by a full debrief.',
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
  'integrated-operations': {
    ...SERVICE_SUMMARIES['integrated-operations'],
    topImage: SERVICE_SUMMARIES['integrated-operations'].image,
    bottomImage: IMAGES.bannerRadar,
    description: {
      main: 'Attackers do not respect the line between the IT department and the facilities team. Integrated operations brings digital and physical security under one team, one risk register and one incident process, so that nothing falls between the two.',
      paragraph1:
        'We can run these functions for you as a managed service, or build them inside your organisation and hand them over when your team is ready.',
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
          'Practical sessions for staff and executives on phishing, tailgating and travel security, measured by behaviour rather than attendance.',
      },
    ],
  },
};

/** Labels of the service page template. */
export const SERVICE_PAGE = {
  eyebrow: 'Services',
  bulletsTitle: 'What the engagement covers',
  closingTitle: 'How we deliver',
  quickContactTitle: 'Discuss this service with a specialist',
  quickContactText:
    'Tell us about your environment and a senior consultant will reply, usually within one business day.',
  otherServicesTitle: 'Other services',
} as const;
