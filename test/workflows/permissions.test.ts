import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { jobsAssumingRole, ROOT, readWorkflow, stepsOf, workflowFileNames } from './workflow-files';

const WORKFLOWS = workflowFileNames();
/**
 * The jobs that comment on their pull request, and nothing else may: the content checks' summary
 * and the content preview's links.
 */
const COMMENTING_JOBS: Record<string, string[]> = {
  'ci.yml': [],
  'content.yml': ['content'],
  'deploy.yml': ['preview'],
};

describe('workflow permissions', () => {
  it('finds the CI, content and deploy workflows', () => {
    expect(WORKFLOWS).toEqual(['ci.yml', 'content.yml', 'deploy.yml']);
  });

  it.each(WORKFLOWS)('%s grants only contents: read at the top', (file) => {
    expect(readWorkflow(file).workflow.permissions).toEqual({ contents: 'read' });
  });

  it.each(WORKFLOWS)('%s sets permissions on each job, never all at once', (file) => {
    const { workflow } = readWorkflow(file);
    for (const [id, job] of Object.entries(workflow.jobs)) {
      if (job.permissions === undefined) continue;
      expect(typeof job.permissions, `job ${id}`).toBe('object');
    }
  });

  it.each(WORKFLOWS)(
    '%s writes an OIDC token only where a role is assumed, and pull requests only where it comments',
    (file) => {
      const { workflow } = readWorkflow(file);
      const assuming = jobsAssumingRole(workflow);
      for (const [id, job] of Object.entries(workflow.jobs)) {
        const granted = typeof job.permissions === 'object' ? job.permissions : {};
        const writes = Object.keys(granted).filter((scope) => granted[scope] === 'write');
        expect(writes.sort(), `job ${id}`).toEqual(
          [
            ...(assuming.includes(id) ? ['id-token'] : []),
            ...(COMMENTING_JOBS[file]?.includes(id) ? ['pull-requests'] : []),
          ].sort(),
        );
        // Nothing else is even read beyond the repository's contents.
        expect(
          Object.keys(granted).filter(
            (scope) => !['contents', 'id-token', 'pull-requests'].includes(scope),
          ),
          `job ${id}`,
        ).toEqual([]);
      }
    },
  );

  it('gives an OIDC token to exactly the pull-request diff, the content preview and the two deploys', () => {
    expect(jobsAssumingRole(readWorkflow('deploy.yml').workflow)).toEqual([
      'diff',
      'preview',
      'staging',
      'production',
    ]);
    expect(jobsAssumingRole(readWorkflow('ci.yml').workflow)).toEqual([]);
    expect(jobsAssumingRole(readWorkflow('content.yml').workflow)).toEqual([]);
  });

  it.each(WORKFLOWS)('%s never interpolates an expression into a shell script', (file) => {
    // `${{ … }}` in `run:` is pasted into the script before bash sees it (script injection);
    // values go through `env:` instead.
    const { workflow } = readWorkflow(file);
    for (const job of Object.values(workflow.jobs)) {
      for (const step of stepsOf(job)) expect(step.run ?? '').not.toContain('${{');
    }
  });
});

describe('no stored AWS key', () => {
  const githubDir = join(ROOT, '.github');
  const files = readdirSync(githubDir, { recursive: true, encoding: 'utf8' }).filter((name) =>
    /\.ya?ml$/.test(name),
  );

  it('reads every YAML file under .github', () => {
    expect(files.length).toBeGreaterThanOrEqual(3);
  });

  it.each(files)('%s names no access key', (file) => {
    const text = readFileSync(join(githubDir, file), 'utf8');
    for (const name of [
      'aws-access-key-id',
      'aws-secret-access-key',
      'AWS_ACCESS_KEY_ID',
      'AWS_SECRET_ACCESS_KEY',
    ]) {
      expect(text.toLowerCase()).not.toContain(name.toLowerCase());
    }
  });
});
