import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import {
  type DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { type EnquiryRecord, type EnquiryStatus, SEND_LEASE_MS } from './enquiry';

/** The index the retry pass reads: enquiries by status, oldest due first. */
export const STATUS_INDEX = 'by-status';

function isConditionFailure(error: unknown): boolean {
  return (
    error instanceof ConditionalCheckFailedException ||
    (error as { name?: string }).name === 'ConditionalCheckFailedException'
  );
}

/** The enquiries table: every write that matters is conditional, so nothing happens twice. */
export class EnquiryStore {
  constructor(
    private readonly client: DynamoDBDocumentClient,
    readonly table: string,
  ) {}

  /**
   * Stores a new enquiry, or returns the one already stored under the same `id` (a double
   * click, a retried request): `created` says which.
   */
  async create(record: EnquiryRecord): Promise<{ created: boolean; record: EnquiryRecord }> {
    try {
      await this.client.send(
        new PutCommand({
          TableName: this.table,
          Item: record,
          ConditionExpression: 'attribute_not_exists(id)',
        }),
      );
      return { created: true, record };
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
      const existing = await this.get(record.id);
      if (!existing) throw error;
      return { created: false, record: existing };
    }
  }

  async get(id: string): Promise<EnquiryRecord | undefined> {
    const { Item } = await this.client.send(
      new GetCommand({ TableName: this.table, Key: { id }, ConsistentRead: true }),
    );
    return Item as EnquiryRecord | undefined;
  }

  /**
   * Takes an enquiry for one send: only a pending one, or one whose sender's lease ran out.
   * Returns it with the attempt counted, or `undefined` when someone else has it or it is done.
   */
  async claim(id: string, now: number): Promise<EnquiryRecord | undefined> {
    try {
      const { Attributes } = await this.client.send(
        new UpdateCommand({
          TableName: this.table,
          Key: { id },
          UpdateExpression:
            'SET #status = :sending, attempts = attempts + :one, nextAttemptAt = :lease',
          ConditionExpression:
            'attribute_exists(id) AND (#status = :pending OR (#status = :sending AND nextAttemptAt <= :now))',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':pending': 'pending',
            ':sending': 'sending',
            ':one': 1,
            ':lease': now + SEND_LEASE_MS,
            ':now': now,
          },
          ReturnValues: 'ALL_NEW',
        }),
      );
      return Attributes as EnquiryRecord;
    } catch (error) {
      if (isConditionFailure(error)) return undefined;
      throw error;
    }
  }

  /** Ends a send: only the sender that holds the lease may (its status is still `sending`). */
  async finish(
    id: string,
    change: {
      status: Exclude<EnquiryStatus, 'sending'>;
      nextAttemptAt?: number;
      messageId?: string;
      lastError?: string;
    },
  ): Promise<void> {
    const names: Record<string, string> = { '#status': 'status' };
    const values: Record<string, unknown> = { ':status': change.status, ':sending': 'sending' };
    const sets = ['#status = :status'];
    for (const key of ['nextAttemptAt', 'messageId', 'lastError'] as const) {
      if (change[key] === undefined) continue;
      sets.push(`${key} = :${key}`);
      values[`:${key}`] = change[key];
    }
    await this.client.send(
      new UpdateCommand({
        TableName: this.table,
        Key: { id },
        UpdateExpression: `SET ${sets.join(', ')}`,
        ConditionExpression: '#status = :sending',
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
      }),
    );
  }

  /** Enquiries of a status whose time has come, oldest first (the retry pass's work). */
  async due(status: 'pending' | 'sending', now: number, limit = 50): Promise<EnquiryRecord[]> {
    const { Items } = await this.client.send(
      new QueryCommand({
        TableName: this.table,
        IndexName: STATUS_INDEX,
        KeyConditionExpression: '#status = :status AND nextAttemptAt <= :now',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':status': status, ':now': now },
        Limit: limit,
      }),
    );
    return (Items ?? []) as EnquiryRecord[];
  }

  /**
   * Counts one email against the day's cap: false once `max` emails went out that day (UTC).
   * The counter is an item of its own, kept two days.
   */
  async takeEmailSlot(now: number, max: number): Promise<boolean> {
    try {
      await this.client.send(
        new UpdateCommand({
          TableName: this.table,
          Key: { id: dailyCounterId(now) },
          UpdateExpression: 'ADD emails :one SET expiresAt = :expires',
          ConditionExpression: 'attribute_not_exists(emails) OR emails < :max',
          ExpressionAttributeValues: {
            ':one': 1,
            ':max': max,
            ':expires': Math.floor(now / 1000) + 2 * 86_400,
          },
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }

  /** Gives a slot back: the email it was taken for did not go out. */
  async returnEmailSlot(now: number): Promise<void> {
    await this.client.send(
      new UpdateCommand({
        TableName: this.table,
        Key: { id: dailyCounterId(now) },
        UpdateExpression: 'ADD emails :minusOne',
        ConditionExpression: 'emails > :zero',
        ExpressionAttributeValues: { ':minusOne': -1, ':zero': 0 },
      }),
    );
  }
}

/** The day's email counter: an item of its own, outside the status index. */
function dailyCounterId(now: number): string {
  return `daily-emails#${new Date(now).toISOString().slice(0, 10)}`;
}
