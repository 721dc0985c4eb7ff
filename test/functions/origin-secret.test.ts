import {
  GetSecretValueCommand,
  ResourceNotFoundException,
  SecretsManagerClient,
} from '@aws-sdk/client-secrets-manager';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  ORIGIN_SECRET_CACHE_MS,
  ORIGIN_SECRET_RECHECK_MS,
  originSecretCheck,
  readOriginSecretId,
} from '../../functions/origin-secret';

const secretsManager = mockClient(SecretsManagerClient);
const SECRET_ARN =
  'arn:aws:secretsmanager:eu-west-1:123456789012:secret:VantageWardSite/origin-secret-AbCdEf';
const CURRENT = 'current0current0current0current0current0current0current0current0';
const PREVIOUS = 'previous1previous1previous1previous1previous1previous1previous1pr';
const PENDING = 'pending2pending2pending2pending2pending2pending2pending2pending2p';

type Stage = 'AWSCURRENT' | 'AWSPENDING' | 'AWSPREVIOUS';

/** What Secrets Manager holds now, by stage; a missing stage has no version. */
function holds(values: Partial<Record<Stage, string>>): void {
  secretsManager.reset();
  for (const stage of ['AWSCURRENT', 'AWSPENDING', 'AWSPREVIOUS'] as const) {
    const value = values[stage];
    const call = secretsManager.on(GetSecretValueCommand, {
      SecretId: SECRET_ARN,
      VersionStage: stage,
    });
    if (value) call.resolves({ SecretString: value, VersionStages: [stage] });
    else
      call.rejects(
        new ResourceNotFoundException({
          message: "Secrets Manager can't find the specified secret value for staging label",
          $metadata: {},
        }),
      );
  }
}

function reads(): number {
  return secretsManager.commandCalls(GetSecretValueCommand).length;
}

const header = (value: string) => ({ 'x-origin-verify': value });

let now: number;
const clock = () => now;

beforeEach(() => {
  now = 1_800_000_000_000;
  holds({ AWSCURRENT: CURRENT });
});

describe('readOriginSecretId', () => {
  it('reads ORIGIN_SECRET_ARN, and nothing when it is unset or blank', () => {
    expect(readOriginSecretId({ ORIGIN_SECRET_ARN: ` ${SECRET_ARN} ` })).toBe(SECRET_ARN);
    expect(readOriginSecretId({ ORIGIN_SECRET_ARN: ' ' })).toBeUndefined();
    expect(readOriginSecretId({})).toBeUndefined();
  });
});

