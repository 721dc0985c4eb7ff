import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import {
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  UpdateCommand,
  type UpdateCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';

export const table = mockClient(DynamoDBDocumentClient);

/** The claim the delivery makes before a send (see functions/enquiries/enquiry-store.ts). */
export function isClaim(input: UpdateCommandInput): boolean {
  return input.UpdateExpression?.includes('attempts = attempts + :one') ?? false;
}

export function isEmailSlot(input: UpdateCommandInput): boolean {
  return String(input.Key?.id).startsWith('daily-emails#');
}

export function conditionFailed(): ConditionalCheckFailedException {
  return new ConditionalCheckFailedException({
    message: 'The conditional request failed',
    $metadata: {},
  });
}

/**
 * A table that stores what it is given and lets every claim, slot and finish through: the
 * happy path. The conditions themselves are proven against the DynamoDB emulator in
 * test/local/enquiry-durability.test.ts.
 */
export function acceptEverything(): void {
  let stored: Record<string, unknown> = {};
  table.reset();
  table.on(PutCommand).callsFake((input: { Item: Record<string, unknown> }) => {
    stored = input.Item;
    return {};
  });
  table.on(GetCommand).callsFake(() => ({ Item: stored }));
  table
    .on(UpdateCommand)
    .callsFake((input: UpdateCommandInput) =>
      isClaim(input) ? { Attributes: { ...stored, status: 'sending', attempts: 1 } } : {},
    );
}

/** The UpdateCommands that ended a send, with the status each set. */
export function finishedStatuses(): unknown[] {
  return table
    .commandCalls(UpdateCommand)
    .map((call) => call.args[0].input)
    .filter((input) => !isClaim(input) && !isEmailSlot(input))
    .map((input) => input.ExpressionAttributeValues?.[':status']);
}
