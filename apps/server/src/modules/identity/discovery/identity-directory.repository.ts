import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/database.js';
import { organisations, tenants } from '../../../platform/db/schema/tenancy.js';
import { users } from '../../../platform/db/schema/identity.js';
import type { DirectoryOrganisation, DirectoryUser } from './identity-discovery.service.js';

const directoryUserColumns = {
  id: users.id,
  tenantId: users.tenantId,
  organisationId: tenants.organisationId,
  email: users.email,
  accountType: users.accountType,
  isActive: users.isActive,
};

/**
 * Users with their tenant's organisation, across tenants: only the sign-in
 * role's transaction sees every tenant's users (an application transaction
 * sees its own side only).
 */
export function createIdentityDirectoryRepository(tx: Tx) {
  return {
    async findUser(id: string): Promise<DirectoryUser | undefined> {
      const [row] = await tx
        .select(directoryUserColumns)
        .from(users)
        .leftJoin(tenants, eq(tenants.id, users.tenantId))
        .where(eq(users.id, id));
      return row;
    },

    async findUsersByEmail(email: string): Promise<DirectoryUser[]> {
      return tx
        .select(directoryUserColumns)
        .from(users)
        .leftJoin(tenants, eq(tenants.id, users.tenantId))
        .where(sql`${users.isActive} and lower(${users.email}) = ${email.trim().toLowerCase()}`)
        .orderBy(asc(users.creationTime));
    },

    async findOrganisations(ids: readonly string[]): Promise<DirectoryOrganisation[]> {
      if (ids.length === 0) return [];
      const rows = await tx
        .select({
          id: organisations.id,
          name: organisations.name,
          tenantId: tenants.id,
          tenantName: tenants.name,
        })
        .from(organisations)
        .leftJoin(tenants, eq(tenants.organisationId, organisations.id))
        .where(inArray(organisations.id, [...ids]))
        .orderBy(asc(organisations.name), asc(tenants.name));
      const byId = new Map<string, DirectoryOrganisation>();
      for (const row of rows) {
        const organisation = byId.get(row.id) ?? { id: row.id, name: row.name, tenants: [] };
        byId.set(row.id, organisation);
        if (row.tenantId !== null && row.tenantName !== null) {
          organisation.tenants.push({ id: row.tenantId, name: row.tenantName });
        }
      }
      return [...byId.values()];
    },
  };
}

export type IdentityDirectoryRepository = ReturnType<typeof createIdentityDirectoryRepository>;
