import { randomBytes } from 'node:crypto';
import type { FullConfig } from '@playwright/test';
import {
  createServerStorage,
  freePort,
  runServer,
  stopServer,
  waitUntilHealthy,
} from './spool-server.js';

/**
 * Starts the built server once for the browser tests, on a fresh embedded
 * database or, with DATABASE_URL, a fresh database on that PostgreSQL server.
 * The returned function stops it and removes its data.
 */
export default async function globalSetup(_config: FullConfig) {
  const storage = await createServerStorage();
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const adminPassword = `e2e-${randomBytes(9).toString('base64url')}`;
  const server = runServer({
    ...storage.env,
    PORT: String(port),
    SPOOL_PUBLIC_URL: baseUrl,
    SPOOL_ADMIN_PASSWORD: adminPassword,
    // Every browser test signs in from 127.0.0.1, dozens a minute: more than one office would.
    SPOOL_SIGN_IN_ATTEMPTS_PER_ADDRESS: '1000',
  });
  try {
    await waitUntilHealthy(baseUrl, server);
  } catch (error) {
    await stopServer(server);
    await storage.dispose();
    throw error;
  }
  process.env['SPOOL_BASE_URL'] = baseUrl;
  process.env['SPOOL_ADMIN_PASSWORD'] = adminPassword;
  return async () => {
    await stopServer(server);
    await storage.dispose();
  };
}
