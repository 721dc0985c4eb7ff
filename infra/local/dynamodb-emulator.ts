import { mkdirSync } from 'node:fs';
import {
  CreateTableCommand,
  DescribeTableCommand,
  ResourceNotFoundException,
} from '@aws-sdk/client-dynamodb';
import dynalite from 'dynalite';
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
 * A DynamoDB emulator in this process (dynalite), kept on disk in `dataDir` so that nothing sent
 * to the local twin is lost by stopping it (in memory without one, for tests), with the
 * enquiries table created the first time. dynalite does not emulate TTL, so the table has none
 * here; the retention is the stack's business.
 */
export async function startDynamoDbEmulator(
  port: number,
  dataDir: string | undefined,
): Promise<RunningServer> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
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
