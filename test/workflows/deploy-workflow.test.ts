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
const staging = jobOf(workflow, 'staging');
const production = jobOf(workflow, 'production');
const COMMIT_SHA = expr('needs.commit.outputs.sha');
const SCRIPTS = JSON.parse(readRepoFile('package.json')).scripts as Record<string, string>;

/** The configuration the app reads from the environment (infra/config.ts), from repository variables. */
const SETTINGS = {
  AWS_REGION: expr('vars.AWS_REGION'),
  SENDER_EMAIL: expr('vars.SENDER_EMAIL'),
  RECIPIENT_EMAIL: expr('vars.RECIPIENT_EMAIL'),
};
/** Staging's: its stage, and a staging inbox if one is set; never the firm's recipient. */
const STAGING_SETTINGS = {
  STAGE: 'staging',
  AWS_REGION: expr('vars.AWS_REGION'),
  SENDER_EMAIL: expr('vars.SENDER_EMAIL'),
  STAGING_RECIPIENT_EMAIL: expr('vars.STAGING_RECIPIENT_EMAIL'),
};
/** The browser ci.yml's browser suite runs in, on GitHub's runner. */
const CI_CHROME = stepsOf(jobOf(readWorkflow('ci.yml').workflow, 'checks')).find(
  (step) => step.env?.CHROMIUM_PATH,
)?.env?.CHROMIUM_PATH;
const DEPLOY_COMMAND = 'npm run deploy -- --require-approval never --outputs-file cdk-outputs.json';

function environmentName(job: Job): string | undefined {
  const environment = job.environment;
  return typeof environment === 'string' ? environment : environment?.name;
}

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

  it('builds the site and the editor with the production settings, then writes the diff into the summary', () => {
    expect(diff.env).toEqual(SETTINGS);
    const build = runIndex(diff, 'npm run build');
    // Production's synth refuses a missing editor build (infra/stacks/website.ts).
    const editor = runIndex(diff, 'npm run build:editor');
    const credentials = stepsOf(diff).findIndex((step) =>
      step.uses?.startsWith(ASSUME_ROLE_ACTION),
    );
    expect(runIndex(diff, 'npm ci')).toBeLessThan(build);
    expect(credentials).toBeGreaterThan(build);
    expect(editor).toBeGreaterThan(build);
    expect(credentials).toBeGreaterThan(editor);
    expect(runIndex(diff, 'bash .ci/diff-summary')).toBeGreaterThan(credentials);
    expect(SCRIPTS.diff).toContain('cdk diff');
  });
});

describe('the commit and its checks', () => {
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

  it('runs CI (ci.yml) on exactly that commit before staging may start', () => {
    expect(checks.uses).toBe('./.github/workflows/ci.yml');
    expect(checks.with).toEqual({ ref: COMMIT_SHA });
    expect(needsOf(checks)).toEqual(['commit']);
    expect(needsOf(staging).sort()).toEqual(['checks', 'commit']);
  });

  it('deploys that same commit to staging and then to production', () => {
    for (const job of [staging, production]) {
      expect(job.if).toBe("github.event_name != 'pull_request'");
      expect(stepUsing(job, 'actions/checkout')?.with).toMatchObject({ ref: COMMIT_SHA });
    }
  });
});

