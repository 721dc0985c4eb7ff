import { App, Stack } from 'aws-cdk-lib';
import { Match, type Template } from 'aws-cdk-lib/assertions';
import { Code, Function as LambdaFunction, Runtime } from 'aws-cdk-lib/aws-lambda';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { beforeAll, describe, expect, it } from 'vitest';
import { edgeRouterCode } from '../../functions/edge-router/router-code';
import { inlineHashesOf, securityHeaders } from '../../functions/security-headers';
import { addNagChecks } from '../../infra/stacks/website';
import { configWith, STUB_PAGE, stubSiteDir, synthSiteStack } from './synth';

let template: Template;

beforeAll(() => {
  // cdk-nag runs inside: synth throws on any unacknowledged finding.
  template = synthSiteStack(
    configWith({
      siteDir: stubSiteDir(),
      senderEmail: 'web@vantageward.com',
      recipientEmail: 'team@vantageward.com',
    }),
  );
}, 120_000);

function distributionConfig(): Record<string, unknown> {
  const [distribution] = Object.values(template.findResources('AWS::CloudFront::Distribution'));
  return (distribution as { Properties: { DistributionConfig: Record<string, unknown> } })
    .Properties.DistributionConfig;
}

describe('CloudFront', () => {
  it('has no errorResponses, which would turn a failed API call into 200 + HTML', () => {
    expect(distributionConfig().CustomErrorResponses).toBeUndefined();
  });

  it('runs the edge routing function, the same code as the local twin, on viewer requests', () => {
    template.hasResourceProperties('AWS::CloudFront::Function', {
      FunctionCode: edgeRouterCode(),
      FunctionConfig: Match.objectLike({ Runtime: 'cloudfront-js-2.0' }),
    });
  });

  it('associates the function with the default behavior only', () => {
    const config = distributionConfig() as {
      DefaultCacheBehavior: { FunctionAssociations?: unknown[] };
      CacheBehaviors: { FunctionAssociations?: unknown[] }[];
    };
    expect(config.DefaultCacheBehavior.FunctionAssociations).toEqual([
      expect.objectContaining({ EventType: 'viewer-request' }),
    ]);
    for (const behavior of config.CacheBehaviors)
      expect(behavior.FunctionAssociations).toBeUndefined();
  });

  it('sends /api/* uncached to the HTTP API, with every method and the origin secret header', () => {
    const config = distributionConfig() as {
      CacheBehaviors: Record<string, unknown>[];
      Origins: {
        Id: string;
        CustomOriginConfig?: unknown;
        OriginCustomHeaders?: { HeaderName: string }[];
      }[];
    };
    expect(config.CacheBehaviors).toHaveLength(1);
    const api = config.CacheBehaviors[0] ?? {};
    expect(api).toMatchObject({
      PathPattern: '/api/*',
      AllowedMethods: ['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE'],
      CachePolicyId: '4135ea2d-6df8-44a3-9df3-4b5a84be39ad', // Managed-CachingDisabled
      OriginRequestPolicyId: 'b689b0a8-53d0-40ab-baf2-68738e2966ac', // AllViewerExceptHostHeader
      ViewerProtocolPolicy: 'redirect-to-https',
    });
    const origin = config.Origins.find((o) => o.Id === api.TargetOriginId);
    expect(origin?.CustomOriginConfig).toMatchObject({ OriginProtocolPolicy: 'https-only' });
    expect(origin?.OriginCustomHeaders?.map((h) => h.HeaderName)).toEqual(['x-origin-verify']);
  });

  it('serves the default behavior from S3 through Origin Access Control, HTTPS only, compressed', () => {
    template.resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
    expect(distributionConfig()).toMatchObject({
      DefaultRootObject: 'index.html',
      HttpVersion: 'http2and3',
      IPV6Enabled: true,
      // Every edge, South America's included: Argentina is a home market.
      PriceClass: 'PriceClass_All',
      DefaultCacheBehavior: expect.objectContaining({
        ViewerProtocolPolicy: 'redirect-to-https',
        Compress: true,
        CachePolicyId: '658327ea-f89d-4fab-a63d-7e88639e58f6', // Managed-CachingOptimized
      }),
    });
  });

  it('lets CloudFront list the bucket, so a missing file is a 404 and not a 403', () => {
    template.hasResourceProperties('AWS::S3::BucketPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Action: ['s3:GetObject', 's3:ListBucket'],
            Principal: { Service: 'cloudfront.amazonaws.com' },
          }),
        ]),
      },
    });
  });

  it('sends the API the origin secret the handlers read: a dynamic reference to it, resolved at deploy', () => {
    const config = distributionConfig() as {
      Origins: { OriginCustomHeaders?: { HeaderName: string; HeaderValue: unknown }[] }[];
    };
    const header = config.Origins.flatMap((o) => o.OriginCustomHeaders ?? [])[0];
    const handlers = Object.values(
      template.findResources('AWS::Lambda::Function', {
        Properties: { Environment: { Variables: { ORIGIN_SECRET_ARN: Match.anyValue() } } },
      }),
    ) as { Properties: { Environment: { Variables: Record<string, unknown> } } }[];
    // The contact form and the CSP reports: every handler behind the API.
    expect(handlers).toHaveLength(2);
    const secretArn = handlers[0]?.Properties.Environment.Variables.ORIGIN_SECRET_ARN;
    expect(handlers[1]?.Properties.Environment.Variables.ORIGIN_SECRET_ARN).toEqual(secretArn);
    expect(header?.HeaderValue).toEqual({
      'Fn::Join': ['', ['{{resolve:secretsmanager:', secretArn, ':SecretString:::}}']],
    });
  });

  it('adds the response headers policy built from the shared header definition to both behaviors', () => {
    // The CSP allows the inline stylesheet and loader of the site it deploys, by their hashes.
    const SECURITY_HEADERS = securityHeaders(inlineHashesOf(STUB_PAGE));
    expect(SECURITY_HEADERS.contentSecurityPolicy).toMatch(/style-src 'self' 'sha256-[^']+'/);
    const hsts = SECURITY_HEADERS.strictTransportSecurity;
    template.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: Match.objectLike({
        SecurityHeadersConfig: {
          ContentSecurityPolicy: {
            ContentSecurityPolicy: SECURITY_HEADERS.contentSecurityPolicy,
            Override: true,
          },
          StrictTransportSecurity: {
            AccessControlMaxAgeSec: hsts.maxAgeSeconds,
            IncludeSubdomains: true,
            Preload: true,
            Override: true,
          },
          FrameOptions: { FrameOption: 'DENY', Override: true },
          ContentTypeOptions: { Override: true },
          ReferrerPolicy: { ReferrerPolicy: 'same-origin', Override: true },
        },
        CustomHeadersConfig: {
          Items: Object.entries(SECURITY_HEADERS.custom).map(([Header, Value]) => ({
            Header,
            Value,
            Override: true,
          })),
        },
      }),
    });
    const config = distributionConfig() as {
      DefaultCacheBehavior: { ResponseHeadersPolicyId: unknown };
      CacheBehaviors: { ResponseHeadersPolicyId: unknown }[];
    };
    expect(config.DefaultCacheBehavior.ResponseHeadersPolicyId).toBeDefined();
    expect(config.CacheBehaviors[0]?.ResponseHeadersPolicyId).toEqual(
      config.DefaultCacheBehavior.ResponseHeadersPolicyId,
    );
  });
});

