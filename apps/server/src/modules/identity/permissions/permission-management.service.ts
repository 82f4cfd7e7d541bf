import { permissionGroups, permissionsOfSide, type PermissionDefinition } from '@spool/contracts';
import { DomainError } from '@spool/domain';
import type { AuditTrail } from '../../audit-logging/index.js';
import type {
  PermissionGrantsRepository,
  PermissionProvider,
} from './permission-grants.repository.js';
import type { RolesRepository } from '../roles/roles.repository.js';
import type { UsersRepository } from '../users/users.repository.js';

export type PermissionProviderKey = { providerName: PermissionProvider; providerKey: string };

/** One permission as the panel shows it for a provider. */
export type ManagedPermission = {
  definition: PermissionDefinition;
  isGranted: boolean;
  grantedProviders: PermissionProviderKey[];
};
export type ManagedPermissionGroup = { name: string; permissions: ManagedPermission[] };

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The permissions panel of a role (`R`, keyed by role name) or a user (`U`,
 * keyed by user id) of the caller's side, in the manner of ABP's
 * PermissionAppService. Only the permissions of that side are listed or
 * accepted. A user's permissions are its own grants plus its roles' (shown,
 * but set only on the role). Each change of a provider's own grants goes to
 * the audit trail.
 */
export function createPermissionManagementService({
  side,
  users,
  roles,
  grants,
  audit,
}: {
  side: 'host' | 'tenant';
  users: Pick<UsersRepository, 'findIdentityUser'>;
  roles: Pick<RolesRepository, 'findRoleByName'>;
  grants: PermissionGrantsRepository;
  audit: Pick<AuditTrail, 'record'>;
}) {
  const grantable = new Set<string>(permissionsOfSide(side));

  /** The provider as stored (a role's exact name), with what to call it; 404 when not on this side. */
  const resolveProvider = async (
    provider: PermissionProviderKey,
  ): Promise<PermissionProviderKey & { displayName: string }> => {
    if (provider.providerName === 'R') {
      const role = await roles.findRoleByName(provider.providerKey);
      if (!role)
        throw new DomainError('Spool.Identity:RoleNotFound', { key: provider.providerKey });
      return { providerName: 'R', providerKey: role.name, displayName: role.name };
    }
    const user = uuidPattern.test(provider.providerKey)
      ? await users.findIdentityUser(provider.providerKey)
      : undefined;
    if (!user) throw new DomainError('Spool.Identity:UserNotFound', { key: provider.providerKey });
    return { providerName: 'U', providerKey: user.id, displayName: user.userName };
  };

  /** Who grants each permission to the provider: itself and, for a user, its roles. */
  const grantersOf = async (provider: PermissionProviderKey) => {
    const granters = new Map<string, PermissionProviderKey[]>();
    const add = (name: string, granter: PermissionProviderKey) =>
      granters.set(name, [...(granters.get(name) ?? []), granter]);
    for (const name of await grants.findGrantedNamesOfProvider(
      provider.providerName,
      provider.providerKey,
    )) {
      add(name, provider);
    }
    if (provider.providerName === 'U') {
      const byRole = await grants.findRoleGrantsOfUser(provider.providerKey);
      for (const { name, roleName } of byRole)
        add(name, { providerName: 'R', providerKey: roleName });
    }
    return granters;
  };

  return {
    async getPermissions(
      asked: PermissionProviderKey,
    ): Promise<{ entityDisplayName: string; groups: ManagedPermissionGroup[] }> {
      const provider = await resolveProvider(asked);
      const granters = await grantersOf(provider);
      const groups = permissionGroups
        .map((group) => ({
          name: group.name,
          permissions: group.permissions
            .filter((definition) => grantable.has(definition.name))
            .map((definition) => {
              const grantedProviders = granters.get(definition.name) ?? [];
              return { definition, isGranted: grantedProviders.length > 0, grantedProviders };
            }),
        }))
        .filter((group) => group.permissions.length > 0);
      return { entityDisplayName: provider.displayName, groups };
    },

    /**
     * Grants and revokes the provider's own grants, all or none: a name that is
     * not a permission of this side is refused before anything changes.
     */
    async updatePermissions(
      asked: PermissionProviderKey,
      changes: readonly { name: string; isGranted: boolean }[],
    ): Promise<void> {
      const provider = await resolveProvider(asked);
      const refused = changes.find((change) => !grantable.has(change.name));
      if (refused) {
        throw new DomainError('Spool.PermissionManagement:PermissionNotGrantable', {
          name: refused.name,
        });
      }
      const granted = changes.filter((change) => change.isGranted).map((change) => change.name);
      const revoked = changes.filter((change) => !change.isGranted).map((change) => change.name);
      const ownGrants = async () =>
        [
          ...(await grants.findGrantedNamesOfProvider(provider.providerName, provider.providerKey)),
        ].sort();
      const before = await ownGrants();
      await grants.insertGrants(granted, provider.providerName, provider.providerKey);
      await grants.deleteGrants(revoked, provider.providerName, provider.providerKey);
      const after = await ownGrants();
      if (before.join('\n') === after.join('\n')) return;
      await audit.record({
        action: 'Updated',
        entityType: 'PermissionGrants',
        entityId: `${provider.providerName}:${provider.providerKey}`,
        entityName: provider.displayName,
        before: { permissions: before },
        after: { permissions: after },
      });
    },
  };
}

export type PermissionManagementService = ReturnType<typeof createPermissionManagementService>;
