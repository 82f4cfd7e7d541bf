import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Permissions, type ErrorResponse, type TenantDto } from '@spool/contracts';
import { inTenantTransaction } from '../../platform/db/tenant-transaction.js';
import { inHostAdminTransaction } from '../../platform/db/tenant-transaction.js';
import { createRolesRepository, createDatabaseSignIn } from '../identity/index.js';
import { createTenantsRepository } from '../tenancy/index.js';
import { brands, stitchTypes } from '../../platform/db/schema/reference.js';
import { colourGroups, systemConfigurations } from '../../platform/db/schema/settings.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { createTestUser } from '../../testing/test-database.js';

let t: TestApp;
let demo: string;
let organisationId: string;
let hostAdminToken: string;
let hostReaderToken: string;
let demoAdminToken: string;

beforeAll(async () => {
  t = await createTestApp();
  demo = (await t.database.createTenant('Demo')).id;
  organisationId = (
    await inHostAdminTransaction(t.database, (tx) =>
      createTenantsRepository(tx).insertOrganisation({ name: 'Demo Garments' }),
    )
  ).id;
  const hostAdmin = await createTestUser(t.database, {
    tenantId: null,
    userName: 'host.admin',
    permissions: [
      Permissions.Tenants,
      Permissions.TenantsCreate,
      Permissions.TenantsUpdate,
      Permissions.TenantsDelete,
    ],
  });
  const hostReader = await createTestUser(t.database, {
    tenantId: null,
    userName: 'host.reader',
    permissions: [Permissions.Tenants],
  });
  const demoAdmin = await createTestUser(t.database, {
    tenantId: demo,
    userName: 'demo.admin',
    permissions: [Permissions.Tenants, Permissions.TenantsCreate],
    accountType: 101,
  });
  hostAdminToken = await t.issueToken({ sub: hostAdmin });
  hostReaderToken = await t.issueToken({ sub: hostReader });
  demoAdminToken = await t.issueToken({ sub: demoAdmin, tenantid: demo, account_type: 101 });
});
afterAll(() => t?.dispose());

const call: TestApp['call'] = (...args) => t.call(...args);

const newTenant = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  adminEmailAddress: `admin@${name.trim().toLowerCase().replace(/\W+/g, '-')}.example`,
  adminPassword: 'knit-and-purl-2026',
  extraProperties: extra,
});

