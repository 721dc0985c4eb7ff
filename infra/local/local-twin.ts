import type { Server } from 'node:http';
import { CONTACT_PATH, CSP_REPORT_PATH } from '../../functions/api-paths';
import type { RetrySummary } from '../../functions/enquiries/retry-pass';
import { cdkJsonContext, readApiRateLimitPerIp } from '../config';
import { type AccessLog, createAccessLog } from './access-log';
import { LOCAL_ENQUIRY_TABLE, startDynamoDbEmulator } from './dynamodb-emulator';
import type { EdgeRouter } from './edge-router';
import { listen } from './listen';
import { startSecretsManagerEmulator } from './secrets-manager-emulator';
import { type RunningServer, startSesEmulator } from './ses-emulator';
import { type ApiHandler, createSiteServer } from './site-server';
import {
  LOCAL_SYNTHETIC_SECRET_ID,
  newLocalSyntheticSecret,
  removeLocalSyntheticSecret,
  writeLocalSyntheticSecret,
} from './synthetic-secret';

export interface LocalTwinProps {
  /** The built site. */
  readonly distDir: string;
  /** 0 picks a free port. */
  readonly port: number;
  /** The embedded SES emulator's port; 0 picks a free one. */
  readonly sesPort: number;
  /**
   * Send through this SES-compatible endpoint instead of starting the embedded emulator (another
   * emulator, or a fault-injecting proxy). @default the embedded emulator
   */
  readonly sesEndpoint?: string;
  /** The DynamoDB emulator's port, for `npm run enquiries`. @default 0, a free port */
  readonly dynamoPort?: number;
  /** Where the DynamoDB emulator keeps its data. @default in memory */
  readonly dataDir?: string;
  /** How often the retry pass runs; 0 never (tests run it by hand). @default 10 s */
  readonly retryEveryMs?: number;
  /**
   * Requests to `/api/` per client address per 5 minutes, as the WAF allows; 0 for no limit.
   * @default `apiRateLimitPerIp` of cdk.json, the figure the WAF rule gets
   */
  readonly apiRateLimitPerIp?: number;
  /**
   * Where to leave the synthetic-enquiry secret for the canary command while the twin runs
   * (`npm start`: .local-data/synthetic-enquiry-secret). @default nowhere (tests use
   * `syntheticSecret`)
   */
  readonly syntheticSecretFile?: string;
  /**
   * Where to write CloudFront's access log records, for `npm run analytics`.
   * @default no access log (tests leave the real one alone)
   */
  readonly logDir?: string;
  /** @default the edge routing function of functions/edge-router, with the site's articles */
  readonly edgeRouter?: EdgeRouter;
}

export interface LocalTwin {
  readonly siteUrl: string;
  /** The embedded SES emulator, or the endpoint it was given. */
  readonly sesUrl: string;
  readonly dynamoUrl: string;
  /** Requests to `/api/` per address per window it allows; 0: no limit. */
  readonly apiRateLimitPerIp: number;
  /** This run's synthetic-enquiry secret, which its Secrets Manager gives the contact handler. */
  readonly syntheticSecret: string;
  /** Runs one retry pass, as the schedule does in AWS; `now` pretends another time. */
  retryPass(now?: number): Promise<RetrySummary>;
  close(): Promise<void>;
}

/** Addresses the local twin uses unless the environment names others. */
export const LOCAL_SENDER_EMAIL = 'website@example.com';
export const LOCAL_RECIPIENT_EMAIL = 'enquiries@example.com';

function configuredRateLimit(): number {
  const context = cdkJsonContext();
  return readApiRateLimitPerIp((key) => context[key]);
}

