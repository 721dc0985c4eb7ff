/**
 * `npm run deploy:github-access -- -c githubRepository=owner/name [cdk deploy options]`: deploys
 * the GitHub access stack, once, by hand, with an administrator's credentials. Reads the settings
 * as the app does (cdk.json, the environment, the `-c` options it forwards), refuses a missing or
 * malformed repository before any AWS call, then runs `cdk deploy <stack>` with the same options.
 * See docs/decisions/0016-github-oidc-deploys.md.
 */
import { spawnSync } from 'node:child_process';
import { delimiter } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  ConfigError,
  cdkJsonContext,
  contextFromArgs,
  readGitHubAccess,
  readStackName,
} from '../config';
import { githubAccessStackName } from '../stacks/github-access-stack';

export interface DeployCommand {
  /** The stack `cdk deploy` is given. */
  readonly stackName: string;
  /** What the deploy roles, the diff role and the preview role will trust, to show first. */
  readonly subjects: readonly string[];
  /** The arguments of `cdk`. */
  readonly args: readonly string[];
}

/**
 * The `cdk deploy` command for these arguments, or a ConfigError. The stack name comes first:
 * `-c` takes every value up to the next option, so a name after it would be read as context.
 */
export function githubAccessDeployCommand(
  args: readonly string[],
  fileContext: Record<string, unknown>,
): DeployCommand {
  const context = contextFromArgs(args);
  const lookup = (key: string) => context[key] ?? fileContext[key];
  const access = readGitHubAccess(lookup, fileContext);
  if (!access) {
    throw new ConfigError(
      'Config "githubRepository" is missing: run `npm run deploy:github-access -- -c githubRepository=owner/name`.',
    );
  }
  const stackName = githubAccessStackName(readStackName(lookup));
  return {
    stackName,
    subjects: [
      `repo:${access.repository}:environment:${access.environment}`,
      `repo:${access.repository}:environment:${access.stagingEnvironment}`,
      `repo:${access.repository}:pull_request`,
      `repo:${access.repository}:environment:${access.previewEnvironment}`,
    ],
    args: ['deploy', stackName, '--no-notices', ...args],
  };
}

function main(args: readonly string[]): number {
  let command: DeployCommand;
  try {
    command = githubAccessDeployCommand(args, cdkJsonContext());
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`\nnpm run deploy:github-access refused: ${error.message}\n`);
    return 1;
  }
  const [production, staging, diff, preview] = command.subjects;
  console.log(
    `\nDeploying ${command.stackName}: the production deploy role trusts ${production}, the staging deploy role ${staging}, the diff role ${diff}, the content preview role ${preview}.\n`,
  );
  // The project's own CDK CLI, whether or not npm put node_modules/.bin on the PATH.
  const bin = fileURLToPath(new URL('../../node_modules/.bin', import.meta.url));
  const result = spawnSync('cdk', command.args, {
    stdio: 'inherit',
    env: {
      ...process.env,
      PATH: `${bin}${delimiter}${process.env.PATH ?? ''}`,
      CDK_DISABLE_CLI_TELEMETRY: 'true',
    },
  });
  if (result.error) {
    console.error(`\nCould not run cdk: ${result.error.message}. Run \`npm ci\` first.\n`);
    return 1;
  }
  return result.status ?? 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exit(main(process.argv.slice(2)));
}
