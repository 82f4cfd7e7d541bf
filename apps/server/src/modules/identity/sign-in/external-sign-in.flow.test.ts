import { randomUUID } from 'node:crypto';
import * as client from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../platform/env.js';
import { inHostTransaction, inTenantTransaction } from '../../../platform/db/tenant-transaction.js';
import { signInFromConfig } from '../../../server-start.js';
import { BrowserSession, formAction } from '../../../testing/browser-session.js';
import {
  startExternalProvider,
  type ExternalAccount,
  type ExternalProvider,
} from '../../../testing/external-provider.js';
import { createTestApp, type TestApp } from '../../../testing/test-app.js';
import { externalSubjectKey } from './external-identities.service.js';
import { seedFirstStart } from '../accounts/first-start.js';
import { createPermissionGrantsRepository } from '../permissions/permission-grants.repository.js';
import { createRolesRepository } from '../roles/roles.repository.js';
import { createUsersRepository } from '../users/users.repository.js';
import { freePort } from '../../../testing/free-port.js';

const audience = 'urn:spool:external-api';
let provider: ExternalProvider;
let otherProvider: ExternalProvider;
let t: TestApp;
let atlasId: string;
let scope: string;

/** The provider's people; added once Spool's tenant exists, since their tokens name it. */
const accounts: ExternalAccount[] = [];

beforeAll(async () => {
  provider = await startExternalProvider({
    audience,
    otherAudiences: ['urn:another:api'],
    accounts,
  });
  otherProvider = await startExternalProvider({ audience, accounts });

  // Spool trusts the provider exactly as server.ts does: configuration, discovery, remote keys.
  const config = loadConfig({
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: provider.clientId,
    OIDC_AUDIENCE: audience,
  });
  t = await createTestApp({ signIn: await signInFromConfig(config) });

  atlasId = (await t.database.createTenant('Atlas Garments')).id;
  accounts.push(
    {
      login: 'maria',
      sub: 'f3b1c2d4-maria',
      tenantid: atlasId,
      account_type: 101,
      preferred_username: 'maria.silva',
      email: 'Maria.Silva@atlas.example',
      email_verified: true,
    },
    // Its access tokens carry no profile claims, as many providers' do not.
    { login: 'joao', sub: 'auth0|joao-77', tenantid: atlasId },
    { login: 'stranger', sub: 'stranger-1', tenantid: randomUUID() },
    { login: 'nobody', sub: 'hostless-1' },
    { login: 'root', sub: 'root-1' },
  );
  await inHostTransaction(t.database, async (tx) => {
    // The host administrator, linked beforehand to the provider's `root-1`.
    await createUsersRepository(tx).insertUser({
      userName: 'admin',
      email: 'admin@spool.example',
      externalSubject: externalSubjectKey(provider.issuer, 'root-1'),
    });
  });
  await inTenantTransaction(t.database, atlasId, async (tx) => {
    const roles = createRolesRepository(tx);
    await roles.insertRole({ name: 'member', isDefault: true });
    await roles.insertRole({ name: 'admin' });
    await createPermissionGrantsRepository(tx).insertGrants(['Spool.Catalogue'], 'R', 'member');
  });
  const preLogin = await t.app.inject({ method: 'GET', url: '/api/preLogin' });
  scope = preLogin.json<{ signIn: { scope: string } }>().signIn.scope;
});
afterAll(async () => {
  await t?.dispose();
  await provider?.close();
  await otherProvider?.close();
});

const get = (url: string, token: string) =>
  t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

type CurrentUser = {
  id: string;
  userName: string;
  email: string;
  tenantId: string | null;
  roles: string[];
  accountType: number | null;
};
const currentUser = async (token: string) => {
  const response = await get('/api/abp/application-configuration', token);
  expect(response.statusCode).toBe(200);
  return response.json<{ currentUser: CurrentUser }>().currentUser;
};

const userLinkedTo = (subject: string) =>
  inTenantTransaction(t.database, atlasId, (tx) =>
    createUsersRepository(tx).findUserByExternalSubject(
      externalSubjectKey(provider.issuer, subject),
    ),
  );

