import { permissionsOfSide } from '@spool/contracts';
import type { PermissionGrantsRepository } from './permission-grants.repository.js';

/**
 * Effective permissions: what the user's roles and the user itself were
 * granted, limited to the permissions defined for the user's side (a grant of
 * a host permission to a tenant user counts for nothing).
 */
export function createPermissionsService({ grants }: { grants: PermissionGrantsRepository }) {
  return {
    async grantedPermissions(user: {
      userId: string;
      tenantId: string | undefined;
    }): Promise<Set<string>> {
      const side = permissionsOfSide(user.tenantId === undefined ? 'host' : 'tenant');
      const granted = await grants.findGrantedNamesOfUser(user.userId);
      return new Set(side.filter((name) => granted.has(name)));
    },

    async isGranted(
      user: { userId: string; tenantId: string | undefined },
      permission: string,
    ): Promise<boolean> {
      return (await this.grantedPermissions(user)).has(permission);
    },
  };
}
