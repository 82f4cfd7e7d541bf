import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Features,
  Permissions,
  type AuditLogEntryDto,
  type ErrorResponse,
  type IdentityRoleDto,
  type IdentityUserDetailDto,
} from '@spool/contracts';
import { inHostTransaction, inTenantTransaction } from '../../platform/db/tenant-transaction.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { createTestUser } from '../../testing/test-database.js';
import { createRolesRepository } from '../identity/index.js';
import { createAuditTrail } from './index.js';

let t: TestApp;
let demo: string;
let borealis: string;
let demoAdmin: string;
let demoAdminToken: string;
let borealisAdminToken: string;
let hostAdmin: string;
let hostAdminToken: string;
let hostNobodyToken: string;
let demoAuditorToken: string;

const administration = [
  Permissions.Users,
  Permissions.UsersCreate,
  Permissions.UsersUpdate,
  Permissions.UsersDelete,
  Permissions.UsersManagePermissions,
  Permissions.Roles,
  Permissions.RolesCreate,
  Permissions.RolesUpdate,
  Permissions.RolesDelete,
  Permissions.RolesManagePermissions,
];

const password = 'knit-and-purl-2026';
const newPassword = 'purl-and-knit-2027';

beforeAll(async () => {
  t = await createTestApp();
  demo = (await t.database.createTenant('Demo')).id;
  borealis = (await t.database.createTenant('Borealis')).id;
  await inTenantTransaction(t.database, demo, async (tx) => {
    const roles = createRolesRepository(tx);
    await roles.insertRole({ name: 'planner', isDefault: true });
    await roles.insertRole({ name: 'auditor' });
    await roles.insertRole({ name: 'admin', isStatic: true });
  });
  demoAdmin = await createTestUser(t.database, {
    tenantId: demo,
    userName: 'demo.admin',
    permissions: administration,
    accountType: 101,
  });
  const borealisAdmin = await createTestUser(t.database, {
    tenantId: borealis,
    userName: 'borealis.admin',
    permissions: administration,
    accountType: 101,
  });
  // Granted directly: the audit logs are the host's, whatever a tenant's grants say.
  const demoAuditor = await createTestUser(t.database, {
    tenantId: demo,
    userName: 'demo.auditor',
    permissions: [Permissions.AuditLogs],
  });
  hostAdmin = await createTestUser(t.database, {
    tenantId: null,
    userName: 'host.admin',
    permissions: [
      ...administration,
      Permissions.AuditLogs,
      Permissions.ManageHostFeatures,
      Permissions.Tenants,
      Permissions.TenantsManageFeatures,
    ],
  });
  const hostNobody = await createTestUser(t.database, {
    tenantId: null,
    userName: 'host.nobody',
    permissions: [Permissions.Tenants, Permissions.Users],
  });
  demoAdminToken = await t.issueToken({ sub: demoAdmin, tenantid: demo, account_type: 101 });
  borealisAdminToken = await t.issueToken({
    sub: borealisAdmin,
    tenantid: borealis,
    account_type: 101,
  });
  demoAuditorToken = await t.issueToken({ sub: demoAuditor, tenantid: demo });
  hostAdminToken = await t.issueToken({ sub: hostAdmin });
  hostNobodyToken = await t.issueToken({ sub: hostNobody });
});
afterAll(() => t?.dispose());

const call: TestApp['call'] = (...args) => t.call(...args);

const readLog = (token: string | undefined, query: Record<string, string | number> = {}) =>
  call(
    token,
    'GET',
    `/api/audit-logging/audit-logs?${new URLSearchParams(
      Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
    ).toString()}`,
  );

