import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Permissions } from '@spool/contracts';
import type { App } from '../../../app.js';
import { inTenantTransaction } from '../../../platform/db/tenant-transaction.js';
import { createTestApp, type TestApp } from '../../../testing/test-app.js';
import { createTestUser } from '../../../testing/test-database.js';

/**
 * Two replicas of Spool on one database, each keeping what it reads of its callers: a change
 * made through one, or straight in the database, is seen by the other at its very next request.
 */
let t: TestApp;
let replica: App;
let demo: string;
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp();
  replica = await t.replica();
  demo = (await t.database.createTenant('Demo')).id;
  adminToken = await t.tokenOfNewUser({
    tenantId: demo,
    userName: 'demo.admin',
    permissions: [
      Permissions.RolesManagePermissions,
      Permissions.Users,
      Permissions.UsersDelete,
      Permissions.UsersManagePermissions,
    ],
  });
});
afterAll(() => t?.dispose());

const onReplica = (token: string, url: string) =>
  replica.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
const grantsUrl = (providerName: string, providerKey: string) =>
  `/api/permission-management/permissions?providerName=${providerName}&providerKey=${encodeURIComponent(providerKey)}`;

async function newPlanner(userName: string) {
  const id = await createTestUser(t.database, {
    tenantId: demo,
    userName,
    permissions: [Permissions.Styles],
  });
  return { id, token: await t.issueToken({ sub: id, tenantid: demo }) };
}

describe('what a replica keeps of its callers', () => {
  it('refuses a permission revoked through another replica at the next request', async () => {
    const planner = await newPlanner('planner.one');
    // The replica reads the caller, then keeps it for the requests that follow.
    expect((await onReplica(planner.token, '/api/styleGrid')).statusCode).toBe(200);
    expect((await onReplica(planner.token, '/api/styleGrid')).statusCode).toBe(200);

    const revoke = await t.call(adminToken, 'PUT', grantsUrl('R', 'planner.one-role'), {
      permissions: [{ name: Permissions.Styles, isGranted: false }],
    });
    expect(revoke.statusCode).toBe(204);
    expect((await onReplica(planner.token, '/api/styleGrid')).statusCode).toBe(403);

    const grant = await t.call(adminToken, 'PUT', grantsUrl('U', planner.id), {
      permissions: [{ name: Permissions.Styles, isGranted: true }],
    });
    expect(grant.statusCode).toBe(204);
    expect((await onReplica(planner.token, '/api/styleGrid')).statusCode).toBe(200);
  });

  it('refuses a user deactivated straight in the database at the next request, and serves it again once active', async () => {
    const planner = await newPlanner('planner.two');
    expect((await onReplica(planner.token, '/api/styleGrid')).statusCode).toBe(200);

    await inTenantTransaction(t.database, demo, (tx) =>
      tx.execute(`update users set is_active = false where id = '${planner.id}'`),
    );
    expect((await onReplica(planner.token, '/api/styleGrid')).statusCode).toBe(401);

    await inTenantTransaction(t.database, demo, (tx) =>
      tx.execute(`update users set is_active = true where id = '${planner.id}'`),
    );
    expect((await onReplica(planner.token, '/api/styleGrid')).statusCode).toBe(200);
  });

  it('refuses a user taken out of its role, and a user deleted, at the next request', async () => {
    const planner = await newPlanner('planner.three');
    expect((await onReplica(planner.token, '/api/styleGrid')).statusCode).toBe(200);
    await inTenantTransaction(t.database, demo, (tx) =>
      tx.execute(`delete from user_roles where user_id = '${planner.id}'`),
    );
    expect((await onReplica(planner.token, '/api/styleGrid')).statusCode).toBe(403);

    const deleted = await t.call(adminToken, 'DELETE', `/api/identity/users/${planner.id}`);
    expect(deleted.statusCode).toBe(204);
    // Its provider's token still signs it in, as a new user with the default roles only.
    expect((await onReplica(planner.token, '/api/styleGrid')).statusCode).toBe(403);
  });
});