describe('the site bucket', () => {
  it('blocks public access, enforces TLS, is encrypted, versioned and logged, and is kept on delete', () => {
    template.hasResource('AWS::S3::Bucket', {
      Properties: Match.objectLike({
        PublicAccessBlockConfiguration: {
          BlockPublicAcls: true,
          BlockPublicPolicy: true,
          IgnorePublicAcls: true,
          RestrictPublicBuckets: true,
        },
        BucketEncryption: Match.objectLike({}),
        VersioningConfiguration: { Status: 'Enabled' },
        LoggingConfiguration: Match.objectLike({ LogFilePrefix: 's3/' }),
      }),
      DeletionPolicy: 'Retain',
    });
    template.hasResourceProperties('AWS::S3::BucketPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Effect: 'Deny',
            Condition: { Bool: { 'aws:SecureTransport': 'false' } },
          }),
        ]),
      },
    });
  });

  it('keeps the S3 access logs in a private, encrypted bucket without ACLs that expires them', () => {
    template.hasResourceProperties('AWS::S3::Bucket', {
      OwnershipControls: { Rules: [{ ObjectOwnership: 'BucketOwnerEnforced' }] },
      BucketEncryption: Match.objectLike({}),
      PublicAccessBlockConfiguration: Match.objectLike({ BlockPublicPolicy: true }),
      LifecycleConfiguration: { Rules: [Match.objectLike({ ExpirationInDays: 90 })] },
    });
    template.hasResourceProperties('AWS::S3::BucketPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Principal: { Service: 'logging.s3.amazonaws.com' },
            Action: 's3:PutObject',
          }),
        ]),
      },
    });
  });

  it("deploys hashed assets immutable for a year and everything else no-cache, without pruning, and not the build's records", () => {
    template.hasResourceProperties('Custom::CDKBucketDeployment', {
      Include: ['assets/*'],
      Prune: false,
      SystemMetadata: { 'cache-control': 'public, max-age=31536000, immutable' },
    });
    template.hasResourceProperties('Custom::CDKBucketDeployment', {
      Exclude: ['assets/*', '.well-known/security.txt', '*/feed.xml', '*/atom.xml', '.build/*'],
      Prune: false,
      SystemMetadata: { 'cache-control': 'no-cache' },
      DistributionPaths: ['/*'],
    });
  });

  it('serves security.txt as text/plain; charset=utf-8, no-cache, uploaded before the pages invalidate the edge', () => {
    const deployments = template.findResources('Custom::CDKBucketDeployment', {
      Properties: { Include: ['.well-known/security.txt'] },
    });
    const [securityTxtId] = Object.keys(deployments);
    expect(Object.values(deployments)).toEqual([
      expect.objectContaining({
        Properties: expect.objectContaining({
          Exclude: ['*'],
          Prune: false,
          SystemMetadata: {
            'cache-control': 'no-cache',
            'content-type': 'text/plain; charset=utf-8',
          },
        }),
      }),
    ]);
    template.hasResource('Custom::CDKBucketDeployment', {
      Properties: Match.objectLike({ DistributionPaths: ['/*'] }),
      DependsOn: Match.arrayWith([securityTxtId]),
    });
  });
  it.each([
    ['*/feed.xml', 'application/rss+xml; charset=utf-8'],
    ['*/atom.xml', 'application/atom+xml; charset=utf-8'],
  ])(
    'serves the feeds %s as %s, no-cache, uploaded before the pages invalidate the edge',
    (include, type) => {
      const deployments = template.findResources('Custom::CDKBucketDeployment', {
        Properties: { Include: [include] },
      });
      const [feedsId] = Object.keys(deployments);
      expect(Object.values(deployments)).toEqual([
        expect.objectContaining({
          Properties: expect.objectContaining({
            Exclude: ['*'],
            SystemMetadata: { 'cache-control': 'no-cache', 'content-type': type },
          }),
        }),
      ]);
      template.hasResource('Custom::CDKBucketDeployment', {
        Properties: Match.objectLike({ DistributionPaths: ['/*'] }),
        DependsOn: Match.arrayWith([feedsId]),
      });
    },
  );
});