/** The whole log of the host (`null`) or a tenant, newest first, as the host administrator reads it. */
async function logOf(tenantId: string | null, entityType?: string): Promise<AuditLogEntryDto[]> {
  const response = await readLog(hostAdminToken, {
    ...(tenantId !== null && { tenantId }),
    ...(entityType !== undefined && { entityType }),
    MaxResultCount: 1000,
  });
  expect(response.statusCode).toBe(200);
  const page = response.json<{ items: AuditLogEntryDto[]; totalCount: number }>();
  expect(page.totalCount).toBe(page.items.length);
  return page.items;
}

/**
 * Runs the change and returns the entries it left in that log (newest first),
 * each checked to be made within the change's time.
 */
async function entriesOf(
  tenantId: string | null,
  change: () => Promise<unknown>,
): Promise<AuditLogEntryDto[]> {
  const known = new Set((await logOf(tenantId)).map((entry) => entry.id));
  const startedAt = Date.now();
  await change();
  const finishedAt = Date.now();
  const added = (await logOf(tenantId)).filter((entry) => !known.has(entry.id));
  for (const entry of added) {
    expect(entry.tenantId).toBe(tenantId);
    const at = Date.parse(entry.executionTime);
    expect(at).toBeGreaterThanOrEqual(startedAt - 1000);
    expect(at).toBeLessThanOrEqual(finishedAt + 1000);
  }
  return added;
}

async function expectStatus(response: Promise<LightMyRequestResponse>, status: number) {
  const answer = await response;
  expect(answer.statusCode, answer.body).toBe(status);
  return answer;
}

const userState = {
  emailConfirmed: false,
  name: 'Ada',
  surname: 'Lovelace',
  phoneNumber: null,
  isActive: true,
  lockoutEnabled: true,
  lockoutEnd: null,
};

describe('users in the audit log', () => {
  let ada: IdentityUserDetailDto;

  it("records a user's creation in the tenant's log: who, when, and the user after, without the password", async () => {
    const [entry, ...more] = await entriesOf(demo, async () => {
      const response = await expectStatus(
        call(demoAdminToken, 'POST', '/api/identity/users', {
          userName: 'ada',
          email: 'ada@demo.example',
          name: 'Ada',
          surname: 'Lovelace',
          password,
        }),
        200,
      );
      ada = response.json<IdentityUserDetailDto>();
    });
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      userId: demoAdmin,
      userName: 'demo.admin',
      action: 'Created',
      entityType: 'User',
      entityId: ada.id,
      entityName: 'ada',
      before: null,
      after: {
        userName: 'ada',
        email: 'ada@demo.example',
        ...userState,
        roleNames: ['planner'],
      },
    });
  });

  it('records an update with the user before and after, and that the password changed, not the password', async () => {
    const [entry, ...more] = await entriesOf(demo, () =>
      expectStatus(
        call(demoAdminToken, 'PUT', `/api/identity/users/${ada.id}`, {
          userName: 'ada.l',
          email: 'ada.l@demo.example',
          name: 'Ada',
          surname: 'Lovelace',
          roleNames: ['planner', 'auditor'],
          password: newPassword,
          concurrencyStamp: ada.concurrencyStamp,
        }),
        200,
      ),
    );
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      userId: demoAdmin,
      userName: 'demo.admin',
      action: 'Updated',
      entityType: 'User',
      entityId: ada.id,
      entityName: 'ada.l',
      before: { userName: 'ada', email: 'ada@demo.example', ...userState, roleNames: ['planner'] },
      after: {
        userName: 'ada.l',
        email: 'ada.l@demo.example',
        ...userState,
        roleNames: ['auditor', 'planner'],
        credentialsChanged: true,
      },
    });
  });

  it("records a change of a user's roles as the role names before and after", async () => {
    const [entry, ...more] = await entriesOf(demo, () =>
      expectStatus(
        call(demoAdminToken, 'PUT', `/api/identity/users/${ada.id}/roles`, {
          roleNames: ['auditor'],
        }),
        204,
      ),
    );
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      userId: demoAdmin,
      userName: 'demo.admin',
      action: 'Updated',
      entityType: 'UserRoles',
      entityId: ada.id,
      entityName: 'ada.l',
      before: { roleNames: ['auditor', 'planner'] },
      after: { roleNames: ['auditor'] },
    });
    // The same roles again change nothing, so nothing is recorded.
    expect(
      await entriesOf(demo, () =>
        expectStatus(
          call(demoAdminToken, 'PUT', `/api/identity/users/${ada.id}/roles`, {
            roleNames: ['auditor'],
          }),
          204,
        ),
      ),
    ).toEqual([]);
  });

  it('records a lockout and its end', async () => {
    const lockoutEnd = '2031-01-01T00:00:00.000Z';
    const entries = await entriesOf(demo, async () => {
      await expectStatus(
        call(demoAdminToken, 'PUT', `/api/identity/users/${ada.id}/lock/${lockoutEnd}`),
        204,
      );
      await expectStatus(call(demoAdminToken, 'PUT', `/api/identity/users/${ada.id}/unlock`), 204);
    });
    expect(
      entries.map(({ action, entityType, before, after }) => ({
        action,
        entityType,
        before,
        after,
      })),
    ).toEqual([
      {
        action: 'Updated',
        entityType: 'User',
        before: { lockoutEnd },
        after: { lockoutEnd: null },
      },
      {
        action: 'Updated',
        entityType: 'User',
        before: { lockoutEnd: null },
        after: { lockoutEnd },
      },
    ]);
  });

  it('records a deletion with the user before it', async () => {
    const [entry, ...more] = await entriesOf(demo, () =>
      expectStatus(call(demoAdminToken, 'DELETE', `/api/identity/users/${ada.id}`), 204),
    );
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      userId: demoAdmin,
      userName: 'demo.admin',
      action: 'Deleted',
      entityType: 'User',
      entityId: ada.id,
      entityName: 'ada.l',
      before: { userName: 'ada.l', email: 'ada.l@demo.example', roleNames: ['auditor'] },
      after: null,
    });
    // Deleting a user that is not there (any more) is not found, and changes nothing.
    expect(
      await entriesOf(demo, () =>
        expectStatus(call(demoAdminToken, 'DELETE', `/api/identity/users/${ada.id}`), 404),
      ),
    ).toEqual([]);
  });
});

