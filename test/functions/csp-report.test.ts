import {
  GetSecretValueCommand,
  ResourceNotFoundException,
  SecretsManagerClient,
} from '@aws-sdk/client-secrets-manager';
import { mockClient } from 'aws-sdk-client-mock';
import {
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  type MockInstance,
  vi,
} from 'vitest';
import { CSP_REPORT_MAX_BYTES } from '../../functions/csp-report/csp-reports';
import { contactEvent } from './contact-event';

let handler: typeof import('../../functions/csp-report/handler').handler;
let warn: MockInstance;
let stdout: MockInstance;

const SECRET = { 'x-origin-verify': 'from-cloudfront' };

/** What Chrome sends to `report-to` (Reporting API). */
const REPORTING_API_BODY = [
  {
    type: 'csp-violation',
    age: 12,
    url: 'https://www.vantageward.com/about',
    user_agent: 'Mozilla/5.0',
    body: {
      documentURL: 'https://www.vantageward.com/about',
      blockedURL: 'trusted-types-sink',
      effectiveDirective: 'require-trusted-types-for',
      originalPolicy: "default-src 'none'; require-trusted-types-for 'script'",
      disposition: 'enforce',
      sourceFile: 'https://www.vantageward.com/assets/index-abc.js',
      lineNumber: 3,
      columnNumber: 1200,
      sample: 'Element innerHTML|<img src=x>',
      statusCode: 200,
      referrer: '',
    },
  },
  { type: 'deprecation', age: 1, url: 'https://www.vantageward.com/', body: { id: 'x' } },
];

/** What a browser without the Reporting API sends to `report-uri`. */
const REPORT_URI_BODY = {
  'csp-report': {
    'document-uri': 'https://www.vantageward.com/es/contacto',
    referrer: '',
    'violated-directive': 'img-src',
    'effective-directive': 'img-src',
    'original-policy': "default-src 'none'",
    disposition: 'enforce',
    'blocked-uri': 'https://tracker.example/pixel.gif',
    'status-code': 200,
    'script-sample': '',
  },
};

function report(body: unknown, contentType = 'application/reports+json', extra = {}) {
  return handler(
    contactEvent({
      path: '/api/csp-report',
      body: typeof body === 'string' ? body : JSON.stringify(body),
      contentType,
      headers: SECRET,
      ...extra,
    }),
  );
}

function loggedViolations(): Record<string, unknown>[] {
  return warn.mock.calls
    .map(([line]) => JSON.parse(String(line)) as Record<string, unknown>)
    .filter((entry) => entry.event === 'csp-violation');
}

const secretsManager = mockClient(SecretsManagerClient);

