import { describe, expect, it } from 'vitest';
import { siteFromOutputs, siteUrlFromOutputs } from '../../.ci/site-url';

describe('the deployed site URL, from cdk deploy --outputs-file', () => {
  it('is the SiteUrl output of the one stack that has it, whatever its name', () => {
    expect(
      siteUrlFromOutputs({
        FirmSiteEdge: { WebAclArn: 'arn:aws:wafv2:us-east-1:1:global/webacl/x' },
        FirmSite: { SiteUrl: 'https://d1234.cloudfront.net', BucketName: 'bucket' },
      }),
    ).toBe('https://d1234.cloudfront.net');
  });

  it('names that stack too, for the canary: the staging one after a staging deploy', () => {
    expect(
      siteFromOutputs({
        VantageWardSiteStagingEdge: { WebAclArn: 'arn:aws:wafv2:us-east-1:1:global/webacl/x' },
        VantageWardSiteStaging: { SiteUrl: 'https://staging.www.example.com' },
      }),
    ).toEqual({ stack: 'VantageWardSiteStaging', url: 'https://staging.www.example.com' });
  });

  it.each([
    ['no stack has one', { A: { BucketName: 'b' } }, /found 0/],
    [
      'two stacks have one',
      { A: { SiteUrl: 'https://a' }, B: { SiteUrl: 'https://b' } },
      /found 2 \(A, B\)/,
    ],
    ['it is not https', { A: { SiteUrl: 'http://a.example' } }, /not an https URL/],
    ['the file is not an object of stacks', [], /found 0/],
    ['the file is null', null, /not a CDK outputs file/],
  ])('refuses when %s', (_case, outputs, message) => {
    expect(() => siteUrlFromOutputs(outputs)).toThrow(message);
  });
});