describe('roles in the audit log', () => {
  it('records the creation, update and deletion of a role with the role before and after', async () => {
    let role: IdentityRoleDto | undefined;
    const entries = await entriesOf(demo, async () => {
      role = (
        await expectStatus(
          call(demoAdminToken, 'POST', '/api/identity/roles', { name: 'cutter' }),
          200,
        )
      ).json<IdentityRoleDto>();
      await expectStatus(
        call(demoAdminToken, 'PUT', `/api/identity/roles/${role.id}`, {
          name: 'trimmer',
          isDefault: true,
          isPublic: true,
          concurrencyStamp: role.concurrencyStamp,
        }),
        200,
      );
      await expectStatus(call(demoAdminToken, 'DELETE', `/api/identity/roles/${role.id}`), 204);
    });
    const flags = { isPublic: true, isStatic: false };
    const about = {
      userId: demoAdmin,
      userName: 'demo.admin',
      entityType: 'Role',
      entityId: role?.id,
    };
    expect(entries).toMatchObject([
      {
        ...about,
        action: 'Deleted',
        entityName: 'trimmer',
        before: { name: 'trimmer', isDefault: true, ...flags },
        after: null,
      },
      {
        ...about,
        action: 'Updated',
        entityName: 'trimmer',
        before: { name: 'cutter', isDefault: false, ...flags },
        after: { name: 'trimmer', isDefault: true, ...flags },
      },
      {
        ...about,
        action: 'Created',
        entityName: 'cutter',
        before: null,
        after: { name: 'cutter', isDefault: false, ...flags },
      },
    ]);
  });
});

