import { permissionsOfSide, plannerPermissions } from '@spool/contracts';
import type { Tx } from '../../../platform/db/database.js';
import { createPermissionGrantsRepository } from '../permissions/permission-grants.repository.js';
import { createRolesRepository } from '../roles/roles.repository.js';
import { createUsersRepository } from '../users/users.repository.js';

/** Account type of a tenant administrator (the `account_type` claim). */
export const tenantAdministratorAccountType = 101;

type SideUser = {
  userName: string;
  email: string;
  name: string;
  role: 'admin' | 'planner';
  accountType?: number;
};

/**
 * The roles and first users of one side (the host, or the tenant the
 * transaction is on): the static role `admin` with every permission of the
 * side and, on a tenant, the default role `planner` (styles, operations and
 * reports, no administration).
 */
export async function createSideAccounts(
  tx: Tx,
  side: {
    permissions: readonly string[];
    users: readonly SideUser[];
    passwordHash: string | null;
    withPlannerRole?: boolean;
  },
): Promise<void> {
  const roles = createRolesRepository(tx);
  const grants = createPermissionGrantsRepository(tx);
  const users = createUsersRepository(tx);

  const admin = await roles.insertRole({ name: 'admin', isStatic: true, isPublic: true });
  await grants.insertGrants(side.permissions, 'R', admin.name);
  const roleIds = new Map([['admin', admin.id]]);
  if (side.withPlannerRole || side.users.some((user) => user.role === 'planner')) {
    const planner = await roles.insertRole({ name: 'planner', isDefault: true, isPublic: true });
    await grants.insertGrants(plannerPermissions, 'R', planner.name);
    roleIds.set('planner', planner.id);
  }
  for (const seed of side.users) {
    const user = await users.insertUser({
      userName: seed.userName,
      email: seed.email,
      name: seed.name,
      passwordHash: side.passwordHash,
      accountType: seed.accountType ?? null,
      emailConfirmed: true,
    });
    const roleId = roleIds.get(seed.role);
    if (roleId) await roles.addUserToRole(user.id, roleId);
  }
}

/**
 * A new tenant's administration, in the transaction already switched to that
 * tenant: its `admin` and `planner` roles and its administrator `admin`
 * (account type 101) with the given e-mail and password hash.
 */
export async function createTenantAdministration(
  tx: Tx,
  administrator: { email: string; passwordHash: string },
): Promise<void> {
  await createSideAccounts(tx, {
    permissions: permissionsOfSide('tenant'),
    users: [
      {
        userName: 'admin',
        email: administrator.email,
        name: 'Administrator',
        role: 'admin',
        accountType: tenantAdministratorAccountType,
      },
    ],
    passwordHash: administrator.passwordHash,
    withPlannerRole: true,
  });
}
