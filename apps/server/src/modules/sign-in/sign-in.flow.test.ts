import { eq } from 'drizzle-orm';
import * as client from 'openid-client';
import type { PreLogin } from '@spool/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BrowserSession } from '../../testing/browser-session.js';
import { embeddedSignIn } from '../../testing/embedded-sign-in.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { inTenantTransaction } from '../../platform/db/tenant-transaction.js';
import {
  createPermissionGrantsRepository,
  createRolesRepository,
  createUsersRepository,
  seedFirstStart,
} from '../identity/index.js';
import { hashPassword } from '../identity/index.js';
import { users } from '../../platform/db/schema/identity.js';
import { freePort } from '../../testing/free-port.js';

const password = 'correct horse battery';
let t: TestApp;
let origin: string;
let oidc: client.Configuration;
let flow: Awaited<ReturnType<typeof embeddedSignIn>>;

beforeAll(async () => {
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  t = await createTestApp({ embeddedIssuerAt: origin });
  await seedFirstStart(t.database, { adminPassword: password });
  await t.app.listen({ port, host: '127.0.0.1' });
  flow = await embeddedSignIn(origin);
  oidc = flow.oidc;
});
afterAll(() => t?.dispose());

const startSignIn = () => flow.startSignIn();
const signIn = (login: string, secret: string) => flow.signIn({ login, password: secret });
/** Signs in through the whole flow and returns the tokens the web app would hold. */
const tokensFor = async (login: string) => flow.exchange(await signIn(login, password));