describe('the contact API', () => {
  it('routes ANY /api/form to the Lambda, so the handler answers a wrong method with 405', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Route', { RouteKey: 'ANY /api/form' });
    // And ANY /api/csp-report: see csp-reports.test.ts.
    template.resourceCountIs('AWS::ApiGatewayV2::Route', 2);
  });

  it('throttles the $default stage at 50 requests a second, burst 100, and logs its access', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingRateLimit: 50, ThrottlingBurstLimit: 100 },
      AccessLogSettings: Match.objectLike({ DestinationArn: Match.anyValue() }),
    });
  });

  it('runs the handler on Node.js 24, arm64, capped, with JSON logs and its settings', () => {
    template.hasResourceProperties('AWS::Lambda::Function', {
      Runtime: 'nodejs24.x',
      Architectures: ['arm64'],
      MemorySize: 256,
      Timeout: 10,
      ReservedConcurrentExecutions: 5,
      LoggingConfig: Match.objectLike({ LogFormat: 'JSON' }),
      Environment: {
        Variables: {
          NODE_OPTIONS: '--enable-source-maps',
          SENDER_EMAIL: 'web@vantageward.com',
          RECIPIENT_EMAIL: 'team@vantageward.com',
          ORIGIN_SECRET_ARN: Match.anyValue(),
        },
      },
    });
  });

  it.each([
    'ContactHandler',
    'CspReportsHandler',
    'EnquiryRetryFunction',
    'OriginSecretRotationFunction',
  ])('traces %s with X-Ray', (prefix) => {
    const [fn, ...others] = Object.entries(template.findResources('AWS::Lambda::Function'))
      .filter(([id]) => id.startsWith(prefix))
      .map(([, resource]) => resource);
    expect(others).toEqual([]);
    expect(fn?.Properties.TracingConfig).toEqual({ Mode: 'Active' });
  });

  it('keeps the handler logs 90 days', () => {
    template.hasResourceProperties('AWS::Logs::LogGroup', { RetentionInDays: 90 });
  });

  it('lets the handler send email only as its SES identity, From the configured sender', () => {
    const identityArn = (name: string) => ({
      'Fn::Join': ['', Match.arrayWith([Match.stringLikeRegexp(`:identity/${name}$`)])],
    });
    // SES also authorizes the send against the configuration set named in the request.
    const configurationSetArn = {
      'Fn::Join': ['', Match.arrayWith([':configuration-set/', { Ref: Match.anyValue() }])],
    };
    template.hasResourceProperties('AWS::IAM::Policy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          {
            Effect: 'Allow',
            Action: 'ses:SendEmail',
            // The sender's domain identity, and the recipients' addresses for the SES sandbox:
            // the team's, and the mailbox simulator's for the canary's synthetic enquiry.
            Resource: [
              identityArn('vantageward\\.com'),
              identityArn('team@vantageward\\.com'),
              identityArn('success@simulator\\.amazonses\\.com'),
              identityArn('simulator\\.amazonses\\.com'),
              configurationSetArn,
            ],
            Condition: { StringEquals: { 'ses:FromAddress': 'web@vantageward.com' } },
          },
        ]),
      },
    });
  });
});

