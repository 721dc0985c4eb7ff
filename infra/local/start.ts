/**
 * `npm start`: the whole product on this machine, with no AWS account. Serves web/dist on
 * http://localhost:$PORT with CloudFront's routing and headers, runs `/api/form` through the
 * Lambda handler, stores enquiries in a DynamoDB emulator kept on disk (.local-data/), runs the
 * retry pass every 10 s, and sends email to the embedded SES emulator on
 * http://localhost:$SES_PORT, or to $SES_ENDPOINT.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { API_RATE_LIMIT_WINDOW_SECONDS } from '../api-rate-limit';
import { startLocalTwin } from './local-twin';

const DIST_DIR = fileURLToPath(new URL('../../web/dist', import.meta.url));
const DATA_DIR = fileURLToPath(new URL('../../.local-data/dynamodb', import.meta.url));

/** `API_RATE_LIMIT_PER_IP`, exactly as given (0: no limit); unset: cdk.json's, as the WAF. */
function rateLimitFrom(name: string): number | undefined {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return undefined;
  const limit = Number(raw);
  if (!Number.isInteger(limit) || limit < 0) {
    throw new Error(`${name} must be a whole number of requests, 0 for no limit, got "${raw}".`);
  }
  return limit;
}

function portFrom(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65_535) {
    throw new Error(`${name} must be a port number from 1 to 65535, got "${raw}".`);
  }
  return port;
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
    ...(rateLimit === undefined ? {} : { apiRateLimitPerIp: rateLimit }),
  });
  console.log(`\n  Site:          ${twin.siteUrl}`);
  console.log(
    sesEndpoint
      ? `  Emails (SES):  sent to ${sesEndpoint} (SES_ENDPOINT); no embedded emulator`
      : `  Emails (SES):  ${twin.sesUrl}   (JSON: ${twin.sesUrl}/store)`,
  );
  console.log(`  Enquiries:     DynamoDB emulator on ${twin.dynamoUrl}, kept in .local-data/`);
  console.log(
    twin.apiRateLimitPerIp === 0
      ? '  API limit:     none (API_RATE_LIMIT_PER_IP=0)'
      : `  API limit:     ${twin.apiRateLimitPerIp} requests per address per ${API_RATE_LIMIT_WINDOW_SECONDS / 60} minutes, then 429`,
  );
  console.log(
    `  From ${process.env.SENDER_EMAIL} to ${process.env.RECIPIENT_EMAIL}. Ctrl-C stops.\n`,
  );

  const stop = () => {
    twin.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(`\nnpm start failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
