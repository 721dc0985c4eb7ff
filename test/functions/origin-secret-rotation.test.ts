import {
  CloudFrontClient,
  type DistributionConfig,
  GetDistributionConfigCommand,
  PreconditionFailed,
  UpdateDistributionCommand,
} from '@aws-sdk/client-cloudfront';
import {
  DescribeSecretCommand,
  GetRandomPasswordCommand,
  GetSecretValueCommand,
  PutSecretValueCommand,
  ResourceNotFoundException,
  SecretsManagerClient,
  UpdateSecretVersionStageCommand,
} from '@aws-sdk/client-secrets-manager';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  ROTATION_STEPS,
  type RotationServices,
  type RotationStep,
  rotate,
} from '../../functions/origin-secret-rotation/rotation';
import { readRotationSettings } from '../../functions/origin-secret-rotation/settings';

const SECRET_ARN =
  'arn:aws:secretsmanager:eu-west-1:123456789012:secret:VantageWardSite/origin-secret-AbCdEf';
const DISTRIBUTION_ID = 'E2EXAMPLE0ABCD';
const API_URL = 'https://a1b2c3d4e5.execute-api.eu-west-1.amazonaws.com';
const PROBE = { method: 'GET', path: '/api/csp-report' };
const OLD = 'OldValue0OldValue0OldValue0OldValue0OldValue0OldValue0OldValue0O';
const NEW = 'NewValue1NewValue1NewValue1NewValue1NewValue1NewValue1NewValue1N';
const TOKEN = 'c0ffee00-1111-4222-8333-444455556666';
const CURRENT_VERSION = 'a0a0a0a0-1111-4222-8333-444455556666';

/** Secrets Manager as the rotation sees it: versions, their stages and values. */
interface Version {
  stages: string[];
  value?: string;
}
let versions: Record<string, Version>;
let rotationEnabled: boolean;
/** The distribution's configuration as CloudFront holds it, and its ETag. */
let distribution: { config: DistributionConfig; etag: number };
/** What the API's handlers accept: the current, pending and previous values. */
let apiReachable: boolean;
let apiAccepts: (value: string) => boolean;
let logged: { level: string; fields: Record<string, unknown> }[];
let probes: { url: string; init: RequestInit }[];

const secretsManager = mockClient(SecretsManagerClient);
const cloudFront = mockClient(CloudFrontClient);

function stageValue(stage: string, versionId?: string): string | undefined {
  const found = Object.entries(versions).find(
    ([id, version]) =>
      version.stages.includes(stage) && (versionId === undefined || id === versionId),
  );
  return found?.[1].value;
}

function acceptedValues(): string[] {
  return ['AWSCURRENT', 'AWSPENDING', 'AWSPREVIOUS']
    .map((stage) => stageValue(stage))
    .filter((value): value is string => value !== undefined);
}

function notFound(): ResourceNotFoundException {
  return new ResourceNotFoundException({ message: 'no such version', $metadata: {} });
}

function originHeader(config = distribution.config): (string | undefined)[] {
  return (config.Origins?.Items ?? []).flatMap((origin) =>
    (origin.CustomHeaders?.Items ?? [])
      .filter((h) => h.HeaderName === 'x-origin-verify')
      .map((h) => h.HeaderValue),
  );
}

function fakeSecretsManager(): void {
  secretsManager.reset();
  secretsManager.on(DescribeSecretCommand).callsFake(() => ({
    ARN: SECRET_ARN,
    RotationEnabled: rotationEnabled,
    VersionIdsToStages: Object.fromEntries(
      Object.entries(versions).map(([id, version]) => [id, [...version.stages]]),
    ),
  }));
  secretsManager.on(GetSecretValueCommand).callsFake((input) => {
    const value = stageValue(input.VersionStage ?? 'AWSCURRENT', input.VersionId);
    if (value === undefined) throw notFound();
    return { SecretString: value };
  });
  secretsManager.on(GetRandomPasswordCommand).resolves({ RandomPassword: NEW });
  secretsManager.on(PutSecretValueCommand).callsFake((input) => {
    for (const version of Object.values(versions)) {
      version.stages = version.stages.filter((s) => !input.VersionStages.includes(s));
    }
    versions[input.ClientRequestToken] = { stages: input.VersionStages, value: input.SecretString };
    return {};
  });
  secretsManager.on(UpdateSecretVersionStageCommand).callsFake((input) => {
    const from = versions[input.RemoveFromVersionId];
    if (from) {
      from.stages = from.stages.filter((s) => s !== input.VersionStage);
      // Secrets Manager moves AWSPREVIOUS itself when AWSCURRENT moves.
      for (const version of Object.values(versions)) {
        version.stages = version.stages.filter((s) => s !== 'AWSPREVIOUS');
      }
      from.stages.push('AWSPREVIOUS');
    }
    versions[input.MoveToVersionId]?.stages.push(input.VersionStage);
    return {};
  });
}

