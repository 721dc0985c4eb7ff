/**
 * The CDK app (`cdk.json`): the website stack, plus a us-east-1 certificate stack when the site
 * has its own domain. cdk-nag's AWS Solutions checks run on everything; synth fails on any
 * finding that infra/stacks/nag-acknowledgements.ts does not accept with a reason.
 */
import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { ConfigError, readConfig, type SiteConfig } from '../config';
import { CertificateStack } from '../stacks/certificate-stack';
import { SiteStack } from '../stacks/site-stack';

const app = new App();
let config: SiteConfig;
try {
  config = readConfig((key) => app.node.tryGetContext(key));
} catch (error) {
  // A bad setting is the engineer's to fix: say which, without a stack trace.
  if (!(error instanceof ConfigError)) throw error;
  console.error(`\n${error.message}\nSee "Deploy to AWS" in README.md.\n`);
  process.exit(1);
}
const env = { account: config.account, region: config.region };

const certificate =
  config.domainName && config.hostedZone
    ? new CertificateStack(app, `${config.stackName}Certificate`, {
        env: { account: config.account, region: 'us-east-1' },
        crossRegionReferences: true,
        domainName: config.domainName,
        hostedZone: config.hostedZone,
      }).certificate
    : undefined;

new SiteStack(app, config.stackName, {
  env,
  crossRegionReferences: certificate !== undefined,
  description: 'Security consultancy website: S3 + CloudFront, contact API, enquiry store, SES',
  config,
  ...(certificate ? { certificate } : {}),
});

Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
app.synth();