describe('tenant management', () => {
  it('creates a tenant in an organisation, whose administrator can sign in to it', async () => {
    const response = await call(
      hostAdminToken,
      'POST',
      '/api/multi-tenancy/tenants',
      newTenant('Northwind Knits', { OrganisationId: organisationId, CDTenantId: 'cd-4711' }),
    );
    expect(response.statusCode).toBe(200);
    const tenant = response.json<TenantDto>();
    expect(tenant).toMatchObject({
      name: 'Northwind Knits',
      extraProperties: { CDTenantId: 'cd-4711', OrganisationId: organisationId },
      lastModificationTime: null,
    });

    const signIn = await createDatabaseSignIn(t.database).signIn(
      { login: 'admin@northwind-knits.example', password: 'knit-and-purl-2026' },
      new Date(),
    );
    expect(signIn).toMatchObject({
      kind: 'signedIn',
      user: { tenantId: tenant.id, userName: 'admin', accountType: 101 },
    });

    // Its administrator holds the tenant's static admin role; planner is the default role.
    const roles = await inTenantTransaction(t.database, tenant.id, async (tx) => {
      const repository = createRolesRepository(tx);
      if (signIn.kind !== 'signedIn') return undefined;
      return {
        ofAdministrator: await repository.findRoleNamesOfUser(signIn.user.userId),
        defaults: (await repository.findDefaultRoles()).map((role) => role.name),
      };
    });
    expect(roles).toEqual({ ofAdministrator: ['admin'], defaults: ['planner'] });
    // It starts with the catalogue: 75 stitch types, five colour groups, an example thread range.
    const catalogue = await inTenantTransaction(t.database, tenant.id, async (tx) => ({
      stitchTypes: await tx.$count(stitchTypes),
      colourGroups: await tx.$count(colourGroups),
      brands: await tx.$count(brands),
      systemConfigurations: await tx.$count(systemConfigurations),
    }));
    expect(catalogue).toEqual({
      stitchTypes: 75,
      colourGroups: 5,
      brands: 3,
      systemConfigurations: 1,
    });
  });

  it('lists tenants filtered by name, sorted and paged', async () => {
    for (const name of ['Atlas Denim', 'Borealis Wear', 'Atlas Shirts']) {
      expect(
        (await call(hostAdminToken, 'POST', '/api/multi-tenancy/tenants', newTenant(name)))
          .statusCode,
      ).toBe(200);
    }
    const page = await call(
      hostReaderToken,
      'GET',
      '/api/multi-tenancy/tenants?Filter=atlas&Sorting=name%20desc&SkipCount=0&MaxResultCount=1',
    );
    expect(page.statusCode).toBe(200);
    const body = page.json<{ items: TenantDto[]; totalCount: number }>();
    expect(body.totalCount).toBe(2);
    expect(body.items.map((tenant) => tenant.name)).toEqual(['Atlas Shirts']);
    const unknownColumn = await call(
      hostReaderToken,
      'GET',
      '/api/multi-tenancy/tenants?Sorting=adminEmailAddress',
    );
    expect(unknownColumn.statusCode).toBe(400);
    expect(unknownColumn.json<ErrorResponse>().error.validationErrors).toEqual([
      { message: 'This value is not valid.', members: ['Sorting'] },
    ]);
  });

  it('refuses a name already taken, ignoring case and spaces, and changes nothing', async () => {
    const response = await call(
      hostAdminToken,
      'POST',
      '/api/multi-tenancy/tenants',
      newTenant('  demo  '),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json<ErrorResponse>().error).toEqual({
      code: 'Spool.Tenancy:DuplicateTenantName',
      message: 'A tenant named "demo" already exists.',
    });
  });

  it('refuses an organisation that does not exist, a bad e-mail and a short password', async () => {
    const unknownOrganisation = await call(
      hostAdminToken,
      'POST',
      '/api/multi-tenancy/tenants',
      newTenant('Nowhere Wear', { OrganisationId: '00000000-0000-4000-8000-000000000000' }),
    );
    expect(unknownOrganisation.statusCode).toBe(400);
    expect(unknownOrganisation.json<ErrorResponse>().error.code).toBe(
      'Spool.Tenancy:OrganisationNotFound',
    );
    const bad = await call(hostAdminToken, 'POST', '/api/multi-tenancy/tenants', {
      ...newTenant('Bad Input Wear'),
      adminEmailAddress: 'not-an-email',
      adminPassword: 'short',
    });
    expect(bad.statusCode).toBe(400);
    const fields = bad
      .json<ErrorResponse>()
      .error.validationErrors?.flatMap((problem) => problem.members);
    expect(fields).toEqual(expect.arrayContaining(['adminEmailAddress', 'adminPassword']));
    const listed = await call(hostReaderToken, 'GET', '/api/multi-tenancy/tenants?Filter=wear');
    expect(listed.json<{ items: TenantDto[] }>().items.map((tenant) => tenant.name)).toEqual([
      'Borealis Wear',
    ]);
  });

  it('renames a tenant with its concurrency stamp; a stale stamp gets 409', async () => {
    const created = (
      await call(hostAdminToken, 'POST', '/api/multi-tenancy/tenants', newTenant('Cedar Tees'))
    ).json<TenantDto>();
    const renamed = await call(hostAdminToken, 'PUT', `/api/multi-tenancy/tenants/${created.id}`, {
      name: 'Cedar Tees & Polos',
      concurrencyStamp: created.concurrencyStamp,
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json<TenantDto>()).toMatchObject({ name: 'Cedar Tees & Polos' });
    expect(renamed.json<TenantDto>().concurrencyStamp).not.toBe(created.concurrencyStamp);
    expect(renamed.json<TenantDto>().lastModificationTime).not.toBeNull();

    const stale = await call(hostAdminToken, 'PUT', `/api/multi-tenancy/tenants/${created.id}`, {
      name: 'Cedar Tees Again',
      concurrencyStamp: created.concurrencyStamp,
    });
    expect(stale.statusCode).toBe(409);
    const read = await call(hostReaderToken, 'GET', `/api/multi-tenancy/tenants/${created.id}`);
    expect(read.json<TenantDto>().name).toBe('Cedar Tees & Polos');
  });

  it('answers 404 for a tenant that does not exist', async () => {
    const response = await call(
      hostReaderToken,
      'GET',
      '/api/multi-tenancy/tenants/00000000-0000-4000-8000-000000000000',
    );
    expect(response.statusCode).toBe(404);
    expect(response.json<ErrorResponse>().error.code).toBe('Spool.Tenancy:TenantNotFound');
  });

  it('refuses without the permission (403), to a tenant user (403) and without a token (401)', async () => {
    expect(
      (await call(hostReaderToken, 'POST', '/api/multi-tenancy/tenants', newTenant('Denied Wear')))
        .statusCode,
    ).toBe(403);
    expect((await call(demoAdminToken, 'GET', '/api/multi-tenancy/tenants')).statusCode).toBe(403);
    expect(
      (await call(demoAdminToken, 'POST', '/api/multi-tenancy/tenants', newTenant('Denied Too')))
        .statusCode,
    ).toBe(403);
    expect((await call(undefined, 'GET', '/api/multi-tenancy/tenants')).statusCode).toBe(401);
  });
});
