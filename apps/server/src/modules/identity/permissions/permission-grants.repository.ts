import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/database.js';
import { permissionGrants, roles, userRoles } from '../../../platform/db/schema/identity.js';

/** `R`: granted to a role (key: role name); `U`: granted to a user (key: user id). */
export type PermissionProvider = 'R' | 'U';

export function createPermissionGrantsRepository(tx: Tx) {
  return {
    async insertGrants(
      names: readonly string[],
      providerName: PermissionProvider,
      providerKey: string,
    ): Promise<void> {
      if (names.length === 0) return;
      await tx
        .insert(permissionGrants)
        .values(names.map((name) => ({ name, providerName, providerKey })))
        .onConflictDoNothing();
    },

    /** The names granted to the user, directly or through its roles, in one query. */
    async findGrantedNamesOfUser(userId: string): Promise<Set<string>> {
      const roleNamesOfUser = tx
        .select({ name: sql`lower(${roles.name})` })
        .from(userRoles)
        .innerJoin(roles, eq(roles.id, userRoles.roleId))
        .where(eq(userRoles.userId, userId));
      const rows = await tx
        .selectDistinct({ name: permissionGrants.name })
        .from(permissionGrants)
        .where(
          or(
            and(eq(permissionGrants.providerName, 'U'), eq(permissionGrants.providerKey, userId)),
            and(
              eq(permissionGrants.providerName, 'R'),
              inArray(sql`lower(${permissionGrants.providerKey})`, roleNamesOfUser),
            ),
          ),
        );
      return new Set(rows.map((row) => row.name));
    },

    /** The names granted to any of the roles or to the user itself (ABP's effective grants). */
    async findGrantedNames(who: {
      roleNames: readonly string[];
      userId: string;
    }): Promise<Set<string>> {
      const byRole =
        who.roleNames.length > 0
          ? and(
              eq(permissionGrants.providerName, 'R'),
              inArray(
                sql`lower(${permissionGrants.providerKey})`,
                who.roleNames.map((name) => name.toLowerCase()),
              ),
            )
          : undefined;
      const byUser = and(
        eq(permissionGrants.providerName, 'U'),
        eq(permissionGrants.providerKey, who.userId),
      );
      const rows = await tx
        .selectDistinct({ name: permissionGrants.name })
        .from(permissionGrants)
        .where(byRole ? or(byRole, byUser) : byUser);
      return new Set(rows.map((row) => row.name));
    },

    /** The names granted to exactly this provider (not through anything else). */
    async findGrantedNamesOfProvider(
      providerName: PermissionProvider,
      providerKey: string,
    ): Promise<Set<string>> {
      const rows = await tx
        .select({ name: permissionGrants.name })
        .from(permissionGrants)
        .where(ofProvider(providerName, providerKey));
      return new Set(rows.map((row) => row.name));
    },

    /** What the user's roles grant, with the role (its stored name) that grants it. */
    async findRoleGrantsOfUser(userId: string): Promise<{ name: string; roleName: string }[]> {
      return tx
        .select({ name: permissionGrants.name, roleName: roles.name })
        .from(userRoles)
        .innerJoin(roles, eq(roles.id, userRoles.roleId))
        .innerJoin(
          permissionGrants,
          and(
            eq(permissionGrants.providerName, 'R'),
            eq(sql`lower(${permissionGrants.providerKey})`, sql`lower(${roles.name})`),
          ),
        )
        .where(eq(userRoles.userId, userId));
    },

    async deleteGrants(
      names: readonly string[],
      providerName: PermissionProvider,
      providerKey: string,
    ): Promise<void> {
      if (names.length === 0) return;
      await tx
        .delete(permissionGrants)
        .where(
          and(ofProvider(providerName, providerKey), inArray(permissionGrants.name, [...names])),
        );
    },

    /** Every grant of the provider (a role or a user being deleted). */
    async deleteAllGrantsOf(providerName: PermissionProvider, providerKey: string): Promise<void> {
      await tx.delete(permissionGrants).where(ofProvider(providerName, providerKey));
    },

    /** Moves a role's grants to its new name (grants are keyed by role name). */
    async renameRoleKey(oldName: string, newName: string): Promise<void> {
      await tx
        .update(permissionGrants)
        .set({ providerKey: newName })
        .where(ofProvider('R', oldName));
    },
  };
}

/** Role keys compare ignoring case, as role names do; user keys are ids. */
function ofProvider(providerName: PermissionProvider, providerKey: string) {
  return and(
    eq(permissionGrants.providerName, providerName),
    eq(sql`lower(${permissionGrants.providerKey})`, providerKey.toLowerCase()),
  );
}

export type PermissionGrantsRepository = ReturnType<typeof createPermissionGrantsRepository>;
