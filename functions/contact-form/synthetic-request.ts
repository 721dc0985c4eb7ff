import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { SYNTHETIC_ENQUIRY_HEADER, verifySyntheticEnquiry } from '../enquiries/synthetic';
import { bodyBytes } from './parse-request';

/**
 * What became of a request's synthetic marker. Only `verified` makes a synthetic enquiry; every
 * other answer is logged and the enquiry is an ordinary one: emailed to the firm, counted
 * against the cap. Never lose an enquiry for want of a secret.
 */
export type SyntheticCheck = 'verified' | 'bad-signature' | 'no-secret' | 'secret-unreadable';

/**
 * Checks the `x-synthetic-enquiry` header against the exact body, in constant time. Undefined
 * when the request has none: a visitor's, which costs nothing here. `secretError` says why the
 * secret could not be read, for the log.
 */
export async function checkSyntheticRequest(
  event: APIGatewayProxyEventV2,
  readSecret: () => Promise<string | undefined>,
): Promise<{ synthetic: SyntheticCheck; secretError?: string } | undefined> {
  const signature = event.headers[SYNTHETIC_ENQUIRY_HEADER];
  if (signature === undefined) return undefined;
  let secret: string | undefined;
  try {
    secret = await readSecret();
  } catch (error) {
    const secretError = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    return { synthetic: 'secret-unreadable', secretError };
  }
  if (!secret) return { synthetic: 'no-secret' };
  return {
    synthetic: verifySyntheticEnquiry(secret, bodyBytes(event), signature)
      ? 'verified'
      : 'bad-signature',
  };
}
