import type { OriginProbe } from './rotation';

/** An HTTP method name, as the probe sends it. */
const METHOD = /^[A-Z]{3,7}$/;

/** What the rotation function needs from its environment, checked once when the module loads. */
export function readRotationSettings(env: NodeJS.ProcessEnv): {
  distributionId: string;
  apiUrl: string;
  probe: OriginProbe;
} {
  const distributionId = env.DISTRIBUTION_ID?.trim();
  const apiUrl = env.API_URL?.trim().replace(/\/+$/, '');
  const method = env.PROBE_METHOD?.trim() ?? '';
  const path = env.PROBE_PATH?.trim() ?? '';
  if (!distributionId) {
    throw new Error('The rotation function needs DISTRIBUTION_ID (the CloudFront distribution).');
  }
  if (!apiUrl || !URL.canParse(apiUrl) || !apiUrl.startsWith('https://')) {
    throw new Error(
      `The rotation function needs API_URL, the API's https:// address, got "${apiUrl ?? ''}".`,
    );
  }
  if (!METHOD.test(method) || !path.startsWith('/')) {
    throw new Error(
      `The rotation function needs PROBE_METHOD and PROBE_PATH, a request the API answers 405 past the origin check (GET and /api/csp-report), got "${method}" and "${path}".`,
    );
  }
  return { distributionId, apiUrl, probe: { method, path } };
}
