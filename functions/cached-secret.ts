import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { serviceOrEmulator } from './enquiries/clients';

/** A request waits this long at most for a secret, then goes on without it. */
const SECRET_READ_TIMEOUT_MS = 2_000;

/** How long a container keeps a secret: a new value reaches every container within it. */
export const SECRET_CACHE_MS = 10 * 60_000;

/**
 * A Secrets Manager secret read at run time, when first needed, and kept SECRET_CACHE_MS: its
 * value is in no template, environment variable or log, and replacing it (put-secret-value)
 * reaches every container within that time. Throws when it cannot be read; a failure is not
 * kept, so the next call tries again. Undefined when no secret is configured. The contact
 * function's synthetic-enquiry key and the editor's GitHub App client secret are read this way.
 */
export function cachedSecretReader(
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
