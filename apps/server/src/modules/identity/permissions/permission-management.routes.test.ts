import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Permissions,
  permissionDefinitions,
  permissionsOfSide,
  type ErrorResponse,
  type PermissionListDto,
} from '@spool/contracts';
import { inTenantTransaction } from '../../../platform/db/tenant-transaction.js';
import { createTestApp, type TestApp } from '../../../testing/test-app.js';
import { createTestUser } from '../../../testing/test-database.js';
import { createRolesRepository } from '../roles/roles.repository.js';

let t: TestApp;
let demo: string;
let borealis: string;
let demoAdminToken: string;
let demoRoleManagerToken: string;
let demoPlanner: string;
let demoPlannerToken: string;
let borealisUser: string;
let hostAdminToken: string;
let hostAdmin: string;

beforeAll(async () => {
  t = await createTestApp();
  demo = (await t.database.createTenant('Demo')).id;
  borealis = (await t.database.createTenant('Borealis')).id;
  const demoAdmin = await createTestUser(t.database, {
    tenantId: demo,
    userName: 'demo.admin',
    permissions: [Permissions.RolesManagePermissions, Permissions.UsersManagePermissions],
  });
  const demoRoleManager = await createTestUser(t.database, {
    tenantId: demo,
    userName: 'demo.roles',
    permissions: [Permissions.Roles, Permissions.RolesManagePermissions],
  });
  demoPlanner = await createTestUser(t.database, {
    tenantId: demo,
    userName: 'demo.planner',
    permissions: [Permissions.Styles, Permissions.Reports],
  });
  await inTenantTransaction(t.database, demo, (tx) =>
    createRolesRepository(tx).insertRole({ name: 'Cutter' }),
  );
  borealisUser = await createTestUser(t.database, {
    tenantId: borealis,
    userName: 'borealis.user',
    permissions: [],
  });
  hostAdmin = await createTestUser(t.database, {
    tenantId: null,
    userName: 'host.admin',
    permissions: [Permissions.RolesManagePermissions, Permissions.UsersManagePermissions],
  });
  demoAdminToken = await t.issueToken({ sub: demoAdmin, tenantid: demo });
  demoRoleManagerToken = await t.issueToken({ sub: demoRoleManager, tenantid: demo });
  demoPlannerToken = await t.issueToken({ sub: demoPlanner, tenantid: demo });
  hostAdminToken = await t.issueToken({ sub: hostAdmin });
});
afterAll(() => t?.dispose());

const call: TestApp['call'] = (...args) => t.call(...args);
const url = (providerName: string, providerKey: string) =>
  `/api/permission-management/permissions?providerName=${providerName}&providerKey=${encodeURIComponent(providerKey)}`;

const permissionsOf = async (
  token: string,
  providerName: string,
  providerKey: string,
  language = 'en',
) => {
  const response = await call(token, 'GET', url(providerName, providerKey), undefined, {
    'accept-language': language,
  });
  expect(response.statusCode).toBe(200);
  return response.json<PermissionListDto>();
};
const granted = (list: PermissionListDto) =>
  list.groups.flatMap((group) => group.permissions.filter((p) => p.isGranted).map((p) => p.name));