function fakeCloudFront(): void {
  cloudFront.reset();
  cloudFront.on(GetDistributionConfigCommand, { Id: DISTRIBUTION_ID }).callsFake(() => ({
    DistributionConfig: structuredClone(distribution.config),
    ETag: `E${distribution.etag}`,
  }));
  cloudFront.on(UpdateDistributionCommand).callsFake((input) => {
    if (input.Id !== DISTRIBUTION_ID) throw new Error(`no distribution ${input.Id}`);
    if (input.IfMatch !== `E${distribution.etag}`) {
      throw new PreconditionFailed({ message: 'The ETag does not match', $metadata: {} });
    }
    distribution = {
      config: structuredClone(input.DistributionConfig),
      etag: distribution.etag + 1,
    };
    return { ETag: `E${distribution.etag}` };
  });
}

/** The API: 405 to a GET past the origin check, 403 before it. */
const fakeFetch: typeof fetch = async (url, init) => {
  probes.push({ url: String(url), init: init ?? {} });
  if (!apiReachable) throw new TypeError('fetch failed');
  const value = new Headers(init?.headers).get('x-origin-verify') ?? '';
  return new Response(JSON.stringify({ error: '…' }), {
    status: apiAccepts(value) ? 405 : 403,
  });
};

function services(probe = PROBE): RotationServices {
  return {
    secrets: new SecretsManagerClient({ region: 'eu-west-1' }),
    cloudFront: new CloudFrontClient({ region: 'us-east-1' }),
    distributionId: DISTRIBUTION_ID,
    apiUrl: API_URL,
    probe,
    fetch: fakeFetch,
    log: (level, fields) => {
      logged.push({ level, fields });
    },
  };
}

function step(name: RotationStep, token = TOKEN, probe = PROBE) {
  return rotate(services(probe), { Step: name, SecretId: SECRET_ARN, ClientRequestToken: token });
}

beforeEach(() => {
  // As Secrets Manager starts a rotation: the new version exists, AWSPENDING, with no value yet.
  versions = {
    [CURRENT_VERSION]: { stages: ['AWSCURRENT'], value: OLD },
    [TOKEN]: { stages: ['AWSPENDING'] },
  };
  rotationEnabled = true;
  distribution = {
    etag: 1,
    config: {
      CallerReference: 'site',
      Comment: 'the site',
      Enabled: true,
      Origins: {
        Quantity: 2,
        Items: [
          { Id: 'site-bucket', DomainName: 'bucket.s3.eu-west-1.amazonaws.com' },
          {
            Id: 'api',
            DomainName: 'a1b2c3d4e5.execute-api.eu-west-1.amazonaws.com',
            CustomHeaders: {
              Quantity: 1,
              Items: [{ HeaderName: 'x-origin-verify', HeaderValue: OLD }],
            },
          },
        ],
      },
      DefaultCacheBehavior: {
        TargetOriginId: 'site-bucket',
        ViewerProtocolPolicy: 'redirect-to-https',
      },
    } as DistributionConfig,
  };
  apiReachable = true;
  apiAccepts = (value) => acceptedValues().includes(value);
  logged = [];
  probes = [];
  fakeSecretsManager();
  fakeCloudFront();
});