describe('alarms and outputs', () => {
  it('alarms on handler errors, throttles and API 5xx, to an encrypted topic', () => {
    // And 7 more on enquiries and SES feedback (enquiries.test.ts), 1 on CSP reports
    // (csp-reports.test.ts), 1 on the canary (canary.test.ts), 2 on the weekly report, a failed
    // run and a missed one (weekly-report.test.ts), 1 on the origin secret's rotation
    // (origin-secret.test.ts); the WAF's is in the edge stack (firewall.test.ts).
    template.resourceCountIs('AWS::CloudWatch::Alarm', 15);
    for (const metric of ['Errors', 'Throttles', '5xx']) {
      template.hasResourceProperties('AWS::CloudWatch::Alarm', {
        MetricName: metric,
        Threshold: 1,
      });
    }
    template.hasResourceProperties('AWS::SNS::Topic', { KmsMasterKeyId: Match.anyValue() });
  });

  it('outputs the site URL, distribution id, bucket, API id, enquiry table, retry and weekly report functions', () => {
    const outputs = Object.keys(template.findOutputs('*'));
    expect(outputs).toEqual(
      expect.arrayContaining([
        'SiteUrl',
        'DistributionId',
        'BucketName',
        'ApiId',
        'EnquiryTableName',
        'RetryFunctionName',
        'WeeklyReportFunctionName',
      ]),
    );
  });
});

describe('synth', () => {
  it('fails with a clear message when the site has not been built', () => {
    expect(() => synthSiteStack(configWith({ siteDir: '/nonexistent/dist' }))).toThrow(
      '/nonexistent/dist/index.html is missing. Run `npm run build` first.',
    );
  });

  it('passes cdk-nag for a throw-away dev stack that deletes its buckets too', () => {
    const dev = synthSiteStack(configWith({ siteDir: stubSiteDir(), destroyOnRemoval: true }));
    dev.hasResource('AWS::S3::Bucket', { DeletionPolicy: 'Delete' });
  }, 120_000);
});

describe('cdk-nag in the synth', () => {
  it('fails synth on an AwsSolutions finding nobody acknowledged, so a clean synth means none is left', () => {
    const app = new App();
    new Bucket(new Stack(app, 'Unreviewed'), 'Bucket');
    addNagChecks(app);
    expect(() => app.synth()).toThrow("Acknowledge with 'AwsSolutions::AwsSolutions-S1'");
  });

  it('runs the Serverless pack too: an unreviewed function without a dead-letter queue fails synth', () => {
    const app = new App();
    new LambdaFunction(new Stack(app, 'Unreviewed'), 'Function', {
      runtime: Runtime.NODEJS_24_X,
      code: Code.fromInline('export const handler = async () => {};'),
      handler: 'index.handler',
    });
    addNagChecks(app);
    expect(() => app.synth()).toThrow("Acknowledge with 'Serverless::Serverless-LambdaDLQ'");
  });
});

describe('synth for a real account', () => {
  it('passes cdk-nag when the CLI has credentials and the account is known', () => {
    const deployed = synthSiteStack(
      configWith({ siteDir: stubSiteDir(), account: '123456789012' }),
    );
    deployed.resourceCountIs('AWS::CloudFront::Distribution', 1);
  }, 120_000);
});

describe('a new account with no concurrency to reserve', () => {
  it('reserves no Lambda concurrency when lambdaConcurrency is 0', () => {
    const unreserved = synthSiteStack(configWith({ siteDir: stubSiteDir(), lambdaConcurrency: 0 }));
    unreserved.hasResourceProperties('AWS::Lambda::Function', {
      Runtime: 'nodejs24.x',
      ReservedConcurrentExecutions: Match.absent(),
    });
  }, 120_000);
});
