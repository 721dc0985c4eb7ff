import { IMAGES } from '../images';
import type { ServiceSummaries } from '../types';

/**
 * What the service cards show: title, summary and artwork. Apart from the full service copy, so
 * that the landing page does not load all four service pages' text.
 */
export const SERVICE_SUMMARIES: ServiceSummaries = {
  'application-api-security': {
    title: 'Application & API Security',
    summary:
      'Secure development, web application and API testing, and the engineering help that turns findings into fixes.',
    image: IMAGES.serviceApplication,
  },
  'infrastructure-security': {
    title: 'Infrastructure Security',
    summary:
      'Cloud, network and identity reviews, hardening and monitoring for infrastructure that must stay up and stay private.',
    image: IMAGES.serviceInfrastructure,
  },
  'physical-security': {
    title: 'Physical Security',
    summary:
      'Site assessments, access control and protective design for offices, data rooms, branches and venues.',
    image: IMAGES.servicePhysical,
  },
  'integrated-operations': {
    title: 'Integrated Operations',
    summary:
      'Digital and physical security managed by one team, with one risk register and one incident process.',
    image: IMAGES.serviceIntegrated,
  },
};
