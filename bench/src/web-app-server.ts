/**
 * The built Spool (`npm run build`: apps/server/dist with the web app in apps/web/dist) as a
 * person runs it, for the benches that measure pages in a browser: on a fresh embedded database
 * in a temp dir, on a free loopback port, with a random password for the first accounts.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { deferCleanup } from './cleanup.js';
import { pgliteTarget } from './databases.js';

const repositoryRoot = fileURLToPath(new URL('../../', import.meta.url));
const serverEntry = fileURLToPath(new URL('../../apps/server/dist/server.js', import.meta.url));
const webEntry = fileURLToPath(new URL('../../apps/web/dist/index.html', import.meta.url));
/** A first start migrates and seeds the demo tenant: seconds, minutes on a loaded machine. */
const healthyTimeoutMs = 180_000;

export type RunningWebApp = {
  baseUrl: string;
  /** The password of the first accounts (admin, demo.admin, demo.planner). */
  password: string;
  /** Stops the server, then removes its data. Safe to call twice. */
  stop(): Promise<void>;
};

export async function startWebApp(): Promise<RunningWebApp> {
  if (!existsSync(serverEntry) || !existsSync(webEntry)) {
    throw new Error('Spool is not built: run `npm run build` first');
  }
  const prepared = await pgliteTarget().prepare();
  if (prepared.database.kind !== 'pglite') throw new Error('expected an embedded database');
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const password = `bench-${randomBytes(9).toString('base64url')}`;
  const child = spawn(process.execPath, [serverEntry], {
    cwd: repositoryRoot,
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      SPOOL_DATA_DIR: prepared.database.dataDir,
      PORT: String(port),
      SPOOL_PUBLIC_URL: baseUrl,
      SPOOL_ADMIN_PASSWORD: password,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stopServer = deferCleanup(() => stopChild(child));
  const stop = async () => {
    await stopServer();
    await prepared.dispose();
  };
  try {
    await waitUntilHealthy(baseUrl, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, password, stop };
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port was assigned')),
      );
    });
  });
}

async function waitUntilHealthy(baseUrl: string, child: ChildProcess): Promise<void> {
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + healthyTimeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`the server exited (${child.exitCode}):\n${output}`);
    const healthy = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server was not healthy after ${healthyTimeoutMs / 1000} s:\n${output}`);
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
