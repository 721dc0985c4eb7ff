import type { APIGatewayProxyEventV2 } from 'aws-lambda';

/** An HTTP API (payload 2.0) event as API Gateway would send it for `/api/form` (or `path`). */
export function contactEvent(
  overrides: {
    path?: string;
    method?: string;
    body?: string;
    contentType?: string | null;
    headers?: Record<string, string>;
    isBase64Encoded?: boolean;
  } = {},
): APIGatewayProxyEventV2 {
  const headers: Record<string, string> = { ...overrides.headers };
  const contentType =
    overrides.contentType === undefined ? 'application/json' : overrides.contentType;
  if (contentType !== null) headers['content-type'] = contentType;
  const method = overrides.method ?? 'POST';
  const path = overrides.path ?? '/api/form';
  return {
    version: '2.0',
    routeKey: `ANY ${path}`,
    rawPath: path,
    rawQueryString: '',
    headers,
    requestContext: {
      accountId: '123456789012',
      apiId: 'api',
      domainName: 'api.example.com',
      domainPrefix: 'api',
      http: {
        method,
        path,
        protocol: 'HTTP/1.1',
        sourceIp: '192.0.2.1',
        userAgent: 'test',
      },
      requestId: 'request-1',
      routeKey: `ANY ${path}`,
      stage: '$default',
      time: '22/Nov/2026:12:00:00 +0000',
      timeEpoch: 1_795_000_000_000,
    },
    body: overrides.body,
    isBase64Encoded: overrides.isBase64Encoded ?? false,
  };
}

export const VALID_ENQUIRY = {
  name: 'Ada Lovelace',
  email: 'ada@example.org',
  subject: 'Contact Form Submission',
  message: 'We would like a review of our payment API.',
};
