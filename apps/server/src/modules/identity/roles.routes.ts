import type { FastifyInstance } from 'fastify';
import {
  createIdentityRole,
  deleteIdentityRole,
  getAllIdentityRoles,
  getIdentityRole,
  getIdentityRoles,
  updateIdentityRole,
  type IdentityRoleDto,
} from '@spool/contracts';
import type { Tx } from '../../platform/db/database.js';
import type { Router } from '../../platform/http/router.js';
import type { IdentityRole, RolesService } from './roles.service.js';

export function toIdentityRoleDto(role: IdentityRole): IdentityRoleDto {
  return {
    id: role.id,
    name: role.name,
    isDefault: role.isDefault,
    isPublic: role.isPublic,
    isStatic: role.isStatic,
    concurrencyStamp: role.concurrencyStamp,
    creationTime: role.creationTime.toISOString(),
    lastModificationTime: role.lastModificationTime?.toISOString() ?? null,
  };
}

/** Roles of the caller's side; each route's permission is in its contract. */
export function rolesRoutes(
  app: FastifyInstance,
  deps: { router: Router; roles: (tx: Tx) => RolesService },
): void {
  const { router } = deps;

  router.signedIn(app, getIdentityRoles, async ({ query }, { tx }) => {
    const page = await deps.roles(tx).findRoles({
      filter: query.Filter,
      sorting: query.Sorting,
      skip: query.SkipCount,
      take: query.MaxResultCount,
    });
    return { items: page.items.map(toIdentityRoleDto), totalCount: page.totalCount };
  });

  router.signedIn(app, getAllIdentityRoles, async (_, { tx }) => ({
    items: (await deps.roles(tx).findAllRoles()).map(toIdentityRoleDto),
  }));

  router.signedIn(app, getIdentityRole, async ({ params }, { tx }) =>
    toIdentityRoleDto(await deps.roles(tx).getRole(params.id)),
  );

  router.signedIn(app, createIdentityRole, async ({ body }, { tx }) =>
    toIdentityRoleDto(await deps.roles(tx).createRole(body)),
  );

  router.signedIn(app, updateIdentityRole, async ({ params, body }, { tx }) =>
    toIdentityRoleDto(await deps.roles(tx).updateRole(params.id, body)),
  );

  router.signedIn(app, deleteIdentityRole, async ({ params }, { tx }) => {
    await deps.roles(tx).deleteRole(params.id);
    return null;
  });
}
