import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { App } from 'aws-cdk-lib';
import { Match, type Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_SECRET_PLACEHOLDER } from '../../functions/editor-auth/settings';
import { EDITOR_CONTENT_SECURITY_POLICY } from '../../functions/editor-headers';
import { ConfigError } from '../../infra/config';
import {
  configWith,
  STUB_EDITOR_PAGE,
  type SynthesizedEditor,
  stubEditorDir,
  synthEditor,
} from './synth';

const ACCOUNT = '123456789012';
const CLIENT_ID = 'Iv23liTestClientId00';
/** AWS's managed policies, by their fixed ids. */
const CACHING_DISABLED = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
const ALL_VIEWER_EXCEPT_HOST_HEADER = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';

interface Resource {
  Properties: Record<string, unknown>;
}
interface Statement {
  Action: string | string[];
  Resource: unknown;
}

let editor: Template;
/** The cloud assembly's folder, where the bucket deployment's asset is staged. */
let editorAssetDir: string;
let withDomain: SynthesizedEditor;

beforeAll(() => {
  const built = synthEditor(
    configWith({ editorGitHubClientId: CLIENT_ID, editorDir: stubEditorDir() }),
  ) as SynthesizedEditor;
  editor = built.editor;
  editorAssetDir = (built.editorStack.node.root as App).outdir;
  const config = configWith({
    editorDir: stubEditorDir(),
    account: ACCOUNT,
    domainName: 'www.example.com',
    hostedZone: 'example.com',
  });
  const zone = { Id: '/hostedzone/Z0123456789', Name: 'example.com.' };
  withDomain = synthEditor(config, {
    [`hosted-zone:account=${ACCOUNT}:domainName=example.com:region=us-east-1`]: zone,
    [`hosted-zone:account=${ACCOUNT}:domainName=example.com:region=${config.region}`]: zone,
  }) as SynthesizedEditor;
}, 240_000);

interface HeadersPolicyConfig {
  Comment: string;
  SecurityHeadersConfig: {
    ContentSecurityPolicy: { ContentSecurityPolicy: string; Override: boolean };
    ReferrerPolicy: { ReferrerPolicy: string };
  };
  CustomHeadersConfig: { Items: { Header: string; Value: string }[] };
}

function headersPolicy(template: Template, comment: RegExp): HeadersPolicyConfig {
  const configs = Object.values(
    template.findResources('AWS::CloudFront::ResponseHeadersPolicy'),
  ).map(
    (policy) => (policy as Resource).Properties.ResponseHeadersPolicyConfig as HeadersPolicyConfig,
  );
  const found = configs.find((config) => comment.test(config.Comment));
  if (!found) throw new Error(`no response headers policy with a comment like ${comment}`);
  return found;
}

function customHeaders(config: HeadersPolicyConfig): Record<string, string> {
  return Object.fromEntries(
    config.CustomHeadersConfig.Items.map((item) => [item.Header, item.Value]),
  );
}