describe('permission grants in the audit log', () => {
  const updatePermissions = (
    token: string,
    provider: string,
    permissions: { name: string; isGranted: boolean }[],
  ) => call(token, 'PUT', `/api/permission-management/permissions?${provider}`, { permissions });

  it("records a role's granted permission names before and after", async () => {
    const [entry, ...more] = await entriesOf(demo, () =>
      expectStatus(
        updatePermissions(demoAdminToken, 'providerName=R&providerKey=auditor', [
          { name: Permissions.Styles, isGranted: true },
          { name: Permissions.Reports, isGranted: true },
        ]),
        204,
      ),
    );
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      userId: demoAdmin,
      userName: 'demo.admin',
      action: 'Updated',
      entityType: 'PermissionGrants',
      entityId: 'R:auditor',
      entityName: 'auditor',
      before: { permissions: [] },
      after: { permissions: [Permissions.Reports, Permissions.Styles] },
    });
  });

  it("records a user's own granted permission names before and after", async () => {
    const [entry, ...more] = await entriesOf(demo, () =>
      expectStatus(
        updatePermissions(demoAdminToken, `providerName=U&providerKey=${demoAdmin}`, [
          { name: Permissions.Import, isGranted: true },
          { name: Permissions.UsersDelete, isGranted: false },
        ]),
        204,
      ),
    );
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      action: 'Updated',
      entityType: 'PermissionGrants',
      entityId: `U:${demoAdmin}`,
      entityName: 'demo.admin',
      before: { permissions: [] },
      after: { permissions: [Permissions.Import] },
    });
  });
});

describe('features in the audit log', () => {
  const putFeatures = (query: string, value: string) =>
    call(hostAdminToken, 'PUT', `/api/feature-management/features?${query}`, {
      features: [{ name: Features.DisplayAuthDebug, value }],
    });

  it("records the host's features in the host's log", async () => {
    const demoBefore = await logOf(demo);
    const [entry, ...more] = await entriesOf(null, () =>
      expectStatus(putFeatures('providerName=H&providerKey=', 'true'), 204),
    );
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      tenantId: null,
      userId: hostAdmin,
      userName: 'host.admin',
      action: 'Updated',
      entityType: 'FeatureValues',
      entityId: 'H',
      entityName: null,
      before: { [Features.DisplayAuthDebug]: 'false' },
      after: { [Features.DisplayAuthDebug]: 'true' },
    });
    expect(await logOf(demo)).toEqual(demoBefore);
  });

  it("records a tenant's features in that tenant's log, by the host administrator", async () => {
    const hostBefore = await logOf(null);
    const borealisBefore = await logOf(borealis);
    const [entry, ...more] = await entriesOf(demo, () =>
      expectStatus(putFeatures(`providerName=T&providerKey=${demo}`, 'false'), 204),
    );
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      tenantId: demo,
      userId: hostAdmin,
      userName: 'host.admin',
      action: 'Updated',
      entityType: 'FeatureValues',
      entityId: `T:${demo}`,
      entityName: 'Demo',
      before: { [Features.DisplayAuthDebug]: 'true' },
      after: { [Features.DisplayAuthDebug]: 'false' },
    });
    expect(await logOf(null)).toEqual(hostBefore);
    expect(await logOf(borealis)).toEqual(borealisBefore);
  });

  it("writes a tenant's entry from the host's transaction, which then goes on as the host's", async () => {
    const tenantEntry = {
      action: 'Updated',
      entityType: 'FeatureValues',
      entityId: `T:${borealis}`,
      after: { step: 1 },
    } as const;
    const hostEntry = { ...tenantEntry, entityId: 'H', after: { step: 2 } } as const;
    const borealisEntries = await entriesOf(borealis, async () => {
      const hostEntries = await entriesOf(null, () =>
        inHostTransaction(t.database, async (tx) => {
          const trail = createAuditTrail(tx, { userId: hostAdmin, userName: 'host.admin' });
          await trail.recordForTenant(borealis, tenantEntry);
          await trail.record(hostEntry);
        }),
      );
      expect(hostEntries).toMatchObject([{ userName: 'host.admin', after: { step: 2 } }]);
    });
    expect(borealisEntries).toMatchObject([{ userName: 'host.admin', after: { step: 1 } }]);
  });
});

