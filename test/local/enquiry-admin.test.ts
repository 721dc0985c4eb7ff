import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDocumentClient, createDynamoDbClient } from '../../functions/enquiries/clients';
import type { EnquiryRecord } from '../../functions/enquiries/enquiry';
import { EnquiryStore } from '../../functions/enquiries/enquiry-store';
import { EnquiryAdmin, toCsv, toJson } from '../../infra/enquiries/enquiry-admin';
import { LOCAL_ENQUIRY_TABLE, startDynamoDbEmulator } from '../../infra/local/dynamodb-emulator';
import type { RunningServer } from '../../infra/local/ses-emulator';

let dynamo: RunningServer;
let admin: EnquiryAdmin;
let store: EnquiryStore;

function record(
  reference: string,
  email: string,
  receivedAt: string,
  extra: Partial<EnquiryRecord> = {},
): EnquiryRecord {
  return {
    id: `id-${reference}`,
    reference,
    receivedAt,
    locale: 'en',
    name: `Name ${reference}`,
    email,
    message: 'Hello, "world", with a comma\nand a line break',
    status: 'sent',
    attempts: 1,
    nextAttemptAt: 0,
    expiresAt: 0,
    ...extra,
  };
}

beforeAll(async () => {
  dynamo = await startDynamoDbEmulator(0, undefined);
  const client = createDocumentClient(createDynamoDbClient(dynamo.url));
  store = new EnquiryStore(client, LOCAL_ENQUIRY_TABLE);
  admin = new EnquiryAdmin(client, LOCAL_ENQUIRY_TABLE);
  await store.create(record('VW-AAAAAA', 'ana@example.es', '2026-11-01T10:00:00.000Z'));
  await store.create(record('VW-BBBBBB', 'Ana@Example.es', '2026-11-20T10:00:00.000Z'));
  await store.create(
    record('VW-CCCCCC', 'bob@example.org', '2026-11-10T10:00:00.000Z', {
      status: 'failed',
      attempts: 8,
    }),
  );
  // The canary's, the newest of all: not a lead.
  await store.create(
    record('SYN-DDDDDD', 'canary@example.com', '2026-11-24T10:00:00.000Z', {
      id: 'synthetic#6f1c2a9e-0b7d-4e4a-9c38-2d5f0e8b7a41',
      synthetic: true,
    }),
  );
  // The daily email counter lives in the same table and is not an enquiry.
  await store.takeEmailSlot(Date.now(), 10);
});

afterAll(() => {
  dynamo.server.close();
});

describe('npm run enquiries, on the table', () => {
  it("lists every lead newest first: not the daily counter, nor the canary's synthetic enquiry", async () => {
    expect((await admin.list()).map((r) => r.reference)).toEqual([
      'VW-BBBBBB',
      'VW-CCCCCC',
      'VW-AAAAAA',
    ]);
  });

  it('lists the synthetic enquiries too when asked (--synthetic)', async () => {
    expect((await admin.list({ synthetic: true })).map((r) => r.reference)).toEqual([
      'SYN-DDDDDD',
      'VW-BBBBBB',
      'VW-CCCCCC',
      'VW-AAAAAA',
    ]);
  });

  it('finds a synthetic enquiry by its reference', async () => {
    expect((await admin.byReference('syn-dddddd'))?.email).toBe('canary@example.com');
  });

  it('finds an enquiry by its reference, whatever its case', async () => {
    expect((await admin.byReference('vw-cccccc'))?.email).toBe('bob@example.org');
    expect(await admin.byReference('VW-ZZZZZZ')).toBeUndefined();
  });

  it('exports RFC 4180 CSV and JSON with the fields the firm needs', async () => {
    const all = await admin.list();
    const csv = toCsv(all);
    expect(csv.split('\r\n')[0]).toBe(
      'reference,receivedAt,locale,status,attempts,name,email,message',
    );
    expect(csv).toContain(
      'VW-AAAAAA,2026-11-01T10:00:00.000Z,en,sent,1,Name VW-AAAAAA,ana@example.es,"Hello, ""world"", with a comma\nand a line break"',
    );
    expect(JSON.parse(toJson(all))[0]).toEqual({
      reference: 'VW-BBBBBB',
      receivedAt: '2026-11-20T10:00:00.000Z',
      locale: 'en',
      status: 'sent',
      attempts: 1,
      name: 'Name VW-BBBBBB',
      email: 'Ana@Example.es',
      message: 'Hello, "world", with a comma\nand a line break',
    });
  });

  it('queues a failed enquiry again for the retry pass', async () => {
    const failed = await admin.byReference('VW-CCCCCC');
    await admin.resend(failed as EnquiryRecord, 1_000);
    expect(await store.get('id-VW-CCCCCC')).toMatchObject({
      status: 'pending',
      attempts: 0,
      nextAttemptAt: 1_000,
    });
    expect((await store.due('pending', 2_000)).map((r) => r.reference)).toContain('VW-CCCCCC');
  });

  it('erases every enquiry of an address, whatever its case, and says how many', async () => {
    expect(await admin.eraseByEmail('ANA@example.es')).toBe(2);
    expect((await admin.list()).map((r) => r.reference)).toEqual(['VW-CCCCCC']);
    expect(await store.get('id-VW-AAAAAA')).toBeUndefined();
    expect(await admin.eraseByEmail('nobody@example.org')).toBe(0);
  });
});
