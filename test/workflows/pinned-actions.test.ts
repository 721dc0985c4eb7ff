import { describe, expect, it } from 'vitest';
import { readWorkflow, workflowFileNames } from './workflow-files';

const WORKFLOWS = workflowFileNames();

/**
 * The inputs each third-party action declares in its action.yml at the pinned version.
 * actionlint checks the inputs of well-known actions only by tag (`@v4`), not by commit, so a
 * misspelt input of a pinned action would otherwise pass silently. The access-key inputs of
 * configure-aws-credentials are left out on purpose: roles only, through OIDC.
 */
const ACTION_INPUTS: Record<string, readonly string[]> = {
  // v7.0.1
  'actions/checkout': [
    'repository',
    'ref',
    'token',
    'ssh-key',
    'ssh-known-hosts',
    'ssh-strict',
    'ssh-user',
    'persist-credentials',
    'path',
    'clean',
    'filter',
    'sparse-checkout',
    'sparse-checkout-cone-mode',
    'fetch-depth',
    'fetch-tags',
    'show-progress',
    'lfs',
    'submodules',
    'set-safe-directory',
    'github-server-url',
    'allow-unsafe-pr-checkout',
  ],
  // v7.0.0
  'actions/setup-node': [
    'node-version',
    'node-version-file',
    'architecture',
    'check-latest',
    'registry-url',
    'scope',
    'token',
    'cache',
    'package-manager-cache',
    'cache-dependency-path',
    'mirror',
    'mirror-token',
  ],
  // v6.2.3
  'aws-actions/configure-aws-credentials': [
    'aws-region',
    'role-to-assume',
    'audience',
    'mask-aws-account-id',
    'role-duration-seconds',
    'role-session-name',
    'role-skip-session-tagging',
    'allowed-account-ids',
    'retry-max-attempts',
    'action-timeout-s',
  ],
};

/** `uses:` lines as written, with their trailing comment (which the parser drops). */
function usesLines(text: string): { ref: string; comment: string }[] {
  return [...text.matchAll(/^\s*(?:-\s+)?uses:\s*(\S+)[ \t]*(.*)$/gm)].map((match) => ({
    ref: match[1] ?? '',
    comment: match[2] ?? '',
  }));
}

/** Every `uses` the parsed workflow has: steps' actions and jobs' reusable workflows. */
function parsedUses(file: string): { uses: string; with: Record<string, unknown> }[] {
  const { workflow } = readWorkflow(file);
  return Object.values(workflow.jobs).flatMap((job) => [
    ...(job.uses ? [{ uses: job.uses, with: job.with ?? {} }] : []),
    ...(job.steps ?? []).flatMap((step) =>
      step.uses ? [{ uses: step.uses, with: step.with ?? {} }] : [],
    ),
  ]);
}

const isLocal = (ref: string) => ref.startsWith('./');

describe('third-party actions', () => {
  it.each(WORKFLOWS)('%s: the line scan sees every uses the parser sees', (file) => {
    const { text } = readWorkflow(file);
    expect(usesLines(text).map((line) => line.ref)).toEqual(parsedUses(file).map((u) => u.uses));
  });

  it.each(WORKFLOWS)('%s pins each to a full commit SHA, its version in a comment', (file) => {
    const lines = usesLines(readWorkflow(file).text).filter((line) => !isLocal(line.ref));
    expect(lines.length).toBeGreaterThan(0);
    for (const { ref, comment } of lines) {
      expect(ref, ref).toMatch(/^[\w.-]+\/[\w./-]+@[0-9a-f]{40}$/);
      expect(comment, ref).toMatch(/^# v\d+\.\d+\.\d+$/);
    }
  });

  it('pins each action to one commit and version everywhere', () => {
    const pins = new Map<string, Set<string>>();
    for (const file of WORKFLOWS) {
      for (const { ref, comment } of usesLines(readWorkflow(file).text)) {
        if (isLocal(ref)) continue;
        const [action = ''] = ref.split('@');
        pins.set(action, (pins.get(action) ?? new Set()).add(`${ref} ${comment}`));
      }
    }
    for (const [action, seen] of pins) expect([...seen], action).toHaveLength(1);
    expect([...pins.keys()].sort()).toEqual(Object.keys(ACTION_INPUTS).sort());
  });

  it.each(WORKFLOWS)('%s passes each action only inputs it declares', (file) => {
    for (const { uses, with: inputs } of parsedUses(file)) {
      if (isLocal(uses)) continue;
      const [action = ''] = uses.split('@');
      const known = ACTION_INPUTS[action];
      expect(known, `${action}: add its inputs to ACTION_INPUTS`).toBeDefined();
      for (const input of Object.keys(inputs)) expect(known, `${action} ${input}`).toContain(input);
    }
  });
});
