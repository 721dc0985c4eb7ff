import type { APIGatewayProxyEventV2 } from 'aws-lambda';

/** An HTTP API (payload 2.0) event for the editor's sign-in, as CloudFront forwards it. */
export function signInEvent(
  path: string,
  options: {
    query?: Record<string, string>;
    cookies?: string[];
    method?: string;
    headers?: Record<string, string>;
  } = {},
): APIGatewayProxyEventV2 {
  const method = options.method ?? 'GET';
  const query = options.query ?? {};
  return {
    version: '2.0',
    routeKey: `ANY ${path}`,
    rawPath: path,
    rawQueryString: new URLSearchParams(query).toString(),
    ...(options.cookies ? { cookies: options.cookies } : {}),
    headers: { 'x-origin-verify': 'from-cloudfront', ...options.headers },
    ...(Object.keys(query).length > 0 ? { queryStringParameters: query } : {}),
    requestContext: {
      accountId: '123456789012',
      apiId: 'api',
      domainName: 'api.example.com',
      domainPrefix: 'api',
      http: { method, path, protocol: 'HTTP/1.1', sourceIp: '192.0.2.1', userAgent: 'test' },
      requestId: 'request-1',
      routeKey: `ANY ${path}`,
      stage: '$default',
      time: '27/Nov/2026:12:00:00 +0000',
      timeEpoch: 1_795_000_000_000,
    },
    isBase64Encoded: false,
  };
}