describe('the origin secret check', () => {
  it('accepts everything, and reads nothing, without a secret (the local twin has no CloudFront)', async () => {
    const check = originSecretCheck(undefined, { clock });
    expect(await check({})).toEqual({ verdict: 'accepted' });
    expect(reads()).toBe(0);
  });

  it('refuses a request without the header without calling Secrets Manager', async () => {
    const check = originSecretCheck(SECRET_ARN, { clock });
    expect(await check({})).toEqual({ verdict: 'rejected' });
    expect(await check(header(''))).toEqual({ verdict: 'rejected' });
    expect(reads()).toBe(0);
  });

  it('accepts the current value, reading the current, pending and previous versions once for the container', async () => {
    const check = originSecretCheck(SECRET_ARN, { clock });
    expect(await check(header(CURRENT))).toEqual({ verdict: 'accepted' });
    expect(
      secretsManager.commandCalls(GetSecretValueCommand).map((call) => call.args[0].input),
    ).toEqual([
      { SecretId: SECRET_ARN, VersionStage: 'AWSCURRENT' },
      { SecretId: SECRET_ARN, VersionStage: 'AWSPENDING' },
      { SecretId: SECRET_ARN, VersionStage: 'AWSPREVIOUS' },
    ]);
    now += ORIGIN_SECRET_CACHE_MS - 1;
    expect(await check(header(CURRENT))).toEqual({ verdict: 'accepted' });
    expect(reads()).toBe(3);
  });

  it('reads once for requests that arrive together', async () => {
    const check = originSecretCheck(SECRET_ARN, { clock });
    const verdicts = await Promise.all([1, 2, 3, 4].map(() => check(header(CURRENT))));
    expect(verdicts.map((v) => v.verdict)).toEqual([
      'accepted',
      'accepted',
      'accepted',
      'accepted',
    ]);
    expect(reads()).toBe(3);
  });

  it('accepts the previous and the pending value during a rotation, and refuses any other', async () => {
    holds({ AWSCURRENT: CURRENT, AWSPENDING: PENDING, AWSPREVIOUS: PREVIOUS });
    const check = originSecretCheck(SECRET_ARN, { clock });
    expect(await check(header(PREVIOUS))).toEqual({ verdict: 'accepted' });
    expect(await check(header(PENDING))).toEqual({ verdict: 'accepted' });
    expect(await check(header(CURRENT))).toEqual({ verdict: 'accepted' });
    expect(await check(header(`${CURRENT}x`))).toEqual({ verdict: 'rejected' });
    expect(await check(header(CURRENT.slice(1)))).toEqual({ verdict: 'rejected' });
  });

  it('accepts a value a rotation made after the container read, reading again at most every 30 seconds', async () => {
    const check = originSecretCheck(SECRET_ARN, { clock });
    expect(await check(header(CURRENT))).toEqual({ verdict: 'accepted' });
    // createSecret stores the pending value; setSecret puts it on the distribution.
    holds({ AWSCURRENT: CURRENT, AWSPENDING: PENDING });
    now += ORIGIN_SECRET_RECHECK_MS;
    expect(await check(header(PENDING))).toEqual({ verdict: 'accepted' });
    expect(reads()).toBe(3);
  });

  it('does not let wrong headers make it call Secrets Manager more than once per 30 seconds', async () => {
    const check = originSecretCheck(SECRET_ARN, { clock });
    await check(header(CURRENT));
    secretsManager.resetHistory();
    for (let i = 0; i < 50; i++) {
      now += 500;
      expect(await check(header(`guess-${i}`))).toEqual({ verdict: 'rejected' });
    }
    // 25 seconds of guesses: no read. Past 30 seconds: one.
    expect(reads()).toBe(0);
    now += 5_000;
    await check(header('another guess'));
    expect(reads()).toBe(3);
  });

  it('refuses a value the rotation retired once the container reads again, within 5 minutes', async () => {
    holds({ AWSCURRENT: CURRENT, AWSPREVIOUS: PREVIOUS });
    const check = originSecretCheck(SECRET_ARN, { clock });
    expect(await check(header(PREVIOUS))).toEqual({ verdict: 'accepted' });
    // The next rotation: current becomes previous, and the old previous is no stage at all.
    holds({ AWSCURRENT: PENDING, AWSPREVIOUS: CURRENT });
    now += ORIGIN_SECRET_CACHE_MS;
    expect(await check(header(PREVIOUS))).toEqual({ verdict: 'rejected' });
    expect(await check(header(CURRENT))).toEqual({ verdict: 'accepted' });
  });

  it('answers unavailable, with the error, when the secret cannot be read at all, and tries again on the next request', async () => {
    secretsManager.reset();
    secretsManager.on(GetSecretValueCommand).rejects(new Error('connect ETIMEDOUT'));
    const check = originSecretCheck(SECRET_ARN, { clock });
    expect(await check(header(CURRENT))).toEqual({
      verdict: 'unavailable',
      error: 'Error: connect ETIMEDOUT',
    });
    holds({ AWSCURRENT: CURRENT });
    expect(await check(header(CURRENT))).toEqual({ verdict: 'accepted' });
  });

  it('answers unavailable when the secret has no current value', async () => {
    holds({});
    const check = originSecretCheck(SECRET_ARN, { clock });
    expect(await check(header(CURRENT))).toMatchObject({
      verdict: 'unavailable',
      error: expect.stringContaining('ResourceNotFoundException'),
    });
  });

  it('keeps serving with what it read last while Secrets Manager fails', async () => {
    const check = originSecretCheck(SECRET_ARN, { clock });
    await check(header(CURRENT));
    secretsManager.reset();
    secretsManager.on(GetSecretValueCommand).rejects(new Error('ThrottlingException'));
    now += ORIGIN_SECRET_CACHE_MS;
    expect(await check(header(CURRENT))).toEqual({ verdict: 'accepted' });
    expect(await check(header(PREVIOUS))).toEqual({ verdict: 'rejected' });
  });
});
