import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, Validations } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { readConfig, type SiteConfig } from '../../infra/config';
import { SiteStack } from '../../infra/stacks/site-stack';

/** A stand-in for web/dist, so the infra tests need no site build. */
export function stubSiteDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'site-dist-'));
  writeFileSync(join(dir, 'index.html'), '<h1>stub</h1>');
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets', 'app-abc123.js'), '');
  return dir;
}

/** The configuration `cdk.json` would give, with some keys changed. */
export function configWith(context: Record<string, unknown> = {}): SiteConfig {
  return readConfig((key) => context[key]);
}

/** Synthesizes the site stack as `cdk synth` does, cdk-nag included. */
export function synthSiteStack(config: SiteConfig): Template {
  const app = new App();
  const stack = new SiteStack(app, 'TestSite', {
    env: { account: config.account, region: config.region },
    config,
  });
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  app.synth();
  return Template.fromStack(stack);
}