describe('the staging deploy', () => {
  it('takes the staging environment, and its own deploy role', () => {
    expect(environmentName(staging)).toBe('staging');
    expect(assumedRole(staging)).toEqual({
      'role-to-assume': expr('vars.AWS_STAGING_DEPLOY_ROLE_ARN'),
      'aws-region': expr('vars.AWS_REGION'),
    });
  });

  it('builds the staging stage, which never gets the firm’s recipient', () => {
    expect(staging.env).toEqual(STAGING_SETTINGS);
    expect(JSON.stringify(staging)).not.toContain('vars.RECIPIENT_EMAIL');
  });

  it('deploys, then smoke-tests and runs the canary against the URL and stack it output', () => {
    const build = runIndex(staging, 'npm run build');
    const credentials = stepsOf(staging).findIndex((step) =>
      step.uses?.startsWith(ASSUME_ROLE_ACTION),
    );
    const release = runIndex(staging, DEPLOY_COMMAND);
    const site = runIndex(staging, 'npx tsx .ci/site-url.ts cdk-outputs.json --stack');
    const smoke = runIndex(staging, 'npm run smoke -- "$SITE_URL"');
    const canary = runIndex(staging, 'npm run canary -- "$SITE_URL" --stack "$SITE_STACK"');
    expect(build).toBeGreaterThan(runIndex(staging, 'npm ci'));
    expect(credentials).toBeGreaterThan(build);
    expect(release).toBeGreaterThan(credentials);
    expect(site).toBeGreaterThan(release);
    expect(smoke).toBeGreaterThan(site);
    expect(canary).toBeGreaterThan(smoke);
    const id = stepsOf(staging)[site]?.id;
    expect(stepsOf(staging)[smoke]?.env).toEqual({ SITE_URL: expr(`steps.${id}.outputs.url`) });
    expect(stepsOf(staging)[canary]?.env).toEqual({
      SITE_URL: expr(`steps.${id}.outputs.url`),
      SITE_STACK: expr(`steps.${id}.outputs.stack`),
      // The canary's browser check: the runner's Chrome, the one ci.yml's browser suite uses.
      CHROMIUM_PATH: CI_CHROME,
    });
    expect(CI_CHROME).toBe('/usr/bin/google-chrome');
  });

  it('never overlaps another staging deploy, nor cuts one short', () => {
    expect(staging.concurrency).toEqual({ group: 'deploy-staging', 'cancel-in-progress': false });
  });
});

describe('the production deploy', () => {
  it('waits for the whole staging job: a failed deploy, smoke test or canary there skips it', () => {
    expect(needsOf(production).sort()).toEqual(['commit', 'staging']);
    // A condition with always() or failure() would run it after a failed staging job.
    expect(production.if).not.toMatch(/always\(\)|failure\(\)|cancelled\(\)/);
  });

  it('takes the production environment', () => {
    expect(environmentName(production)).toBe('production');
  });

  it('assumes the production deploy role, in the configured region, with the production settings', () => {
    expect(assumedRole(production)).toEqual({
      'role-to-assume': expr('vars.AWS_DEPLOY_ROLE_ARN'),
      'aws-region': expr('vars.AWS_REGION'),
    });
    expect(production.env).toEqual({ STAGE: 'production', ...SETTINGS });
  });

  it('never overlaps another deploy, nor cuts one short', () => {
    expect(production.concurrency).toEqual({
      group: 'deploy-production',
      'cancel-in-progress': false,
    });
  });

  it('builds, runs npm run deploy (its pre-deploy check included), then smoke-tests the URL it output', () => {
    const build = runIndex(production, 'npm run build');
    const release = runIndex(production, DEPLOY_COMMAND);
    const url = runIndex(production, 'npx tsx .ci/site-url.ts cdk-outputs.json');
    const smoke = runIndex(production, 'npm run smoke -- "$SITE_URL"');
    expect(build).toBeGreaterThan(runIndex(production, 'npm ci'));
    expect(release).toBeGreaterThan(build);
    expect(url).toBeGreaterThan(release);
    expect(smoke).toBeGreaterThan(url);
    expect(stepsOf(production)[smoke]?.env).toEqual({
      SITE_URL: expr(`steps.${stepsOf(production)[url]?.id}.outputs.url`),
    });
    // The editor's bundle first (the editor stack deploys it, the check reads its repository),
    // then the pre-deploy check, then the deploy.
    expect(SCRIPTS.deploy).toMatch(
      /^npm run build:editor && tsx infra\/bin\/check-deploy-config\.ts && .*cdk deploy --all/,
    );
    expect(SCRIPTS.smoke).toBeDefined();
  });
});

describe('both deploys', () => {
  it.each([
    ['staging', staging],
    ['production', production],
  ])('%s uses no dependency cache where its deploy role is used', (_name, job) => {
    expect(stepUsing(job, 'actions/setup-node')?.with).toMatchObject({
      'package-manager-cache': false,
    });
    expect(stepUsing(job, 'actions/setup-node')?.with).not.toHaveProperty('cache');
  });

  it('use two different roles: neither environment’s jobs hold the other’s', () => {
    expect(assumedRole(staging)?.['role-to-assume']).not.toBe(
      assumedRole(production)?.['role-to-assume'],
    );
  });
});

