import { APPLICATION_API_SECURITY } from '../content/service-application-api-security';
import { ServicePage } from './service-page';

/** `/application-api-security`: a chunk of its own, with only this service's copy. */
export function ApplicationApiSecurityPage() {
  return <ServicePage slug="application-api-security" service={APPLICATION_API_SECURITY} />;
}