describe("the editor's response headers", () => {
  it("have the CSP Sveltia CMS needs and no more: no 'unsafe-eval', no CDN, no framing", () => {
    const csp = headersPolicy(editor, /^Security headers of the editor/).SecurityHeadersConfig
      .ContentSecurityPolicy;
    expect(csp.Override).toBe(true);
    expect(csp.ContentSecurityPolicy).toBe(
      [
        "default-src 'none'",
        "script-src 'self'",
        "style-src 'self' 'unsafe-inline'",
        "font-src 'self'",
        "img-src 'self' blob: data: https://*.githubusercontent.com",
        'media-src blob:',
        'frame-src blob:',
        'manifest-src blob:',
        "connect-src 'self' data: blob: https://api.github.com https://www.githubstatus.com",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
      ].join('; '),
    );
  });

  it('let the sign-in popup keep its opener, keep search engines out, and the rest of the usual', () => {
    const config = headersPolicy(editor, /^Security headers of the editor/);
    expect(customHeaders(config)).toMatchObject({
      'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
      'X-Robots-Tag': 'noindex',
    });
    expect(config.SecurityHeadersConfig).toMatchObject({
      StrictTransportSecurity: {
        AccessControlMaxAgeSec: 63_072_000,
        IncludeSubdomains: true,
        Preload: true,
        Override: true,
      },
      ContentTypeOptions: { Override: true },
      FrameOptions: { FrameOption: 'DENY', Override: true },
      ReferrerPolicy: { ReferrerPolicy: 'no-referrer', Override: true },
    });
  });

  it("keep the callback page's own CSP on the sign-in routes, and add no opener policy there", () => {
    const config = headersPolicy(editor, /sign-in routes/);
    expect(config.SecurityHeadersConfig.ContentSecurityPolicy).toEqual({
      ContentSecurityPolicy:
        "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
      Override: false,
    });
    expect(customHeaders(config)).toEqual({ 'X-Robots-Tag': 'noindex' });
    expect(config.SecurityHeadersConfig.ReferrerPolicy.ReferrerPolicy).toBe('no-referrer');
  });

  it('name every third-party host of the CSP in the decision record', () => {
    const record = readFileSync(
      new URL('../../docs/decisions/0027-editor-origin-and-github-sign-in.md', import.meta.url),
      'utf8',
    );
    const hosts = Object.values(EDITOR_CONTENT_SECURITY_POLICY)
      .flat()
      .filter((source) => source.startsWith('https://'));
    expect(hosts.length).toBeGreaterThan(0);
    for (const host of hosts) expect(record).toContain(host);
  });
});