describe('signing in at an external OpenID Connect provider', () => {
  it('tells the browser to sign in at the provider, with its client id and scope', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/preLogin' });
    expect(response.json<{ signIn: unknown }>().signIn).toEqual({
      authority: provider.issuer,
      clientId: 'spool-web',
      scope: 'openid profile email offline_access',
      resource: null,
      embedded: false,
      renewBeforeExpirySeconds: 60,
    });
  });

  it('creates the user in the tenant of the token at the first call, with the default role', async () => {
    expect(await userLinkedTo('f3b1c2d4-maria')).toBeUndefined();
    const tokens = await provider.signIn('maria', { scope });
    const customers = await get('/api/customer', tokens.access_token);
    expect(customers.statusCode).toBe(200);

    const user = await currentUser(tokens.access_token);
    expect(user).toMatchObject({
      userName: 'maria.silva',
      email: 'Maria.Silva@atlas.example',
      tenantId: atlasId,
      roles: ['member'],
      accountType: 101,
    });
    expect((await userLinkedTo('f3b1c2d4-maria'))?.id).toBe(user.id);
  });

  it('maps a second sign-in of the same person to the same user', async () => {
    const first = await currentUser((await provider.signIn('maria', { scope })).access_token);
    const again = await provider.signIn('maria', { scope });
    expect(again.access_token).not.toBe(first.id);
    expect((await currentUser(again.access_token)).id).toBe(first.id);
    expect((await userLinkedTo('f3b1c2d4-maria'))?.id).toBe(first.id);
  });

  it('creates one user when the first calls arrive together, named by the subject without profile claims', async () => {
    const tokens = await provider.signIn('joao', { scope });
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => get('/api/customer', tokens.access_token)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const user = await currentUser(tokens.access_token);
    expect(user).toMatchObject({ userName: 'auth0|joao-77', roles: ['member'], accountType: null });
    expect(user.email).toMatch(/^[0-9a-f]{32}@external-users\.invalid$/);
  });

  it('refuses with 401 a token naming a tenant Spool does not know, and creates nobody', async () => {
    const tokens = await provider.signIn('stranger', { scope });
    expect((await get('/api/customer', tokens.access_token)).statusCode).toBe(401);
    const configuration = await get('/api/abp/application-configuration', tokens.access_token);
    expect(configuration.statusCode).toBe(401);
  });

  it('maps a token without a tenant claim only to a host user linked beforehand', async () => {
    const nobody = await provider.signIn('nobody', { scope });
    const refused = await get('/api/abp/application-configuration', nobody.access_token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ error: { code: 'Spool:Unauthorized' } });

    const root = await provider.signIn('root', { scope });
    expect(await currentUser(root.access_token)).toMatchObject({
      userName: 'admin',
      tenantId: null,
    });
  });
});

describe('tokens the API refuses with 401', () => {
  it('refuses a token of another issuer, though its other claims are the same', async () => {
    const tokens = await otherProvider.signIn('maria', { scope });
    expect(claimsOf(tokens.access_token)).toMatchObject({
      iss: otherProvider.issuer,
      aud: audience,
      sub: 'f3b1c2d4-maria',
      tenantid: atlasId,
    });
    expect((await get('/api/customer', tokens.access_token)).statusCode).toBe(401);
  });

  it('refuses tokens for another audience: another API’s, and the ID token', async () => {
    const other = await provider.signIn('maria', { scope, resource: 'urn:another:api' });
    expect(claimsOf(other.access_token)).toMatchObject({
      iss: provider.issuer,
      aud: 'urn:another:api',
    });
    expect((await get('/api/customer', other.access_token)).statusCode).toBe(401);
    const mine = await provider.signIn('maria', { scope });
    expect((await get('/api/customer', mine.id_token ?? '')).statusCode).toBe(401);
  });

  it('refuses an expired token', async () => {
    // Long enough to be used once on a loaded machine; then wait past its own expiry.
    provider.setAccessTokenLifetime(5);
    const tokens = await provider.signIn('maria', { scope }).finally(() => {
      provider.setAccessTokenLifetime(600);
    });
    expect((await get('/api/customer', tokens.access_token)).statusCode).toBe(200);
    const expiresAtMs = Number(claimsOf(tokens.access_token)['exp']) * 1000;
    await new Promise((resolve) =>
      setTimeout(resolve, Math.max(0, expiresAtMs - Date.now()) + 1_100),
    );
    expect((await get('/api/customer', tokens.access_token)).statusCode).toBe(401);
  });

  it('refuses a tampered token: claims changed, or the signature', async () => {
    const { access_token: token } = await provider.signIn('maria', { scope });
    const [header = '', payload = '', signature = ''] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...claimsOf(token), sub: 'root-1' })).toString(
      'base64url',
    );
    expect((await get('/api/customer', `${header}.${forged}.${signature}`)).statusCode).toBe(401);
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await get('/api/customer', `${header}.${payload}.${flipped}`)).statusCode).toBe(401);
  });

  it('refuses a token of the embedded provider of another Spool', async () => {
    const token = await embeddedProviderToken();
    expect((await get('/api/customer', token)).statusCode).toBe(401);
  });
});

function claimsOf(jwt: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString()) as Record<
    string,
    unknown
  >;
}

/** A real access token of Spool's embedded provider: another Spool, signed in as demo.admin. */
async function embeddedProviderToken(): Promise<string> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const embedded = await createTestApp({ embeddedIssuerAt: origin });
  try {
    await seedFirstStart(embedded.database, { adminPassword: 'correct horse battery' });
    await embedded.app.listen({ port, host: '127.0.0.1' });
    const oidc = await client.discovery(
      new URL(`${origin}/oidc`),
      'spool-web',
      undefined,
      client.None(),
      {
        execute: [client.allowInsecureRequests],
      },
    );
    const verifier = client.randomPKCECodeVerifier();
    const url = client.buildAuthorizationUrl(oidc, {
      redirect_uri: `${origin}/oidc-callback`,
      scope: 'openid spool',
      code_challenge: await client.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      resource: 'urn:spool:api',
    });
    const browser = new BrowserSession(origin);
    const page = await browser.follow(await browser.request(url.toString()));
    if (page instanceof URL) throw new Error('no login form');
    const answer = await browser.request(formAction(await page.text()), {
      method: 'POST',
      form: { login: 'demo.admin', password: 'correct horse battery' },
    });
    const landed = await browser.follow(answer);
    if (!(landed instanceof URL)) throw new Error('not sent back to the app');
    const tokens = await client.authorizationCodeGrant(oidc, landed, {
      pkceCodeVerifier: verifier,
    });
    // It works where it was issued…
    const there = await fetch(`${origin}/api/customer`, {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(there.status).toBe(200);
    return tokens.access_token;
  } finally {
    await embedded.dispose();
  }
}