function close(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

/**
 * Starts the DynamoDB, SES and Secrets Manager emulators, points the contact handler and the
 * retry pass at them, and serves the built site with CloudFront's routing and headers. The
 * functions read their settings when first imported, so the environment is set before those
 * imports. A new synthetic-enquiry secret each start: the canary signs with it, and the handler
 * reads it from the local Secrets Manager as it does in AWS.
 */
export async function startLocalTwin(props: LocalTwinProps): Promise<LocalTwin> {
  const started: RunningServer[] = [];
  let timer: NodeJS.Timeout | undefined;
  let accessLog: AccessLog | undefined;
  try {
    const ses = props.sesEndpoint ? undefined : await startSesEmulator(props.sesPort);
    if (ses) started.push(ses);
    const dynamo = await startDynamoDbEmulator(props.dynamoPort ?? 0, props.dataDir);
    started.push(dynamo);
    const syntheticSecret = newLocalSyntheticSecret();
    const secrets = await startSecretsManagerEmulator({
      [LOCAL_SYNTHETIC_SECRET_ID]: syntheticSecret,
    });
    started.push(secrets);

    process.env.SES_ENDPOINT = props.sesEndpoint ?? ses?.url;
    process.env.DYNAMODB_ENDPOINT = dynamo.url;
    process.env.ENQUIRY_TABLE = LOCAL_ENQUIRY_TABLE;
    process.env.SENDER_EMAIL ||= LOCAL_SENDER_EMAIL;
    process.env.RECIPIENT_EMAIL ||= LOCAL_RECIPIENT_EMAIL;
    process.env.AWS_REGION ||= 'us-east-1';
    process.env.SITE_NAME ||= 'local';
    process.env.SYNTHETIC_ENQUIRY_SECRET_ARN = LOCAL_SYNTHETIC_SECRET_ID;
    // No origin secret: the site server is the only way to the API here, as CloudFront is in
    // AWS, with no public address of the API's own to close (decision 0024).
    process.env.ORIGIN_SECRET_ARN = '';
    process.env.SECRETS_MANAGER_ENDPOINT = secrets.url;
    const contact = (await import('../../functions/contact-form/handler')) as {
      handler: ApiHandler;
    };
    const cspReport = (await import('../../functions/csp-report/handler')) as {
      handler: ApiHandler;
    };
    // The retry pass of functions/enquiry-retry, with the same modules and settings.
    const { readEnquirySettings } = await import('../../functions/enquiries/settings');
    const { enquiryServices } = await import('../../functions/enquiries/clients');
    const { runRetryPass } = await import('../../functions/enquiries/retry-pass');
    const settings = readEnquirySettings(process.env);
    const { store, ses: sesClient } = enquiryServices(settings);
    const retryPass = (now?: number) => runRetryPass(store, sesClient, settings, now);
    const retryEveryMs = props.retryEveryMs ?? 10_000;
    if (retryEveryMs > 0) {
      timer = setInterval(() => {
        retryPass().then(
          ({ sent, queued, failed, held }) => {
            if (sent + queued + failed + held > 0) {
              console.info(
                `retry pass: ${sent} sent, ${queued} queued, ${failed} failed, ${held} held`,
              );
            }
          },
          (error: unknown) => {
            console.error(`retry pass failed: ${error instanceof Error ? error.message : error}`);
          },
        );
      }, retryEveryMs);
      timer.unref();
    }

    const apiRateLimitPerIp = props.apiRateLimitPerIp ?? configuredRateLimit();
    accessLog = props.logDir ? createAccessLog({ dir: props.logDir }) : undefined;
    const site = await listen(
      createSiteServer({
        distDir: props.distDir,
        ...(props.edgeRouter ? { edgeRouter: props.edgeRouter } : {}),
        apiRoutes: { [CONTACT_PATH]: contact.handler, [CSP_REPORT_PATH]: cspReport.handler },
        apiRateLimitPerIp,
        ...(accessLog ? { accessLog } : {}),
      }),
      props.port,
      'PORT',
    );
    started.push(site);
    const secretFile = props.syntheticSecretFile;
    if (secretFile) await writeLocalSyntheticSecret(syntheticSecret, secretFile);
    const local = (url: string) => url.replace('127.0.0.1', 'localhost');
    return {
      siteUrl: local(site.url),
      sesUrl: local(props.sesEndpoint ?? ses?.url ?? ''),
      dynamoUrl: dynamo.url,
      apiRateLimitPerIp,
      syntheticSecret,
      retryPass,
      close: async () => {
        clearInterval(timer);
        if (secretFile) await removeLocalSyntheticSecret(secretFile);
        await Promise.all(started.map((s) => close(s.server)));
        // After the servers: the last responses' records are written, then the file is closed.
        await accessLog?.close();
      },
    };
  } catch (error) {
    clearInterval(timer);
    await Promise.all(started.map((s) => close(s.server)));
    await accessLog?.close();
    throw error;
  }
}
