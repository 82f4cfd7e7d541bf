import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Features, Permissions, type ErrorResponse, type FeatureList } from '@spool/contracts';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { createTestUser } from '../../testing/test-database.js';

let t: TestApp;
let demo: string;
let borealis: string;
let hostAdminToken: string;
let hostTenantManagerToken: string;
let hostNobodyToken: string;
let demoAdminToken: string;
let demoUserToken: string;
let borealisUserToken: string;

beforeAll(async () => {
  t = await createTestApp();
  demo = (await t.database.createTenant('Demo')).id;
  borealis = (await t.database.createTenant('Borealis')).id;
  const hostAdmin = await createTestUser(t.database, {
    tenantId: null,
    userName: 'host.admin',
    permissions: [
      Permissions.ManageHostFeatures,
      Permissions.Tenants,
      Permissions.TenantsManageFeatures,
    ],
  });
  const hostTenantManager = await createTestUser(t.database, {
    tenantId: null,
    userName: 'host.tenants',
    permissions: [Permissions.Tenants, Permissions.TenantsManageFeatures],
  });
  const hostNobody = await createTestUser(t.database, {
    tenantId: null,
    userName: 'host.nobody',
    permissions: [],
  });
  // Even granted the feature permissions, a tenant's user is not on the host side.
  const demoAdmin = await createTestUser(t.database, {
    tenantId: demo,
    userName: 'demo.admin',
    permissions: [
      Permissions.ManageHostFeatures,
      Permissions.TenantsManageFeatures,
      Permissions.Users,
      Permissions.Roles,
    ],
    accountType: 101,
  });
  const demoUser = await createTestUser(t.database, {
    tenantId: demo,
    userName: 'demo.planner',
    permissions: [Permissions.Styles],
  });
  const borealisUser = await createTestUser(t.database, {
    tenantId: borealis,
    userName: 'borealis.planner',
    permissions: [Permissions.Styles],
  });
  hostAdminToken = await t.issueToken({ sub: hostAdmin });
  hostTenantManagerToken = await t.issueToken({ sub: hostTenantManager });
  hostNobodyToken = await t.issueToken({ sub: hostNobody });
  demoAdminToken = await t.issueToken({ sub: demoAdmin, tenantid: demo, account_type: 101 });
  demoUserToken = await t.issueToken({ sub: demoUser, tenantid: demo });
  borealisUserToken = await t.issueToken({ sub: borealisUser, tenantid: borealis });
});
afterAll(() => t?.dispose());

const hostQuery = 'providerName=H&providerKey=';
const tenantQuery = (tenantId: string) => `providerName=T&providerKey=${tenantId}`;

const getFeatures = (token: string | undefined, query: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/feature-management/features?${query}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

const putFeatures = (
  token: string | undefined,
  query: string,
  features: { name: string; value: string }[],
) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/feature-management/features?${query}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload: { features },
  });

/** The one defined feature as the panel shows it for that provider. */
const authDebug = async (query: string) => {
  const response = await getFeatures(hostAdminToken, query);
  expect(response.statusCode).toBe(200);
  const feature = response
    .json<FeatureList>()
    .groups.flatMap((group) => group.features)
    .find((candidate) => candidate.name === Features.DisplayAuthDebug);
  if (!feature) throw new Error('DisplayAuthDebug is not listed');
  return { value: feature.value, provider: feature.provider };
};

const configuredAuthDebug = async (token: string) => {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/abp/application-configuration',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ features: { values: Record<string, string> } }>().features.values[
    Features.DisplayAuthDebug
  ];
};

describe('GET /api/feature-management/features', () => {
  it('lists the defaults, by group, with the keys the panel translates, when nothing is set', async () => {
    const response = await getFeatures(hostAdminToken, hostQuery);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      groups: [
        {
          name: 'SpoolCore',
          displayName: 'SpoolCore',
          displayNameKey: 'featureGroups.SpoolCore',
          features: [
            {
              name: 'SpoolCore.DisplayAuthDebug',
              displayName: 'SpoolCore.DisplayAuthDebug',
              displayNameKey: 'features.SpoolCore.DisplayAuthDebug',
              value: 'false',
              provider: null,
              description: null,
              descriptionKey: 'featureDescriptions.SpoolCore.DisplayAuthDebug',
              valueType: {
                name: 'ToggleStringValueType',
                validator: { name: 'BOOLEAN', properties: {} },
              },
              depth: 0,
              parentName: null,
            },
          ],
        },
      ],
    });
    expect(await authDebug(tenantQuery(demo))).toEqual({ value: 'false', provider: null });
  });

  it('accepts the host without a providerKey, and refuses a host key or a tenant without one', async () => {
    expect((await getFeatures(hostAdminToken, 'providerName=H')).statusCode).toBe(200);
    expect(
      (await getFeatures(hostAdminToken, `providerName=H&providerKey=${demo}`)).statusCode,
    ).toBe(400);
    expect((await getFeatures(hostAdminToken, 'providerName=T')).statusCode).toBe(400);
    expect((await getFeatures(hostAdminToken, 'providerName=U&providerKey=x')).statusCode).toBe(
      400,
    );
  });
});

