import { createServer, request } from 'node:http';
import { listen } from './listen';
import type { RunningServer } from './ses-emulator';

export interface SesFaultProxy extends RunningServer {
  /** Calls seen, and those answered with a failure. */
  readonly counts: { calls: number; failures: number };
}

/**
 * A stand-in for SES in front of the emulator, for drills and tests (`SES_ENDPOINT` points at
 * it): each call for which `fail()` says so gets SES's 503, the others are forwarded.
 */
export async function startSesFaultProxy(
  sesUrl: string,
  fail: () => boolean,
): Promise<SesFaultProxy> {
  const counts = { calls: 0, failures: 0 };
  const server = createServer((incoming, outgoing) => {
    counts.calls += 1;
    if (fail()) {
      counts.failures += 1;
      incoming.resume();
      outgoing.writeHead(503, { 'content-type': 'text/xml' });
      outgoing.end('<ErrorResponse><Error><Code>ServiceUnavailable</Code></Error></ErrorResponse>');
      return;
    }
    const forward = request(
      `${sesUrl}${incoming.url}`,
      { method: incoming.method, headers: incoming.headers },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    incoming.pipe(forward);
  });
  return { ...(await listen(server, 0, 'the proxy port')), counts };
}
