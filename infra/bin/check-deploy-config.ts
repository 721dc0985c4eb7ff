/**
 * Runs before `npm run deploy`: refuses to deploy while the sender or recipient is still the
 * example.com placeholder that lets `npm run synth` work offline, since every enquiry would
 * then be lost.
 */
import { readFileSync } from 'node:fs';
import { ConfigError, placeholderProblems, readConfig } from '../config';

const CDK_JSON = new URL('../../cdk.json', import.meta.url);

try {
  const context =
    (JSON.parse(readFileSync(CDK_JSON, 'utf8')) as { context?: Record<string, unknown> }).context ??
    {};
  const problems = placeholderProblems(readConfig((key) => context[key]));
  if (problems.length > 0) {
    console.error(
      `\nnpm run deploy refused:\n${problems.map((p) => `  - ${p}`).join('\n')}\nSee "Deploy to AWS" in README.md.\n`,
    );
    process.exit(1);
  }
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(`\nnpm run deploy refused: ${error.message}\n`);
  process.exit(1);
}
