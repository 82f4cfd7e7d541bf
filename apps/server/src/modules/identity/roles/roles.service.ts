import type { AuditLogAction, Sorting } from '@spool/contracts';
import { DomainError } from '@spool/domain';
import type { AuditTrail } from '../../audit-logging/index.js';
import type { PermissionGrantsRepository } from '../permissions/permission-grants.repository.js';
import type { IdentityRole, RoleSortColumn, RolesRepository } from './roles.repository.js';

export type { IdentityRole } from './roles.repository.js';

export type RoleInput = { name: string; isDefault: boolean; isPublic: boolean };

/** A role as its audit entries show it. */
const audited = (role: IdentityRole) => ({
  name: role.name,
  isDefault: role.isDefault,
  isPublic: role.isPublic,
  isStatic: role.isStatic,
});

/**
 * The roles of the caller's side, in the manner of ABP's IdentityRoleAppService
 * and IdentityRoleManager: names unique per side (ignoring case), a static role
 * keeps its name and cannot be deleted, and a role's permission grants (keyed
 * by its name) follow a rename and go with a deletion. Each change goes to
 * the audit trail.
 */
export function createRolesService({
  roles,
  grants,
  audit,
}: {
  roles: Pick<
    RolesRepository,
    | 'findRole'
    | 'isRoleNameTaken'
    | 'findRoles'
    | 'findAllRoles'
    | 'insertRole'
    | 'updateRole'
    | 'deleteRole'
  >;
  grants: Pick<PermissionGrantsRepository, 'renameRoleKey' | 'deleteAllGrantsOf'>;
  audit: Pick<AuditTrail, 'record'>;
}) {
  const recordRole = (
    action: AuditLogAction,
    before: IdentityRole | null,
    after: IdentityRole | null,
  ) => {
    const role = after ?? before;
    if (!role) return Promise.resolve();
    return audit.record({
      action,
      entityType: 'Role',
      entityId: role.id,
      entityName: role.name,
      before: before && audited(before),
      after: after && audited(after),
    });
  };

  const getRole = async (id: string): Promise<IdentityRole> => {
    const role = await roles.findRole(id);
    if (!role) throw new DomainError('Spool.Identity:RoleNotFound', { key: id });
    return role;
  };

  const refuseTakenName = async (name: string, exceptId?: string) => {
    if (await roles.isRoleNameTaken(name, exceptId)) {
      throw new DomainError('Spool.Identity:DuplicateRoleName', { name });
    }
  };

  return {
    getRole,

    findRoles(query: {
      filter?: string | undefined;
      sorting?: Sorting<RoleSortColumn> | undefined;
      skip: number;
      take: number;
    }) {
      return roles.findRoles({
        filter: query.filter,
        // Name ascending unless asked otherwise.
        sortBy: query.sorting?.column ?? 'name',
        descending: query.sorting?.direction === 'desc',
        skip: query.skip,
        take: query.take,
      });
    },

    findAllRoles(): Promise<IdentityRole[]> {
      return roles.findAllRoles();
    },

    async createRole(input: RoleInput): Promise<IdentityRole> {
      await refuseTakenName(input.name);
      const role = await roles.insertRole(input);
      await recordRole('Created', null, role);
      return role;
    },

    /** Someone else's change in between gets 409. */
    async updateRole(
      id: string,
      input: RoleInput & { concurrencyStamp: string },
    ): Promise<IdentityRole> {
      const role = await getRole(id);
      if (role.isStatic && role.name !== input.name) {
        throw new DomainError('Spool.Identity:StaticRoleRenaming', { name: role.name });
      }
      await refuseTakenName(input.name, id);
      const updated = await roles.updateRole(id, input.concurrencyStamp, {
        name: input.name,
        isDefault: input.isDefault,
        isPublic: input.isPublic,
      });
      if (!updated) throw new DomainError('Spool:Conflict');
      if (updated.name !== role.name) await grants.renameRoleKey(role.name, updated.name);
      await recordRole('Updated', role, updated);
      return updated;
    },

    /** A role that does not exist on this side (another tenant's included) is not found. */
    async deleteRole(id: string): Promise<void> {
      const role = await getRole(id);
      if (role.isStatic)
        throw new DomainError('Spool.Identity:StaticRoleDeletion', { name: role.name });
      await grants.deleteAllGrantsOf('R', role.name);
      await roles.deleteRole(id);
      await recordRole('Deleted', role, null);
    },
  };
}

export type RolesService = ReturnType<typeof createRolesService>;
