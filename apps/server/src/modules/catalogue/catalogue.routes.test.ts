import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { createTestUser } from '../../testing/test-database.js';

let t: TestApp;
let tenantA: string;
let tenantB: string;
let tokenA: string;
let tokenB: string;

beforeAll(async () => {
  t = await createTestApp();
  tenantA = (await t.database.createTenant('Atlas Garments')).id;
  tenantB = (await t.database.createTenant('Borealis Knitwear')).id;
  const catalogue = ['Spool.Catalogue'];
  const plannerA = await createTestUser(t.database, {
    tenantId: tenantA,
    userName: 'planner.a',
    permissions: catalogue,
  });
  const plannerB = await createTestUser(t.database, {
    tenantId: tenantB,
    userName: 'planner.b',
    permissions: catalogue,
  });
  tokenA = await t.issueToken({ sub: plannerA, tenantid: tenantA });
  tokenB = await t.issueToken({ sub: plannerB, tenantid: tenantB });
});
afterAll(() => t?.dispose());

const call = (
  token: string | undefined,
  method: 'GET' | 'POST',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method,
    url,
    headers: { ...(token && { authorization: `Bearer ${token}` }), ...headers },
    ...(payload !== undefined && { payload: payload as Record<string, unknown> }),
  });

describe('customers API', () => {
  it('creates a customer for the caller’s tenant and reads it back', async () => {
    const created = await call(tokenA, 'POST', '/api/customer', { name: '  Northwind  ' });
    expect(created.statusCode).toBe(201);
    const customer = created.json<{ id: number; name: string; creationTime: string }>();
    expect(customer.name).toBe('Northwind');
    expect(new Date(customer.creationTime).getTime()).not.toBeNaN();

    const read = await call(tokenA, 'GET', `/api/customer/${customer.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(customer);
  });

  it('lists the tenant’s customers by name, 25 a page by default', async () => {
    for (const name of ['Zephyr Wear', 'Alpine Outfitters']) {
      expect((await call(tokenA, 'POST', '/api/customer', { name })).statusCode).toBe(201);
    }
    const page = await call(tokenA, 'GET', '/api/customer');
    expect(page.json()).toMatchObject({
      items: [{ name: 'Alpine Outfitters' }, { name: 'Northwind' }, { name: 'Zephyr Wear' }],
      totalCount: 3,
    });
    const second = await call(tokenA, 'GET', '/api/customer?SkipCount=1&MaxResultCount=1');
    expect(second.json()).toMatchObject({ items: [{ name: 'Northwind' }], totalCount: 3 });
  });

  it('refuses a duplicate name with 409 and a message naming it', async () => {
    const response = await call(tokenA, 'POST', '/api/customer', { name: 'NORTHWIND' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: {
        code: 'Spool.Catalogue:DuplicateCustomerName',
        message: 'A customer named "NORTHWIND" already exists.',
      },
    });
  });

  it('refuses an empty or too long name with 400, naming the field, and stores nothing', async () => {
    const empty = await call(tokenA, 'POST', '/api/customer', { name: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      error: {
        code: 'Spool:ValidationError',
        message: 'Some of the data sent is not valid.',
        validationErrors: [{ message: 'This field is required.', members: ['name'] }],
      },
    });
    const long = await call(tokenA, 'POST', '/api/customer', { name: 'x'.repeat(31) });
    expect(long.json()).toMatchObject({
      error: { validationErrors: [{ message: 'At most 30 characters.', members: ['name'] }] },
    });
    const page = await call(tokenA, 'GET', '/api/customer');
    expect(page.json<{ totalCount: number }>().totalCount).toBe(3);
  });

  it('answers in the caller’s language, and in English when Spool does not offer it', async () => {
    const french = await call(tokenA, 'GET', '/api/customer/999999', undefined, {
      'accept-language': 'fr-FR,fr;q=0.9',
    });
    expect(french.statusCode).toBe(404);
    expect(french.json()).toEqual({
      error: {
        code: 'Spool.Catalogue:CustomerNotFound',
        message: 'Le client 999999 n’existe pas.',
      },
    });
    const german = await call(tokenA, 'GET', '/api/customer/999999', undefined, {
      'accept-language': 'de-DE,de;q=0.9',
    });
    expect(german.json()).toEqual({
      error: {
        code: 'Spool.Catalogue:CustomerNotFound',
        message: 'Customer 999999 does not exist.',
      },
    });
  });

  it('rejects a malformed id with 400', async () => {
    expect((await call(tokenA, 'GET', '/api/customer/abc')).statusCode).toBe(400);
  });
});

describe('tenant isolation through the API', () => {
  it('never shows tenant A’s customers to tenant B, even by id', async () => {
    const ofA = await call(tokenA, 'POST', '/api/customer', { name: 'Only for A' });
    const id = ofA.json<{ id: number }>().id;
    expect((await call(tokenB, 'GET', `/api/customer/${id}`)).statusCode).toBe(404);
    expect((await call(tokenB, 'GET', '/api/customer')).json()).toEqual({
      items: [],
      totalCount: 0,
    });
  });

  it('lets tenant B use a name that tenant A already has', async () => {
    const response = await call(tokenB, 'POST', '/api/customer', { name: 'Northwind' });
    expect(response.statusCode).toBe(201);
  });
});

describe('access tokens', () => {
  const unauthorized = {
    error: { code: 'Spool:Unauthorized', message: 'Please sign in to continue.' },
  };

  it('answers 401 without a token', async () => {
    const response = await call(undefined, 'GET', '/api/customer');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(unauthorized);
  });

  it('answers 401 to an expired token, another issuer, another audience and a tampered signature', async () => {
    const expired = await t.issueToken({ tenantid: tenantA, expiresInSeconds: -60 });
    const otherIssuer = await t.issueToken({ tenantid: tenantA, issuer: 'https://evil.example' });
    const otherAudience = await t.issueToken({ tenantid: tenantA, audience: 'another-api' });
    const [header, payload, signature = ''] = tokenA.split('.');
    const forgedPayload = Buffer.from(
      JSON.stringify({
        ...JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()),
        tenantid: tenantB,
      }),
    ).toString('base64url');
    const tampered = `${header}.${forgedPayload}.${signature}`;
    for (const token of [expired, otherIssuer, otherAudience, tampered, 'not-a-jwt']) {
      const response = await call(token, 'GET', '/api/customer');
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(unauthorized);
    }
  });

  it('answers 403, and changes nothing, when the user lacks the permission', async () => {
    const viewer = await createTestUser(t.database, {
      tenantId: tenantA,
      userName: 'no.catalogue',
      permissions: ['Spool.Reports'],
    });
    const token = await t.issueToken({ sub: viewer, tenantid: tenantA });
    const read = await call(token, 'GET', '/api/customer');
    expect(read.statusCode).toBe(403);
    expect(read.json()).toEqual({
      error: { code: 'Spool:Forbidden', message: 'You do not have permission to do this.' },
    });
    const write = await call(token, 'POST', '/api/customer', { name: 'Sneaked in' });
    expect(write.statusCode).toBe(403);
    const names = (await call(tokenA, 'GET', '/api/customer?MaxResultCount=100')).json<{
      items: { name: string }[];
    }>();
    expect(names.items.map((c) => c.name)).not.toContain('Sneaked in');
  });

  it('answers 403 to a host user, whose token names no tenant', async () => {
    const hostAdmin = await createTestUser(t.database, {
      tenantId: null,
      userName: 'host.admin',
      permissions: ['Spool.Catalogue'],
    });
    const hostToken = await t.issueToken({ sub: hostAdmin });
    const response = await call(hostToken, 'GET', '/api/customer');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: { code: 'Spool:Forbidden' } });
  });
});