describe('the permissions of a role', () => {
  it('lists the tenant side’s permissions by group, in ABP’s shape, with translated names', async () => {
    const list = await permissionsOf(demoAdminToken, 'R', 'cutter');
    expect(list.entityDisplayName).toBe('Cutter');
    expect(list.groups.map((group) => group.name)).toEqual(['AbpIdentity', 'Spool']);
    expect(list.groups.flatMap((group) => group.permissions.map((p) => p.name))).toEqual([
      ...permissionsOfSide('tenant'),
    ]);
    const identity = list.groups[0];
    expect(identity).toMatchObject({ displayName: 'Identity management' });
    expect(identity?.permissions[1]).toEqual({
      name: Permissions.RolesCreate,
      displayName: 'Create',
      displayNameKey: 'identityAdmin.permissionNames.AbpIdentity_Roles_Create',
      parentName: Permissions.Roles,
      isGranted: false,
      allowedProviders: [],
      grantedProviders: [],
    });
    const french = await permissionsOf(demoAdminToken, 'R', 'Cutter', 'fr');
    expect(french.groups[0]?.permissions[0]?.displayName).toBe('Gestion des rôles');
  });

  it('has a translated display name for every permission of either side', async () => {
    const host = await permissionsOf(hostAdminToken, 'U', hostAdmin);
    const tenant = await permissionsOf(demoAdminToken, 'R', 'Cutter');
    const shown = [...host.groups, ...tenant.groups].flatMap((group) => [
      group,
      ...group.permissions,
    ]);
    expect(shown.filter((item) => item.displayName === item.displayNameKey)).toEqual([]);
    expect(new Set(shown.map((item) => item.name))).toEqual(
      new Set([
        ...permissionDefinitions.map((definition) => definition.name),
        'AbpIdentity',
        'AbpTenantManagement',
        'FeatureManagement',
        'AuditLogging',
        'Spool',
      ]),
    );
  });

  it('grants and revokes, all or none, and refuses a permission of the host side', async () => {
    const put = (permissions: { name: string; isGranted: boolean }[]) =>
      call(demoAdminToken, 'PUT', url('R', 'CUTTER'), { permissions });
    expect(
      (
        await put([
          { name: Permissions.Styles, isGranted: true },
          { name: Permissions.StylesCreate, isGranted: true },
        ])
      ).statusCode,
    ).toBe(204);
    expect(granted(await permissionsOf(demoAdminToken, 'R', 'Cutter'))).toEqual([
      Permissions.Styles,
      Permissions.StylesCreate,
    ]);
    const hostOnly = await put([
      { name: Permissions.StylesCreate, isGranted: false },
      { name: Permissions.Tenants, isGranted: true },
    ]);
    expect(hostOnly.statusCode).toBe(400);
    expect(hostOnly.json<ErrorResponse>().error).toEqual({
      code: 'Spool.PermissionManagement:PermissionNotGrantable',
      message: `The permission "${Permissions.Tenants}" does not exist or cannot be granted here.`,
    });
    expect(granted(await permissionsOf(demoAdminToken, 'R', 'Cutter'))).toEqual([
      Permissions.Styles,
      Permissions.StylesCreate,
    ]);
    expect((await put([{ name: Permissions.StylesCreate, isGranted: false }])).statusCode).toBe(
      204,
    );
    expect(granted(await permissionsOf(demoAdminToken, 'R', 'Cutter'))).toEqual([
      Permissions.Styles,
    ]);
  });

  it('answers 404 for a role of another tenant or one that does not exist', async () => {
    const response = await call(demoAdminToken, 'GET', url('R', 'borealis.user-role'));
    expect(response.statusCode).toBe(404);
    expect(response.json<ErrorResponse>().error.code).toBe('Spool.Identity:RoleNotFound');
    expect(
      (
        await call(demoAdminToken, 'PUT', url('R', 'borealis.user-role'), {
          permissions: [{ name: Permissions.Styles, isGranted: true }],
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('the permissions of a user', () => {
  it('shows what its roles grant, and which role grants it', async () => {
    const list = await permissionsOf(demoAdminToken, 'U', demoPlanner);
    expect(list.entityDisplayName).toBe('demo.planner');
    expect(granted(list)).toEqual([Permissions.Styles, Permissions.Reports]);
    const styles = list.groups
      .flatMap((group) => group.permissions)
      .find((p) => p.name === Permissions.Styles);
    expect(styles?.grantedProviders).toEqual([
      { providerName: 'R', providerKey: 'demo.planner-role' },
    ]);
  });

  it('takes effect on the same token’s next request: granted, the call succeeds; revoked, 403', async () => {
    const rolesList = () => call(demoPlannerToken, 'GET', '/api/identity/roles');
    expect((await rolesList()).statusCode).toBe(403);

    const grant = await call(demoAdminToken, 'PUT', url('U', demoPlanner), {
      permissions: [{ name: Permissions.Roles, isGranted: true }],
    });
    expect(grant.statusCode).toBe(204);
    expect((await rolesList()).statusCode).toBe(200);
    const list = await permissionsOf(demoAdminToken, 'U', demoPlanner);
    const roles = list.groups
      .flatMap((group) => group.permissions)
      .find((p) => p.name === Permissions.Roles);
    expect(roles?.grantedProviders).toEqual([{ providerName: 'U', providerKey: demoPlanner }]);

    const revoke = await call(demoAdminToken, 'PUT', url('U', demoPlanner), {
      permissions: [{ name: Permissions.Roles, isGranted: false }],
    });
    expect(revoke.statusCode).toBe(204);
    expect((await rolesList()).statusCode).toBe(403);
  });

  it('revoking on the user leaves what its role grants (that is the role’s)', async () => {
    await call(demoAdminToken, 'PUT', url('U', demoPlanner), {
      permissions: [{ name: Permissions.Reports, isGranted: false }],
    });
    expect(granted(await permissionsOf(demoAdminToken, 'U', demoPlanner))).toContain(
      Permissions.Reports,
    );
  });

  it('answers 404 for a user of another tenant, of the host, or a key that is not an id', async () => {
    for (const key of [borealisUser, hostAdmin, 'demo.planner']) {
      const response = await call(demoAdminToken, 'GET', url('U', key));
      expect(response.statusCode).toBe(404);
      expect(response.json<ErrorResponse>().error.code).toBe('Spool.Identity:UserNotFound');
    }
  });
});

describe('the host side', () => {
  it('lists only host permissions (no Spool group) for a host user', async () => {
    const list = await permissionsOf(hostAdminToken, 'U', hostAdmin);
    expect(list.groups.map((group) => group.name)).toEqual([
      'AbpIdentity',
      'AbpTenantManagement',
      'FeatureManagement',
      'AuditLogging',
    ]);
    const refused = await call(hostAdminToken, 'PUT', url('U', hostAdmin), {
      permissions: [{ name: Permissions.Styles, isGranted: true }],
    });
    expect(refused.statusCode).toBe(400);
  });
});

describe('access', () => {
  it('needs AbpIdentity.Roles.ManagePermissions for a role and AbpIdentity.Users.ManagePermissions for a user', async () => {
    expect((await call(demoRoleManagerToken, 'GET', url('R', 'Cutter'))).statusCode).toBe(200);
    expect((await call(demoRoleManagerToken, 'GET', url('U', demoPlanner))).statusCode).toBe(403);
    expect(
      (
        await call(demoRoleManagerToken, 'PUT', url('U', demoPlanner), {
          permissions: [{ name: Permissions.Users, isGranted: true }],
        })
      ).statusCode,
    ).toBe(403);
    for (const providerName of ['R', 'U']) {
      const key = providerName === 'R' ? 'Cutter' : demoPlanner;
      expect((await call(demoPlannerToken, 'GET', url(providerName, key))).statusCode).toBe(403);
      expect(
        (await call(demoPlannerToken, 'PUT', url(providerName, key), { permissions: [] }))
          .statusCode,
      ).toBe(403);
      expect((await call(undefined, 'GET', url(providerName, key))).statusCode).toBe(401);
      expect(
        (await call(undefined, 'PUT', url(providerName, key), { permissions: [] })).statusCode,
      ).toBe(401);
    }
  });

  it('refuses a provider other than R or U', async () => {
    expect((await call(demoAdminToken, 'GET', url('T', demo))).statusCode).toBe(400);
  });
});