beforeAll(async () => {
  // The origin secret as Secrets Manager holds it: only a current value, no rotation under way.
  vi.stubEnv('ORIGIN_SECRET_ARN', 'origin-secret');
  secretsManager
    .on(GetSecretValueCommand)
    .rejects(new ResourceNotFoundException({ message: 'no such version', $metadata: {} }))
    .on(GetSecretValueCommand, { VersionStage: 'AWSCURRENT' })
    .resolves({ SecretString: 'from-cloudfront' });
  vi.stubEnv('SITE_NAME', 'VantageWardSiteStaging');
  ({ handler } = await import('../../functions/csp-report/handler'));
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('POST /api/csp-report', () => {
  beforeEach(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'info').mockImplementation(() => {});
    stdout = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
  });

  it('answers a Reporting API batch with 204 and no body, logging each CSP violation once', async () => {
    const result = await report(REPORTING_API_BODY);
    expect(result.statusCode).toBe(204);
    expect(result.body).toBeUndefined();
    const [logged, ...others] = loggedViolations();
    expect(others).toHaveLength(0);
    expect(logged).toMatchObject({
      level: 'warn',
      service: 'csp-report',
      documentUrl: 'https://www.vantageward.com/about',
      blockedUrl: 'trusted-types-sink',
      effectiveDirective: 'require-trusted-types-for',
      disposition: 'enforce',
      sourceFile: 'https://www.vantageward.com/assets/index-abc.js',
      lineNumber: 3,
      columnNumber: 1200,
      sample: 'Element innerHTML|<img src=x>',
    });
    // The policy is ours already: it is not logged again with every report.
    expect(JSON.stringify(logged)).not.toContain('originalPolicy');
  });

  it('reads the report-uri shape the same way', async () => {
    const result = await report(REPORT_URI_BODY, 'application/csp-report');
    expect(result.statusCode).toBe(204);
    expect(loggedViolations()).toEqual([
      expect.objectContaining({
        documentUrl: 'https://www.vantageward.com/es/contacto',
        blockedUrl: 'https://tracker.example/pixel.gif',
        effectiveDirective: 'img-src',
      }),
    ]);
  });

  it('counts the violations in a CloudWatch metric (embedded metric format) of its site, by Site as the enquiry metrics', async () => {
    await report([REPORTING_API_BODY[0], REPORTING_API_BODY[0]]);
    const metric = stdout.mock.calls
      .map(([line]) => JSON.parse(String(line)) as Record<string, unknown>)
      .find((entry) => '_aws' in entry);
    expect(metric).toMatchObject({
      CspReports: 2,
      Site: 'VantageWardSiteStaging',
      _aws: {
        CloudWatchMetrics: [{ Namespace: 'VantageWard/Security', Dimensions: [['Site']] }],
      },
    });
  });

  it('stores and forwards nothing it does not know: unknown fields are dropped, long ones cut', async () => {
    const [violation] = REPORTING_API_BODY;
    await report([
      {
        ...violation,
        body: { ...violation?.body, sample: 'x'.repeat(2000), forwardTo: 'https://evil.example' },
      },
    ]);
    const [logged] = loggedViolations();
    expect(JSON.stringify(logged)).not.toContain('evil.example');
    expect(String(logged?.sample)).toHaveLength(512);
  });

  it('counts at most 20 violations from one request, so one request cannot raise the alarm', async () => {
    const small = {
      type: 'csp-violation',
      body: { documentURL: 'https://www.vantageward.com/', effectiveDirective: 'img-src' },
    };
    expect((await report(Array.from({ length: 30 }, () => small))).statusCode).toBe(204);
    expect(loggedViolations()).toHaveLength(20);
    const metric = stdout.mock.calls
      .map(([line]) => JSON.parse(String(line)) as Record<string, unknown>)
      .find((entry) => '_aws' in entry);
    expect(metric).toMatchObject({ CspReports: 20 });
  });

  it('ignores reports that name no page or no directive, as no browser sends', async () => {
    const result = await report([
      { type: 'csp-violation', body: {} },
      {
        type: 'csp-violation',
        body: { documentURL: 'javascript:x', effectiveDirective: 'img-src' },
      },
    ]);
    expect(result.statusCode).toBe(400);
    expect(loggedViolations()).toHaveLength(0);
    expect(stdout).not.toHaveBeenCalled();
  });

  it('refuses a body over 8 KB with 413', async () => {
    const [violation] = REPORTING_API_BODY;
    const big = [
      { ...violation, body: { ...violation?.body, sample: 'x'.repeat(CSP_REPORT_MAX_BYTES) } },
    ];
    const result = await report(big);
    expect(result.statusCode).toBe(413);
    expect(JSON.parse(result.body ?? '')).toEqual({
      error: 'A report must be at most 8192 bytes.',
    });
    expect(loggedViolations()).toHaveLength(0);
  });

  it.each([
    ['another content type', { hello: 'world' }, 'application/json', 415],
    ['no content type', REPORT_URI_BODY, '', 415],
    ['invalid JSON', '{"csp-report":', 'application/csp-report', 400],
    [
      'JSON without a violation',
      [{ type: 'deprecation', body: {} }],
      'application/reports+json',
      400,
    ],
    ['a report-uri body without its key', { report: {} }, 'application/csp-report', 400],
  ])('answers %s with a JSON error', async (_, body, contentType, status) => {
    const result = await report(body, contentType);
    expect(result.statusCode).toBe(status);
    expect(result.headers?.['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(result.body ?? '')).toHaveProperty('error');
    expect(loggedViolations()).toHaveLength(0);
  });

  it('answers another method with 405 and Allow: POST', async () => {
    const result = await report('', 'application/reports+json', { method: 'GET' });
    expect(result.statusCode).toBe(405);
    expect(result.headers?.allow).toBe('POST');
  });

  it('answers a request that did not come through CloudFront with 403', async () => {
    const result = await handler(
      contactEvent({
        path: '/api/csp-report',
        body: JSON.stringify(REPORTING_API_BODY),
        contentType: 'application/reports+json',
      }),
    );
    expect(result.statusCode).toBe(403);
    expect(loggedViolations()).toHaveLength(0);
  });
});
