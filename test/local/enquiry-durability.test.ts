import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { NO_INLINE_CODE } from '../../functions/security-headers';
import { type LocalTwin, startLocalTwin } from '../../infra/local/local-twin';
import { type RunningServer, startSesEmulator } from '../../infra/local/ses-emulator';
import { type SesFaultProxy, startSesFaultProxy } from '../../infra/local/ses-fault-proxy';
import { writeInlineCode } from '../../web/build/inline-code';
import { startClockAt } from '../fixed-clock';

/**
 * The enquiry path against the real thing, minus AWS: the contact handler and the retry pass on
 * the DynamoDB emulator, sending through a proxy that can make "SES" fail, in front of the SES
 * emulator that keeps every email.
 */
let ses: RunningServer;
let proxy: SesFaultProxy;
let sesDown = false;
let twin: LocalTwin;

const ENQUIRY = {
  subject: 'Contact Form Submission',
  message: 'Please call us about a red-team exercise.',
  locale: 'en',
};

function enquiryFrom(who: string, extra: Record<string, string> = {}) {
  return { ...ENQUIRY, name: who, email: `${who.toLowerCase()}@example.org`, ...extra };
}

async function post(body: Record<string, string>) {
  const response = await fetch(`${twin.siteUrl}/api/form`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, string> };
}

async function emailsTo(replyTo: string): Promise<unknown[]> {
  const response = await fetch(`${ses.url}/store`);
  const { emails } = (await response.json()) as { emails: { replyTo: string[] }[] };
  return emails.filter((email) => email.replyTo.includes(replyTo));
}

beforeAll(async () => {
  // The daily cap counts emails per UTC day: started just before a real midnight, the last test
  // would count on a fresh day and email them all. One fixed day for the whole file.
  startClockAt();
  ses = await startSesEmulator(0);
  // A fault-injecting stand-in for SES: answers 503 while `sesDown`, else forwards.
  proxy = await startSesFaultProxy(ses.url, () => sesDown);
  const distDir = mkdtempSync(join(tmpdir(), 'site-'));
  writeFileSync(join(distDir, 'index.html'), '<h1>Landing</h1>');
  writeInlineCode(distDir, NO_INLINE_CODE);
  vi.stubEnv('MAX_EMAILS_PER_DAY', '6');
  for (const level of ['info', 'warn', 'error'] as const) {
    vi.spyOn(console, level).mockImplementation(() => {});
  }
  twin = await startLocalTwin({
    distDir,
    port: 0,
    sesPort: 0,
    sesEndpoint: proxy.url,
    retryEveryMs: 0,
    // Every request comes from 127.0.0.1: the per-IP limit is tested in site-server.test.ts.
    apiRateLimitPerIp: 0,
  });
});

afterAll(async () => {
  await twin.close();
  proxy.server.close();
  ses.server.close();
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  vi.useRealTimers();
});

describe('an enquiry is never lost and never emailed twice', () => {
  it('SES down: the visitor is thanked with a reference; SES back: the retry pass emails it exactly once', async () => {
    sesDown = true;
    const answer = await post(enquiryFrom('Hedy'));
    expect(answer.status).toBe(200);
    expect(answer.body.reference).toMatch(/^VW-/);
    expect(await emailsTo('hedy@example.org')).toHaveLength(0);

    sesDown = false;
    // Not yet due: the first retry waits a minute.
    expect((await twin.retryPass()).sent).toBe(0);
    const later = Date.now() + 2 * 60_000;
    expect((await twin.retryPass(later)).sent).toBe(1);
    expect((await twin.retryPass(later + 60 * 60_000)).sent).toBe(0);
    expect(await emailsTo('hedy@example.org')).toHaveLength(1);
  });

  it('two retry passes at once email a pending enquiry once', async () => {
    sesDown = true;
    await post(enquiryFrom('Radia'));
    sesDown = false;
    const later = Date.now() + 2 * 60_000;
    const [first, second] = await Promise.all([twin.retryPass(later), twin.retryPass(later)]);
    expect((first?.sent ?? 0) + (second?.sent ?? 0)).toBe(1);
    expect(await emailsTo('radia@example.org')).toHaveLength(1);
  });

  it('the same submissionId twice: one enquiry, one email, the same reference', async () => {
    const submissionId = '6f1c2a4e-0b7d-4c4e-9a51-2d0f3c9b8e71';
    const first = await post(enquiryFrom('Barbara', { submissionId }));
    const second = await post(enquiryFrom('Barbara', { submissionId }));
    expect(first.status).toBe(200);
    expect(second.body.reference).toBe(first.body.reference);
    expect(await emailsTo('barbara@example.org')).toHaveLength(1);
  });

  it('past the daily cap an enquiry is stored and thanked, but not emailed', async () => {
    // The cap is 6 in this file; the tests above used 3 emails (one failed try took no email).
    const answers = [];
    for (const who of ['Ada', 'Grace', 'Joan', 'Katherine'])
      answers.push(await post(enquiryFrom(who)));
    expect(answers.every((answer) => answer.status === 200 && answer.body.reference)).toBe(true);
    const emailed = await Promise.all(
      ['ada', 'grace', 'joan', 'katherine'].map(
        async (who) => (await emailsTo(`${who}@example.org`)).length,
      ),
    );
    expect(emailed.filter((count) => count === 1).length).toBeLessThan(4);
    expect(emailed.at(-1)).toBe(0);
  });
});
