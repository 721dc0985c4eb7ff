import { DynamoDBClient, type DynamoDBClientConfig } from '@aws-sdk/client-dynamodb';
import { SESClient } from '@aws-sdk/client-ses';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { EnquiryStore } from './enquiry-store';
import type { EnquirySettings } from './settings';

/**
 * The AWS service itself (region and credentials from the environment), or the local emulator
 * at `endpoint`: emulators check only that some AWS signature is there.
 */
export function serviceOrEmulator(endpoint: string | undefined) {
  return endpoint
    ? {
        endpoint,
        region: process.env.AWS_REGION ?? 'us-east-1',
        credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
      }
    : {};
}

export function createDynamoDbClient(
  endpoint: string | undefined,
  options: DynamoDBClientConfig = {},
): DynamoDBClient {
  return new DynamoDBClient({ ...serviceOrEmulator(endpoint), ...options });
}

/** Items as plain objects; optional fields left out rather than written as undefined. */
export function createDocumentClient(client: DynamoDBClient): DynamoDBDocumentClient {
  return DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true } });
}

export function createSesClient(endpoint: string | undefined): SESClient {
  return new SESClient(serviceOrEmulator(endpoint));
}

/** What the contact handler and the retry pass work with: the enquiries table and SES. */
export function enquiryServices(settings: EnquirySettings): {
  store: EnquiryStore;
  ses: SESClient;
} {
  const client = createDocumentClient(createDynamoDbClient(settings.dynamodbEndpoint));
  return {
    store: new EnquiryStore(client, settings.enquiryTable),
    ses: createSesClient(settings.sesEndpoint),
  };
}
