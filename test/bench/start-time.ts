/**
 * `npm run bench:start`: how long `npm start` takes, build included, from launch to the first
 * 200 from the site and from the SES emulator. Uses its own free ports; prints the figures.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

const TIMEOUT_MS = 180_000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.once('error', reject);
  });
}

async function firstOk(url: string, started: number): Promise<number> {
  while (performance.now() - started < TIMEOUT_MS) {
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${url} did not answer 200 within ${TIMEOUT_MS / 1000} s`);
}

async function main(): Promise<void> {
  const [port, sesPort, dynamoPort] = [await freePort(), await freePort(), await freePort()];
  const started = performance.now();
  const child = spawn('npm', ['start'], {
    env: {
      ...process.env,
      PORT: String(port),
      SES_PORT: String(sesPort),
      DYNAMODB_PORT: String(dynamoPort),
    },
    stdio: 'ignore',
    detached: true,
  });
  try {
    const site = await firstOk(`http://127.0.0.1:${port}/`, started);
    const ses = await firstOk(`http://127.0.0.1:${sesPort}/`, started);
    console.log(
      `npm start → first 200 from the site: ${(site / 1000).toFixed(2)} s (build included)`,
    );
    console.log(`npm start → first 200 from the SES emulator: ${(ses / 1000).toFixed(2)} s`);
  } finally {
    // npm start runs in its own process group: stop all of it, as Ctrl-C would.
    if (child.pid) process.kill(-child.pid, 'SIGINT');
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
