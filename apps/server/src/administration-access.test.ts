import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contracts from '@spool/contracts';
import type { Contract } from '@spool/contracts';
import { createTestApp, type TestApp } from './testing/test-app.js';
import { createTestUser } from './testing/test-database.js';

/**
 * Every route of the administration area (users, roles, permissions, features,
 * tenants, audit log), found from the contracts themselves so that a new route
 * cannot be left out: without a token it answers 401; to a signed-in user of
 * its side holding no permission, 403.
 */
const administration =
  /^\/api\/(identity\/|permission-management|feature-management|multi-tenancy|audit-logging)/;

const isContract = (value: unknown): value is Contract =>
  typeof value === 'object' &&
  value !== null &&
  'method' in value &&
  'path' in value &&
  'access' in value;

const routes = Object.entries(contracts as Record<string, unknown>)
  .filter((entry): entry is [string, Contract] => isContract(entry[1]))
  .filter(([, contract]) => administration.test(contract.path))
  .map(([name, contract]) => ({ name, contract }));

const someId = '00000000-0000-4000-8000-000000000000';

/** A request each route accepts as well formed, so that only access can refuse it. */
const wellFormed: Record<string, { query?: string; body?: unknown }> = {
  createIdentityRole: { body: { name: 'intruder', isDefault: false, isPublic: true } },
  createIdentityUser: {
    body: { userName: 'intruder', email: 'intruder@spool.example', password: 'Intruder-Pass-1' },
  },
  updateIdentityRole: {
    body: { name: 'intruder', isDefault: false, isPublic: true, concurrencyStamp: someId },
  },
  updateIdentityUser: {
    body: { userName: 'intruder', email: 'intruder@spool.example', concurrencyStamp: someId },
  },
  updateIdentityUserRoles: { body: { roleNames: ['admin'] } },
  getIdentityRoles: { query: 'SkipCount=0&MaxResultCount=10' },
  getIdentityUsers: { query: 'SkipCount=0&MaxResultCount=10' },
  getPermissions: { query: 'providerName=R&providerKey=admin' },
  updatePermissions: {
    query: 'providerName=R&providerKey=admin',
    body: { permissions: [{ name: contracts.Permissions.Users, isGranted: true }] },
  },
  getFeatures: { query: 'providerName=H' },
  updateFeatures: { query: 'providerName=H', body: { features: [] } },
  getTenants: { query: 'SkipCount=0&MaxResultCount=10' },
  createTenant: {
    body: {
      name: 'Intruder',
      adminEmailAddress: 'admin@intruder.example',
      adminPassword: 'Intruder-Pass-1',
    },
  },
  updateTenant: { body: { name: 'Intruder', concurrencyStamp: someId } },
  updateDefaultConnectionString: {
    query: 'defaultConnectionString=postgres%3A%2F%2Fx%40127.0.0.1%2Fx',
  },
  getAuditLogs: { query: 'SkipCount=0&MaxResultCount=10' },
};

/** Everyone signed in may read their own identity and organisations. */
const forEveryone = new Set([
  'getCurrentIdentity',
  'getCurrentUserOrganisations',
  'getOrganisation',
]);

function urlOf(contract: Contract, query?: string) {
  const path = contract.path
    .replace(':id', someId)
    .replace(':email', 'nobody%40spool.example')
    .replace(':userName', 'nobody')
    .replace(':lockoutEnd', encodeURIComponent('2030-01-01T00:00:00Z'));
  return query ? `${path}?${query}` : path;
}

let t: TestApp;
let hostNobody: string;
let tenantNobody: string;

beforeAll(async () => {
  t = await createTestApp();
  const demo = (await t.database.createTenant('Demo')).id;
  hostNobody = await t.issueToken({
    sub: await createTestUser(t.database, {
      tenantId: null,
      userName: 'host.nobody',
      permissions: [],
    }),
  });
  tenantNobody = await t.issueToken({
    sub: await createTestUser(t.database, { tenantId: demo, userName: 'nobody', permissions: [] }),
    tenantid: demo,
  });
});
afterAll(() => t?.dispose());

describe('the administration routes', () => {
  it('are all here, each with a well-formed request in this test', () => {
    const administrative = routes.filter(({ name }) => !forEveryone.has(name));
    expect(administrative.length).toBeGreaterThanOrEqual(30);
    const bodyless = administrative
      .filter(({ name, contract }) => (contract.body || contract.query) && !wellFormed[name])
      .map(({ name }) => name);
    expect(bodyless).toEqual([]);
  });

  it.each(routes.filter(({ name }) => !forEveryone.has(name)).map((route) => [route.name, route]))(
    '%s: 401 without a token, 403 without the permission',
    async (name, { contract }) => {
      const sample = wellFormed[name] ?? {};
      const url = urlOf(contract, sample.query);
      const { method } = contract;
      expect((await t.call(undefined, method, url, sample.body)).statusCode).toBe(401);
      // The host's routes are refused to the host's user without the permission, the others
      // to a tenant's; a tenant's user is refused the host's routes whatever they hold.
      const nobody = contract.access === 'host' ? hostNobody : tenantNobody;
      expect((await t.call(nobody, method, url, sample.body)).statusCode).toBe(403);
      if (contract.access === 'host') {
        expect((await t.call(tenantNobody, method, url, sample.body)).statusCode).toBe(403);
      }
    },
  );
});
