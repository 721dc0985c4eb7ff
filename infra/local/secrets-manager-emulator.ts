import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { listen } from './listen';
import type { RunningServer } from './ses-emulator';

/**
 * Secrets Manager for the local twin, as much of it as the contact function uses:
 * `GetSecretValue` (the JSON 1.1 protocol) on the secrets it was given. The function reads its
 * synthetic-enquiry secret through the same SDK call as in AWS, pointed here by
 * SECRETS_MANAGER_ENDPOINT. On a free port of 127.0.0.1: only this process talks to it.
 */
export async function startSecretsManagerEmulator(
  secrets: Readonly<Record<string, string>>,
): Promise<RunningServer> {
  const answer = (response: ServerResponse, status: number, body: Record<string, unknown>) => {
    response.writeHead(status, { 'content-type': 'application/x-amz-json-1.1' });
    response.end(JSON.stringify(body));
  };
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.headers['x-amz-target'] !== 'secretsmanager.GetSecretValue') {
        answer(response, 400, {
          __type: 'UnknownOperationException',
          message: 'The local Secrets Manager only answers GetSecretValue.',
        });
        return;
      }
      let secretId: unknown;
      try {
        secretId = (JSON.parse(Buffer.concat(chunks).toString('utf8')) as { SecretId?: unknown })
          .SecretId;
      } catch {
        secretId = undefined;
      }
      const value = typeof secretId === 'string' ? secrets[secretId] : undefined;
      if (value === undefined) {
        answer(response, 400, {
          __type: 'ResourceNotFoundException',
          message: "Secrets Manager can't find the specified secret.",
        });
        return;
      }
      answer(response, 200, {
        ARN: secretId,
        Name: secretId,
        SecretString: value,
        VersionId: 'local',
        VersionStages: ['AWSCURRENT'],
      });
    });
  });
  return listen(server, 0, 'nothing (a free port is picked)');
}