describe('PUT /api/feature-management/features', () => {
  it("sets a host value that a Demo tenant user's application configuration then shows", async () => {
    expect(await configuredAuthDebug(demoUserToken)).toBe('false');
    const response = await putFeatures(hostAdminToken, hostQuery, [
      { name: Features.DisplayAuthDebug, value: 'true' },
    ]);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await configuredAuthDebug(demoUserToken)).toBe('true');
    expect(await authDebug(hostQuery)).toEqual({
      value: 'true',
      provider: { name: 'H', key: '' },
    });
    expect(await authDebug(tenantQuery(demo))).toEqual({
      value: 'true',
      provider: { name: 'H', key: '' },
    });
  });

  it("lets a tenant's own value override the host's, for that tenant only", async () => {
    const response = await putFeatures(hostTenantManagerToken, tenantQuery(demo), [
      { name: Features.DisplayAuthDebug, value: 'false' },
    ]);
    expect(response.statusCode).toBe(204);
    expect(await configuredAuthDebug(demoUserToken)).toBe('false');
    expect(await configuredAuthDebug(borealisUserToken)).toBe('true');
    expect(await authDebug(tenantQuery(demo))).toEqual({
      value: 'false',
      provider: { name: 'T', key: demo },
    });
    expect(await authDebug(hostQuery)).toEqual({ value: 'true', provider: { name: 'H', key: '' } });
  });

  it("removes a tenant's own value when it is set to what the tenant inherits, so it follows the host again", async () => {
    await putFeatures(hostAdminToken, tenantQuery(borealis), [
      { name: Features.DisplayAuthDebug, value: 'true' },
    ]);
    expect(await authDebug(tenantQuery(borealis))).toEqual({
      value: 'true',
      provider: { name: 'H', key: '' },
    });
    await putFeatures(hostAdminToken, hostQuery, [
      { name: Features.DisplayAuthDebug, value: 'false' },
    ]);
    expect(await configuredAuthDebug(borealisUserToken)).toBe('false');
    expect(await authDebug(hostQuery)).toEqual({ value: 'false', provider: null });
    await putFeatures(hostAdminToken, hostQuery, [
      { name: Features.DisplayAuthDebug, value: 'true' },
    ]);
  });

  it('refuses a value its type does not accept with the validation envelope, and changes nothing', async () => {
    const response = await putFeatures(hostAdminToken, hostQuery, [
      { name: Features.DisplayAuthDebug, value: 'false' },
      { name: Features.DisplayAuthDebug, value: 'yes' },
    ]);
    expect(response.statusCode).toBe(400);
    const { error } = response.json<ErrorResponse>();
    expect(error.code).toBe('Spool:ValidationError');
    expect(error.message).not.toBe('');
    expect(error.validationErrors?.map((issue) => issue.members)).toEqual([['features.1.value']]);
    expect(error.validationErrors?.[0]?.message).not.toBe('');
    expect(await authDebug(hostQuery)).toEqual({ value: 'true', provider: { name: 'H', key: '' } });
  });

  it('refuses a feature that is not defined', async () => {
    const response = await putFeatures(hostAdminToken, tenantQuery(demo), [
      { name: 'SpoolCore.DoesNotExist', value: 'true' },
    ]);
    expect(response.statusCode).toBe(400);
    const { error } = response.json<ErrorResponse>();
    expect(error.code).toBe('Spool:ValidationError');
    expect(error.validationErrors?.map((issue) => issue.members)).toEqual([['features.0.name']]);
    expect(error.validationErrors?.[0]?.message).not.toBe('');
  });

  it('answers 404 for a tenant that does not exist', async () => {
    for (const key of [randomUUID(), 'not-a-tenant']) {
      expect((await getFeatures(hostAdminToken, tenantQuery(key))).statusCode).toBe(404);
      const response = await putFeatures(hostAdminToken, tenantQuery(key), [
        { name: Features.DisplayAuthDebug, value: 'true' },
      ]);
      expect(response.statusCode).toBe(404);
      expect(response.json<ErrorResponse>().error.code).toBe('Spool:NotFound');
    }
  });
});

describe('who may manage features', () => {
  it('answers 403 to a tenant user, even a tenant administrator granted the feature permissions', async () => {
    for (const query of [hostQuery, tenantQuery(demo)]) {
      expect((await getFeatures(demoAdminToken, query)).statusCode).toBe(403);
      const response = await putFeatures(demoAdminToken, query, [
        { name: Features.DisplayAuthDebug, value: 'true' },
      ]);
      expect(response.statusCode).toBe(403);
      expect(response.json<ErrorResponse>().error.code).toBe('Spool:Forbidden');
    }
    expect(await configuredAuthDebug(demoUserToken)).toBe('false');
  });

  it("answers 403 to a host user without the provider's permission", async () => {
    expect((await getFeatures(hostNobodyToken, hostQuery)).statusCode).toBe(403);
    expect((await getFeatures(hostNobodyToken, tenantQuery(demo))).statusCode).toBe(403);
    expect((await getFeatures(hostTenantManagerToken, hostQuery)).statusCode).toBe(403);
    expect((await getFeatures(hostTenantManagerToken, tenantQuery(demo))).statusCode).toBe(200);
    expect(
      (
        await putFeatures(hostTenantManagerToken, hostQuery, [
          { name: Features.DisplayAuthDebug, value: 'false' },
        ])
      ).statusCode,
    ).toBe(403);
  });

  it('answers 401 without a token', async () => {
    expect((await getFeatures(undefined, hostQuery)).statusCode).toBe(401);
    expect(
      (
        await putFeatures(undefined, hostQuery, [
          { name: Features.DisplayAuthDebug, value: 'true' },
        ])
      ).statusCode,
    ).toBe(401);
  });
});
