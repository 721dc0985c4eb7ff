import { createHash, timingSafeEqual } from 'node:crypto';
import {
  GetSecretValueCommand,
  ResourceNotFoundException,
  SecretsManagerClient,
} from '@aws-sdk/client-secrets-manager';
import { serviceOrEmulator } from './enquiries/clients';

/**
 * Only CloudFront may call the API: it adds this header to every `/api/*` request (and the
 * editor's distribution to `/auth` and `/callback`), with a value Secrets Manager generates and
 * rotates, one per stack (docs/decisions/0024-origin-secret-in-secrets-manager.md, 0027).
 * Every handler behind the API checks it, so the execute-api URL cannot be called directly.
 */
export const ORIGIN_SECRET_HEADER = 'x-origin-verify';

/** Its length, in letters and digits only: nothing that needs quoting in a header or a shell. */
export const ORIGIN_SECRET_LENGTH = 64;

/**
 * The values a request may carry: the current one, the one a rotation is putting on the
 * distribution (pending), and the one it replaced (previous), which edges keep sending until the
 * distribution's change reaches them. A rotation therefore never turns a visitor away.
 */
export const ACCEPTED_STAGES = ['AWSCURRENT', 'AWSPENDING', 'AWSPREVIOUS'] as const;

/** How long a container trusts what it read: a retired value stops working within this. */
export const ORIGIN_SECRET_CACHE_MS = 5 * 60_000;

/**
 * A value the container does not know makes it read again, at most this often: a rotation's new
 * value is accepted within seconds, and a stranger's wrong header cannot make the function call
 * Secrets Manager more than once per container and period.
 */
export const ORIGIN_SECRET_RECHECK_MS = 30_000;

/** A request waits this long at most for Secrets Manager. */
const READ_TIMEOUT_MS = 2_000;

/** `ORIGIN_SECRET_ARN` from the function's environment; unset locally, where there is no CloudFront. */
export function readOriginSecretId(env: NodeJS.ProcessEnv): string | undefined {
  return env.ORIGIN_SECRET_ARN?.trim() || undefined;
}

/**
 * What became of a request's header: `unavailable` when the secret could not be read and no
 * earlier reading is at hand (the handler answers 503, so the visitor tries again).
 */
export type OriginCheck =
  | { readonly verdict: 'accepted' | 'rejected' }
  | { readonly verdict: 'unavailable'; readonly error: string };

export type OriginSecretCheck = (
  headers: Readonly<Record<string, string | undefined>>,
) => Promise<OriginCheck>;

export interface OriginSecretCheckOptions {
  /** Only set locally, to point the client at an emulator. */
  readonly endpoint?: string | undefined;
  readonly clock?: () => number;
}

/** Compared as SHA-256 digests: same length, so timingSafeEqual applies, and no value is kept. */
function digest(value: string): Buffer {
  return createHash('sha256').update(value, 'utf8').digest();
}

function errorText(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

/**
 * Whether a request came through CloudFront: its `x-origin-verify` carries one of the secret's
 * ACCEPTED_STAGES values, read from Secrets Manager in parallel and kept ORIGIN_SECRET_CACHE_MS.
 * A request without the header is refused without any read. When the secret cannot be read,
 * the last reading is used until a read succeeds again. Without a secret id (the local twin)
 * every request is accepted.
 */
export function originSecretCheck(
  secretId: string | undefined,
  { endpoint, clock = Date.now }: OriginSecretCheckOptions = {},
): OriginSecretCheck {
  if (!secretId) return async () => ({ verdict: 'accepted' });
  let client: SecretsManagerClient | undefined;
  let known: { digests: readonly Buffer[]; readAt: number } | undefined;
  let reading: Promise<void> | undefined;
  let lastAttemptAt = Number.NEGATIVE_INFINITY;
  let lastError = 'the secret has not been read yet';

  const readStage = async (stage: string): Promise<Buffer | undefined> => {
    client ??= new SecretsManagerClient({ ...serviceOrEmulator(endpoint), maxAttempts: 2 });
    try {
      const { SecretString } = await client.send(
        new GetSecretValueCommand({ SecretId: secretId, VersionStage: stage }),
        { abortSignal: AbortSignal.timeout(READ_TIMEOUT_MS) },
      );
      return SecretString ? digest(SecretString) : undefined;
    } catch (error) {
      // No rotation under way, or none done yet: that stage has no version.
      if (error instanceof ResourceNotFoundException && stage !== 'AWSCURRENT') return undefined;
      throw error;
    }
  };
  // One read at a time: requests arriving together share it.
  const read = (): Promise<void> => {
    reading ??= Promise.all(ACCEPTED_STAGES.map(readStage))
      .then((digests) => {
        lastError = '';
        known = {
          digests: digests.filter((d): d is Buffer => d !== undefined),
          readAt: clock(),
        };
      })
      .finally(() => {
        reading = undefined;
      });
    return reading;
  };
  const matches = (header: Buffer) =>
    known?.digests.some((value) => timingSafeEqual(value, header)) ?? false;

  return async (headers) => {
    const value = headers[ORIGIN_SECRET_HEADER];
    if (!value) return { verdict: 'rejected' };
    const header = digest(value);
    const now = clock();
    const stale = !known || now - known.readAt >= ORIGIN_SECRET_CACHE_MS;
    if (stale || !matches(header)) {
      if (reading) {
        // Another request is reading: its answer is this one's too.
        await reading.catch(() => {});
      } else if (!known || now - lastAttemptAt >= ORIGIN_SECRET_RECHECK_MS) {
        lastAttemptAt = now;
        // A failed read keeps an earlier reading, which serves until a read succeeds; with none,
        // the request is answered 503 and the next one tries again.
        await read().catch((error: unknown) => {
          lastError = errorText(error);
        });
      }
    }
    if (!known) return { verdict: 'unavailable', error: lastError };
    return { verdict: matches(header) ? 'accepted' : 'rejected' };
  };
}
