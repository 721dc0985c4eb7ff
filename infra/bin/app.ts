/**
 * The CDK app (`cdk.json`): the website stack, plus a us-east-1 edge stack for what CloudFront
 * takes from there only: the WAF web ACL (on unless `waf` is false) and, with a custom domain,
 * the certificate. One stage at a time: production, or with `-c stage=staging` (or `STAGE`) the
 * staging copy, whose names, domain and recipient infra/config.ts derives from the same settings.
 * With `-c githubRepository=owner/name` it builds only the GitHub access stack
 * instead (`npm run deploy:github-access`), so `npm run deploy` never deploys the roles it runs
 * with. Production also builds the editor's stacks (its own origin and GitHub sign-in). cdk-nag's AWS Solutions and Serverless checks run on everything.
 */
import { App } from 'aws-cdk-lib';
import { MissingBuildError } from '../built-editor';
import {
  ConfigError,
  cdkJsonContext,
  checkStatedDataHandling,
  type GitHubAccessConfig,
  readConfig,
  readGitHubAccess,
  type SiteConfig,
} from '../config';
import { addGitHubAccess } from '../stacks/github-access-stack';
import { addEditor, addNagChecks, addWebsite } from '../stacks/website';

const app = new App();
let config: SiteConfig;
let githubAccess: GitHubAccessConfig | undefined;
try {
  const lookup = (key: string) => app.node.tryGetContext(key);
  const fileContext = cdkJsonContext();
  config = readConfig(lookup);
  checkStatedDataHandling(config, fileContext);
  githubAccess = readGitHubAccess(lookup, fileContext);
} catch (error) {
  // A bad setting is the engineer's to fix: say which, without a stack trace.
  if (!(error instanceof ConfigError)) throw error;
  const section = app.node.tryGetContext('githubRepository') ? 'Deploy from GitHub' : 'Settings';
  console.error(`\n${error.message}\nSee "${section}" in docs/deploying.md.\n`);
  process.exit(1);
}
if (githubAccess) addGitHubAccess(app, config, githubAccess);
else {
  addWebsite(app, config);
  try {
    addEditor(app, config);
  } catch (error) {
    // Production deploys the editor's own build: say which command makes it, no stack trace.
    if (!(error instanceof MissingBuildError)) throw error;
    console.error(`\n${error.message}\n`);
    process.exit(1);
  }
}
addNagChecks(app);
app.synth();