describe('a rotation of the origin secret', () => {
  it('ends with the new value current, the old one previous, and the distribution sending the new one', async () => {
    for (const name of ROTATION_STEPS) await step(name);
    expect(stageValue('AWSCURRENT')).toBe(NEW);
    expect(stageValue('AWSPREVIOUS')).toBe(OLD);
    expect(originHeader()).toEqual([NEW]);
    // Secrets Manager generated it: 64 letters and digits.
    expect(secretsManager.commandCalls(GetRandomPasswordCommand)[0]?.args[0].input).toEqual({
      PasswordLength: 64,
      ExcludePunctuation: true,
    });
  });

  it('keeps a value the handlers accept on the distribution at every step, and the old value accepted throughout', async () => {
    for (const name of ROTATION_STEPS) {
      await step(name);
      expect(acceptedValues()).toContain(originHeader()[0]);
      expect(acceptedValues()).toContain(OLD);
    }
  });

  it('changes nothing of the distribution but the header, and updates it with the ETag it read', async () => {
    const before = structuredClone(distribution.config);
    for (const name of ROTATION_STEPS) await step(name);
    const updates = cloudFront.commandCalls(UpdateDistributionCommand);
    expect(updates).toHaveLength(1);
    expect(updates[0]?.args[0].input).toMatchObject({ Id: DISTRIBUTION_ID, IfMatch: 'E1' });
    const api = before.Origins?.Items?.[1]?.CustomHeaders?.Items?.[0];
    if (api) api.HeaderValue = NEW;
    expect(distribution.config).toEqual(before);
  });

  it('tests the API directly with the pending and the current value', async () => {
    for (const name of ROTATION_STEPS) await step(name);
    expect(
      probes.map(({ url, init }) => [
        url,
        init.method,
        new Headers(init.headers).get('x-origin-verify'),
      ]),
    ).toEqual([
      [`${API_URL}/api/csp-report`, 'GET', NEW],
      [`${API_URL}/api/csp-report`, 'GET', OLD],
    ]);
  });

  it('probes with the request its API names: the editor sign-in’s POST /auth', async () => {
    const signInProbe = { method: 'POST', path: '/auth' };
    for (const name of ROTATION_STEPS) await step(name, TOKEN, signInProbe);
    expect(probes.map(({ url, init }) => [url, init.method])).toEqual([
      [`${API_URL}/auth`, 'POST'],
      [`${API_URL}/auth`, 'POST'],
    ]);
  });

  it('can run each step again, as Secrets Manager does when it retries a rotation', async () => {
    for (const name of ROTATION_STEPS) {
      await step(name);
      if (name !== 'finishSecret') await step(name);
    }
    await step('finishSecret');
    expect(secretsManager.commandCalls(PutSecretValueCommand)).toHaveLength(1);
    expect(cloudFront.commandCalls(UpdateDistributionCommand)).toHaveLength(1);
    expect(secretsManager.commandCalls(UpdateSecretVersionStageCommand)).toHaveLength(1);
    expect(stageValue('AWSCURRENT')).toBe(NEW);
  });

  it('never writes a value of the secret in its log, whether it succeeds or fails', async () => {
    for (const name of ROTATION_STEPS) await step(name);
    // The next rotation fails its test, and puts the value of the first back.
    const NEXT = 'NextValue2NextValue2NextValue2NextValue2NextValue2NextValue2Next';
    const NEXT_TOKEN = 'beef0000-1111-4222-8333-444455556666';
    versions[NEXT_TOKEN] = { stages: ['AWSPENDING'] };
    secretsManager.on(GetRandomPasswordCommand).resolves({ RandomPassword: NEXT });
    apiAccepts = () => false;
    await step('createSecret', NEXT_TOKEN);
    await step('setSecret', NEXT_TOKEN);
    await expect(step('testSecret', NEXT_TOKEN)).rejects.toThrow();
    expect(originHeader()).toEqual([NEW]);
    expect(logged.length).toBe(7);
    const text = JSON.stringify(logged);
    for (const value of [OLD, NEW, NEXT]) expect(text).not.toContain(value);
  });
});

