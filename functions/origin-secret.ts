/**
 * Only CloudFront may call the API: it adds this header, with a secret the stack derives from
 * its own id (docs/decisions/0010-origin-secret-from-stack-id.md), to every `/api/*` request.
 * Every handler behind the API checks it, so the execute-api URL cannot be called directly.
 */
export const ORIGIN_SECRET_HEADER = 'x-origin-verify';

/** `ORIGIN_SECRET` from the function's environment; unset locally, where there is no CloudFront. */
export function readOriginSecret(env: NodeJS.ProcessEnv): string | undefined {
  return env.ORIGIN_SECRET?.trim() || undefined;
}

/** Whether a request may be served: no secret configured, or the header carries it. */
export function cameThroughCloudFront(
  headers: Readonly<Record<string, string | undefined>>,
  secret: string | undefined,
): boolean {
  return secret === undefined || headers[ORIGIN_SECRET_HEADER] === secret;
}
