import { App, Validations } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { beforeAll, describe, expect, it } from 'vitest';
import { CertificateStack } from '../../infra/stacks/certificate-stack';
import { SiteStack } from '../../infra/stacks/site-stack';
import { configWith, stubSiteDir } from './synth';

const ACCOUNT = '123456789012';
let site: Template;
let certificate: Template;

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
  const app = new App({
    context: {
      [`hosted-zone:account=${ACCOUNT}:domainName=example.com:region=us-east-1`]: zone,
      [`hosted-zone:account=${ACCOUNT}:domainName=example.com:region=${config.region}`]: zone,
    },
  });
  const certificateStack = new CertificateStack(app, 'TestCertificate', {
    env: { account: ACCOUNT, region: 'us-east-1' },
    crossRegionReferences: true,
    domainName: 'www.example.com',
    hostedZone: 'example.com',
  });
  const siteStack = new SiteStack(app, 'TestSite', {
    env: { account: ACCOUNT, region: config.region },
    crossRegionReferences: true,
    config,
    certificate: certificateStack.certificate,
  });
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  app.synth();
  site = Template.fromStack(siteStack);
  certificate = Template.fromStack(certificateStack);
}, 120_000);

describe('a custom domain', () => {
  it('gets a DNS-validated certificate in us-east-1, where CloudFront reads it', () => {
    certificate.hasResourceProperties('AWS::CertificateManager::Certificate', {
      DomainName: 'www.example.com',
      ValidationMethod: 'DNS',
    });
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
