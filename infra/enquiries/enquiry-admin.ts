import {
  DeleteCommand,
  type DynamoDBDocumentClient,
  paginateScan,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import type { EnquiryRecord } from '../../functions/enquiries/enquiry';

/**
 * What the firm does with its leads, on the enquiries table: list, find, export, queue again,
 * erase. Volumes are a few thousand items a year, so a scan is the simple, honest tool.
 */
export class EnquiryAdmin {
  constructor(
    private readonly client: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  /** Every enquiry (not the daily counters), newest first. */
  async all(): Promise<EnquiryRecord[]> {
    const items: EnquiryRecord[] = [];
    const pages = paginateScan(
      { client: this.client },
      {
        TableName: this.table,
        // `reference` is a DynamoDB reserved word.
        FilterExpression: 'attribute_exists(#reference)',
        ExpressionAttributeNames: { '#reference': 'reference' },
      },
    );
    for await (const page of pages) items.push(...((page.Items ?? []) as EnquiryRecord[]));
    return items.sort((a, b) => b.receivedAt.localeCompare(a.receivedAt));
  }

  /**
   * The leads, newest first: the canary's synthetic enquiries are left out unless asked for
   * (`--synthetic`), so a list or an export never counts them as leads.
   */
  async list({ synthetic = false }: { synthetic?: boolean } = {}): Promise<EnquiryRecord[]> {
    const all = await this.all();
    return synthetic ? all : all.filter((record) => record.synthetic !== true);
  }

  /** Any enquiry, synthetic ones too: a reference names one exactly. */
  async byReference(reference: string): Promise<EnquiryRecord | undefined> {
    const wanted = reference.trim().toUpperCase();
    return (await this.all()).find((record) => record.reference === wanted);
  }

  /**
   * Queues an enquiry to be emailed again by the next retry pass, whatever became of it: sent,
   * failed, or held by the daily cap. Not one a sender holds right now.
   */
  async resend(record: EnquiryRecord, now = Date.now()): Promise<void> {
    await this.client.send(
      new UpdateCommand({
        TableName: this.table,
        Key: { id: record.id },
        UpdateExpression: 'SET #status = :pending, attempts = :zero, nextAttemptAt = :now',
        ConditionExpression: '#status <> :sending OR nextAttemptAt <= :now',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':pending': 'pending',
          ':sending': 'sending',
          ':zero': 0,
          ':now': now,
        },
      }),
    );
  }

  /**
   * The GDPR right to erasure: deletes every enquiry sent from an address, synthetic ones
   * included; returns how many.
   */
  async eraseByEmail(email: string): Promise<number> {
    const wanted = email.trim().toLowerCase();
    const matches = (await this.all()).filter((record) => record.email.toLowerCase() === wanted);
    for (const record of matches) {
      await this.client.send(new DeleteCommand({ TableName: this.table, Key: { id: record.id } }));
    }
    return matches.length;
  }
}

const EXPORT_FIELDS = [
  'reference',
  'receivedAt',
  'locale',
  'status',
  'attempts',
  'name',
  'email',
  'message',
] as const;

/** One field as RFC 4180 CSV: quoted when it holds a comma, a quote or a line break. */
function csvField(value: unknown): string {
  const text = value === undefined || value === null ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(records: readonly EnquiryRecord[]): string {
  const rows = records.map((record) => EXPORT_FIELDS.map((key) => csvField(record[key])).join(','));
  return `${[EXPORT_FIELDS.join(','), ...rows].join('\r\n')}\r\n`;
}

export function toJson(records: readonly EnquiryRecord[]): string {
  const picked = records.map((record) =>
    Object.fromEntries(EXPORT_FIELDS.map((key) => [key, record[key]])),
  );
  return `${JSON.stringify(picked, null, 2)}\n`;
}
