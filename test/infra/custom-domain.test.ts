import { Match, type Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { configWith, stubSiteDir, synthWebsite } from './synth';

const ACCOUNT = '123456789012';
let site: Template;
let edge: Template;
let edgeRegion: string | undefined;

beforeAll(() => {
  const config = configWith({
    siteDir: stubSiteDir(),
    account: ACCOUNT,
    domainName: 'www.example.com',
    hostedZone: 'example.com',
  });
  // The Route 53 lookups, answered from context as `cdk.context.json` would after a first synth
  // with credentials: no AWS call here.
  const zone = { Id: '/hostedzone/Z0123456789', Name: 'example.com.' };
  const synthesized = synthWebsite(config, {
    [`hosted-zone:account=${ACCOUNT}:domainName=example.com:region=us-east-1`]: zone,
    [`hosted-zone:account=${ACCOUNT}:domainName=example.com:region=${config.region}`]: zone,
  });
  site = synthesized.site;
  edge = synthesized.edge as Template;
  edgeRegion = synthesized.edgeStack?.region;
}, 120_000);

describe('a custom domain', () => {
  it('gets a DNS-validated certificate in the us-east-1 edge stack, where CloudFront reads it', () => {
    expect(edgeRegion).toBe('us-east-1');
    edge.hasResourceProperties('AWS::CertificateManager::Certificate', {
      DomainName: 'www.example.com',
      ValidationMethod: 'DNS',
    });
  });

  it('shares the edge stack with the WAF web ACL', () => {
    edge.resourceCountIs('AWS::WAFv2::WebACL', 1);
    const [distribution] = Object.values(site.findResources('AWS::CloudFront::Distribution')) as {
      Properties: { DistributionConfig: { WebACLId?: unknown } };
    }[];
    expect(distribution?.Properties.DistributionConfig.WebACLId).toBeDefined();
  });

  it('is served by the distribution with TLS 1.2 (2021) at least', () => {
    site.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        Aliases: ['www.example.com'],
        ViewerCertificate: Match.objectLike({
          MinimumProtocolVersion: 'TLSv1.2_2021',
          SslSupportMethod: 'sni-only',
        }),
      }),
    });
  });

  it('points A and AAAA alias records at the distribution', () => {
    for (const type of ['A', 'AAAA']) {
      site.hasResourceProperties('AWS::Route53::RecordSet', {
        Name: 'www.example.com.',
        Type: type,
        AliasTarget: Match.objectLike({ DNSName: Match.anyValue() }),
      });
    }
  });

  it('gives the site URL with the domain', () => {
    expect(site.findOutputs('SiteUrl').SiteUrl?.Value).toBe('https://www.example.com');
  });
});

describe('a custom domain without WAF', () => {
  it('still has the edge stack, for the certificate alone', () => {
    const zone = { Id: '/hostedzone/Z0123456789', Name: 'example.com.' };
    const config = configWith({
      siteDir: stubSiteDir(),
      account: ACCOUNT,
      domainName: 'www.example.com',
      hostedZone: 'example.com',
      waf: false,
    });
    const { edge: certificateOnly } = synthWebsite(config, {
      [`hosted-zone:account=${ACCOUNT}:domainName=example.com:region=us-east-1`]: zone,
      [`hosted-zone:account=${ACCOUNT}:domainName=example.com:region=${config.region}`]: zone,
    });
    if (!certificateOnly) throw new Error('no edge stack');
    certificateOnly.resourceCountIs('AWS::CertificateManager::Certificate', 1);
    certificateOnly.resourceCountIs('AWS::WAFv2::WebACL', 0);
    certificateOnly.resourceCountIs('AWS::CloudWatch::Alarm', 0);
  }, 120_000);
});
