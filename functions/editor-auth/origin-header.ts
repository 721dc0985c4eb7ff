import { timingSafeEqual } from 'node:crypto';
import { ORIGIN_SECRET_HEADER } from '../origin-secret';

/**
 * The editor's API accepts only what its distribution forwards: CloudFront adds
 * `x-origin-verify` with the value the editor stack derives from its own id (ORIGIN_SECRET).
 * Unset: every request is accepted. (The site's API moved to a rotated Secrets Manager value,
 * docs/decisions/0024; the editor still uses the stack-id value of 0010.)
 */
export function readOriginSecret(env: NodeJS.ProcessEnv): string | undefined {
  return env.ORIGIN_SECRET?.trim() || undefined;
}

export function cameThroughCloudFront(
  headers: Readonly<Record<string, string | undefined>>,
  secret: string | undefined,
): boolean {
  if (secret === undefined) return true;
  const given = Buffer.from(headers[ORIGIN_SECRET_HEADER] ?? '', 'utf8');
  const expected = Buffer.from(secret, 'utf8');
  return given.byteLength === expected.byteLength && timingSafeEqual(given, expected);
}