describe("the editor's distribution", () => {
  interface Behavior {
    PathPattern?: string;
    TargetOriginId: string;
  }
  interface DistributionConfig {
    CacheBehaviors: Behavior[];
    DefaultCacheBehavior: Behavior;
    Origins: {
      Id: string;
      DomainName: unknown;
      OriginCustomHeaders?: unknown;
      OriginAccessControlId?: unknown;
    }[];
  }

  function distribution(template: Template = editor): DistributionConfig {
    const [found] = Object.values(
      template.findResources('AWS::CloudFront::Distribution'),
    ) as Resource[];
    return found?.Properties.DistributionConfig as DistributionConfig;
  }

  it('sends /auth and /callback, GET and HEAD only, uncached, to the sign-in API and nothing else', () => {
    const behaviors = distribution().CacheBehaviors;
    expect(behaviors.map((behavior) => behavior.PathPattern)).toEqual(['/auth', '/callback']);
    for (const behavior of behaviors) {
      expect(behavior).toMatchObject({
        AllowedMethods: ['GET', 'HEAD'],
        CachePolicyId: CACHING_DISABLED,
        OriginRequestPolicyId: ALL_VIEWER_EXCEPT_HOST_HEADER,
        ViewerProtocolPolicy: 'redirect-to-https',
      });
    }
    const origins = distribution().Origins;
    const api = origins.find((origin) => origin.Id === behaviors[0]?.TargetOriginId);
    expect(JSON.stringify(api?.DomainName)).toContain('SignInApi');
    expect(api?.OriginCustomHeaders).toEqual([
      { HeaderName: 'x-origin-verify', HeaderValue: expect.anything() },
    ]);
    expect(origins).toHaveLength(2);
  });

  it('serves the rest from its own private bucket through origin access control', () => {
    const origins = distribution().Origins;
    const bucket = origins.find(
      (origin) => origin.Id === distribution().DefaultCacheBehavior.TargetOriginId,
    );
    expect(bucket?.OriginAccessControlId).toBeDefined();
    editor.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      VersioningConfiguration: { Status: 'Enabled' },
    });
    editor.hasResourceProperties('AWS::S3::BucketPolicy', {
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

  it('answers on admin.<domainName> with TLS 1.2 (2021), its certificate in us-east-1', () => {
    expect(distribution(withDomain.editor)).toMatchObject({
      Aliases: ['admin.www.example.com'],
      ViewerCertificate: expect.objectContaining({ MinimumProtocolVersion: 'TLSv1.2_2021' }),
    });
    expect(withDomain.edgeStack?.region).toBe('us-east-1');
    withDomain.edge?.hasResourceProperties('AWS::CertificateManager::Certificate', {
      DomainName: 'admin.www.example.com',
      ValidationMethod: 'DNS',
    });
    for (const type of ['A', 'AAAA']) {
      withDomain.editor.hasResourceProperties('AWS::Route53::RecordSet', {
        Name: 'admin.www.example.com.',
        Type: type,
      });
    }
  });
});

describe('the sign-in function', () => {
  function environment(template: Template = editor): Record<string, unknown> {
    const [fn] = Object.values(template.findResources('AWS::Lambda::Function')).filter((f) =>
      JSON.stringify(f).includes('EDITOR_ORIGIN'),
    ) as { Properties: { Environment: { Variables: Record<string, unknown> } } }[];
    return fn?.Properties.Environment.Variables ?? {};
  }

  it("knows the editor's exact origin, the App's client ID, and its secrets' ARNs, never their values", () => {
    const variables = environment();
    expect(Object.keys(variables).sort()).toEqual([
      'EDITOR_ORIGIN',
      'GITHUB_CLIENT_ID',
      'GITHUB_CLIENT_SECRET_ARN',
      'NODE_OPTIONS',
      'ORIGIN_SECRET_ARN',
    ]);
    expect(variables.GITHUB_CLIENT_ID).toBe(CLIENT_ID);
    expect(variables.GITHUB_CLIENT_SECRET_ARN).toEqual({
      Ref: expect.stringMatching(/^SignInClientSecret/),
    });
    // Read at run time (origin-secret.test.ts): no value, and nothing derived from the stack id.
    expect(variables.ORIGIN_SECRET_ARN).toEqual({ Ref: expect.stringMatching(/^OriginSecret/) });
    expect(JSON.stringify(variables.EDITOR_ORIGIN)).toContain('DomainName');
    expect(environment(withDomain.editor).EDITOR_ORIGIN).toBe('https://admin.www.example.com');
  });

  it('gets a secret the stack creates with a placeholder only: the engineer puts the client secret in', () => {
    editor.hasResourceProperties('AWS::SecretsManager::Secret', {
      SecretString: CLIENT_SECRET_PLACEHOLDER,
      Name: 'VantageWardSiteEditor/github-client-secret',
    });
    editor.hasOutput('ClientSecretArn', {
      Value: { Ref: Match.stringLikeRegexp('^SignInClientSecret') },
    });
  });

  it('may read its two secrets and write its logs, and touch no other AWS data', () => {
    const [roleId] = Object.entries(editor.findResources('AWS::IAM::Role')).find(([id]) =>
      id.startsWith('SignInHandlerServiceRole'),
    ) as [string, Resource];
    const statements = (Object.values(editor.findResources('AWS::IAM::Policy')) as Resource[])
      .filter((policy) => JSON.stringify(policy.Properties.Roles).includes(roleId))
      .flatMap(
        (policy) => (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement,
      );
    expect(statements).toEqual([
      expect.objectContaining({
        Action: ['xray:PutTraceSegments', 'xray:PutTelemetryRecords'],
        Resource: '*',
      }),
      expect.objectContaining({
        Action: 'secretsmanager:GetSecretValue',
        Resource: { Ref: expect.stringMatching(/^SignInClientSecret/) },
      }),
      expect.objectContaining({
        Action: 'secretsmanager:GetSecretValue',
        Resource: { Ref: expect.stringMatching(/^OriginSecret/) },
      }),
    ]);
    const role = editor.findResources('AWS::IAM::Role')[roleId] as Resource;
    expect(JSON.stringify(role.Properties.ManagedPolicyArns)).toContain(
      'AWSLambdaBasicExecutionRole',
    );
    expect(JSON.stringify(role.Properties.ManagedPolicyArns).match(/policy\//g)).toHaveLength(1);
  });

  it('is reached through the API stage, throttled, whose access log keeps the path and never the query', () => {
    editor.hasResourceProperties('AWS::ApiGatewayV2::Route', { RouteKey: 'ANY /auth' });
    editor.hasResourceProperties('AWS::ApiGatewayV2::Route', { RouteKey: 'ANY /callback' });
    editor.resourceCountIs('AWS::ApiGatewayV2::Route', 2);
    const [stage] = Object.values(editor.findResources('AWS::ApiGatewayV2::Stage')) as Resource[];
    expect(stage?.Properties.DefaultRouteSettings).toMatchObject({
      ThrottlingRateLimit: 5,
      ThrottlingBurstLimit: 10,
    });
    const format = (stage?.Properties.AccessLogSettings as { Format: string } | undefined)?.Format;
    expect(format).toContain('$context.path');
    expect(format).not.toMatch(/querystring|rawQueryString|\$context\.requestOverride/i);
  });
});

describe('the editor in the app', () => {
  it('gives its URL as EditorUrl, so the deploy still finds the one SiteUrl', () => {
    editor.hasOutput('EditorUrl', Match.anyValue());
    expect(Object.keys(editor.toJSON().Outputs)).not.toContain('SiteUrl');
  });

  it('is built for production only: staging has no editor', () => {
    expect(synthEditor(configWith({ stage: 'staging' }))).toBeUndefined();
  });

  it('deploys the editor’s build: the bucket deployments’ asset is editor/dist', () => {
    const deployments = editor.findResources('Custom::CDKBucketDeployment');
    expect(Object.keys(deployments)).toHaveLength(2);
    const assets = readdirSync(editorAssetDir).filter((name) => name.startsWith('asset.'));
    const deployed = assets.filter(
      (name) =>
        existsSync(join(editorAssetDir, name, 'index.html')) &&
        readFileSync(join(editorAssetDir, name, 'index.html'), 'utf8') === STUB_EDITOR_PAGE,
    );
    expect(deployed).toHaveLength(1);
  });

  it('caches the hashed code immutable for a year, and revalidates the page, its record and fonts', () => {
    const deployments = Object.entries(editor.findResources('Custom::CDKBucketDeployment'));
    const [assetsId, assets] = deployments.find(([, d]) =>
      JSON.stringify(d.Properties.Include ?? []).includes('assets/*'),
    ) ?? [undefined, undefined];
    expect(assets?.Properties).toMatchObject({
      Include: ['assets/*'],
      Exclude: ['*'],
      Prune: false,
      SystemMetadata: { 'cache-control': 'public, max-age=31536000, immutable' },
    });
    expect(assets?.Properties).not.toHaveProperty('DistributionPaths');
    // Everything else, index.html and build-info.json included, and the invalidation after the
    // code is up.
    editor.hasResource('Custom::CDKBucketDeployment', {
      Properties: Match.objectLike({
        Exclude: ['assets/*'],
        Prune: false,
        SystemMetadata: { 'cache-control': 'no-cache' },
        DistributionPaths: ['/*'],
      }),
      DependsOn: Match.arrayWith([assetsId]),
    });
  });

  it('refuses to synthesize without the editor’s build, saying how to make it', () => {
    const missing = join(tmpdir(), 'no-editor-build');
    expect(() => synthEditor(configWith({ editorDir: missing }))).toThrow(
      `${missing}/index.html is missing. Run \`npm run build:editor\` first.`,
    );
  });

  it('refuses a client ID that is not one', () => {
    expect(() => configWith({ editorGitHubClientId: 'Iv23 li"; drop' })).toThrow(ConfigError);
  });
});