describe('each step, failing', () => {
  it('createSecret: Secrets Manager generates nothing; nothing is stored, the distribution is untouched', async () => {
    secretsManager.on(GetRandomPasswordCommand).rejects(new Error('ThrottlingException'));
    await expect(step('createSecret')).rejects.toThrow('ThrottlingException');
    expect(secretsManager.commandCalls(PutSecretValueCommand)).toHaveLength(0);
    expect(originHeader()).toEqual([OLD]);
  });

  it('createSecret: there is no current value to rotate from', async () => {
    versions = { [TOKEN]: { stages: ['AWSPENDING'] } };
    await expect(step('createSecret')).rejects.toThrow(ResourceNotFoundException);
    expect(secretsManager.commandCalls(PutSecretValueCommand)).toHaveLength(0);
  });

  it('setSecret: CloudFront refuses the update (the distribution changed since the read); it still sends the old value', async () => {
    await step('createSecret');
    cloudFront
      .on(UpdateDistributionCommand)
      .rejects(new PreconditionFailed({ message: 'The ETag does not match', $metadata: {} }));
    await expect(step('setSecret')).rejects.toThrow('The ETag does not match');
    expect(originHeader()).toEqual([OLD]);
    expect(stageValue('AWSCURRENT')).toBe(OLD);
  });

  it('setSecret: no origin of the distribution sends the header', async () => {
    await step('createSecret');
    distribution.config.Origins?.Items?.[1]?.CustomHeaders?.Items?.splice(0, 1);
    await expect(step('setSecret')).rejects.toThrow(
      `No origin of distribution ${DISTRIBUTION_ID} sends x-origin-verify.`,
    );
    expect(cloudFront.commandCalls(UpdateDistributionCommand)).toHaveLength(0);
  });

  it.each([
    [
      'the API refuses the pending value',
      () => (apiAccepts = (v: string) => v === OLD),
      'The API answered 403 to the AWSPENDING value (405 expected).',
    ],
    [
      'the API refuses the current value',
      () => (apiAccepts = (v: string) => v === NEW),
      'The API answered 403 to the AWSCURRENT value (405 expected).',
    ],
    ['the API cannot be reached', () => (apiReachable = false), 'fetch failed'],
  ])(
    'testSecret: %s; the distribution gets the current value back',
    async (_, breakIt, message) => {
      await step('createSecret');
      await step('setSecret');
      breakIt();
      await expect(step('testSecret')).rejects.toThrow(message);
      expect(originHeader()).toEqual([OLD]);
      expect(stageValue('AWSCURRENT')).toBe(OLD);
      expect(logged).toContainEqual({
        level: 'error',
        fields: expect.objectContaining({
          step: 'testSecret',
          outcome: 'failed',
          distribution: 'current value restored',
        }),
      });
    },
  );

  it('testSecret: the distribution does not send the pending value (setSecret was undone)', async () => {
    await step('createSecret');
    await expect(step('testSecret')).rejects.toThrow(
      `Distribution ${DISTRIBUTION_ID} does not send the pending value.`,
    );
    expect(originHeader()).toEqual([OLD]);
    expect(cloudFront.commandCalls(UpdateDistributionCommand)).toHaveLength(0);
  });

  it('finishSecret: Secrets Manager refuses to move the stage; the distribution’s value is still accepted and the old one still current', async () => {
    for (const name of ['createSecret', 'setSecret', 'testSecret'] as const) await step(name);
    secretsManager.on(UpdateSecretVersionStageCommand).rejects(new Error('AccessDeniedException'));
    await expect(step('finishSecret')).rejects.toThrow('AccessDeniedException');
    expect(stageValue('AWSCURRENT')).toBe(OLD);
    expect(acceptedValues()).toContain(originHeader()[0]);
  });
});

