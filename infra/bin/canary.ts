/**
 * `npm run canary -- URL [--local | --stack NAME]`: the deployed canary's run, on this machine,
 * against any copy of the site: every smoke check, the TLS certificate, the landing page in
 * Debian's chromium (CHROMIUM_PATH), and always the synthetic enquiry, followed until SES
 * accepted it. One line per check and the enquiry's reference; exit 0 only when every check
 * passes, 1 when one fails, 2 for bad usage.
 *
 * The enquiry needs the API's secret and a read of its status: from the local twin of
 * `npm start` (`--local`) or from a deployed stack (`--stack NAME`, the user's AWS credentials).
 * By default, the twin for a localhost URL and the stack named in cdk.json for any other.
 */
import { chromium } from 'playwright-core';
import { checkHomeRenders } from '../../functions/canary/browser-check';
import { runCanary } from '../../functions/canary/canary-run';
import { checkSyntheticEnquiry } from '../../functions/canary/synthetic-enquiry-check';
import { REQUEST_TIMEOUT_MS } from '../../functions/site-checks/smoke-http';
import { formatResult, summaryOf } from '../../functions/site-checks/smoke-result';
import { CANARY_USER_AGENT } from '../../functions/site-checks/user-agents';
import {
  CANARY_USAGE,
  type CanaryInvocation,
  parseCanaryArgs,
  UsageError,
} from '../canary/canary-args';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../local/chromium';

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.includes('-h')) {
    console.log(CANARY_USAGE);
    return 0;
  }
  let invocation: CanaryInvocation;
  try {
    invocation = parseCanaryArgs(args);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`npm run canary: ${error.message}\n${CANARY_USAGE}`);
    return 2;
  }
  const { site } = invocation;
  const target = await invocation.target();
  console.log(`Canary run against ${site.origin}; the synthetic inquiry through ${target.label}`);
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_FLAGS],
  });
  try {
    const context = await browser.newContext({ userAgent: CANARY_USER_AGENT });
    const { results, reference } = await runCanary(site, {
      renderHome: async () => checkHomeRenders(await context.newPage(), site),
      syntheticEnquiry: () =>
        checkSyntheticEnquiry(site, target.access, {
          timeoutMs: REQUEST_TIMEOUT_MS,
          userAgent: CANARY_USER_AGENT,
        }),
      onResult: (result) => console.log(formatResult(result)),
    });
    if (reference) console.log(`\nSynthetic inquiry: ${reference}`);
    const summary = summaryOf(results);
    console.log(`\n${summary.line}`);
    return summary.exitCode;
  } finally {
    await browser.close();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(
      `npm run canary failed: ${error instanceof Error ? error.message : String(error)}`,
    );
    process.exitCode = 1;
  },
);