describe("each side's own log", () => {
  it("keeps a tenant administrator's change in that tenant's log only", async () => {
    const hostBefore = await logOf(null);
    const demoBefore = await logOf(demo);
    const [entry, ...more] = await entriesOf(borealis, () =>
      expectStatus(call(borealisAdminToken, 'POST', '/api/identity/roles', { name: 'dyer' }), 200),
    );
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      tenantId: borealis,
      userName: 'borealis.admin',
      entityType: 'Role',
      entityName: 'dyer',
    });
    expect(await logOf(null)).toEqual(hostBefore);
    expect(await logOf(demo)).toEqual(demoBefore);
  });

  it("keeps the host's own user administration in the host's log", async () => {
    const [entry, ...more] = await entriesOf(null, () =>
      expectStatus(
        call(hostAdminToken, 'POST', '/api/identity/users', {
          userName: 'hugo',
          email: 'hugo@host.example',
          password,
        }),
        200,
      ),
    );
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      tenantId: null,
      userId: hostAdmin,
      userName: 'host.admin',
      action: 'Created',
      entityType: 'User',
      entityName: 'hugo',
    });
    expect((await logOf(demo)).some((item) => item.entityName === 'hugo')).toBe(false);
  });
});

describe('reading the audit logs', () => {
  it('pages a log newest first, with the total, and filters it by entity type', async () => {
    const all = await logOf(demo);
    const times = all.map((entry) => Date.parse(entry.executionTime));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const response = await readLog(hostAdminToken, {
      tenantId: demo,
      SkipCount: 1,
      MaxResultCount: 2,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ items: all.slice(1, 3), totalCount: all.length });
    const roles = await logOf(demo, 'Role');
    expect(roles.length).toBeGreaterThan(0);
    expect(roles).toEqual(all.filter((entry) => entry.entityType === 'Role'));
  });

  it('answers 404 for a tenant that does not exist, and 400 for a tenant id that is not one', async () => {
    const missing = await readLog(hostAdminToken, { tenantId: randomUUID() });
    expect(missing.statusCode).toBe(404);
    expect(missing.json<ErrorResponse>().error.code).toBe('Spool:NotFound');
    expect((await readLog(hostAdminToken, { tenantId: 'demo' })).statusCode).toBe(400);
  });

  it('answers 403 to a tenant user, even one granted the permission', async () => {
    for (const query of [{}, { tenantId: demo }] as Record<string, string>[]) {
      const response = await readLog(demoAuditorToken, query);
      expect(response.statusCode).toBe(403);
      expect(response.json<ErrorResponse>().error.code).toBe('Spool:Forbidden');
    }
    expect((await readLog(demoAdminToken)).statusCode).toBe(403);
  });

  it('answers 403 to a host user without the permission, and 401 without a token', async () => {
    expect((await readLog(hostNobodyToken)).statusCode).toBe(403);
    expect((await readLog(hostNobodyToken, { tenantId: demo })).statusCode).toBe(403);
    expect((await readLog(undefined)).statusCode).toBe(401);
  });
});

