import { describe, expect, it } from 'vitest';
import {
  expr,
  jobOf,
  readRepoFile,
  readWorkflow,
  runIndex,
  stepsOf,
  stepUsing,
} from './workflow-files';

const { workflow } = readWorkflow('content.yml');
const content = jobOf(workflow, 'content');
const SCRIPTS = JSON.parse(readRepoFile('package.json')).scripts as Record<string, string>;

describe('content.yml', () => {
  it('runs on pull requests only', () => {
    expect(Object.keys(workflow.on)).toEqual(['pull_request']);
  });

  it('may write the pull request’s comment, and nothing else', () => {
    expect(workflow.permissions).toEqual({ contents: 'read' });
    expect(content.permissions).toEqual({ contents: 'read', 'pull-requests': 'write' });
  });

  it('is not a job of ci.yml, which the production deploy calls with contents: read only', () => {
    const ci = readWorkflow('ci.yml').workflow;
    for (const job of Object.values(ci.jobs)) {
      expect(job.permissions ?? ci.permissions).toEqual({ contents: 'read' });
    }
  });

  it('runs npm run check:content after npm ci, with the job’s token for the comment', () => {
    const install = runIndex(content, 'npm ci');
    const check = runIndex(content, 'npm run check:content');
    expect(install).toBeGreaterThanOrEqual(0);
    expect(check).toBeGreaterThan(install);
    expect(stepsOf(content)[check]?.env).toEqual({ GITHUB_TOKEN: expr('github.token') });
    expect(SCRIPTS['check:content']).toBe('tsx .ci/content-check.ts');
    expect(stepUsing(content, 'actions/checkout')?.with).toMatchObject({
      'persist-credentials': false,
    });
  });

  it('lets a newer push cancel the older run, so the comment tells of the newest commit', () => {
    expect(content.concurrency).toEqual({
      group: `content-${expr('github.ref')}`,
      'cancel-in-progress': true,
    });
  });
});
