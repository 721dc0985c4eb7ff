/**
 * The real GitHub workflow files, read as text (for comments) and parsed (for structure), for
 * the tests in this folder. Only the keys the tests read are typed.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const WORKFLOWS_DIR = join(ROOT, '.github', 'workflows');

export type Permissions = Record<string, string> | string;

export interface Step {
  readonly id?: string;
  readonly name?: string;
  readonly uses?: string;
  readonly run?: string;
  readonly with?: Record<string, unknown>;
  readonly env?: Record<string, unknown>;
}

export interface Concurrency {
  readonly group: string;
  readonly 'cancel-in-progress'?: boolean;
}

export interface Job {
  readonly name?: string;
  readonly if?: string;
  readonly needs?: string | string[];
  /** A job that calls a reusable workflow has `uses` and `with` instead of steps. */
  readonly uses?: string;
  readonly with?: Record<string, unknown>;
  readonly permissions?: Permissions;
  readonly environment?: string | { readonly name: string; readonly url?: string };
  readonly concurrency?: Concurrency | string;
  readonly env?: Record<string, unknown>;
  readonly steps?: Step[];
}

export interface Workflow {
  readonly name: string;
  readonly on: Record<string, unknown>;
  readonly permissions?: Permissions;
  readonly concurrency?: Concurrency | string;
  readonly jobs: Record<string, Job>;
}

/** A GitHub expression as a workflow writes it: `${{ text }}`. */
export function expr(text: string): string {
  return `\${{ ${text} }}`;
}

export function readRepoFile(path: string): string {
  return readFileSync(join(ROOT, path), 'utf8');
}

/** Every workflow file, by file name: a new one is checked by the same rules. */
export function workflowFileNames(): string[] {
  return readdirSync(WORKFLOWS_DIR)
    .filter((name) => /\.ya?ml$/.test(name))
    .sort();
}

export function readWorkflow(fileName: string): { text: string; workflow: Workflow } {
  const text = readFileSync(join(WORKFLOWS_DIR, fileName), 'utf8');
  return { text, workflow: parse(text) as Workflow };
}

export function jobOf(workflow: Workflow, id: string): Job {
  const job = workflow.jobs[id];
  if (!job) throw new Error(`no job "${id}" in workflow "${workflow.name}"`);
  return job;
}

export function stepsOf(job: Job): Step[] {
  return job.steps ?? [];
}

export function needsOf(job: Job): string[] {
  return job.needs === undefined ? [] : [job.needs].flat();
}

/** The first step that uses the action `owner/repo` (any ref). */
export function stepUsing(job: Job, action: string): Step | undefined {
  return stepsOf(job).find((step) => step.uses?.split('@')[0] === action);
}

/** The index of the first step whose `run` contains `text`; -1 when none does. */
export function runIndex(job: Job, text: string): number {
  return stepsOf(job).findIndex((step) => step.run?.includes(text));
}

export const ASSUME_ROLE_ACTION = 'aws-actions/configure-aws-credentials';

/** The ids of the jobs that exchange GitHub's OIDC token for an AWS role. */
export function jobsAssumingRole(workflow: Workflow): string[] {
  return Object.entries(workflow.jobs)
    .filter(([, job]) => stepUsing(job, ASSUME_ROLE_ACTION) !== undefined)
    .map(([id]) => id);
}
