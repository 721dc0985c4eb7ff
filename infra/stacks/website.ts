import { type App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks, ServerlessChecks } from 'cdk-nag';
import { assertBuiltEditor } from '../built-editor';
import type { SiteConfig } from '../config';
import { CdnLogsStack } from './cdn-logs-stack';
import { EdgeStack } from './edge-stack';
import { EditorStack, editorDomainName } from './editor-stack';
import { SiteStack } from './site-stack';

export interface Website {
  readonly site: SiteStack;
  /** In us-east-1, when the site has WAF (the default) or its own domain. */
  readonly edge: EdgeStack | undefined;
  /** In us-east-1, after the site: CloudFront's log deliveries. */
  readonly logs: CdnLogsStack;
}

/**
 * The stacks of one deployment, as `cdk synth` builds them (infra/bin/app.ts) and the tests do:
 * the site in its region, when needed the us-east-1 edge stack it references, and the us-east-1
 * stack of CloudFront's log deliveries, which references the site (deployed last). Cross-region
 * references need an explicit region on both stacks, not an account, so the synth stays
 * environment-agnostic (no credentials), as CI runs it. They are "strong" (cdk.json): the edge
 * stack cannot drop the web ACL or the certificate while the site still uses them.
 */
export function addWebsite(app: App, config: SiteConfig): Website {
  const domain =
    config.domainName && config.hostedZone
      ? { name: config.domainName, hostedZone: config.hostedZone }
      : undefined;
  const edge =
    domain || config.waf
      ? new EdgeStack(app, `${config.stackName}Edge`, {
          env: { account: config.account, region: 'us-east-1' },
          crossRegionReferences: true,
          description:
            'Security consultancy website: what CloudFront takes from us-east-1 (WAF, certificate)',
          ...(domain ? { domain } : {}),
          ...(config.waf ? { firewall: { apiRateLimitPerIp: config.apiRateLimitPerIp } } : {}),
          ...(config.alarmEmail ? { alarmEmail: config.alarmEmail } : {}),
        })
      : undefined;
  const site = new SiteStack(app, config.stackName, {
    env: { account: config.account, region: config.region },
    // Always: the edge stack gives it the certificate and web ACL, and it gives the logs stack
    // the distribution and log bucket.
    crossRegionReferences: true,
    description: 'Security consultancy website: S3 + CloudFront, contact API, enquiry store, SES',
    config,
    ...(edge?.certificate ? { certificate: edge.certificate } : {}),
    ...(edge?.firewall ? { webAclArn: edge.firewall.webAclArn } : {}),
  });
  const logs = new CdnLogsStack(app, `${config.stackName}CdnLogs`, {
    env: { account: config.account, region: 'us-east-1' },
    crossRegionReferences: true,
    description:
      "Security consultancy website: CloudFront's standard logging (v2), set up in us-east-1",
    siteStackName: config.stackName,
    distribution: site.distribution,
    logBucket: site.analytics.logBucket,
  });
  return { site, edge, logs };
}

export interface Editor {
  readonly editor: EditorStack;
  /** In us-east-1, with a domain: the certificate of `admin.<domainName>`. */
  readonly edge: EdgeStack | undefined;
}

/**
 * The editor's stacks (docs/decisions/0027-editor-origin-and-github-sign-in.md), production
 * only: the editor writes to the one repository whatever stage serves it, so staging would be a
 * second door to the same content, and the GitHub App a second callback URL. Stacks of their
 * own, `<stackName>Editor` and with a domain `<stackName>EditorEdge` (its certificate, as the
 * site's edge stack holds the site's): the site's stacks and templates do not change.
 */
export function addEditor(app: App, config: SiteConfig): Editor | undefined {
  if (config.stage !== 'production') return undefined;
  // The editor's own build, never a stand-in page: deploying one would replace the editor the
  // firm uses with a page that edits nothing, and nothing would say so.
  assertBuiltEditor(config.editorDir);
  const edge =
    config.domainName && config.hostedZone
      ? new EdgeStack(app, `${config.stackName}EditorEdge`, {
          env: { account: config.account, region: 'us-east-1' },
          crossRegionReferences: true,
          description: "Security consultancy website's editor: its certificate, in us-east-1",
          domain: { name: editorDomainName(config.domainName), hostedZone: config.hostedZone },
        })
      : undefined;
  const editor = new EditorStack(app, `${config.stackName}Editor`, {
    env: { account: config.account, region: config.region },
    crossRegionReferences: Boolean(edge),
    description:
      "Security consultancy website's editor: its own origin (S3 + CloudFront) and GitHub sign-in",
    config,
    contentDir: config.editorDir,
    ...(edge?.certificate ? { certificate: edge.certificate } : {}),
  });
  return { editor, edge };
}

/**
 * cdk-nag's AWS Solutions and Serverless packs on every stack: synth fails on any finding that
 * infra/stacks/nag-acknowledgements.ts does not accept with a reason, warnings included.
 */
export function addNagChecks(app: App): void {
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app), new ServerlessChecks(app));
}
