import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Permissions, type ErrorResponse, type IdentityRoleDto } from '@spool/contracts';
import { inTenantTransaction } from '../../../platform/db/tenant-transaction.js';
import { createTestApp, type TestApp } from '../../../testing/test-app.js';
import { createTestUser } from '../../../testing/test-database.js';
import { createPermissionGrantsRepository } from '../permissions/permission-grants.repository.js';
import { createRolesRepository } from './roles.repository.js';

let t: TestApp;
let demo: string;
let borealis: string;
let demoAdminToken: string;
let demoReaderToken: string;
let demoPlannerToken: string;
let borealisAdminToken: string;
let hostAdminToken: string;
let demoStaticAdminRoleId: string;
let borealisRoleId: string;
let packer: string;
let packerToken: string;

const allRolePermissions = [
  Permissions.Roles,
  Permissions.RolesCreate,
  Permissions.RolesUpdate,
  Permissions.RolesDelete,
];

beforeAll(async () => {
  t = await createTestApp();
  demo = (await t.database.createTenant('Demo')).id;
  borealis = (await t.database.createTenant('Borealis')).id;
  demoStaticAdminRoleId = await inTenantTransaction(t.database, demo, async (tx) => {
    const roles = createRolesRepository(tx);
    await roles.insertRole({ name: 'planner', isDefault: true });
    return (await roles.insertRole({ name: 'admin', isStatic: true })).id;
  });
  borealisRoleId = await inTenantTransaction(
    t.database,
    borealis,
    async (tx) => (await createRolesRepository(tx).insertRole({ name: 'weaver' })).id,
  );
  const demoAdmin = await createTestUser(t.database, {
    tenantId: demo,
    userName: 'demo.admin',
    permissions: allRolePermissions,
  });
  const demoReader = await createTestUser(t.database, {
    tenantId: demo,
    userName: 'demo.reader',
    permissions: [Permissions.Roles],
  });
  const demoPlanner = await createTestUser(t.database, {
    tenantId: demo,
    userName: 'demo.planner',
    permissions: [Permissions.Styles],
  });
  packer = await createTestUser(t.database, {
    tenantId: demo,
    userName: 'demo.packer',
    permissions: [],
  });
  const borealisAdmin = await createTestUser(t.database, {
    tenantId: borealis,
    userName: 'borealis.admin',
    permissions: allRolePermissions,
  });
  const hostAdmin = await createTestUser(t.database, {
    tenantId: null,
    userName: 'host.admin',
    permissions: allRolePermissions,
  });
  demoAdminToken = await t.issueToken({ sub: demoAdmin, tenantid: demo });
  demoReaderToken = await t.issueToken({ sub: demoReader, tenantid: demo });
  demoPlannerToken = await t.issueToken({ sub: demoPlanner, tenantid: demo });
  packerToken = await t.issueToken({ sub: packer, tenantid: demo });
  borealisAdminToken = await t.issueToken({ sub: borealisAdmin, tenantid: borealis });
  hostAdminToken = await t.issueToken({ sub: hostAdmin });
});
afterAll(() => t?.dispose());

const call: TestApp['call'] = (...args) => t.call(...args);

async function createRole(name: string, extra: Record<string, unknown> = {}) {
  const response = await call(demoAdminToken, 'POST', '/api/identity/roles', { name, ...extra });
  expect(response.statusCode).toBe(200);
  return response.json<IdentityRoleDto>();
}

/** What the packer's token is granted now, as the application configuration tells its browser. */
const packerHolds = async (permission: string) =>
  (await call(packerToken, 'GET', '/api/abp/application-configuration')).json<{
    auth: { grantedPolicies: Record<string, boolean> };
  }>().auth.grantedPolicies[permission] === true;

const roleNames = async (token: string, url: string) =>
  (await call(token, 'GET', url)).json<{ items: IdentityRoleDto[] }>().items.map((r) => r.name);

