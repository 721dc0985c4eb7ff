/**
 * `npm run smoke -- URL`: checks a running copy of the site from the outside, e.g. the deployed
 * one (`https://www.example.com`, or its CloudFront domain) or the local twin of `npm start`
 * (`http://localhost:3000`). One line per check, a summary; exit 1 when any check fails, 2 for
 * a missing or malformed URL. Never sends an enquiry that could be stored or emailed.
 */
import { parseSiteUrl } from '../../functions/site-checks/site-url';
import { runSmokeChecks } from '../../functions/site-checks/smoke-checks';
import { formatResult, summaryOf } from '../../functions/site-checks/smoke-result';

const USAGE = "usage: npm run smoke -- URL   (the site's origin, e.g. http://localhost:3000)";

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.includes('-h')) {
    console.log(USAGE);
    return 0;
  }
  const parsed =
    args.length > 1
      ? ({ ok: false, problem: 'give exactly one URL.' } as const)
      : parseSiteUrl(args[0]);
  if (!parsed.ok) {
    console.error(`npm run smoke: ${parsed.problem}\n${USAGE}`);
    return 2;
  }
  console.log(`Smoke checks of ${parsed.url.origin}`);
  const results = await runSmokeChecks(parsed.url, {
    onResult: (result) => console.log(formatResult(result)),
  });
  const summary = summaryOf(results);
  console.log(`\n${summary.line}`);
  return summary.exitCode;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(
      `npm run smoke failed: ${error instanceof Error ? error.message : String(error)}`,
    );
    process.exitCode = 1;
  },
);
