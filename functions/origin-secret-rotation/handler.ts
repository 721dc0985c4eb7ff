import { CloudFrontClient } from '@aws-sdk/client-cloudfront';
import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { jsonLog } from '../json-log';
import { type RotationEvent, rotate } from './rotation';
import { readRotationSettings } from './settings';

// Read once, at cold start: a misconfigured function fails loudly before it rotates anything.

const settings = readRotationSettings(process.env);
const services = {
  ...settings,
  secrets: new SecretsManagerClient({}),
  // CloudFront's API has one endpoint, in us-east-1, whatever the function's region.
  cloudFront: new CloudFrontClient({ region: 'us-east-1' }),
  log: jsonLog('origin-secret-rotation'),
};

/**
 * Secrets Manager calls this once per step of a rotation of the origin secret
 * (functions/origin-secret-rotation/rotation.ts). A thrown error fails the rotation: the
 * OriginSecretRotationFailed alarm fires and the old value keeps working.
 */
export async function handler(event: RotationEvent): Promise<void> {
  await rotate(services, event);
}
