import { mkdirSync } from 'node:fs';
import {
  CreateTableCommand,
  DescribeTableCommand,
  ResourceNotFoundException,
} from '@aws-sdk/client-dynamodb';
import dynalite from 'dynalite';
import { Level } from 'level';
import { createDynamoDbClient } from '../../functions/enquiries/clients';
import { STATUS_INDEX } from '../../functions/enquiries/enquiry-store';
import { listen } from './listen';
import type { RunningServer } from './ses-emulator';

// CommonJS: under some loaders the function is `default` of the default import.
const startDynalite = ((dynalite as unknown as { default?: typeof dynalite }).default ??
  dynalite) as typeof dynalite;

/** The table the local twin uses; the same shape as infra/constructs/enquiry-store.ts. */
export const LOCAL_ENQUIRY_TABLE = 'enquiries';

/**
 * Fails with what to do when another process (another `npm start` from the same folder) holds the
 * database in `dataDir`: dynalite would open it anyway and crash on the first request with
 * "Database is closed". LevelDB locks its folder while it is open, so opening it once is the test.
 */
async function assertDataDirFree(dataDir: string): Promise<void> {
  const probe = new Level(dataDir);
  try {
    await probe.open();
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    if (cause?.code === 'LEVEL_LOCKED') {
      throw new Error(
        `The enquiries database in ${dataDir} is open in another process, most likely another ` +
          '`npm start` from this folder. Stop that one first (Ctrl-C in its terminal): two local ' +
          'twins cannot share one database.',
      );
    }
    throw error;
  }
  await probe.close();
}

/**
 * A DynamoDB emulator in this process (dynalite), kept on disk in `dataDir` so that nothing sent
 * to the local twin is lost by stopping it (in memory without one, for tests), with the
 * enquiries table created the first time. dynalite does not emulate TTL, so the table has none
 * here; the retention is the stack's business.
 */
export async function startDynamoDbEmulator(
  port: number,
  dataDir: string | undefined,
): Promise<RunningServer> {
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    await assertDataDirFree(dataDir);
  }
  const server = startDynalite({ ...(dataDir ? { path: dataDir } : {}), createTableMs: 0 });
  const running = await listen(server, port, 'DYNAMODB_PORT');
  const client = createDynamoDbClient(running.url);
  try {
    await client.send(new DescribeTableCommand({ TableName: LOCAL_ENQUIRY_TABLE }));
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException)) throw error;
    await client.send(
      new CreateTableCommand({
        TableName: LOCAL_ENQUIRY_TABLE,
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: [
          { AttributeName: 'id', AttributeType: 'S' },
          { AttributeName: 'status', AttributeType: 'S' },
          { AttributeName: 'nextAttemptAt', AttributeType: 'N' },
        ],
        KeySchema: [{ AttributeName: 'id', KeyType: 'HASH' }],
        GlobalSecondaryIndexes: [
          {
            IndexName: STATUS_INDEX,
            KeySchema: [
              { AttributeName: 'status', KeyType: 'HASH' },
              { AttributeName: 'nextAttemptAt', KeyType: 'RANGE' },
            ],
            Projection: { ProjectionType: 'ALL' },
          },
        ],
      }),
    );
  } finally {
    client.destroy();
  }
  return running;
}
