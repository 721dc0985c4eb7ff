import { describe, expect, it } from 'vitest';
import {
  ASSUME_ROLE_ACTION,
  expr,
  type Job,
  jobOf,
  needsOf,
  readRepoFile,
  readWorkflow,
  runIndex,
  stepsOf,
  stepUsing,
} from './workflow-files';

const { workflow } = readWorkflow('deploy.yml');
const diff = jobOf(workflow, 'diff');
const commit = jobOf(workflow, 'commit');
const checks = jobOf(workflow, 'checks');
const deploy = jobOf(workflow, 'deploy');
const COMMIT_SHA = expr('needs.commit.outputs.sha');
const SCRIPTS = JSON.parse(readRepoFile('package.json')).scripts as Record<string, string>;

/** The configuration the app reads from the environment (infra/config.ts), from repository variables. */
const SETTINGS = {
  AWS_REGION: expr('vars.AWS_REGION'),
  SENDER_EMAIL: expr('vars.SENDER_EMAIL'),
  RECIPIENT_EMAIL: expr('vars.RECIPIENT_EMAIL'),
};

function assumedRole(job: Job): Record<string, unknown> | undefined {
  return stepUsing(job, ASSUME_ROLE_ACTION)?.with;
}

describe('deploy.yml triggers', () => {
  it('runs on pull requests, pushes to main, and by hand with the ref to deploy (main unless told)', () => {
    expect(Object.keys(workflow.on).sort()).toEqual(['pull_request', 'push', 'workflow_dispatch']);
    expect(workflow.on.push).toEqual({ branches: ['main'] });
    expect(workflow.on.workflow_dispatch).toMatchObject({
      inputs: { ref: { type: 'string', required: true, default: 'main' } },
    });
  });

  it('has no workflow-wide concurrency: pull-request diffs never queue behind a deploy', () => {
    expect(workflow.concurrency).toBeUndefined();
  });
});

describe('the pull-request diff', () => {
  it('runs for pull requests from this repository only', () => {
    expect(diff.if).toContain("github.event_name == 'pull_request'");
    expect(diff.if).toContain('github.event.pull_request.head.repo.full_name == github.repository');
  });

  it('assumes the read-only role, in the configured region', () => {
    expect(assumedRole(diff)).toEqual({
      'role-to-assume': expr('vars.AWS_DIFF_ROLE_ARN'),
      'aws-region': expr('vars.AWS_REGION'),
    });
    expect(diff.environment).toBeUndefined();
  });

  it('builds with the production settings, then writes the diff into the summary', () => {
    expect(diff.env).toEqual(SETTINGS);
    const build = runIndex(diff, 'npm run build');
    const credentials = stepsOf(diff).findIndex((step) =>
      step.uses?.startsWith(ASSUME_ROLE_ACTION),
    );
    expect(runIndex(diff, 'npm ci')).toBeLessThan(build);
    expect(credentials).toBeGreaterThan(build);
    expect(runIndex(diff, 'bash .ci/diff-summary')).toBeGreaterThan(credentials);
    expect(SCRIPTS.diff).toContain('cdk diff');
  });
});

describe('the production deploy', () => {
  it('resolves the commit once, outside pull requests, refusing one not in main’s history', () => {
    expect(commit.if).toBe("github.event_name != 'pull_request'");
    expect(stepUsing(commit, 'actions/checkout')?.with).toMatchObject({
      ref: expr('inputs.ref || github.sha'),
      'fetch-depth': 0,
    });
    expect(
      stepsOf(commit)
        .map((step) => step.run ?? '')
        .join('\n'),
    ).toContain('git merge-base --is-ancestor "$sha" origin/main');
  });

  it('runs CI (ci.yml) on exactly that commit before the deploy job may start', () => {
    expect(checks.uses).toBe('./.github/workflows/ci.yml');
    expect(checks.with).toEqual({ ref: COMMIT_SHA });
    expect(needsOf(checks)).toEqual(['commit']);
    expect(needsOf(deploy).sort()).toEqual(['checks', 'commit']);
    expect(stepUsing(deploy, 'actions/checkout')?.with).toMatchObject({ ref: COMMIT_SHA });
  });

  it('takes the production environment', () => {
    const environment = deploy.environment;
    expect(typeof environment === 'string' ? environment : environment?.name).toBe('production');
  });

  it('assumes the deploy role, in the configured region, with the production settings', () => {
    expect(assumedRole(deploy)).toEqual({
      'role-to-assume': expr('vars.AWS_DEPLOY_ROLE_ARN'),
      'aws-region': expr('vars.AWS_REGION'),
    });
    expect(deploy.env).toEqual(SETTINGS);
  });

  it('never overlaps another deploy, nor cuts one short', () => {
    expect(deploy.concurrency).toEqual({ group: 'deploy-production', 'cancel-in-progress': false });
  });

  it('builds, runs npm run deploy (its pre-deploy check included), then smoke-tests the URL it output', () => {
    const build = runIndex(deploy, 'npm run build');
    const release = runIndex(
      deploy,
      'npm run deploy -- --require-approval never --outputs-file cdk-outputs.json',
    );
    const url = runIndex(deploy, 'npx tsx .ci/site-url.ts cdk-outputs.json');
    const smoke = runIndex(deploy, 'npm run smoke -- "$SITE_URL"');
    expect(build).toBeGreaterThan(runIndex(deploy, 'npm ci'));
    expect(release).toBeGreaterThan(build);
    expect(url).toBeGreaterThan(release);
    expect(smoke).toBeGreaterThan(url);
    expect(stepsOf(deploy)[smoke]?.env).toEqual({
      SITE_URL: expr(`steps.${stepsOf(deploy)[url]?.id}.outputs.url`),
    });
    expect(SCRIPTS.deploy).toMatch(
      /^tsx infra\/bin\/check-deploy-config\.ts && .*cdk deploy --all/,
    );
    expect(SCRIPTS.smoke).toBeDefined();
  });

  it('uses no dependency cache where the production role is used', () => {
    expect(stepUsing(deploy, 'actions/setup-node')?.with).toMatchObject({
      'package-manager-cache': false,
    });
    expect(stepUsing(deploy, 'actions/setup-node')?.with).not.toHaveProperty('cache');
  });
});
