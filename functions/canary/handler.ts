/**
 * The CloudWatch Synthetics canary (infra/constructs/site-canary.ts bundles this file as its
 * `index.mjs`, runtime syn-nodejs-playwright): every smoke check, the certificate and the
 * landing page in the runtime's Chromium every run, and once a day the synthetic enquiry. Any
 * failed check fails the run, with each failure in the error; the run log has one line per
 * check, as `npm run canary` prints them.
 */
import { synthetics } from '@aws/synthetics-playwright';
import { formatResult } from '../site-checks/smoke-result';
import { CANARY_USER_AGENT } from '../site-checks/user-agents';
import { awsEnquiryAccess } from './aws-enquiry-access';
import { checkHomeRenders } from './browser-check';
import { runCanary, sendsEnquiryAt } from './canary-run';
import { checkSyntheticEnquiry } from './synthetic-enquiry-check';

/** The canary's settings, from its environment (SiteCanary sets each one). */
export interface CanarySettings {
  readonly siteUrl: URL;
  readonly secretArn: string;
  readonly enquiryTable: string;
  readonly rateMinutes: number;
}

export function canarySettings(env: NodeJS.ProcessEnv = process.env): CanarySettings {
  const missing = ['SITE_URL', 'SYNTHETIC_SECRET_ARN', 'ENQUIRY_TABLE', 'RATE_MINUTES'].filter(
    (name) => !env[name],
  );
  if (missing.length > 0) throw new Error(`The canary is missing ${missing.join(', ')}.`);
  return {
    siteUrl: new URL(env.SITE_URL as string),
    secretArn: env.SYNTHETIC_SECRET_ARN as string,
    enquiryTable: env.ENQUIRY_TABLE as string,
    rateMinutes: Number(env.RATE_MINUTES),
  };
}

export const handler = async (): Promise<void> => {
  const settings = canarySettings();
  const now = new Date();
  const browser = await synthetics.launch();
  try {
    const context = await browser.newContext({ userAgent: CANARY_USER_AGENT });
    const page = await synthetics.newPage(context);
    const { results, reference } = await runCanary(settings.siteUrl, {
      now,
      renderHome: () => checkHomeRenders(page, settings.siteUrl),
      ...(sendsEnquiryAt(now, settings.rateMinutes)
        ? {
            syntheticEnquiry: () =>
              checkSyntheticEnquiry(settings.siteUrl, awsEnquiryAccess(settings), {
                timeoutMs: 10_000,
                userAgent: CANARY_USER_AGENT,
              }),
          }
        : {}),
      onResult: (result) => console.log(formatResult(result)),
    });
    if (reference) console.log(`Synthetic inquiry: ${reference}`);
    const failed = results.filter((result) => !result.ok);
    if (failed.length > 0) {
      throw new Error(
        `${failed.length} of ${results.length} checks failed: ${failed.map(formatResult).join(' | ')}`,
      );
    }
  } finally {
    await synthetics.close();
  }
};
