import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { expectSignedInToDemo, recordStatusMessages, storedUser } from '../support/fixtures.js';
import {
  printed,
  startExternalProvider,
  writeAccounts,
  type RunningProvider,
} from '../support/external-sign-in.js';
import {
  createServerStorage,
  freePort,
  runServer,
  stopServer,
  waitUntilHealthy,
} from '../support/spool-server.js';

/**
 * Spool signing people in at an external OpenID Connect provider: this file
 * starts its own provider (e2e/src/support/external-provider.ts) and its own
 * Spool, configured with OIDC_ISSUER, on fresh storage, next to the server of
 * the global setup.
 *
 * Scopes: for an external provider Spool's browser sends no `prompt`, and
 * oidc-provider drops `offline_access` from any request without
 * `prompt=consent` (OpenID Connect Core 1.0, section 11). Spool is
 * therefore configured with OIDC_SCOPE `openid profile email`, and the client
 * is registered with exactly those scopes and without the refresh_token grant:
 * what Spool asks for is what it gets, and the test checks it holds no refresh
 * token rather than one being silently withheld.
 *
 * The tenant id: Spool reads the provider's discovery document when it starts,
 * so the provider must run first, and the Demo tenant only exists once Spool
 * has started. The test takes its id from the notice Spool prints on its first
 * start (as an operator would) and only then writes maria's account, with
 * that `tenantid`, to the file the provider reads at every sign-in.
 */
const clientId = 'spool-browser';
const scope = 'openid profile email';
const audience = 'urn:spool:e2e-api';
const maria = {
  login: 'maria',
  password: `maria-${randomBytes(9).toString('base64url')}`,
  sub: `maria-${randomUUID()}`,
  preferred_username: 'maria.silva',
  email: 'maria.silva@example.com',
  email_verified: true,
};

let storage: Awaited<ReturnType<typeof createServerStorage>> | undefined;
let providerDir: string | undefined;
let provider: RunningProvider | undefined;
let spool: ChildProcess | undefined;
let spoolUrl = '';
let issuer = '';
let demoTenantId = '';

test.beforeAll(async () => {
  // A second Spool and a provider start from nothing: slow on a busy two-core machine.
  test.setTimeout(180_000);
  storage = await createServerStorage();
  spoolUrl = `http://127.0.0.1:${await freePort()}`;
  providerDir = await mkdtemp(join(tmpdir(), 'spool-e2e-provider-'));
  const accountsFile = join(providerDir, 'accounts.json');
  provider = await startExternalProvider({
    spoolUrl,
    clientId,
    clientScope: scope,
    audience,
    accountsFile,
  });
  issuer = provider.issuer;

  spool = runServer({
    ...storage.env,
    PORT: new URL(spoolUrl).port,
    SPOOL_PUBLIC_URL: spoolUrl,
    SPOOL_ADMIN_PASSWORD: undefined,
    OIDC_ISSUER: issuer,
    OIDC_CLIENT_ID: clientId,
    OIDC_AUDIENCE: audience,
    OIDC_SCOPE: scope,
    OIDC_TENANT_CLAIM: undefined,
    OIDC_ACCOUNT_TYPE_CLAIM: undefined,
    IDENTITY_DISCOVERY_URL: undefined,
    IDENTITY_DISCOVERY_ACCESS_CODE: undefined,
  });
  const notice = printed(spool, /^\s*tenant Demo\s+id ([0-9a-f-]{36})\s/m, 150_000);
  await waitUntilHealthy(spoolUrl, spool, 150_000);
  [, demoTenantId = ''] = await notice;
  await writeAccounts(accountsFile, [{ ...maria, tenantid: demoTenantId }]);
});

test.afterAll(async () => {
  if (spool) await stopServer(spool);
  if (provider) await stopServer(provider.process);
  await storage?.dispose();
  if (providerDir) await rm(providerDir, { recursive: true, force: true });
});

/** What the browser reported as errors (a refused cross-origin call shows only here), for a failure. */
let browserErrors: string[] = [];
test.beforeEach(({ page }) => {
  browserErrors = [];
  page.on('console', (message) => {
    if (message.type() === 'error') browserErrors.push(message.text());
  });
});
test.afterEach(async () => {
  const testInfo = test.info();
  if (testInfo.status !== testInfo.expectedStatus && browserErrors.length > 0) {
    await testInfo.attach('browser console errors', { body: browserErrors.join('\n') });
  }
});

test('a person of an external provider signs in, becomes a planner of Demo, and the API takes her token', async ({
  page,
}) => {
  await recordStatusMessages(page);

  await test.step('signs in at the external provider and lands on the dashboard', async () => {
    await page.goto(`${spoolUrl}/`);
    await page.getByRole('button', { name: 'Sign in with single sign-on' }).click();
    await expect(page).toHaveURL((url) => url.origin === issuer);
    await expect(page).toHaveURL(/\/interaction\/[^/]+$/);
    await expect(page).toHaveTitle('Sign in - Example ID');
    await page.getByLabel('Login').fill(maria.login);
    await page.getByLabel('Password').fill(maria.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();

    await expect(page).toHaveURL(`${spoolUrl}/dashboard`);
    await expectSignedInToDemo(page);
  });

  await test.step('a reload keeps the session', async () => {
    await page.reload();
    await expect(page).toHaveURL(`${spoolUrl}/dashboard`);
    await expect(page).toHaveTitle('Dashboard - Spool');
    await expect(page.getByTestId('tenant-name')).toHaveText('Demo');
  });

  await test.step('as a planner, /systemUsers sends her back with "Insufficient Permissions"', async () => {
    await page.goto(`${spoolUrl}/systemUsers`);
    await expect(page).toHaveURL(`${spoolUrl}/dashboard`);
    await expect(page.getByRole('alert')).toHaveText('Insufficient Permissions');
  });

  await test.step('the API takes her access token, and refuses a tampered one', async () => {
    const user = await storedUser(page);
    if (!user) throw new Error('the browser keeps no signed-in user');
    expect(user.refresh_token).toBeUndefined();
    const [header = '', payload = '', signature = ''] = user.access_token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<
      string,
      unknown
    >;
    expect(claims).toMatchObject({ iss: issuer, aud: audience, sub: maria.sub });
    expect(claims['tenantid']).toBe(demoTenantId);

    const call = (path: string, token: string) =>
      page.request.get(`${spoolUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
    expect((await call('/api/customer', user.access_token)).status()).toBe(200);
    const configuration = await call('/api/abp/application-configuration', user.access_token);
    expect(configuration.status()).toBe(200);
    expect(
      ((await configuration.json()) as { currentUser: Record<string, unknown> }).currentUser,
    ).toMatchObject({
      userName: maria.preferred_username,
      email: maria.email,
      tenantId: demoTenantId,
      roles: ['planner'],
    });

    // Another subject under maria's signature: were it not checked, Spool would create that user and answer 200.
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: `other-${randomUUID()}` }));
    const tampered = `${header}.${forged.toString('base64url')}.${signature}`;
    expect((await call('/api/customer', tampered)).status()).toBe(401);
  });
});

test('when the provider stops answering, Sign in says so instead of doing nothing', async ({
  page,
}) => {
  if (provider) await stopServer(provider.process);
  await page.goto(`${spoolUrl}/`);
  await page.getByRole('button', { name: 'Sign in with single sign-on' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    `Sign-in could not start: the sign-in service at ${new URL(issuer).origin} did not answer. Check that this computer can reach it and try again; if it keeps failing, tell whoever runs Spool.`,
  );
  await expect(page).toHaveURL(`${spoolUrl}/`);
});