describe('the content preview of a pull request', () => {
  const changes = jobOf(workflow, 'changes');
  const preview = jobOf(workflow, 'preview');
  const SAME_REPOSITORY = 'github.event.pull_request.head.repo.full_name == github.repository';

  it('runs for pull requests from this repository only, never a fork’s', () => {
    for (const job of [changes, preview]) {
      expect(job.if).toContain("github.event_name == 'pull_request'");
      expect(job.if).toContain(SAME_REPOSITORY);
    }
    expect(changes.if).toContain("github.event.pull_request.user.login != 'dependabot[bot]'");
  });

  it('runs only when the pull request changes content and nothing else', () => {
    expect(needsOf(preview)).toEqual(['changes']);
    expect(preview.if).toContain("needs.changes.outputs.content-only == 'true'");
    expect(runIndex(changes, 'npx tsx .ci/content-preview.ts plan')).toBeGreaterThan(
      runIndex(changes, 'npm ci'),
    );
    expect(changes.permissions).toBeUndefined();
    expect(workflow.permissions).toEqual({ contents: 'read' });
  });

  it('takes the preview environment and the preview role, never a deploy role', () => {
    expect(environmentName(preview)).toBe('preview');
    expect(assumedRole(preview)).toEqual({
      'role-to-assume': expr('vars.AWS_PREVIEW_ROLE_ARN'),
      'aws-region': expr('vars.AWS_REGION'),
    });
    const text = JSON.stringify(preview);
    expect(text).not.toContain('AWS_STAGING_DEPLOY_ROLE_ARN');
    expect(text).not.toContain('AWS_DEPLOY_ROLE_ARN');
    expect(text).not.toContain('npm run deploy');
  });

  it('may comment on the pull request, and write nothing else but its OIDC token', () => {
    expect(preview.permissions).toEqual({
      contents: 'read',
      'id-token': 'write',
      'pull-requests': 'write',
    });
  });

  it('builds with drafts before the credentials, then uploads, then comments the links', () => {
    const build = runIndex(preview, 'npm run build');
    const credentials = stepsOf(preview).findIndex((step) =>
      step.uses?.startsWith(ASSUME_ROLE_ACTION),
    );
    const upload = runIndex(preview, 'bash .ci/preview-upload');
    const comment = runIndex(preview, 'npx tsx .ci/content-preview.ts comment');
    expect(build).toBeGreaterThan(runIndex(preview, 'npm ci'));
    expect(stepsOf(preview)[build]?.env).toEqual({ INSIGHTS_DRAFTS: 'true' });
    expect(credentials).toBeGreaterThan(build);
    expect(upload).toBeGreaterThan(credentials);
    expect(comment).toBeGreaterThan(upload);
    expect(stepsOf(preview)[comment]?.env).toMatchObject({ GITHUB_TOKEN: expr('github.token') });
    expect(stepUsing(preview, 'actions/setup-node')?.with).toMatchObject({
      'package-manager-cache': false,
    });
  });

  it('shows one pull request at a time, never cut short mid-upload', () => {
    expect(preview.concurrency).toEqual({ group: 'content-preview', 'cancel-in-progress': false });
  });
});

describe('production still deploys only from main, after staging', () => {
  it('no job of a pull request holds a deploy role', () => {
    for (const [id, job] of Object.entries(workflow.jobs)) {
      const role = String(assumedRole(job)?.['role-to-assume'] ?? '');
      if (!/DEPLOY_ROLE/.test(role)) continue;
      expect(job.if, `job ${id}`).toBe("github.event_name != 'pull_request'");
    }
  });

  it('production needs staging, which needs CI on the commit resolved inside main’s history', () => {
    expect(needsOf(production)).toContain('staging');
    expect(needsOf(staging)).toEqual(expect.arrayContaining(['commit', 'checks']));
    expect(needsOf(production)).not.toContain('preview');
    expect(workflow.on.push).toEqual({ branches: ['main'] });
  });
});
