import { INTEGRATED_OPERATIONS } from '../content/service-integrated-operations';
import { ServicePage } from './service-page';

/** `/integrated-operations`: a chunk of its own, with only this service's copy. */
export function IntegratedOperationsPage() {
  return <ServicePage slug="integrated-operations" service={INTEGRATED_OPERATIONS} />;
}
