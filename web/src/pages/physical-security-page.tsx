import { PHYSICAL_SECURITY } from '../content/service-physical-security';
import { ServicePage } from './service-page';

/** `/physical-security`: a chunk of its own, with only this service's copy. */
export function PhysicalSecurityPage() {
  return <ServicePage slug="physical-security" service={PHYSICAL_SECURITY} />;
}
