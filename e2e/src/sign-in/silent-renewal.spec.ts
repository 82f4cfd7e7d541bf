import { randomBytes } from 'node:crypto';
import type { ChildProcess } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { signIn, storedUser } from '../support/fixtures.js';
import {
  createServerStorage,
  freePort,
  runServer,
  stopServer,
  waitUntilHealthy,
} from '../support/spool-server.js';

/**
 * Silent renewal across tabs (platform-admin spec, section 4): its own Spool
 * whose access tokens live 24 s, so that the browser (which renews halfway
 * through so short a life) renews every 12 s. Refresh tokens rotate and a spent one
 * revokes the whole grant, so two tabs renewing at once would sign both out:
 * one tab at a time must renew, and the other take its token.
 */
const tokenLifetimeSeconds = 24;
const password = `renew-${randomBytes(9).toString('base64url')}`;
let storage: Awaited<ReturnType<typeof createServerStorage>> | undefined;
let spool: ChildProcess | undefined;
let spoolUrl = '';

test.beforeAll(async () => {
  // A Spool of its own starts from nothing: slow on a busy two-core machine.
  test.setTimeout(180_000);
  storage = await createServerStorage();
  spoolUrl = `http://127.0.0.1:${await freePort()}`;
  spool = runServer({
    ...storage.env,
    PORT: new URL(spoolUrl).port,
    SPOOL_PUBLIC_URL: spoolUrl,
    SPOOL_ADMIN_PASSWORD: password,
    SPOOL_ACCESS_TOKEN_LIFETIME: String(tokenLifetimeSeconds),
  });
  await waitUntilHealthy(spoolUrl, spool, 150_000);
});

test.afterAll(async () => {
  if (spool) await stopServer(spool);
  await storage?.dispose();
});

test('two open tabs stay signed in past their first token, renewing one at a time', async ({
  context,
}) => {
  test.setTimeout(90_000);
  const renewals: { refreshToken: string; status: Promise<number> }[] = [];
  context.on('request', (request) => {
    const body = new URLSearchParams(request.postData() ?? '');
    if (request.url().endsWith('/oidc/token') && body.get('grant_type') === 'refresh_token') {
      renewals.push({
        refreshToken: body.get('refresh_token') ?? '',
        status: request.response().then((response) => response?.status() ?? 0),
      });
    }
  });

  const first = await context.newPage();
  await signIn(first, 'demo.admin', { baseUrl: spoolUrl, password });
  const second = await context.newPage();
  await second.goto(`${spoolUrl}/dashboard`);
  await expect(second).toHaveTitle('Dashboard - Spool');
  const original = await storedUser(first);
  if (!original) throw new Error('the browser keeps no signed-in user');

  // Past the first token's expiry, plus the clock's slack.
  const untilExpired = original.expires_at * 1000 - Date.now() + 3000;
  await first.waitForTimeout(untilExpired);

  // A tab left with an expired token would have gone to Session Expired.
  for (const page of [first, second]) {
    await expect(page).toHaveURL(`${spoolUrl}/dashboard`);
    await expect(page).toHaveTitle('Dashboard - Spool');
  }
  const renewed = await storedUser(first);
  expect(renewed?.access_token).not.toBe(original.access_token);
  expect(renewed?.expires_at).toBeGreaterThan(original.expires_at);

  // Every 12 s: the second renewal is due about when the first token expires.
  await expect.poll(() => renewals.length, { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
  expect(await Promise.all(renewals.map((renewal) => renewal.status))).toEqual(
    renewals.map(() => 200),
  );
  // Each refresh token was spent once: no two tabs renewed with the same one.
  const spent = renewals.map((renewal) => renewal.refreshToken);
  expect(new Set(spent).size).toBe(spent.length);
});
