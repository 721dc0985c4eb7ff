/**
 * One request of a smoke check, as a visitor's browser or an attacker's script makes it: Node's
 * fetch, redirects not followed (a page that redirects is a finding, not a detour), a time limit
 * for the whole exchange, body included, and a failure worded for the report.
 */
import { SMOKE_USER_AGENT } from './user-agents';

/** Per request; CloudFront answers in well under a second, even from a cold cache. */
export const REQUEST_TIMEOUT_MS = 10_000;

/** How every request of one run is made. */
export interface CheckRequests {
  /** For the whole exchange, body included. */
  readonly timeoutMs: number;
  /** The checks name themselves, so that the analytics can leave them out. */
  readonly userAgent: string;
}

const DEFAULT_REQUESTS: CheckRequests = {
  timeoutMs: REQUEST_TIMEOUT_MS,
  userAgent: SMOKE_USER_AGENT,
};

export interface SmokeResponse {
  readonly status: number;
  readonly headers: Headers;
  readonly body: string;
}

/** No HTTP answer at all: refused, reset, unresolvable, or too slow. */
export class NoAnswerError extends Error {
  override name = 'NoAnswerError';
}

function reasonOf(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return `no answer within ${timeoutMs / 1000} s`;
  }
  // undici reports the system error (ECONNREFUSED, ENOTFOUND…) as the cause of "fetch failed".
  const cause =
    error instanceof Error ? (error.cause as { code?: string; message?: string }) : undefined;
  const detail =
    cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
  return `no answer (${detail})`;
}

export async function smokeRequest(
  url: URL,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
  { timeoutMs, userAgent }: CheckRequests = DEFAULT_REQUESTS,
): Promise<SmokeResponse> {
  try {
    const response = await fetch(url, {
      ...init,
      headers: { 'user-agent': userAgent, ...init.headers },
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    return { status: response.status, headers: response.headers, body: await response.text() };
  } catch (error) {
    throw new NoAnswerError(reasonOf(error, timeoutMs), { cause: error });
  }
}

/** The media type of a response, lower case, without parameters (`text/html`). */
export function mediaTypeOf(headers: Headers): string {
  return (headers.get('content-type') ?? '').split(';', 1)[0]?.trim().toLowerCase() ?? '';
}
