import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  inHostAdminTransaction,
  inHostTransaction,
  inSignInTransaction,
  inTenantTransaction,
} from '../../../platform/db/tenant-transaction.js';
import { createTestDatabase, type TestDatabase } from '../../../testing/test-database.js';
import { createTenantsRepository } from '../../tenancy/index.js';
import { seedFirstStart, type FirstStartAccounts } from './first-start.js';
import { createPermissionGrantsRepository } from '../permissions/permission-grants.repository.js';
import { createRolesRepository } from '../roles/roles.repository.js';
import { createDatabaseSignIn } from '../sign-in/sign-in.service.js';
import { createUsersRepository } from '../users/users.repository.js';

let database: TestDatabase;
let seeded: FirstStartAccounts | undefined;

beforeAll(async () => {
  database = await createTestDatabase();
  seeded = await seedFirstStart(database, { adminPassword: undefined });
});
afterAll(() => database?.dispose());

const signIn = (login: string, password: string, tenantId?: string | null) =>
  createDatabaseSignIn(database).signIn(
    { login, password, scope: tenantId === undefined ? undefined : { tenantId } },
    new Date(),
  );

describe('first start on an empty database', () => {
  it('creates admin, demo.admin and demo.planner with one generated password', () => {
    expect(seeded?.generated).toBe(true);
    expect(seeded?.password).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(seeded?.accounts).toEqual([
      { userName: 'admin', tenant: null, role: 'admin' },
      { userName: 'demo.admin', tenant: 'Demo', role: 'admin' },
      { userName: 'demo.planner', tenant: 'Demo', role: 'planner' },
    ]);
  });

  it('lets each of them sign in with that password, on the right side', async () => {
    const password = seeded?.password ?? '';
    const admin = await signIn('admin', password);
    expect(admin).toMatchObject({ kind: 'signedIn', user: { tenantId: null, accountType: null } });
    const demoAdmin = await signIn('demo.admin', password);
    expect(demoAdmin).toMatchObject({ kind: 'signedIn', user: { accountType: 101 } });
    const planner = await signIn('DEMO.PLANNER', password);
    expect(planner.kind).toBe('signedIn');
  });

  it('puts Demo in the organisation Demo Garments', async () => {
    const result = await signIn('demo.admin', seeded?.password ?? '');
    if (result.kind !== 'signedIn' || !result.user.tenantId) throw new Error('not signed in');
    const tenantId = result.user.tenantId;
    const tenant = await inHostAdminTransaction(database, (tx) =>
      createTenantsRepository(tx).findTenant(tenantId),
    );
    expect(tenant?.name).toBe('Demo');
    const organisation = await inHostAdminTransaction(database, (tx) =>
      tx.execute<{ name: string }>(
        sql`select name from organisations where id = ${tenant?.organisationId}`,
      ),
    );
    expect(organisation.rows).toEqual([{ name: 'Demo Garments' }]);
  });

  it('grants admin every permission of its side and planner no administration', async () => {
    const result = await signIn('demo.planner', seeded?.password ?? '');
    if (result.kind !== 'signedIn' || !result.user.tenantId) throw new Error('not signed in');
    const { userId, tenantId } = result.user;
    const granted = await inTenantTransaction(database, tenantId, async (tx) => {
      const roleNames = await createRolesRepository(tx).findRoleNamesOfUser(userId);
      return createPermissionGrantsRepository(tx).findGrantedNames({ roleNames, userId });
    });
    expect(granted.has('Spool.Styles')).toBe(true);
    expect(granted.has('Spool.Reports')).toBe(true);
    expect(granted.has('AbpIdentity.Users')).toBe(false);
    expect(granted.has('AbpTenantManagement.Tenants')).toBe(false);
  });

  it('does nothing at the next start, and never changes the password', async () => {
    expect(await seedFirstStart(database, { adminPassword: 'another-password' })).toBeUndefined();
    expect((await signIn('admin', 'another-password')).kind).toBe('invalid');
  });
});

describe('who may see users', () => {
  it("shows a tenant's work only that tenant's users, and the host only host users", async () => {
    const result = await signIn('demo.admin', seeded?.password ?? '');
    if (result.kind !== 'signedIn' || !result.user.tenantId) throw new Error('not signed in');
    const tenantId = result.user.tenantId;
    const other = await database.createTenant('Borealis');
    const names = (rows: { user_name: string }[]) => rows.map((row) => row.user_name).sort();
    const demoView = await inTenantTransaction(database, tenantId, (tx) =>
      tx.execute<{ user_name: string }>(sql`select user_name from users`),
    );
    expect(names(demoView.rows)).toEqual(['demo.admin', 'demo.planner']);
    const otherView = await inTenantTransaction(database, other.id, (tx) =>
      tx.execute<{ user_name: string }>(sql`select user_name from users`),
    );
    expect(otherView.rows).toEqual([]);
    const hostView = await inHostTransaction(database, (tx) =>
      tx.execute<{ user_name: string }>(sql`select user_name from users`),
    );
    expect(names(hostView.rows)).toEqual(['admin']);
  });

  it('lets the sign-in role read users but neither create nor delete them', async () => {
    await expect(
      inSignInTransaction(database, (tx) =>
        createUsersRepository(tx).insertUser({ userName: 'intruder', email: 'i@x.example' }),
      ),
    ).rejects.toThrow();
    await expect(
      inSignInTransaction(database, (tx) => tx.execute(sql`delete from users`)),
    ).rejects.toThrow();
    await expect(
      inSignInTransaction(database, (tx) => tx.execute(sql`update users set password_hash = 'x'`)),
    ).rejects.toThrow();
  });
});

describe('first start with an external provider', () => {
  it('creates the same tenant, roles and accounts, without any password, and names the tenant id', async () => {
    const external = await createTestDatabase();
    try {
      const first = await seedFirstStart(external, {
        adminPassword: 'never-used-here',
        localPasswords: false,
      });
      expect(first).toMatchObject({ password: undefined, generated: false });
      expect(first?.accounts.map((account) => account.userName)).toEqual([
        'admin',
        'demo.admin',
        'demo.planner',
      ]);
      const [demo] = first?.tenants ?? [];
      expect(demo).toMatchObject({ name: 'Demo', defaultRole: 'planner' });
      const tenant = await inHostAdminTransaction(external, (tx) =>
        createTenantsRepository(tx).findTenant(demo?.id ?? ''),
      );
      expect(tenant?.name).toBe('Demo');
      const candidates = await inSignInTransaction(external, (tx) =>
        createUsersRepository(tx).findSignInCandidates('demo.admin'),
      );
      expect(candidates.map((candidate) => candidate.passwordHash)).toEqual([null]);
    } finally {
      await external.dispose();
    }
  });
});