describe('creating and listing roles', () => {
  it('creates a public, non-default, non-static role by default', async () => {
    const role = await createRole('  cutter  ');
    expect(role).toMatchObject({
      name: 'cutter',
      isDefault: false,
      isPublic: true,
      isStatic: false,
      lastModificationTime: null,
    });
    const read = await call(demoReaderToken, 'GET', `/api/identity/roles/${role.id}`);
    expect(read.json<IdentityRoleDto>()).toEqual(role);
    // isStatic is not the caller's to set.
    const sneaky = await call(demoAdminToken, 'POST', '/api/identity/roles', {
      name: 'sneaky',
      isStatic: true,
      isDefault: true,
    });
    expect(sneaky.json<IdentityRoleDto>()).toMatchObject({ isStatic: false, isDefault: true });
  });

  it('refuses a name already taken on the same side, ignoring case, but not on another side', async () => {
    const duplicate = await call(demoAdminToken, 'POST', '/api/identity/roles', {
      name: 'PLANNER',
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json<ErrorResponse>().error).toEqual({
      code: 'Spool.Identity:DuplicateRoleName',
      message: 'A role named "PLANNER" already exists.',
    });
    const empty = await call(demoAdminToken, 'POST', '/api/identity/roles', { name: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<ErrorResponse>().error.validationErrors).toEqual([
      { message: 'This field is required.', members: ['name'] },
    ]);
    expect(
      (await call(borealisAdminToken, 'POST', '/api/identity/roles', { name: 'planner' }))
        .statusCode,
    ).toBe(200);
  });

  it('lists the roles of the side, filtered, sorted and paged; /all gives every one', async () => {
    await createRole('seamstress');
    await createRole('sewing supervisor');
    const page = await call(
      demoReaderToken,
      'GET',
      '/api/identity/roles?Filter=se&Sorting=name%20desc&SkipCount=0&MaxResultCount=1',
    );
    expect(page.statusCode).toBe(200);
    const body = page.json<{ items: IdentityRoleDto[]; totalCount: number }>();
    expect(body.totalCount).toBe(2);
    expect(body.items.map((role) => role.name)).toEqual(['sewing supervisor']);
    const all = await roleNames(demoReaderToken, '/api/identity/roles/all');
    expect(all).toEqual([...all].sort((a, b) => a.localeCompare(b)));
    expect(all).toEqual(expect.arrayContaining(['admin', 'planner', 'seamstress']));
    expect(all).not.toContain('weaver');
    expect(
      (await call(demoReaderToken, 'GET', '/api/identity/roles?Sorting=isStatic')).statusCode,
    ).toBe(400);
  });
});

describe('updating roles', () => {
  it('saves with the stamp read and moves the role’s grants with its new name', async () => {
    const role = await createRole('presser');
    await inTenantTransaction(t.database, demo, async (tx) => {
      await createRolesRepository(tx).addUserToRole(packer, role.id);
      await createPermissionGrantsRepository(tx).insertGrants([Permissions.Styles], 'R', 'presser');
    });
    expect(await packerHolds(Permissions.Styles)).toBe(true);

    const renamed = await call(demoAdminToken, 'PUT', `/api/identity/roles/${role.id}`, {
      name: 'Finisher',
      isDefault: true,
      isPublic: false,
      concurrencyStamp: role.concurrencyStamp,
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json<IdentityRoleDto>()).toMatchObject({
      name: 'Finisher',
      isDefault: true,
      isPublic: false,
    });
    expect(renamed.json<IdentityRoleDto>().concurrencyStamp).not.toBe(role.concurrencyStamp);
    // The member keeps the role's permission under its new name.
    expect(await packerHolds(Permissions.Styles)).toBe(true);
    const grants = await inTenantTransaction(t.database, demo, async (tx) => {
      const repository = createPermissionGrantsRepository(tx);
      return {
        old: [...(await repository.findGrantedNamesOfProvider('R', 'presser'))],
        renamed: [...(await repository.findGrantedNamesOfProvider('R', 'Finisher'))],
      };
    });
    expect(grants).toEqual({ old: [], renamed: [Permissions.Styles] });
  });

  it('answers 409 to the second of two updates with the same stamp, and to a stale stamp', async () => {
    const role = await createRole('knitter');
    const update = (name: string) =>
      call(demoAdminToken, 'PUT', `/api/identity/roles/${role.id}`, {
        name,
        isDefault: false,
        isPublic: true,
        concurrencyStamp: role.concurrencyStamp,
      });
    const [first, second] = await Promise.all([update('knitter A'), update('knitter B')]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const winner = first.statusCode === 200 ? first : second;
    const loser = first.statusCode === 409 ? first : second;
    expect(loser.json<ErrorResponse>().error).toEqual({
      code: 'Spool:Conflict',
      message: 'Someone else changed this in the meantime. Reload and try again.',
    });
    const read = await call(demoReaderToken, 'GET', `/api/identity/roles/${role.id}`);
    expect(read.json<IdentityRoleDto>().name).toBe(winner.json<IdentityRoleDto>().name);
    expect((await update('knitter C')).statusCode).toBe(409);
  });

  it('refuses to rename a role to a name taken by another role', async () => {
    const role = await createRole('dyer');
    const response = await call(demoAdminToken, 'PUT', `/api/identity/roles/${role.id}`, {
      name: 'Planner',
      isDefault: false,
      isPublic: true,
      concurrencyStamp: role.concurrencyStamp,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json<ErrorResponse>().error.code).toBe('Spool.Identity:DuplicateRoleName');
  });
});

describe('static roles', () => {
  it('cannot be renamed, though their flags can change', async () => {
    const admin = (
      await call(demoReaderToken, 'GET', `/api/identity/roles/${demoStaticAdminRoleId}`)
    ).json<IdentityRoleDto>();
    expect(admin.isStatic).toBe(true);
    const rename = await call(demoAdminToken, 'PUT', `/api/identity/roles/${admin.id}`, {
      name: 'administrators',
      isDefault: false,
      isPublic: true,
      concurrencyStamp: admin.concurrencyStamp,
    });
    expect(rename.statusCode).toBe(422);
    expect(rename.json<ErrorResponse>().error).toEqual({
      code: 'Spool.Identity:StaticRoleRenaming',
      message: 'The role "admin" is static: it cannot be renamed.',
    });
    const flags = await call(demoAdminToken, 'PUT', `/api/identity/roles/${admin.id}`, {
      name: 'admin',
      isDefault: false,
      isPublic: false,
      concurrencyStamp: admin.concurrencyStamp,
    });
    expect(flags.statusCode).toBe(200);
    expect(flags.json<IdentityRoleDto>()).toMatchObject({ name: 'admin', isPublic: false });
  });

  it('cannot be deleted', async () => {
    const response = await call(
      demoAdminToken,
      'DELETE',
      `/api/identity/roles/${demoStaticAdminRoleId}`,
      undefined,
      { 'accept-language': 'es' },
    );
    expect(response.statusCode).toBe(422);
    expect(response.json<ErrorResponse>().error).toEqual({
      code: 'Spool.Identity:StaticRoleDeletion',
      message: 'El rol "admin" es estático: no se puede eliminar.',
    });
    expect(
      (await call(demoReaderToken, 'GET', `/api/identity/roles/${demoStaticAdminRoleId}`))
        .statusCode,
    ).toBe(200);
  });
});

describe('deleting a role', () => {
  it('removes its grants and memberships: its members lose its permissions at once', async () => {
    const role = await createRole('trimmer');
    await inTenantTransaction(t.database, demo, async (tx) => {
      await createRolesRepository(tx).addUserToRole(packer, role.id);
      await createPermissionGrantsRepository(tx).insertGrants(
        [Permissions.Reports],
        'R',
        'trimmer',
      );
    });
    const granted = () => packerHolds(Permissions.Reports);
    expect(await granted()).toBe(true);

    expect(
      (await call(demoAdminToken, 'DELETE', `/api/identity/roles/${role.id}`)).statusCode,
    ).toBe(204);
    expect((await call(demoReaderToken, 'GET', `/api/identity/roles/${role.id}`)).statusCode).toBe(
      404,
    );
    expect(await granted()).toBe(false);
    // A new role of the same name starts with nothing.
    await createRole('trimmer');
    const leftovers = await inTenantTransaction(t.database, demo, async (tx) => ({
      grants: [
        ...(await createPermissionGrantsRepository(tx).findGrantedNamesOfProvider('R', 'trimmer')),
      ],
      roles: await createRolesRepository(tx).findRoleNamesOfUser(packer),
    }));
    expect(leftovers.grants).toEqual([]);
    expect(leftovers.roles).not.toContain('trimmer');
    // Already gone: not found, as every route answers.
    expect(
      (await call(demoAdminToken, 'DELETE', `/api/identity/roles/${role.id}`)).statusCode,
    ).toBe(404);
  });
});

describe("another tenant's and the host's roles", () => {
  it('are invisible to a tenant administrator and cannot be changed by them', async () => {
    const url = `/api/identity/roles/${borealisRoleId}`;
    const read = (await call(borealisAdminToken, 'GET', url)).json<IdentityRoleDto>();
    expect((await call(demoAdminToken, 'GET', url)).statusCode).toBe(404);
    const update = await call(demoAdminToken, 'PUT', url, {
      name: 'taken over',
      isDefault: true,
      isPublic: true,
      concurrencyStamp: read.concurrencyStamp,
    });
    expect(update.statusCode).toBe(404);
    const deleted = await call(demoAdminToken, 'DELETE', url);
    expect(deleted.statusCode).toBe(404);
    expect(deleted.json<ErrorResponse>().error.code).toBe('Spool.Identity:RoleNotFound');
    expect(
      (await call(hostAdminToken, 'DELETE', url)).statusCode,
      'the host administrator, for a tenant’s role',
    ).toBe(404);
    expect((await call(borealisAdminToken, 'GET', url)).json<IdentityRoleDto>()).toEqual(read);
    expect(await roleNames(demoAdminToken, '/api/identity/roles/all')).not.toContain('weaver');
  });

  it('the host administrator sees host roles only', async () => {
    expect(await roleNames(hostAdminToken, '/api/identity/roles/all')).toEqual(['host.admin-role']);
    expect(
      (await call(hostAdminToken, 'GET', `/api/identity/roles/${borealisRoleId}`)).statusCode,
    ).toBe(404);
  });
});

describe('access', () => {
  const someId = '00000000-0000-4000-8000-000000000000';
  const body = { name: 'x', isDefault: false, isPublic: true, concurrencyStamp: someId };
  const routes: [method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown][] = [
    ['GET', '/api/identity/roles'],
    ['GET', '/api/identity/roles/all'],
    ['GET', `/api/identity/roles/${someId}`],
    ['POST', '/api/identity/roles', { name: 'intruder' }],
    ['PUT', `/api/identity/roles/${someId}`, body],
    ['DELETE', `/api/identity/roles/${someId}`],
  ];

  it.each(routes)(
    '%s %s: 401 without a token, 403 without the permission',
    async (method, url, payload) => {
      expect((await call(undefined, method, url, payload)).statusCode).toBe(401);
      expect((await call(demoPlannerToken, method, url, payload)).statusCode).toBe(403);
    },
  );

  it('lets a reader read but not change anything', async () => {
    for (const [method, url, payload] of routes.filter(([method]) => method !== 'GET')) {
      expect((await call(demoReaderToken, method, url, payload)).statusCode).toBe(403);
    }
  });
});
