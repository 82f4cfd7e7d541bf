import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database.js';
import { roles, userRoles } from './identity.tables.js';

export type Role = {
  id: string;
  name: string;
  isDefault: boolean;
  isPublic: boolean;
  isStatic: boolean;
};

const roleColumns = {
  id: roles.id,
  name: roles.name,
  isDefault: roles.isDefault,
  isPublic: roles.isPublic,
  isStatic: roles.isStatic,
};

export function createRolesRepository(tx: Tx) {
  return {
    async insertRole(input: {
      name: string;
      isStatic?: boolean;
      isDefault?: boolean;
      isPublic?: boolean;
    }): Promise<Role> {
      const [row] = await tx.insert(roles).values(input).returning(roleColumns);
      if (!row) throw new Error('insert into roles returned no row');
      return row;
    },

    async findRoleByName(name: string): Promise<Role | undefined> {
      const [row] = await tx
        .select(roleColumns)
        .from(roles)
        .where(eq(sql`lower(${roles.name})`, name.trim().toLowerCase()));
      return row;
    },

    /** The roles every new user of the transaction's side gets (ABP's `IsDefault`). */
    async findDefaultRoles(): Promise<Role[]> {
      return tx
        .select(roleColumns)
        .from(roles)
        .where(eq(roles.isDefault, true))
        .orderBy(roles.name);
    },

    async addUserToRole(userId: string, roleId: string): Promise<void> {
      await tx.insert(userRoles).values({ userId, roleId }).onConflictDoNothing();
    },

    async findRoleNamesOfUser(userId: string): Promise<string[]> {
      const rows = await tx
        .select({ name: roles.name })
        .from(userRoles)
        .innerJoin(roles, eq(roles.id, userRoles.roleId))
        .where(eq(userRoles.userId, userId))
        .orderBy(roles.name);
      return rows.map((row) => row.name);
    },
  };
}

export type RolesRepository = ReturnType<typeof createRolesRepository>;
