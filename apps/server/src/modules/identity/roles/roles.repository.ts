import { and, asc, count, desc, eq, ilike, inArray, ne, notInArray, sql } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/database.js';
import { roles, userRoles } from '../../../platform/db/schema/identity.js';

export type Role = {
  id: string;
  name: string;
  isDefault: boolean;
  isPublic: boolean;
  isStatic: boolean;
};

/** A role as the administration shows it. */
export type IdentityRole = Role & {
  concurrencyStamp: string;
  creationTime: Date;
  lastModificationTime: Date | null;
};

export type RoleSortColumn = 'name' | 'creationTime';

const roleColumns = {
  id: roles.id,
  name: roles.name,
  isDefault: roles.isDefault,
  isPublic: roles.isPublic,
  isStatic: roles.isStatic,
};

const identityRoleColumns = {
  ...roleColumns,
  concurrencyStamp: roles.concurrencyStamp,
  creationTime: roles.creationTime,
  lastModificationTime: roles.lastModificationTime,
};

const byLowerName = (name: string) => eq(sql`lower(${roles.name})`, name.trim().toLowerCase());

export function createRolesRepository(tx: Tx) {
  return {
    async insertRole(input: {
      name: string;
      isStatic?: boolean;
      isDefault?: boolean;
      isPublic?: boolean;
    }): Promise<IdentityRole> {
      const [row] = await tx.insert(roles).values(input).returning(identityRoleColumns);
      if (!row) throw new Error('insert into roles returned no row');
      return row;
    },

    async findRoleByName(name: string): Promise<Role | undefined> {
      const [row] = await tx.select(roleColumns).from(roles).where(byLowerName(name));
      return row;
    },

    /** Whether a role of the transaction's side other than `exceptId` has this name, ignoring case. */
    async isRoleNameTaken(name: string, exceptId?: string): Promise<boolean> {
      const [row] = await tx
        .select({ id: roles.id })
        .from(roles)
        .where(and(byLowerName(name), exceptId === undefined ? undefined : ne(roles.id, exceptId)))
        .limit(1);
      return row !== undefined;
    },

    async findRole(id: string): Promise<IdentityRole | undefined> {
      const [row] = await tx.select(identityRoleColumns).from(roles).where(eq(roles.id, id));
      return row;
    },

    /** The roles of the transaction's side named (ignoring case); unknown names are left out. */
    async findRolesByNames(names: readonly string[]): Promise<IdentityRole[]> {
      if (names.length === 0) return [];
      return tx
        .select(identityRoleColumns)
        .from(roles)
        .where(
          inArray(
            sql`lower(${roles.name})`,
            names.map((name) => name.trim().toLowerCase()),
          ),
        );
    },

    /** Every role of the transaction's side, by name. */
    async findAllRoles(): Promise<IdentityRole[]> {
      return tx
        .select(identityRoleColumns)
        .from(roles)
        .orderBy(sql`lower(${roles.name})`, asc(roles.id));
    },

    /** The roles of the transaction's side, filtered by name, sorted and paged. */
    async findRoles(query: {
      filter?: string | undefined;
      sortBy: RoleSortColumn;
      descending: boolean;
      skip: number;
      take: number;
    }): Promise<{ items: IdentityRole[]; totalCount: number }> {
      const where = query.filter
        ? ilike(roles.name, `%${query.filter.replace(/[\\%_]/g, '\\$&')}%`)
        : undefined;
      const column =
        query.sortBy === 'name' ? sql`lower(${roles.name})` : sql`${roles.creationTime}`;
      const items = await tx
        .select(identityRoleColumns)
        .from(roles)
        .where(where)
        .orderBy(query.descending ? desc(column) : asc(column), asc(roles.id))
        .offset(query.skip)
        .limit(query.take);
      const [total] = await tx.select({ value: count() }).from(roles).where(where);
      return { items, totalCount: total?.value ?? 0 };
    },

    /**
     * Updates the role if its concurrency stamp is still `concurrencyStamp`,
     * giving it a new one; undefined when someone else changed it first.
     */
    async updateRole(
      id: string,
      concurrencyStamp: string,
      fields: { name: string; isDefault: boolean; isPublic: boolean },
    ): Promise<IdentityRole | undefined> {
      const [row] = await tx
        .update(roles)
        .set({
          ...fields,
          concurrencyStamp: sql`gen_random_uuid()`,
          lastModificationTime: sql`now()`,
        })
        .where(and(eq(roles.id, id), eq(roles.concurrencyStamp, concurrencyStamp)))
        .returning(identityRoleColumns);
      return row;
    },

    /** Deletes a role of the transaction's side; its memberships go with it (cascade). */
    async deleteRole(id: string): Promise<void> {
      await tx.delete(roles).where(eq(roles.id, id));
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

    /** Makes these (of the transaction's side) the user's only roles. */
    async setUserRoles(userId: string, roleIds: readonly string[]): Promise<void> {
      await tx
        .delete(userRoles)
        .where(
          and(
            eq(userRoles.userId, userId),
            roleIds.length > 0 ? notInArray(userRoles.roleId, [...roleIds]) : undefined,
          ),
        );
      if (roleIds.length === 0) return;
      await tx
        .insert(userRoles)
        .values(roleIds.map((roleId) => ({ userId, roleId })))
        .onConflictDoNothing();
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

    /** The user's roles, by name. */
    async findRolesOfUser(userId: string): Promise<IdentityRole[]> {
      return tx
        .select(identityRoleColumns)
        .from(userRoles)
        .innerJoin(roles, eq(roles.id, userRoles.roleId))
        .where(eq(userRoles.userId, userId))
        .orderBy(sql`lower(${roles.name})`);
    },
  };
}

export type RolesRepository = ReturnType<typeof createRolesRepository>;
