import { once } from 'node:events';
import type { Server } from 'node:http';
import { type RunningServer, startSesEmulator, urlOf } from './ses-emulator';
import { type ContactHandler, createSiteServer } from './site-server';

export interface LocalTwinProps {
  /** The built site. */
  readonly distDir: string;
  /** 0 picks a free port. */
  readonly port: number;
  /** 0 picks a free port. */
  readonly sesPort: number;
}

export interface LocalTwin {
  readonly siteUrl: string;
  readonly sesUrl: string;
  close(): Promise<void>;
}

/** Addresses the local twin uses unless the environment names others. */
export const LOCAL_SENDER_EMAIL = 'website@example.com';
export const LOCAL_RECIPIENT_EMAIL = 'enquiries@example.com';

async function listen(server: Server, port: number): Promise<RunningServer> {
  server.listen(port, '127.0.0.1');
  try {
    await Promise.race([
      once(server, 'listening'),
      once(server, 'error').then(([e]) => Promise.reject(e)),
    ]);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      throw new Error(
        `The site cannot listen on port ${port}: it is taken. Set PORT to a free port.`,
      );
    }
    throw error;
  }
  return { server, url: urlOf(server) };
}

function close(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

/**
 * Starts the SES emulator, points the contact handler at it, and serves the built site with
 * CloudFront's routing and headers. The handler reads its settings when first imported, so the
 * environment is set before that import.
 */
export async function startLocalTwin(props: LocalTwinProps): Promise<LocalTwin> {
  const ses = await startSesEmulator(props.sesPort);
  try {
    process.env.SES_ENDPOINT = ses.url;
    process.env.SENDER_EMAIL ||= LOCAL_SENDER_EMAIL;
    process.env.RECIPIENT_EMAIL ||= LOCAL_RECIPIENT_EMAIL;
    process.env.AWS_REGION ||= 'us-east-1';
    const { handler } = (await import('../../functions/contact-form/handler')) as {
      handler: ContactHandler;
    };
    const site = await listen(
      createSiteServer({ distDir: props.distDir, contactHandler: handler }),
      props.port,
    );
    return {
      siteUrl: site.url.replace('127.0.0.1', 'localhost'),
      sesUrl: ses.url.replace('127.0.0.1', 'localhost'),
      close: async () => {
        await Promise.all([close(site.server), close(ses.server)]);
      },
    };
  } catch (error) {
    await close(ses.server);
    throw error;
  }
}
