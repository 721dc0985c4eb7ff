import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:tls';
import { afterEach, describe, expect, it } from 'vitest';
import { sendsEnquiryAt } from '../../functions/canary/canary-run';
import {
  CERTIFICATE_MIN_DAYS,
  certificateVerdict,
  checkCertificate,
} from '../../functions/canary/certificate-check';

// A self-signed certificate for localhost and 127.0.0.1, valid until 2126, made for this test
// only (openssl req -x509 … -days 36500); its key protects nothing.
const CERT = readFileSync(new URL('fixtures/tls-test-cert.pem', import.meta.url), 'utf8');
const KEY = readFileSync(new URL('fixtures/tls-test-key.pem', import.meta.url), 'utf8');

const NOW = new Date('2026-11-25T12:00:00Z');
const days = (n: number) => new Date(NOW.getTime() + n * 24 * 60 * 60 * 1000);

describe('the certificate verdict', () => {
  it(`passes with ${CERTIFICATE_MIN_DAYS} days or more left, saying until when`, () => {
    expect(certificateVerdict(days(90), NOW)).toEqual({
      ok: true,
      check: 'TLS certificate',
      detail: 'valid until 2027-02-23 (90 days)',
    });
    expect(certificateVerdict(days(CERTIFICATE_MIN_DAYS), NOW).ok).toBe(true);
  });

  it('fails three weeks ahead, naming the date and what to look at', () => {
    const verdict = certificateVerdict(days(CERTIFICATE_MIN_DAYS - 1), NOW);
    expect(verdict.ok).toBe(false);
    expect(verdict.detail).toBe(
      "expires on 2026-12-15, in 20 days (less than 21): check the ACM certificate's renewal and its DNS validation record",
    );
  });

  it('fails an expired certificate', () => {
    expect(certificateVerdict(days(-2), NOW)).toMatchObject({
      ok: false,
      detail: 'expired on 2026-11-23',
    });
  });
});

describe('checking a served certificate', () => {
  const servers: ReturnType<typeof createServer>[] = [];
  afterEach(() => {
    for (const server of servers.splice(0)) server.close();
  });

  async function tlsServer(): Promise<number> {
    const server = createServer({ cert: CERT, key: KEY }, (socket) => socket.end());
    servers.push(server);
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    return (server.address() as AddressInfo).port;
  }

  it('reads the expiry of the certificate the server presents', async () => {
    const port = await tlsServer();
    const result = await checkCertificate(new URL(`https://localhost:${port}`), NOW, 2000, CERT);
    expect(result).toMatchObject({
      ok: true,
      detail: expect.stringMatching(/^valid until 2126-11-01 /),
    });
  });

  it('fails, with the reason a browser would give, a certificate it cannot trust', async () => {
    const port = await tlsServer();
    const result = await checkCertificate(new URL(`https://localhost:${port}`), NOW, 2000);
    expect(result.ok).toBe(false);
    expect(result.detail).toMatch(/^DEPTH_ZERO_SELF_SIGNED_CERT: /);
  });

  it('fails when nothing answers', async () => {
    const port = await tlsServer();
    servers.splice(0)[0]?.close();
    const result = await checkCertificate(new URL(`https://localhost:${port}`), NOW, 2000, CERT);
    expect(result).toMatchObject({ ok: false, detail: expect.stringMatching(/ECONNREFUSED/) });
  });

  it('has nothing to check on a site served over http (the local twin)', async () => {
    expect(await checkCertificate(new URL('http://localhost:3000'), NOW, 2000)).toEqual({
      ok: true,
      check: 'TLS certificate',
      detail: 'not applicable: http://localhost:3000 is served without TLS',
    });
  });
});

describe('the day’s synthetic inquiry', () => {
  it('goes with the first run of each UTC day, and with no other', () => {
    const runs = Array.from(
      { length: (2 * 24 * 60) / 15 },
      (_, index) => new Date(Date.UTC(2026, 10, 25, 0, index * 15, 7)),
    );
    const sending = runs.filter((run) => sendsEnquiryAt(run, 15)).map((run) => run.toISOString());
    expect(sending).toEqual(['2026-11-25T00:00:07.000Z', '2026-11-26T00:00:07.000Z']);
  });

  it('still goes once a day at the slowest rate', () => {
    expect(sendsEnquiryAt(new Date('2026-11-25T00:59:00Z'), 60)).toBe(true);
    expect(sendsEnquiryAt(new Date('2026-11-25T01:00:00Z'), 60)).toBe(false);
  });
});
