import {
  type CloudFrontClient,
  type DistributionConfig,
  GetDistributionConfigCommand,
  UpdateDistributionCommand,
} from '@aws-sdk/client-cloudfront';
import {
  DescribeSecretCommand,
  GetRandomPasswordCommand,
  GetSecretValueCommand,
  PutSecretValueCommand,
  ResourceNotFoundException,
  type SecretsManagerClient,
  UpdateSecretVersionStageCommand,
} from '@aws-sdk/client-secrets-manager';
import type { LogLevel } from '../json-log';
import { ORIGIN_SECRET_HEADER, ORIGIN_SECRET_LENGTH } from '../origin-secret';

/**
 * The four steps of a Secrets Manager rotation, for the origin secret
 * (docs/decisions/0024-origin-secret-in-secrets-manager.md). The API's handlers accept the
 * current, pending and previous values (functions/origin-secret.ts), so:
 * - createSecret: Secrets Manager generates the new value, stored as AWSPENDING; the handlers
 *   already accept it.
 * - setSecret: the distribution's API origin header gets the pending value.
 * - testSecret: the distribution carries it, and the API answers both the pending and the
 *   current value. On failure the distribution gets the current value back.
 * - finishSecret: the pending value becomes AWSCURRENT, the old one AWSPREVIOUS, still accepted
 *   while CloudFront's edges take the change.
 * Each step can run again (Secrets Manager retries a failed rotation with the same version).
 */
export const ROTATION_STEPS = ['createSecret', 'setSecret', 'testSecret', 'finishSecret'] as const;
export type RotationStep = (typeof ROTATION_STEPS)[number];

export interface RotationEvent {
  readonly Step: RotationStep;
  readonly SecretId: string;
  /** The id of the version being made. */
  readonly ClientRequestToken: string;
}

/**
 * What the probe request answers once past the origin check: each API names a request its
 * handler refuses for its method only after checking the header (`GET /api/csp-report` for the
 * site's, `POST /auth` for the editor's sign-in), so a 405 proves the value was accepted and a
 * 403 that it was not, without side effects.
 */
const ACCEPTED_PROBE_STATUS = 405;
const PROBE_TIMEOUT_MS = 5_000;

export interface RotationServices {
  readonly secrets: SecretsManagerClient;
  readonly cloudFront: CloudFrontClient;
  /** The distribution whose API origin sends the header. */
  readonly distributionId: string;
  /** The API's own address (`https://<id>.execute-api.<region>.amazonaws.com`), called directly. */
  readonly apiUrl: string;
  /** The request sent there, which its handler answers 405 once past the origin check. */
  readonly probe: OriginProbe;
  readonly fetch?: typeof fetch;
  /** Never given a secret value: only steps, versions and outcomes. */
  readonly log: (level: LogLevel, fields: Record<string, unknown>) => void;
}

export interface OriginProbe {
  readonly method: string;
  /** From the API's root: `/api/csp-report`. */
  readonly path: string;
}

export class RotationError extends Error {
  override name = 'RotationError';
}

async function secretValue(
  { secrets }: RotationServices,
  secretId: string,
  version: { VersionId?: string; VersionStage: string },
): Promise<string> {
  const { SecretString } = await secrets.send(
    new GetSecretValueCommand({ SecretId: secretId, ...version }),
  );
  if (!SecretString)
    throw new RotationError(`The ${version.VersionStage} value of the secret is empty.`);
  return SecretString;
}

/** The origins' `x-origin-verify` headers in a distribution's configuration. */
function originHeaders(config: DistributionConfig | undefined) {
  const headers = (config?.Origins?.Items ?? []).flatMap(
    (origin) => origin.CustomHeaders?.Items ?? [],
  );
  return headers.filter((header) => header.HeaderName?.toLowerCase() === ORIGIN_SECRET_HEADER);
}

async function distributionConfig(services: RotationServices) {
  const { DistributionConfig: config, ETag } = await services.cloudFront.send(
    new GetDistributionConfigCommand({ Id: services.distributionId }),
  );
  const headers = originHeaders(config);
  if (!config || headers.length === 0) {
    throw new RotationError(
      `No origin of distribution ${services.distributionId} sends ${ORIGIN_SECRET_HEADER}.`,
    );
  }
  return { config, ETag, headers };
}

/** Puts `value` in the distribution's origin header, unless it is there already. */
async function putOnDistribution(services: RotationServices, value: string): Promise<boolean> {
  const { config, ETag, headers } = await distributionConfig(services);
  if (headers.every((header) => header.HeaderValue === value)) return false;
  for (const header of headers) header.HeaderValue = value;
  // IfMatch: a change made since the read fails the update (PreconditionFailed), not lost.
  await services.cloudFront.send(
    new UpdateDistributionCommand({
      Id: services.distributionId,
      IfMatch: ETag,
      DistributionConfig: config,
    }),
  );
  return true;
}

/** The API's answer to a request carrying `value`: past the origin check, or not. */
async function originAccepts(services: RotationServices, value: string): Promise<number> {
  const response = await (services.fetch ?? fetch)(`${services.apiUrl}${services.probe.path}`, {
    method: services.probe.method,
    headers: { [ORIGIN_SECRET_HEADER]: value },
    signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
  });
  await response.body?.cancel();
  return response.status;
}

