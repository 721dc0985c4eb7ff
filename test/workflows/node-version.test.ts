import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { LAMBDA_DEFAULTS } from '../../infra/constructs/lambda-defaults';
import { readRepoFile } from './workflow-files';

/** The one Node major: .ci/node-version, which the workflows' setup-node reads too. */
const MAJOR = readRepoFile('.ci/node-version').trim();
const pkg = JSON.parse(readRepoFile('package.json')) as {
  engines: { node: string };
  devDependencies: Record<string, string>;
  allowScripts: Record<string, boolean>;
};
const caretOfMajor = new RegExp(`^\\^${MAJOR}\\.`);

describe('one Node for development, CI and the Lambdas', () => {
  it('runs the tests on it, whatever the system Node: npm scripts find the node package first', () => {
    expect(process.versions.node.split('.')[0]).toBe(MAJOR);
  });

  it('runs it for a child process started as `node`, as tsx, npx and the tests start theirs', () => {
    const child = spawnSync('node', ['--version'], { encoding: 'utf8' });
    expect(child.stdout.trim()).toMatch(new RegExp(`^v${MAJOR}\\.`));
  });

  it('installs that major as the node devDependency, with its types', () => {
    expect(pkg.devDependencies.node).toMatch(caretOfMajor);
    expect(pkg.devDependencies['@types/node']).toMatch(caretOfMajor);
  });

  it('deploys the Lambdas on its runtime, bundled for it', () => {
    expect(LAMBDA_DEFAULTS.runtime.name).toBe(`nodejs${MAJOR}.x`);
    expect(LAMBDA_DEFAULTS.bundling.target).toBe(`node${MAJOR}`);
  });

  // npm checks engines against the Node that runs npm, the system's: asking it for the scripts'
  // Node would print a warning on every machine the node package is there for.
  it('asks of the system Node only what npm 11 needs, below the scripts’ major', () => {
    const lowest = Number(/\d+/.exec(pkg.engines.node)?.[0]);
    expect(lowest).toBeLessThan(Number(MAJOR));
  });

  it('lets esbuild, classic-level and node run their install scripts, and no other package', () => {
    expect(pkg.allowScripts).toEqual({ esbuild: true, 'classic-level': true, node: true });
  });
});
