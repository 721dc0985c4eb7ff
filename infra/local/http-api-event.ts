import type { IncomingMessage } from 'node:http';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';

/** API Gateway refuses payloads over 10 MB before the Lambda runs; the local twin does too. */
export const API_GATEWAY_MAX_BODY_BYTES = 10 * 1024 * 1024;

const TEXT_CONTENT = /^(text\/|application\/(json|xml|x-www-form-urlencoded)|[^;]*\+json)/i;

/** Builds the HTTP API (payload 2.0) event that API Gateway would hand the Lambda. */
export function toHttpApiEvent(
  request: IncomingMessage,
  url: URL,
  body: Buffer,
  requestId: string,
): APIGatewayProxyEventV2 {
  const headers: Record<string, string> = {};
  for (const [key, value] of Object.entries(request.headers)) {
    if (value !== undefined) headers[key] = Array.isArray(value) ? value.join(',') : value;
  }
  const method = request.method ?? 'GET';
  const isText = TEXT_CONTENT.test(headers['content-type'] ?? '');
  const now = new Date();
  return {
    version: '2.0',
    routeKey: `ANY ${url.pathname}`,
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    headers,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: url.host,
      domainPrefix: 'local',
      http: {
        method,
        path: url.pathname,
        protocol: `HTTP/${request.httpVersion}`,
        sourceIp: request.socket.remoteAddress ?? '127.0.0.1',
        userAgent: headers['user-agent'] ?? '',
      },
      requestId,
      routeKey: `ANY ${url.pathname}`,
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    },
    ...(body.byteLength > 0
      ? {
          body: isText ? body.toString('utf8') : body.toString('base64'),
          isBase64Encoded: !isText,
        }
      : { isBase64Encoded: false }),
  };
}