async function createSecret(services: RotationServices, secretId: string, token: string) {
  // The current value must exist: a rotation never starts from nothing.
  await secretValue(services, secretId, { VersionStage: 'AWSCURRENT' });
  try {
    await secretValue(services, secretId, { VersionId: token, VersionStage: 'AWSPENDING' });
    services.log('info', { step: 'createSecret', version: token, outcome: 'pending value kept' });
    return;
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException)) throw error;
  }
  const { RandomPassword } = await services.secrets.send(
    new GetRandomPasswordCommand({
      PasswordLength: ORIGIN_SECRET_LENGTH,
      ExcludePunctuation: true,
    }),
  );
  if (!RandomPassword) throw new RotationError('Secrets Manager generated no value.');
  await services.secrets.send(
    new PutSecretValueCommand({
      SecretId: secretId,
      ClientRequestToken: token,
      SecretString: RandomPassword,
      VersionStages: ['AWSPENDING'],
    }),
  );
  services.log('info', { step: 'createSecret', version: token, outcome: 'pending value stored' });
}

async function setSecret(services: RotationServices, secretId: string, token: string) {
  const pending = await secretValue(services, secretId, {
    VersionId: token,
    VersionStage: 'AWSPENDING',
  });
  const updated = await putOnDistribution(services, pending);
  services.log('info', {
    step: 'setSecret',
    version: token,
    distributionId: services.distributionId,
    outcome: updated ? 'distribution updated' : 'distribution already sends it',
  });
}

async function testSecret(services: RotationServices, secretId: string, token: string) {
  const pending = await secretValue(services, secretId, {
    VersionId: token,
    VersionStage: 'AWSPENDING',
  });
  const current = await secretValue(services, secretId, { VersionStage: 'AWSCURRENT' });
  try {
    const { headers } = await distributionConfig(services);
    if (!headers.every((header) => header.HeaderValue === pending)) {
      throw new RotationError(
        `Distribution ${services.distributionId} does not send the pending value.`,
      );
    }
    // Both must pass while CloudFront's edges switch from one to the other.
    for (const [stage, value] of [
      ['AWSPENDING', pending],
      ['AWSCURRENT', current],
    ] as const) {
      const status = await originAccepts(services, value);
      if (status !== ACCEPTED_PROBE_STATUS) {
        throw new RotationError(
          `The API answered ${status} to the ${stage} value (${ACCEPTED_PROBE_STATUS} expected).`,
        );
      }
    }
  } catch (error) {
    // Leave the old value working: the distribution sends the current one again.
    const restored = await putOnDistribution(services, current).catch(
      (restoreError: unknown) =>
        `not restored: ${restoreError instanceof Error ? restoreError.name : 'unknown error'}`,
    );
    services.log('error', {
      step: 'testSecret',
      version: token,
      distributionId: services.distributionId,
      outcome: 'failed',
      error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
      distribution:
        restored === true
          ? 'current value restored'
          : restored === false
            ? 'already sends the current value'
            : restored,
    });
    if (error instanceof Object) loggedFailures.add(error);
    throw error;
  }
  services.log('info', { step: 'testSecret', version: token, outcome: 'both values accepted' });
}

async function finishSecret(
  services: RotationServices,
  secretId: string,
  token: string,
  versions: Record<string, string[]>,
) {
  const current = Object.entries(versions).find(([, stages]) => stages.includes('AWSCURRENT'))?.[0];
  await services.secrets.send(
    new UpdateSecretVersionStageCommand({
      SecretId: secretId,
      VersionStage: 'AWSCURRENT',
      MoveToVersionId: token,
      ...(current ? { RemoveFromVersionId: current } : {}),
    }),
  );
  services.log('info', {
    step: 'finishSecret',
    version: token,
    previousVersion: current,
    outcome: 'pending value is current',
  });
}

/** Failures a step has already logged with more to say (testSecret's, with the distribution). */
const loggedFailures = new WeakSet<object>();

/**
 * One step of a rotation. Whatever fails, the log has one line with `"outcome":"failed"`, the
 * step and the error (never a value of the secret), the line the security guide tells an
 * operator to read; the error is thrown again, so that Secrets Manager fails the rotation.
 */
export async function rotate(services: RotationServices, event: RotationEvent): Promise<void> {
  try {
    await rotateStep(services, event);
  } catch (error) {
    if (!(error instanceof Object && loggedFailures.has(error))) {
      services.log('error', {
        step: event.Step,
        version: event.ClientRequestToken,
        outcome: 'failed',
        error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
      });
    }
    throw error;
  }
}

/** One step of a rotation, after Secrets Manager's own checks on the secret and the version. */
async function rotateStep(services: RotationServices, event: RotationEvent): Promise<void> {
  const { Step: step, SecretId: secretId, ClientRequestToken: token } = event;
  if (!(ROTATION_STEPS as readonly string[]).includes(step)) {
    throw new RotationError(`Unknown rotation step ${JSON.stringify(step)}.`);
  }
  const secret = await services.secrets.send(new DescribeSecretCommand({ SecretId: secretId }));
  if (!secret.RotationEnabled) {
    throw new RotationError(`Rotation is not enabled on ${secretId}.`);
  }
  const versions = secret.VersionIdsToStages ?? {};
  const stages = versions[token];
  if (!stages) throw new RotationError(`Version ${token} has no stage for rotation.`);
  if (stages.includes('AWSCURRENT')) {
    services.log('info', { step, version: token, outcome: 'already current' });
    return;
  }
  if (!stages.includes('AWSPENDING')) {
    throw new RotationError(`Version ${token} is not AWSPENDING.`);
  }
  if (step === 'createSecret') return createSecret(services, secretId, token);
  if (step === 'setSecret') return setSecret(services, secretId, token);
  if (step === 'testSecret') return testSecret(services, secretId, token);
  return finishSecret(services, secretId, token, versions);
}
