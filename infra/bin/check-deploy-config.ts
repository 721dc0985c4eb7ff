/**
 * Runs before `npm run deploy`: refuses to deploy while the sender or recipient is still the
 * example.com placeholder that lets `npm run synth` work offline, since every enquiry would
 * then be lost.
 */
import { ConfigError, cdkJsonContext, placeholderProblems, readConfig } from '../config';

try {
  const context = cdkJsonContext();
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
