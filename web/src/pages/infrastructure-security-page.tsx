import { INFRASTRUCTURE_SECURITY } from '../content/service-infrastructure-security';
import { ServicePage } from './service-page';

/** `/infrastructure-security`: a chunk of its own, with only this service's copy. */
export function InfrastructureSecurityPage() {
  return <ServicePage slug="infrastructure-security" service={INFRASTRUCTURE_SECURITY} />;
}
