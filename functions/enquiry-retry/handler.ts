import { enquiryServices } from '../enquiries/clients';
import { runRetryPass } from '../enquiries/retry-pass';
import { readEnquirySettings } from '../enquiries/settings';
import { jsonLog } from '../json-log';

const log = jsonLog('enquiry-retry');

// Read once, at cold start.
const settings = readEnquirySettings(process.env);
const { store, ses } = enquiryServices(settings);

/**
 * Every 5 minutes (an EventBridge schedule): sends the enquiries SES refused earlier, with
 * backoff, and logs one JSON line with what the pass did. Never the visitor's data.
 */
export async function handler(): Promise<void> {
  const summary = await runRetryPass(store, ses, settings);
  log('info', { ...summary });
}