const api = (token: string, path: string, body?: unknown) =>
  fetch(`${origin}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      ...(body !== undefined && { 'content-type': 'application/json' }),
    },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });

describe('signing in with the embedded OpenID provider', () => {
  it('publishes its discovery document with PKCE, refresh tokens and end-session', () => {
    const metadata = oidc.serverMetadata();
    expect(metadata.issuer).toBe(`${origin}/oidc`);
    expect(metadata.code_challenge_methods_supported).toContain('S256');
    expect(metadata.grant_types_supported).toEqual(
      expect.arrayContaining(['authorization_code', 'refresh_token']),
    );
    expect(metadata.end_session_endpoint).toBe(`${origin}/oidc/session/end`);
  });

  it('tells the browser to renew a minute before expiry, or halfway through a short life', async () => {
    const preLogin = await t.app.inject({ method: 'GET', url: '/api/preLogin' });
    expect(preLogin.json<PreLogin>().signIn.renewBeforeExpirySeconds).toBe(60);

    const shortLived = await createTestApp({
      signIn: { kind: 'embedded', publicUrl: origin, accessTokenTtlSeconds: 24 },
    });
    try {
      const short = await shortLived.app.inject({ method: 'GET', url: '/api/preLogin' });
      expect(short.json<PreLogin>().signIn.renewBeforeExpirySeconds).toBe(12);
    } finally {
      await shortLived.dispose();
    }
  });

  it('shows a translated, styled sign-in form', async () => {
    const { page, html } = await startSignIn();
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(html).toContain('<h1>Sign in to Spool</h1>');
    expect(html).toContain('autocomplete="current-password"');
    expect(html).toContain('<html lang="en" dir="ltr">');
  });

  it('signs demo.admin in and issues a JWT access token for the API with tenant and account type', async () => {
    const { landed, verifier, state } = await signIn('demo.admin', password);
    if (!(landed instanceof URL)) throw new Error(`no redirect to the app: ${landed.status}`);
    expect(landed.pathname).toBe('/oidc-callback');
    const tokens = await client.authorizationCodeGrant(oidc, landed, {
      pkceCodeVerifier: verifier,
      expectedState: state,
    });
    expect(tokens.refresh_token).toBeTruthy();
    const claims = JSON.parse(
      Buffer.from(tokens.access_token.split('.')[1] ?? '', 'base64url').toString(),
    ) as Record<string, unknown>;
    expect(claims).toMatchObject({
      iss: `${origin}/oidc`,
      aud: 'urn:spool:api',
      account_type: 101,
    });
    expect(claims['tenantid']).toMatch(/^[0-9a-f-]{36}$/);
    expect(tokens.claims()?.['preferred_username']).toBe('demo.admin');

    const customers = await fetch(`${origin}/api/customer`, {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(customers.status).toBe(200);

    const renewed = await client.refreshTokenGrant(oidc, tokens.refresh_token ?? '', {
      resource: 'urn:spool:api',
    });
    const again = await fetch(`${origin}/api/customer`, {
      headers: { authorization: `Bearer ${renewed.access_token}` },
    });
    expect(again.status).toBe(200);
  });

  it('stops taking the token of a user who is deactivated or locked out, at the next call', async () => {
    const tokens = await tokensFor('demo.planner');
    const claims = JSON.parse(
      Buffer.from(tokens.access_token.split('.')[1] ?? '', 'base64url').toString(),
    ) as { sub: string; tenantid: string };
    const setUser = (values: Partial<typeof users.$inferInsert>) =>
      inTenantTransaction(t.database, claims.tenantid, (tx) =>
        tx.update(users).set(values).where(eq(users.id, claims.sub)),
      );
    const status = async () => (await api(tokens.access_token, '/api/customer')).status;
    expect(await status()).toBe(200);
    try {
      await setUser({ isActive: false });
      expect(await status()).toBe(401);
      await setUser({ isActive: true, lockoutEnd: new Date(Date.now() + 60_000) });
      expect(await status()).toBe(401);
      await setUser({ lockoutEnd: new Date(Date.now() - 1000) });
      expect(await status()).toBe(200);
    } finally {
      await setUser({ isActive: true, lockoutEnd: null });
    }
  });

  it('gives the host administrator a token without a tenant', async () => {
    const { landed, verifier, state } = await signIn('admin', password);
    if (!(landed instanceof URL)) throw new Error('no redirect to the app');
    const tokens = await client.authorizationCodeGrant(oidc, landed, {
      pkceCodeVerifier: verifier,
      expectedState: state,
    });
    const claims = JSON.parse(
      Buffer.from(tokens.access_token.split('.')[1] ?? '', 'base64url').toString(),
    ) as Record<string, unknown>;
    expect(claims['tenantid']).toBeUndefined();
  });

  it('answers a 10 MB body sent to the token endpoint with a complete 413', async () => {
    const response = await fetch(`${origin}/oidc/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `grant_type=authorization_code&code=${'x'.repeat(10 * 1024 * 1024)}`,
    });
    expect(response.status).toBe(413);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe(
      'Spool:PayloadTooLarge',
    );
  });

  it('refuses a wrong password with the same message as an unknown user, and keeps the login', async () => {
    for (const login of ['demo.admin', 'nobody']) {
      const { answer } = await signIn(login, 'wrong password');
      expect(answer.status).toBe(401);
      const html = await answer.text();
      expect(html).toContain('The user name or password is not correct.');
      expect(html).toContain(`value="${login}"`);
    }
  });

  it('shows a sign-in error page, not JSON, for a sign-in that expired or never existed', async () => {
    const browser = new BrowserSession(origin);
    const page = await browser.request('/account/interaction/no-such-interaction');
    expect(page.status).toBe(400);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(await page.text()).toContain('Something went wrong while signing in.');
  });

  it('sends the person back to the app with access_denied when they cancel', async () => {
    const { browser, html } = await startSignIn();
    const abort = /href="(\/account\/interaction\/[^"]+\/abort)"/.exec(html)?.[1];
    const landed = await browser.follow(await browser.request(abort ?? ''));
    if (!(landed instanceof URL)) throw new Error('no redirect to the app');
    expect(landed.searchParams.get('error')).toBe('access_denied');
  });
});

describe('tenant isolation with real tokens', () => {
  it("never lets one tenant's tokens read or change another tenant's data", async () => {
    const borealis = await t.database.createTenant('Borealis Knitwear');
    await inTenantTransaction(t.database, borealis.id, async (tx) => {
      const user = await createUsersRepository(tx).insertUser({
        userName: 'bo.planner',
        email: 'bo@borealis.example',
        passwordHash: await hashPassword(password),
      });
      const roles = createRolesRepository(tx);
      const role = await roles.insertRole({ name: 'planner' });
      await roles.addUserToRole(user.id, role.id);
      await createPermissionGrantsRepository(tx).insertGrants(['Spool.Catalogue'], 'R', role.name);
    });
    const demo = (await tokensFor('demo.admin')).access_token;
    const bo = (await tokensFor('bo.planner')).access_token;

    const created = await api(demo, '/api/customer', { name: 'Northwind Apparel' });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };

    expect((await api(bo, `/api/customer/${id}`)).status).toBe(404);
    expect(await (await api(bo, '/api/customer')).json()).toEqual({ items: [], totalCount: 0 });
    expect((await api(bo, '/api/customer', { name: 'Northwind Apparel' })).status).toBe(201);
    const demoList = (await (await api(demo, '/api/customer')).json()) as { totalCount: number };
    expect(demoList.totalCount).toBe(1);
  });
});