describe('changes that do not happen', () => {
  it('records nothing for a stale (409) change', async () => {
    const user = (
      await expectStatus(
        call(demoAdminToken, 'POST', '/api/identity/users', {
          userName: 'grace',
          email: 'grace@demo.example',
          password,
        }),
        200,
      )
    ).json<IdentityUserDetailDto>();
    const role = (
      await expectStatus(
        call(demoAdminToken, 'POST', '/api/identity/roles', { name: 'knitter' }),
        200,
      )
    ).json<IdentityRoleDto>();
    const entries = await entriesOf(demo, async () => {
      await expectStatus(
        call(demoAdminToken, 'PUT', `/api/identity/users/${user.id}`, {
          userName: 'grace.h',
          email: 'grace@demo.example',
          concurrencyStamp: randomUUID(),
        }),
        409,
      );
      await expectStatus(
        call(demoAdminToken, 'PUT', `/api/identity/roles/${role.id}`, {
          name: 'purler',
          concurrencyStamp: randomUUID(),
        }),
        409,
      );
    });
    expect(entries).toEqual([]);
  });

  it('records nothing for a refused change', async () => {
    const admin = (await call(demoAdminToken, 'GET', '/api/identity/roles/all'))
      .json<{ items: IdentityRoleDto[] }>()
      .items.find((role) => role.name === 'admin');
    if (!admin) throw new Error('the admin role is missing');
    const demoEntries = await entriesOf(demo, async () => {
      await expectStatus(
        call(demoAdminToken, 'POST', '/api/identity/users', {
          userName: 'DEMO.ADMIN',
          email: 'other@demo.example',
          password,
        }),
        409,
      );
      await expectStatus(call(demoAdminToken, 'DELETE', `/api/identity/roles/${admin.id}`), 422);
      await expectStatus(call(demoAdminToken, 'DELETE', `/api/identity/users/${demoAdmin}`), 422);
      await expectStatus(
        call(
          demoAdminToken,
          'PUT',
          '/api/permission-management/permissions?providerName=R&providerKey=auditor',
          {
            permissions: [
              { name: Permissions.Catalogue, isGranted: true },
              { name: Permissions.AuditLogs, isGranted: true },
            ],
          },
        ),
        400,
      );
      // Refused for want of a permission: a tenant user never manages features.
      await expectStatus(
        call(
          demoAdminToken,
          'PUT',
          `/api/feature-management/features?providerName=T&providerKey=${demo}`,
          { features: [{ name: Features.DisplayAuthDebug, value: 'true' }] },
        ),
        403,
      );
    });
    expect(demoEntries).toEqual([]);
    const hostEntries = await entriesOf(null, () =>
      expectStatus(
        call(
          hostAdminToken,
          'PUT',
          '/api/feature-management/features?providerName=H&providerKey=',
          {
            features: [
              { name: Features.DisplayAuthDebug, value: 'false' },
              { name: Features.DisplayAuthDebug, value: 'maybe' },
            ],
          },
        ),
        400,
      ),
    );
    expect(hostEntries).toEqual([]);
  });
});

describe('secrets', () => {
  it('never stores a password, a password hash, a secret or the password of a connection string', async () => {
    await inHostTransaction(t.database, (tx) =>
      createAuditTrail(tx, { userId: hostAdmin, userName: 'host.admin' }).recordForTenant(
        borealis,
        {
          action: 'Updated',
          entityType: 'TenantConnectionString',
          entityId: borealis,
          entityName: 'Borealis',
          before: { defaultConnectionString: null, adminPassword: password },
          after: {
            defaultConnectionString: `postgres://owner:${newPassword}@db.example:5432/borealis`,
            admin: { passwordHash: 'scrypt$abc', clientSecret: 'shh', email: 'a@b.example' },
          },
        },
      ),
    );
    const [entry] = await logOf(borealis, 'TenantConnectionString');
    expect(entry).toMatchObject({
      userId: hostAdmin,
      userName: 'host.admin',
      before: { defaultConnectionString: null },
      after: {
        defaultConnectionString: 'postgres://owner:****@db.example:5432/borealis',
        admin: { email: 'a@b.example' },
      },
    });
    const everything = JSON.stringify([
      ...(await logOf(null)),
      ...(await logOf(demo)),
      ...(await logOf(borealis)),
    ]);
    for (const secret of [password, newPassword, 'scrypt', 'shh', 'passwordHash', 'Password"']) {
      expect(everything).not.toContain(secret);
    }
  });
});
