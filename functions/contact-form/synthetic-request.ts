import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { serviceOrEmulator } from '../enquiries/clients';
import { SYNTHETIC_ENQUIRY_HEADER, verifySyntheticEnquiry } from '../enquiries/synthetic';
import { bodyBytes } from './parse-request';

/**
 * What became of a request's synthetic marker. Only `verified` makes a synthetic enquiry; every
 * other answer is logged and the enquiry is an ordinary one: emailed to the firm, counted
 * against the cap. Never lose an enquiry for want of a secret.
 */
export type SyntheticCheck = 'verified' | 'bad-signature' | 'no-secret' | 'secret-unreadable';

/** A request waits this long at most for the secret, then goes on as an ordinary enquiry. */
const SECRET_READ_TIMEOUT_MS = 2_000;

/** How long a container keeps the secret: a new value reaches every container within it. */
export const SECRET_CACHE_MS = 10 * 60_000;

/**
 * The secret that signs synthetic enquiries, read from Secrets Manager when a request carries
 * the marker, and kept SECRET_CACHE_MS. Requests without the marker never read it, so the
 * public cannot make the function call Secrets Manager more than once per container and period.
 * Throws when it cannot be read; a failure is not kept, so the next marked request tries again.
 * Undefined when no secret is configured.
 */
export function syntheticSecretReader(
  secretId: string | undefined,
  endpoint: string | undefined,
  clock: () => number = Date.now,
): () => Promise<string | undefined> {
  if (!secretId) return async () => undefined;
  let client: SecretsManagerClient | undefined;
  let cached: { value: string; until: number } | undefined;
  return async () => {
    if (cached && clock() < cached.until) return cached.value;
    client ??= new SecretsManagerClient({ ...serviceOrEmulator(endpoint), maxAttempts: 2 });
    const { SecretString } = await client.send(new GetSecretValueCommand({ SecretId: secretId }), {
      abortSignal: AbortSignal.timeout(SECRET_READ_TIMEOUT_MS),
    });
    if (!SecretString) throw new Error(`the secret ${secretId} has no string value`);
    cached = { value: SecretString, until: clock() + SECRET_CACHE_MS };
    return SecretString;
  };
}

/**
 * Checks the `x-synthetic-enquiry` header against the exact body, in constant time. Undefined
 * when the request has none: a visitor's, which costs nothing here. `secretError` says why the
 * secret could not be read, for the log.
 */
export async function checkSyntheticRequest(
  event: APIGatewayProxyEventV2,
  readSecret: () => Promise<string | undefined>,
): Promise<{ synthetic: SyntheticCheck; secretError?: string } | undefined> {
  const signature = event.headers[SYNTHETIC_ENQUIRY_HEADER];
  if (signature === undefined) return undefined;
  let secret: string | undefined;
  try {
    secret = await readSecret();
  } catch (error) {
    const secretError = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    return { synthetic: 'secret-unreadable', secretError };
  }
  if (!secret) return { synthetic: 'no-secret' };
  return {
    synthetic: verifySyntheticEnquiry(secret, bodyBytes(event), signature)
      ? 'verified'
      : 'bad-signature',
  };
}