describe('the log of a failed step', () => {
  const failedLines = () => logged.filter(({ fields }) => fields.outcome === 'failed');

  it.each([
    [
      'createSecret',
      () => secretsManager.on(GetRandomPasswordCommand).rejects(new Error('ThrottlingException')),
      [] as RotationStep[],
    ],
    [
      'setSecret',
      () =>
        cloudFront
          .on(UpdateDistributionCommand)
          .rejects(new PreconditionFailed({ message: 'The ETag does not match', $metadata: {} })),
      ['createSecret'] as RotationStep[],
    ],
    [
      'finishSecret',
      () =>
        secretsManager
          .on(UpdateSecretVersionStageCommand)
          .rejects(new Error('AccessDeniedException')),
      ['createSecret', 'setSecret', 'testSecret'] as RotationStep[],
    ],
  ] as const)(
    '%s: one line with "outcome":"failed", the step and the error',
    async (name, breakIt, before) => {
      for (const done of before) await step(done);
      breakIt();
      await expect(step(name)).rejects.toThrow();
      expect(failedLines()).toEqual([
        {
          level: 'error',
          fields: {
            step: name,
            version: TOKEN,
            outcome: 'failed',
            error: expect.stringMatching(/Exception|ETag/),
          },
        },
      ]);
    },
  );

  it('a step Secrets Manager should not have asked for: one line, the refusal', async () => {
    rotationEnabled = false;
    await expect(step('setSecret')).rejects.toThrow('Rotation is not enabled');
    expect(failedLines()).toEqual([
      {
        level: 'error',
        fields: expect.objectContaining({
          step: 'setSecret',
          error: expect.stringContaining('Rotation is not enabled'),
        }),
      },
    ]);
  });

  it('testSecret: its own line only, with what it did to the distribution', async () => {
    await step('createSecret');
    await step('setSecret');
    apiAccepts = () => false;
    await expect(step('testSecret')).rejects.toThrow();
    expect(failedLines()).toHaveLength(1);
    expect(failedLines()[0]?.fields).toHaveProperty('distribution', 'current value restored');
  });
});

describe('what the rotation refuses', () => {
  it('a secret whose rotation is not enabled', async () => {
    rotationEnabled = false;
    await expect(step('createSecret')).rejects.toThrow(`Rotation is not enabled on ${SECRET_ARN}.`);
  });

  it('a version the secret does not have', async () => {
    await expect(step('createSecret', 'unknown-token')).rejects.toThrow(
      'Version unknown-token has no stage for rotation.',
    );
  });

  it('a version that is not pending', async () => {
    versions[TOKEN] = { stages: [], value: NEW };
    await expect(step('setSecret')).rejects.toThrow(`Version ${TOKEN} is not AWSPENDING.`);
  });

  it('an unknown step', async () => {
    await expect(step('deleteSecret' as RotationStep)).rejects.toThrow(
      'Unknown rotation step "deleteSecret".',
    );
  });

  it('does nothing for a version that is already current', async () => {
    await expect(step('finishSecret', CURRENT_VERSION)).resolves.toBeUndefined();
    expect(secretsManager.commandCalls(UpdateSecretVersionStageCommand)).toHaveLength(0);
  });
});

describe('the rotation function’s settings', () => {
  const PROBE_ENV = { PROBE_METHOD: 'POST', PROBE_PATH: '/auth' };

  it('reads the distribution, the API address and the request that probes it', () => {
    expect(readRotationSettings({ DISTRIBUTION_ID, API_URL: `${API_URL}/`, ...PROBE_ENV })).toEqual(
      {
        distributionId: DISTRIBUTION_ID,
        apiUrl: API_URL,
        probe: { method: 'POST', path: '/auth' },
      },
    );
  });

  const probeMessage = (method: string, path: string) =>
    `The rotation function needs PROBE_METHOD and PROBE_PATH, a request the API answers 405 past the origin check (GET and /api/csp-report), got "${method}" and "${path}".`;

  it.each([
    [
      { API_URL, ...PROBE_ENV },
      'The rotation function needs DISTRIBUTION_ID (the CloudFront distribution).',
    ],
    [
      { DISTRIBUTION_ID, ...PROBE_ENV },
      'The rotation function needs API_URL, the API\'s https:// address, got "".',
    ],
    [
      { DISTRIBUTION_ID, API_URL: 'http://api.example.com', ...PROBE_ENV },
      'The rotation function needs API_URL, the API\'s https:// address, got "http://api.example.com".',
    ],
    [{ DISTRIBUTION_ID, API_URL }, probeMessage('', '')],
    [
      { DISTRIBUTION_ID, API_URL, PROBE_METHOD: 'get', PROBE_PATH: '/auth' },
      probeMessage('get', '/auth'),
    ],
    [
      { DISTRIBUTION_ID, API_URL, PROBE_METHOD: 'POST', PROBE_PATH: 'auth' },
      probeMessage('POST', 'auth'),
    ],
  ])('refuses %j', (env, message) => {
    expect(() => readRotationSettings(env)).toThrow(message);
  });
});
