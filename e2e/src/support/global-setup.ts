import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { join } from 'node:path';
import type { FullConfig } from '@playwright/test';
import {
  createServerStorage,
  freePort,
  runServer,
  stopServer,
  waitUntilHealthy,
} from './spool-server.js';

/**
 * Starts the built server for the browser tests, one for each worker (tests of one worker
 * run one after the other on a server of their own, as they would alone), each on a fresh
 * embedded database or, with DATABASE_URL, a fresh database on that PostgreSQL server.
 * The returned function stops them and removes their data.
 */
export default async function globalSetup(config: FullConfig) {
  const adminPassword = `e2e-${randomBytes(9).toString('base64url')}`;
  const started = await Promise.allSettled(
    Array.from({ length: config.workers }, () => startServer(adminPassword)),
  );
  const servers = started.flatMap((outcome) =>
    outcome.status === 'fulfilled' ? [outcome.value] : [],
  );
  const stopAll = async () => {
    await Promise.all(servers.map((server) => server.stop()));
  };
  const failed = started.find((outcome) => outcome.status === 'rejected');
  if (failed) {
    await stopAll();
    throw failed.reason;
  }
  process.env['SPOOL_BASE_URLS'] = servers.map((server) => server.baseUrl).join(' ');
  process.env['SPOOL_ADMIN_PASSWORD'] = adminPassword;
  return stopAll;
}

const logDir = process.env['SPOOL_E2E_SERVER_LOGS'];

async function startServer(adminPassword: string) {
  const storage = await createServerStorage();
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = runServer({
    ...storage.env,
    PORT: String(port),
    SPOOL_PUBLIC_URL: baseUrl,
    SPOOL_ADMIN_PASSWORD: adminPassword,
    // Every browser test signs in from 127.0.0.1, dozens a minute: more than one office would.
    SPOOL_SIGN_IN_ATTEMPTS_PER_ADDRESS: '1000',
    ...(logDir && { LOG_LEVEL: 'info' }),
  });
  // To find what a failed test's server did: SPOOL_E2E_SERVER_LOGS names a folder that keeps
  // each server's log, a line a request.
  if (logDir) {
    const log = createWriteStream(join(logDir, `server-${port}.log`));
    server.stdout?.pipe(log);
    server.stderr?.pipe(log);
  }
  const stop = async () => {
    await stopServer(server);
    await storage.dispose();
  };
  try {
    await waitUntilHealthy(baseUrl, server);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop };
}
