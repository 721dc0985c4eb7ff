import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, describe, expect, it } from 'vitest';
import { createDocumentClient, createDynamoDbClient } from '../../functions/enquiries/clients';
import { LOCAL_ENQUIRY_TABLE, startDynamoDbEmulator } from '../../infra/local/dynamodb-emulator';
import type { RunningServer } from '../../infra/local/ses-emulator';

const started: RunningServer[] = [];
const dirs: string[] = [];

function stop(running: RunningServer): Promise<void> {
  return new Promise((resolve) => running.server.close(() => resolve()));
}

afterEach(async () => {
  await Promise.all(started.splice(0).map(stop));
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function dataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'vw-dynamodb-'));
  dirs.push(dir);
  return dir;
}

describe('the local twin’s DynamoDB emulator, kept on disk', () => {
  it('refuses, saying what to do, to open a database another npm start holds', async () => {
    const dir = dataDir();
    started.push(await startDynamoDbEmulator(0, dir));
    await expect(startDynamoDbEmulator(0, dir)).rejects.toThrow(
      /open in another process, most likely another `npm start` from this folder\. Stop that one first/,
    );
  });

  it('keeps what was stored for the next start, once the first has stopped', async () => {
    const dir = dataDir();
    const first = await startDynamoDbEmulator(0, dir);
    const client = createDocumentClient(createDynamoDbClient(first.url));
    await client.send(
      new PutCommand({ TableName: LOCAL_ENQUIRY_TABLE, Item: { id: 'kept', status: 'sent' } }),
    );
    client.destroy();
    await stop(first);

    const second = await startDynamoDbEmulator(0, dir);
    started.push(second);
    const again = createDocumentClient(createDynamoDbClient(second.url));
    const { Item } = await again.send(
      new GetCommand({ TableName: LOCAL_ENQUIRY_TABLE, Key: { id: 'kept' } }),
    );
    again.destroy();
    expect(Item).toEqual({ id: 'kept', status: 'sent' });
  });
});
