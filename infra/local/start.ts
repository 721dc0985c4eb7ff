/**
 * `npm start`: the whole product on this machine, with no AWS account. Serves web/dist on
 * http://localhost:$PORT with CloudFront's routing and headers, runs `/api/form` through the
 * Lambda handler, stores enquiries in a DynamoDB emulator kept on disk (.local-data/), runs the
 * retry pass every 10 s, and sends email to the embedded SES emulator on
 * http://localhost:$SES_PORT, or to $SES_ENDPOINT. The editor (editor/dist) runs on
 * http://127.0.0.1:$EDITOR_PORT, saving into this working tree. The canary's synthetic-enquiry
 * secret is new each start, left in .local-data/synthetic-enquiry-secret for `npm run canary`
 * while it runs.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { LOCAL_LOG_DIR } from '../analytics/log-files';
import { API_RATE_LIMIT_WINDOW_SECONDS } from '../api-rate-limit';
import { startLocalEditor } from './editor-server';
import { startLocalTwin } from './local-twin';
import { LOCAL_SYNTHETIC_SECRET_FILE } from './synthetic-secret';

const DIST_DIR = fileURLToPath(new URL('../../web/dist', import.meta.url));
const DATA_DIR = fileURLToPath(new URL('../../.local-data/dynamodb', import.meta.url));

/** A whole number from the environment, within bounds; undefined when unset. */
function wholeNumberFrom(name: string, min: number, max: number, what: string): number | undefined {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be ${what}, got "${raw}".`);
  }
  return value;
}

function portFrom(name: string, fallback: number): number {
  return wholeNumberFrom(name, 1, 65_535, 'a port number from 1 to 65535') ?? fallback;
}

/** `API_RATE_LIMIT_PER_IP`, exactly as given (0: no limit); unset: cdk.json's, as the WAF. */
function rateLimitFrom(name: string): number | undefined {
  return wholeNumberFrom(
    name,
    0,
    Number.MAX_SAFE_INTEGER,
    'a whole number of requests, 0 for no limit',
  );
}

async function main(): Promise<void> {
  if (!existsSync(DIST_DIR)) {
    throw new Error('web/dist is missing: run `npm run build` first (npm start does).');
  }
  const sesEndpoint = process.env.SES_ENDPOINT?.trim() || undefined;
  const rateLimit = rateLimitFrom('API_RATE_LIMIT_PER_IP');
  const twin = await startLocalTwin({
    distDir: DIST_DIR,
    port: portFrom('PORT', 3000),
    sesPort: portFrom('SES_PORT', 8005),
    ...(sesEndpoint ? { sesEndpoint } : {}),
    dynamoPort: portFrom('DYNAMODB_PORT', 8006),
    dataDir: DATA_DIR,
    syntheticSecretFile: LOCAL_SYNTHETIC_SECRET_FILE,
    logDir: LOCAL_LOG_DIR,
    ...(rateLimit === undefined ? {} : { apiRateLimitPerIp: rateLimit }),
  });
  // The editor on a port of its own: another origin than the site's, as in AWS.
  const editor = await startLocalEditor({ port: portFrom('EDITOR_PORT', 3001) });
  console.log(`\n  Site:          ${twin.siteUrl}`);
  console.log(
    `  Editor:        ${editor.url}   (no account: saves go to web/src/content in this working tree; INSIGHTS_DRAFTS=true npm run build beside this shows them)`,
  );
  console.log(
    sesEndpoint
      ? `  Emails (SES):  sent to ${sesEndpoint} (SES_ENDPOINT); no embedded emulator`
      : `  Emails (SES):  ${twin.sesUrl}   (JSON: ${twin.sesUrl}/store)`,
  );
  console.log(`  Enquiries:     DynamoDB emulator on ${twin.dynamoUrl}, kept in .local-data/`);
  console.log('  Access log:    .local-data/logs/ (npm run analytics reads it)');
  console.log(
    '  Canary:        synthetic enquiries signed with .local-data/synthetic-enquiry-secret (new each start), mailed to the SES simulator',
  );
  console.log(
    twin.apiRateLimitPerIp === 0
      ? '  API limit:     none (API_RATE_LIMIT_PER_IP=0)'
      : `  API limit:     ${twin.apiRateLimitPerIp} requests per address per ${API_RATE_LIMIT_WINDOW_SECONDS / 60} minutes, then 429`,
  );
  console.log(
    `  From ${process.env.SENDER_EMAIL} to ${process.env.RECIPIENT_EMAIL}. Ctrl-C stops.\n`,
  );

  const stop = () => {
    editor.server.close();
    twin.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(`\nnpm start failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
