import { createHmac, timingSafeEqual } from 'node:crypto';
import { type DynamoDBClient, GetItemCommand } from '@aws-sdk/client-dynamodb';

/**
 * The canary's synthetic enquiry (docs/decisions/0019-synthetic-enquiry-proves-itself.md). It
 * posts to `/api/form` exactly as the browser does, plus this header: the HMAC of the exact
 * body under a secret that the canary and the contact function read at run time. The secret
 * never travels, and a header seen in a log signs that one body and no other.
 */
export const SYNTHETIC_ENQUIRY_HEADER = 'x-synthetic-enquiry';

/** SES's mailbox simulator: a send that costs a send and touches neither reputation nor quota. */
export const SES_SIMULATOR_RECIPIENT = 'success@simulator.amazonses.com';

/** A synthetic enquiry's reference, `SYN-` and six characters: never mistaken for a lead. */
export const SYNTHETIC_REFERENCE_PREFIX = 'SYN-';

/**
 * A synthetic enquiry's key in the table (the partition key `id`) is its submissionId behind
 * this prefix, so that the canary's read can be limited to synthetic items by
 * `dynamodb:LeadingKeys`. A request cannot choose it: a submissionId must be a UUID.
 */
export const SYNTHETIC_ID_PREFIX = 'synthetic#';

/** A synthetic enquiry is kept one day (the table's TTL), then DynamoDB deletes it. */
export const SYNTHETIC_RETENTION_SECONDS = 86_400;

/**
 * What the canary's status read touches, for its IAM grant: `GetItem` on the table with
 * `ForAllValues:StringLike` `dynamodb:LeadingKeys` = `leadingKeys`, `ForAllValues:StringEquals`
 * `dynamodb:Attributes` = `attributes`, and `dynamodb:Select` = `SPECIFIC_ATTRIBUTES` if it
 * exists (AWS's pattern for "these attributes only"). EnquiryStore.grantSyntheticStatusRead
 * (infra/constructs/enquiry-store.ts) writes that statement.
 */
export const SYNTHETIC_STATUS_READ = {
  actions: ['dynamodb:GetItem'],
  leadingKeys: [`${SYNTHETIC_ID_PREFIX}*`],
  attributes: ['id', 'status'],
} as const;

/** The `x-synthetic-enquiry` value for a body: HMAC-SHA256 in hex, over its exact bytes. */
export function signSyntheticEnquiry(secret: string, body: string | Uint8Array): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}

/** Whether `signature` is this body's, compared in constant time. */
export function verifySyntheticEnquiry(
  secret: string,
  body: string | Uint8Array,
  signature: string,
): boolean {
  const expected = Buffer.from(signSyntheticEnquiry(secret, body), 'utf8');
  const given = Buffer.from(signature.trim().toLowerCase(), 'utf8');
  return given.byteLength === expected.byteLength && timingSafeEqual(given, expected);
}

/** The table key of a synthetic enquiry sent with this submissionId. */
export function syntheticEnquiryId(submissionId: string): string {
  return `${SYNTHETIC_ID_PREFIX}${submissionId.toLowerCase()}`;
}

/**
 * The status of the synthetic enquiry the canary sent with `submissionId` (`pending`,
 * `sending`, `sent`, `failed`), or undefined while there is none. One `GetItem` that projects
 * the status alone, as SYNTHETIC_STATUS_READ allows: the canary reads nothing else, and
 * never through the public API.
 */
export async function readEnquiryStatus(
  client: DynamoDBClient,
  table: string,
  submissionId: string,
): Promise<string | undefined> {
  const { Item } = await client.send(
    new GetItemCommand({
      TableName: table,
      Key: { id: { S: syntheticEnquiryId(submissionId) } },
      // `status` is a DynamoDB reserved word.
      ProjectionExpression: '#status',
      ExpressionAttributeNames: { '#status': 'status' },
    }),
  );
  return Item?.status?.S;
}
