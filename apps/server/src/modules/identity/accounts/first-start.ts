import { permissionsOfSide } from '@spool/contracts';
import type { Database, Tx } from '../../../platform/db/database.js';
import {
  inHostAdminTransaction,
  lockTransaction,
  switchTransactionTenant,
} from '../../../platform/db/tenant-transaction.js';
import { createTenantsRepository } from '../../tenancy/index.js';
import { generatePassword, hashPassword } from '../users/passwords.js';
import { createSideAccounts, tenantAdministratorAccountType } from './side-accounts.js';
import { createUsersRepository } from '../users/users.repository.js';

const firstStartLock = 7_310_002;

export type FirstStartAccounts = {
  /** The accounts' one password; undefined when people sign in at an external provider. */
  password: string | undefined;
  /** True when Spool made the password up (SPOOL_ADMIN_PASSWORD was not set). */
  generated: boolean;
  accounts: { userName: string; tenant: string | null; role: string }[];
  /** The tenants created, with the id an external provider puts in its tenant claim. */
  tenants: { name: string; id: string; defaultRole: string }[];
};

/**
 * On an empty database only: the host administrator `admin`, and a tenant
 * `Demo` of the organisation `Demo Garments` with its administrator
 * `demo.admin` (account type 101) and a planner `demo.planner`, with the roles
 * `admin` and `planner` (`planner` is the default role of new users). One
 * transaction: all of it or none. Returns undefined when the database already
 * had users.
 *
 * With an external provider (`localPasswords: false`) the same accounts are
 * made without a password, since nobody could type it anywhere: a person
 * signing in there becomes a user of the tenant their token names, and an
 * account is theirs once its `external_subject` names them.
 */
export async function seedFirstStart(
  database: Database,
  options: {
    adminPassword: string | undefined;
    localPasswords?: boolean;
    /** What else a new tenant starts with (its catalogue), run on the tenant's side. */
    prepareTenant?: (tx: Tx) => Promise<void>;
  },
): Promise<FirstStartAccounts | undefined> {
  const localPasswords = options.localPasswords ?? true;
  const hasUsers = (tx: Tx) =>
    createUsersRepository(tx)
      .countUsers()
      .then((count) => count > 0);
  if (await inHostAdminTransaction(database, hasUsers)) return undefined;
  // Hashed before the transaction opens, which then holds its connection and lock only briefly.
  const password = localPasswords ? (options.adminPassword ?? generatePassword()) : undefined;
  const passwordHash = password === undefined ? null : await hashPassword(password);
  return inHostAdminTransaction(database, async (tx) => {
    // Replicas starting together: the first seeds, the others then find its users.
    await lockTransaction(tx, firstStartLock);
    if (await hasUsers(tx)) return undefined;

    await createSideAccounts(tx, {
      permissions: permissionsOfSide('host'),
      users: [
        { userName: 'admin', email: 'admin@spool.example', name: 'Administrator', role: 'admin' },
      ],
      passwordHash,
    });

    const tenancy = createTenantsRepository(tx);
    const organisation = await tenancy.insertOrganisation({ name: 'Demo Garments' });
    const demo = await tenancy.insertTenant({ name: 'Demo', organisationId: organisation.id });
    await switchTransactionTenant(tx, demo.id);
    await createSideAccounts(tx, {
      permissions: permissionsOfSide('tenant'),
      users: [
        {
          userName: 'demo.admin',
          email: 'demo.admin@demo-garments.example',
          name: 'Demo Administrator',
          role: 'admin',
          accountType: tenantAdministratorAccountType,
        },
        {
          userName: 'demo.planner',
          email: 'demo.planner@demo-garments.example',
          name: 'Demo Planner',
          role: 'planner',
        },
      ],
      passwordHash,
    });
    await options.prepareTenant?.(tx);
    await switchTransactionTenant(tx, null);

    return {
      password,
      generated: password !== undefined && options.adminPassword === undefined,
      tenants: [{ name: demo.name, id: demo.id, defaultRole: 'planner' }],
      accounts: [
        { userName: 'admin', tenant: null, role: 'admin' },
        { userName: 'demo.admin', tenant: 'Demo', role: 'admin' },
        { userName: 'demo.planner', tenant: 'Demo', role: 'planner' },
      ],
    };
  });
}
