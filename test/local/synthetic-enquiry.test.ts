import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDocumentClient, createDynamoDbClient } from '../../functions/enquiries/clients';
import { EnquiryStore } from '../../functions/enquiries/enquiry-store';
import {
  readEnquiryStatus,
  SES_SIMULATOR_RECIPIENT,
  SYNTHETIC_ENQUIRY_HEADER,
  signSyntheticEnquiry,
} from '../../functions/enquiries/synthetic';
import { NO_INLINE_CODE } from '../../functions/security-headers';
import { LOCAL_ENQUIRY_TABLE } from '../../infra/local/dynamodb-emulator';
import {
  LOCAL_RECIPIENT_EMAIL,
  type LocalTwin,
  startLocalTwin,
} from '../../infra/local/local-twin';
import { readLocalSyntheticSecret } from '../../infra/local/synthetic-secret';
import { writeInlineCode } from '../../web/build/inline-code';

interface StoredEmail {
  destination: { to: string[] };
  body: { text: string };
}

let twin: LocalTwin;
let workDir: string;
let secretFile: string;

beforeAll(async () => {
  workDir = mkdtempSync(join(tmpdir(), 'synthetic-'));
  writeFileSync(join(workDir, 'index.html'), '<h1>Landing</h1>');
  writeInlineCode(workDir, NO_INLINE_CODE);
  secretFile = join(workDir, 'data', 'synthetic-enquiry-secret');
  vi.spyOn(console, 'info').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  twin = await startLocalTwin({
    distDir: workDir,
    port: 0,
    sesPort: 0,
    retryEveryMs: 0,
    apiRateLimitPerIp: 0,
    syntheticSecretFile: secretFile,
  });
});

afterAll(async () => {
  await twin?.close();
  rmSync(workDir, { recursive: true, force: true });
  vi.restoreAllMocks();
});

/** What the canary sends: the browser's request, and the signature of its exact body. */
async function sendEnquiry(
  message: string,
  sign: ((body: string) => string) | undefined,
): Promise<{ submissionId: string; reference: string }> {
  const submissionId = randomUUID();
  const body = JSON.stringify({
    name: 'Site Canary',
    email: 'canary@example.com',
    subject: 'Contact Form Submission',
    message,
    locale: 'en',
    submissionId,
  });
  const response = await fetch(`${twin.siteUrl}/api/form`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(sign ? { [SYNTHETIC_ENQUIRY_HEADER]: sign(body) } : {}),
    },
    body,
  });
  expect(response.status).toBe(200);
  const { reference } = (await response.json()) as { reference: string };
  return { submissionId, reference };
}

async function emailsAbout(message: string): Promise<StoredEmail[]> {
  const { emails } = (await (await fetch(`${twin.sesUrl}/store`)).json()) as {
    emails: StoredEmail[];
  };
  return emails.filter((email) => email.body.text.includes(message));
}

/** `npm run enquiries -- …` against this twin's DynamoDB emulator. */
async function enquiriesCommand(...args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)('npx', ['tsx', 'infra/bin/enquiries.ts', ...args], {
    env: { ...process.env, DYNAMODB_PORT: new URL(twin.dynamoUrl).port },
  });
  return stdout;
}

describe('the synthetic enquiry through the local twin', () => {
  let synthetic: { submissionId: string; reference: string };
  let ordinary: { submissionId: string; reference: string };

  beforeAll(async () => {
    synthetic = await sendEnquiry('Synthetic enquiry from the canary.', (body) =>
      signSyntheticEnquiry(twin.syntheticSecret, body),
    );
    ordinary = await sendEnquiry('Same marker, guessed secret.', (body) =>
      signSyntheticEnquiry('guessed', body),
    );
  });

  it('leaves a new 64-character secret for the canary command while it runs', async () => {
    expect(twin.syntheticSecret).toMatch(/^[0-9a-f]{64}$/);
    expect(await readLocalSyntheticSecret(secretFile)).toBe(twin.syntheticSecret);
  });

  it('is stored as synthetic with a SYN- reference, and its status reads sent', async () => {
    expect(synthetic.reference).toMatch(/^SYN-[0-9A-Z]{6}$/);
    const dynamo = createDynamoDbClient(twin.dynamoUrl);
    try {
      expect(await readEnquiryStatus(dynamo, LOCAL_ENQUIRY_TABLE, synthetic.submissionId)).toBe(
        'sent',
      );
      const store = new EnquiryStore(createDocumentClient(dynamo), LOCAL_ENQUIRY_TABLE);
      expect(await store.get(`synthetic#${synthetic.submissionId}`)).toMatchObject({
        reference: synthetic.reference,
        synthetic: true,
      });
    } finally {
      dynamo.destroy();
    }
  });

  it('reaches the SES emulator addressed to the simulator, and not to the firm', async () => {
    const emails = await emailsAbout('Synthetic enquiry from the canary.');
    expect(emails.map((email) => email.destination.to)).toEqual([[SES_SIMULATOR_RECIPIENT]]);
  });

  it('treats a request signed with a guessed secret as an ordinary enquiry, emailed to the firm', async () => {
    expect(ordinary.reference).toMatch(/^VW-[0-9A-Z]{6}$/);
    const emails = await emailsAbout('Same marker, guessed secret.');
    expect(emails.map((email) => email.destination.to)).toEqual([[LOCAL_RECIPIENT_EMAIL]]);
  });

  it('is missing from `npm run enquiries -- list`, and there with --synthetic', async () => {
    const list = await enquiriesCommand('list', '--local');
    expect(list).toContain(ordinary.reference);
    expect(list).not.toContain(synthetic.reference);
    expect(await enquiriesCommand('list', '--local', '--synthetic')).toContain(synthetic.reference);
  }, 30_000);

  it('is missing from `npm run enquiries -- export` too', async () => {
    const exported = JSON.parse(await enquiriesCommand('export', '--format', 'json', '--local'));
    const references = (exported as { reference: string }[]).map((e) => e.reference);
    expect(references).toContain(ordinary.reference);
    expect(references).not.toContain(synthetic.reference);
  }, 30_000);
});

describe('the secret file', () => {
  it('goes when the twin stops', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'synthetic-stop-'));
    const file = join(dir, 'secret');
    writeFileSync(join(dir, 'index.html'), '<h1>Landing</h1>');
    writeInlineCode(dir, NO_INLINE_CODE);
    const other = await startLocalTwin({
      distDir: dir,
      port: 0,
      sesPort: 0,
      retryEveryMs: 0,
      apiRateLimitPerIp: 0,
      syntheticSecretFile: file,
    });
    expect(existsSync(file)).toBe(true);
    expect(other.syntheticSecret).not.toBe(twin.syntheticSecret);
    await other.close();
    expect(existsSync(file)).toBe(false);
    expect(await readLocalSyntheticSecret(file)).toBeUndefined();
    rmSync(dir, { recursive: true, force: true });
  });
});
