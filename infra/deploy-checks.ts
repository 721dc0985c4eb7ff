/**
 * What the pre-deploy check (infra/bin/check-deploy-config.ts) reads in the built site, which is
 * what `npm run deploy` uploads: it may predate a fix in the config, so the config alone is not
 * enough.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pageFileOf } from '../web/build/prerender';
import { securityTxtExpiryProblem } from '../web/build/site-files';
import { EXAMPLE_MARK } from '../web/src/config/legal-entity';
import { LOCALES } from '../web/src/config/locales';
import { pathOf } from '../web/src/config/routes';
import { SECURITY_TXT_PATH } from '../web/src/config/security-txt';

const BUILD_FIRST = 'run `npm run build` first.';

/** security.txt must be there and not expire within 30 days. */
export function securityTxtProblems(siteDir: string, now = new Date()): string[] {
  const file = join(siteDir, SECURITY_TXT_PATH);
  if (!existsSync(file)) return [`${file} is missing: ${BUILD_FIRST}`];
  const problem = securityTxtExpiryProblem(readFileSync(file, 'utf8'), now);
  return problem ? [`${file}: ${problem}`] : [];
}

/** Each language's built legal notice must be there and show no example data. */
export function builtLegalNoticeProblems(siteDir: string): string[] {
  return LOCALES.flatMap((locale) => {
    const path = pathOf('legalNotice', locale);
    const file = join(siteDir, pageFileOf(path));
    if (!existsSync(file)) return [`${file} is missing: ${BUILD_FIRST}`];
    return readFileSync(file, 'utf8').includes(EXAMPLE_MARK)
      ? [`${file} (${path}) still shows example legal data: run \`npm run build\` again.`]
      : [];
  });
}
