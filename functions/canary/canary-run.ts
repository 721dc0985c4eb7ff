/**
 * One canary run, the same on this machine (`npm run canary`) and in CloudWatch Synthetics:
 * every smoke check, under the canary's own user agent, then what only a canary looks at: the
 * TLS certificate, the landing page in a real browser and, on the runs that send it, a synthetic
 * enquiry followed from the form to SES. What differs between the two places (the browser, how
 * the enquiry's secret and status are read) comes in as functions.
 */

import { runSmokeChecks } from '../site-checks/smoke-checks';
import { REQUEST_TIMEOUT_MS } from '../site-checks/smoke-http';
import { fail, type SmokeResult } from '../site-checks/smoke-result';
import { CANARY_USER_AGENT } from '../site-checks/user-agents';
import { BROWSER_CHECK } from './browser-check';
import { checkCertificate } from './certificate-check';

/** A check's result, and the synthetic enquiry's reference when it got one. */
export interface EnquiryCheckResult {
  readonly result: SmokeResult;
  readonly reference?: string;
}

export interface CanaryOptions {
  /** Renders the landing page in a browser (checkHomeRenders with the place's browser). */
  readonly renderHome: () => Promise<SmokeResult>;
  /** Sends the synthetic enquiry and follows it to SES; absent on runs that send none. */
  readonly syntheticEnquiry?: () => Promise<EnquiryCheckResult>;
  /** Called with each result as soon as it is known. */
  readonly onResult?: (result: SmokeResult) => void;
  /** @default the current time */
  readonly now?: Date;
  /** Per request. @default REQUEST_TIMEOUT_MS */
  readonly timeoutMs?: number;
}

export interface CanaryReport {
  readonly results: readonly SmokeResult[];
  /** The synthetic enquiry's reference, when one was accepted. */
  readonly reference?: string;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export async function runCanary(site: URL, options: CanaryOptions): Promise<CanaryReport> {
  const now = options.now ?? new Date();
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const results: SmokeResult[] = [];
  const report = (result: SmokeResult) => {
    results.push(result);
    options.onResult?.(result);
  };
  await runSmokeChecks(site, { now, timeoutMs, userAgent: CANARY_USER_AGENT, onResult: report });
  report(await checkCertificate(site, now, timeoutMs));
  report(await options.renderHome().catch((error) => fail(BROWSER_CHECK, messageOf(error))));
  if (!options.syntheticEnquiry) return { results };
  const enquiry = await options
    .syntheticEnquiry()
    .catch(
      (error): EnquiryCheckResult => ({ result: fail('synthetic inquiry', messageOf(error)) }),
    );
  report(enquiry.result);
  return enquiry.reference ? { results, reference: enquiry.reference } : { results };
}

/**
 * Whether a run at `now` sends the day's synthetic enquiry: the first run of each UTC day, i.e.
 * the one that starts within `rateMinutes` of midnight. A schedule of one run every
 * `rateMinutes` has exactly one such run a day; a day whose run is missed sends none, which the
 * canary's own alarm reports anyway.
 */
export function sendsEnquiryAt(now: Date, rateMinutes: number): boolean {
  return now.getUTCHours() * 60 + now.getUTCMinutes() < rateMinutes;
}
