/**
 * The CDK app (`cdk.json`): the website stack, plus a us-east-1 edge stack for what CloudFront
 * takes from there only: the WAF web ACL (on unless `waf` is false) and, with a custom domain,
 * the certificate. cdk-nag's AWS Solutions and Serverless checks run on everything.
 */
import { App } from 'aws-cdk-lib';
import { ConfigError, readConfig, type SiteConfig } from '../config';
import { addNagChecks, addWebsite } from '../stacks/website';

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
addWebsite(app, config);
addNagChecks(app);
app.synth();
