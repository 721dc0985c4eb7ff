import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

/** What every API handler answers: JSON, never cached. */
export function jsonResponse(
  statusCode: number,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
): APIGatewayProxyStructuredResultV2 {
  return {
    statusCode,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      ...headers,
    },
    body: JSON.stringify(body),
  };
}
