import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PreLogin } from '@spool/contracts';
import { createTestApp, type TestApp } from '../../../testing/test-app.js';
import { createTestUser } from '../../../testing/test-database.js';

let t: TestApp;
const links = {
  help: 'https://help.demo-garments.example/spool',
  support: 'mailto:it@demo-garments.example',
  suggestions: null,
};
let tenantId: string;
let adminToken: string;
let plannerToken: string;
let hostToken: string;

beforeAll(async () => {
  t = await createTestApp({ links });
  tenantId = (await t.database.createTenant('Atlas Garments')).id;
  const admin = await createTestUser(t.database, {
    tenantId,
    userName: 'atlas.admin',
    permissions: ['AbpIdentity.Users', 'AbpIdentity.Roles', 'Spool.Styles'],
    accountType: 101,
  });
  const planner = await createTestUser(t.database, {
    tenantId,
    userName: 'atlas.planner',
    permissions: ['Spool.Styles', 'AbpTenantManagement.Tenants'],
  });
  const host = await createTestUser(t.database, {
    tenantId: null,
    userName: 'host.admin',
    permissions: ['AbpTenantManagement.Tenants', 'Spool.Styles'],
  });
  adminToken = await t.issueToken({ sub: admin, tenantid: tenantId, account_type: 101 });
  plannerToken = await t.issueToken({ sub: planner, tenantid: tenantId });
  hostToken = await t.issueToken({ sub: host });
});
afterAll(() => t?.dispose());

const configuration = async (token?: string) => {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/abp/application-configuration',
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  expect(response.statusCode).toBe(200);
  return response.json<{
    currentUser: Record<string, unknown>;
    currentTenant: Record<string, unknown>;
    auth: { grantedPolicies: Record<string, boolean> };
    features: { values: Record<string, string> };
    localization: { currentCulture: { name: string } };
  }>();
};

describe('application configuration', () => {
  it('gives an anonymous caller the anonymous part: not signed in, nothing granted', async () => {
    const anonymous = await configuration();
    expect(anonymous.currentUser).toMatchObject({ isAuthenticated: false, id: null });
    expect(anonymous.auth.grantedPolicies).toEqual({});
    expect(anonymous.features.values['SpoolCore.DisplayAuthDebug']).toBe('false');
    expect(anonymous.localization.currentCulture.name).toBe('en');
  });

  it('gives a tenant administrator its user, tenant, account type and granted policies', async () => {
    const admin = await configuration(adminToken);
    expect(admin.currentUser).toMatchObject({
      isAuthenticated: true,
      userName: 'atlas.admin',
      tenantId,
      accountType: 101,
      roles: ['atlas.admin-role'],
    });
    expect(admin.currentTenant).toEqual({
      id: tenantId,
      name: 'Atlas Garments',
      isAvailable: true,
    });
    expect(admin.auth.grantedPolicies).toEqual({
      'AbpIdentity.Users': true,
      'AbpIdentity.Roles': true,
      'Spool.Styles': true,
    });
  });

  it('counts only the permissions of the caller’s side', async () => {
    const planner = await configuration(plannerToken);
    expect(planner.auth.grantedPolicies).toEqual({ 'Spool.Styles': true });
    const host = await configuration(hostToken);
    expect(host.auth.grantedPolicies).toEqual({ 'AbpTenantManagement.Tenants': true });
    expect(host.currentTenant).toEqual({ id: null, name: null, isAvailable: false });
  });

  it('answers 401 to a token that is not valid rather than pretending it is anonymous', async () => {
    const expired = await t.issueToken({ tenantid: tenantId, expiresInSeconds: -10 });
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/abp/application-configuration',
      headers: { authorization: `Bearer ${expired}` },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('pre-login', () => {
  it('gives the published-on date, where to sign in and the configured help links', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/preLogin' });
    expect(response.statusCode).toBe(200);
    const body = response.json<PreLogin>();
    expect(body.publishedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(body.signIn.authority).toBe('https://issuer.spool.test');
    expect(body.links).toEqual(links);
  });
});
