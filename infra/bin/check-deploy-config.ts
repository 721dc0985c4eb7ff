/**
 * Runs before `npm run deploy`: refuses to deploy while the sender or recipient is still the
 * example.com placeholder that lets `npm run synth` work offline, since every enquiry would
 * then be lost; while the legal notice still shows example data as the firm's (address, NIF,
 * registry entry: web/src/config/legal-entity.ts); or while the built site's security.txt is
 * missing or expires within 30 days, since researchers must not find a stale contact (rebuild:
 * its Expires is a year after the build).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { securityTxtExpiryProblem } from '../../web/build/site-files';
import { exampleLegalDataProblems } from '../../web/src/config/legal-entity';
import { SECURITY_TXT_PATH } from '../../web/src/config/security-txt';
import { ConfigError, cdkJsonContext, placeholderProblems, readConfig } from '../config';

function securityTxtProblems(siteDir: string): string[] {
  const file = join(siteDir, SECURITY_TXT_PATH);
  if (!existsSync(file)) return [`${file} is missing: run \`npm run build\` first.`];
  const problem = securityTxtExpiryProblem(readFileSync(file, 'utf8'), new Date());
  return problem ? [`${file}: ${problem}`] : [];
}

try {
  const context = cdkJsonContext();
  const config = readConfig((key) => context[key]);
  const problems = [
    ...placeholderProblems(config),
    ...exampleLegalDataProblems(),
    ...securityTxtProblems(config.siteDir),
  ];
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
