import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sesEmulator from 'aws-ses-v2-local';

export interface RunningServer {
  readonly server: Server;
  readonly url: string;
}

/** The emulator is CommonJS: its start function is `default`, or the module itself. */
const startEmulator = ((sesEmulator as unknown as { default?: typeof sesEmulator }).default ??
  sesEmulator) as unknown as (config: { host: string; port: number }) => Promise<Server>;

export function urlOf(server: Server): string {
  const { port } = server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

/**
 * Starts the embedded SES emulator (aws-ses-v2-local): its page lists every email sent, and
 * `GET /store` returns them as JSON. It ignores a busy port silently, so this checks.
 */
export async function startSesEmulator(port: number): Promise<RunningServer> {
  const server = await startEmulator({ host: '127.0.0.1', port });
  if (!server.listening) {
    server.close();
    throw new Error(
      `The SES emulator cannot listen on port ${port}: it is taken. Set SES_PORT to a free port.`,
    );
  }
  return { server, url: urlOf(server) };
}
