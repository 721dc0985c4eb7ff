import { once } from 'node:events';
import type { Server } from 'node:http';
import { type RunningServer, urlOf } from './ses-emulator';

/** Listens on 127.0.0.1 only; a taken port says which setting to change. */
export async function listen(
  server: Server,
  port: number,
  setting: string,
): Promise<RunningServer> {
  server.listen(port, '127.0.0.1');
  try {
    await Promise.race([
      once(server, 'listening'),
      once(server, 'error').then(([e]) => Promise.reject(e)),
    ]);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      throw new Error(`Port ${port} is taken. Set ${setting} to a free port.`);
    }
    throw error;
  }
  return { server, url: urlOf(server) };
}
