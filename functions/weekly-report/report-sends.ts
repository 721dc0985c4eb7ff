import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { type DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { DateRange } from '../analytics/render-query';

/**
 * A week's record lives in the enquiries table under this key prefix, beside the daily email
 * counters (`daily-emails#…`): the function's grant reaches these keys only
 * (`dynamodb:LeadingKeys`, infra/constructs/weekly-report.ts). It has no `status` or
 * `nextAttemptAt`, so it never enters the retry pass's index, and no `reference`, so the
 * enquiries command never lists it as a lead.
 */
export const REPORT_SEND_KEY_PREFIX = 'weekly-report#';

/** `sending`: a run holds the week until `leaseUntil`; `sent`: emailed; `failed`: not emailed. */
export type ReportSendState = 'sending' | 'sent' | 'failed';

/** One week's record, keyed by its ISO week. */
export interface ReportSendRecord {
  readonly id: string;
  readonly week: string;
  readonly since: string;
  readonly until: string;
  readonly state: ReportSendState;
  /** The run that holds (or last held) the week. */
  readonly claimId: string;
  /** Epoch milliseconds; only while `sending`. */
  readonly leaseUntil?: number;
  /** Runs that took the week: the first, retries after a failure, forced resends. */
  readonly attempts: number;
  /** Emails that went out for the week: 1, or more after a forced resend. */
  readonly emails?: number;
  readonly messageId?: string;
  /** ISO 8601. */
  readonly sentAt?: string;
  readonly lastError?: string;
  /** Epoch seconds: the table's TTL deletes the record with the logs it was drawn from. */
  readonly expiresAt: number;
}

/** What a claim found: the week is this run's to send, or why not. */
export type Claim =
  | { readonly taken: true }
  | { readonly taken: false; readonly record: ReportSendRecord | undefined };

function isConditionFailure(error: unknown): boolean {
  return (
    error instanceof ConditionalCheckFailedException ||
    (error as { name?: string }).name === 'ConditionalCheckFailedException'
  );
}

/** Every attribute by a name placeholder: `state`, `until`… are DynamoDB reserved words. */
function names(...attributes: string[]): Record<string, string> {
  return Object.fromEntries(attributes.map((a) => [`#${a}`, a]));
}

/**
 * Who sends a week's email, decided by conditional writes on one item, so that at most one run
 * at a time sends, whatever EventBridge or a person does: claim, then send, then mark sent (or
 * failed). A claim is a lease: a run that dies without marking leaves the week to whoever comes
 * after its lease, which outlasts the run's own timeout (the handler sets it).
 */
export class ReportSends {
  constructor(
    private readonly client: DynamoDBDocumentClient,
    readonly table: string,
  ) {}

  static key(week: string): string {
    return `${REPORT_SEND_KEY_PREFIX}${week}`;
  }

  /**
   * Takes the week for one run (`claimId`) until `leaseUntil`: a week never claimed, one whose
   * send failed, or one whose holder's lease has run out. `force` takes a week already sent as
   * well, never one that another run holds now: two runs never send at once.
   */
  async claim(request: {
    week: string;
    range: DateRange;
    claimId: string;
    now: number;
    leaseUntil: number;
    expiresAt: number;
    force: boolean;
  }): Promise<Claim> {
    const key = { id: ReportSends.key(request.week) };
    const condition = request.force
      ? 'attribute_not_exists(#id) OR #state <> :sending OR #leaseUntil <= :now'
      : 'attribute_not_exists(#id) OR #state = :failed OR (#state = :sending AND #leaseUntil <= :now)';
    try {
      await this.client.send(
        new UpdateCommand({
          TableName: this.table,
          Key: key,
          UpdateExpression:
            'SET #week = :week, #since = :since, #until = :until, #state = :sending, #claimId = :claimId, #leaseUntil = :leaseUntil, #expiresAt = :expiresAt ADD #attempts :one',
          ConditionExpression: condition,
          ExpressionAttributeNames: names(
            'id',
            'week',
            'since',
            'until',
            'state',
            'claimId',
            'leaseUntil',
            'expiresAt',
            'attempts',
          ),
          ExpressionAttributeValues: {
            ':week': request.week,
            ':since': request.range.since,
            ':until': request.range.until,
            ':sending': 'sending',
            ':claimId': request.claimId,
            ':leaseUntil': request.leaseUntil,
            ':expiresAt': request.expiresAt,
            ':one': 1,
            ':now': request.now,
            ...(request.force ? {} : { ':failed': 'failed' }),
          },
        }),
      );
      return { taken: true };
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
      return { taken: false, record: await this.get(request.week) };
    }
  }

  async get(week: string): Promise<ReportSendRecord | undefined> {
    const { Item } = await this.client.send(
      new GetCommand({
        TableName: this.table,
        Key: { id: ReportSends.key(week) },
        ConsistentRead: true,
      }),
    );
    return Item as ReportSendRecord | undefined;
  }

  /** The email went out: only the run that holds the week records it. */
  async markSent(week: string, claimId: string, messageId: string, now: number): Promise<void> {
    await this.end(
      week,
      claimId,
      'SET #state = :sent, #messageId = :messageId, #sentAt = :sentAt REMOVE #leaseUntil, #lastError ADD #emails :one',
      {
        ':sent': 'sent',
        ':messageId': messageId,
        ':sentAt': new Date(now).toISOString(),
        ':one': 1,
      },
      ['messageId', 'sentAt', 'leaseUntil', 'lastError', 'emails'],
    );
  }

  /** Nothing went out: the week is free for the next run, which may send it. */
  async markFailed(week: string, claimId: string, reason: string): Promise<void> {
    await this.end(
      week,
      claimId,
      'SET #state = :failed, #lastError = :lastError REMOVE #leaseUntil',
      {
        ':failed': 'failed',
        ':lastError': reason.slice(0, 1000),
      },
      ['lastError', 'leaseUntil'],
    );
  }

  private async end(
    week: string,
    claimId: string,
    update: string,
    values: Record<string, unknown>,
    attributes: string[],
  ): Promise<void> {
    await this.client.send(
      new UpdateCommand({
        TableName: this.table,
        Key: { id: ReportSends.key(week) },
        UpdateExpression: update,
        ConditionExpression: '#state = :sending AND #claimId = :claimId',
        ExpressionAttributeNames: names('state', 'claimId', ...attributes),
        ExpressionAttributeValues: { ...values, ':sending': 'sending', ':claimId': claimId },
      }),
    );
  }
}
