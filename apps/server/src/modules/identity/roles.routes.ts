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
  deps: { router: Router; roles: (tx: Tx, actor: { userId: string }) => RolesService },
): void {
  const { router } = deps;

  router.route(app, getIdentityRoles, async ({ query }, { tx, principal }) => {
    const page = await deps.roles(tx, principal).findRoles({
      filter: query.Filter,
      sorting: query.Sorting,
      skip: query.SkipCount,
      take: query.MaxResultCount,
    });
    return { items: page.items.map(toIdentityRoleDto), totalCount: page.totalCount };
  });

  router.route(app, getAllIdentityRoles, async (_, { tx, principal }) => ({
    items: (await deps.roles(tx, principal).findAllRoles()).map(toIdentityRoleDto),
  }));

  router.route(app, getIdentityRole, async ({ params }, { tx, principal }) =>
    toIdentityRoleDto(await deps.roles(tx, principal).getRole(params.id)),
  );

  router.route(app, createIdentityRole, async ({ body }, { tx, principal }) =>
    toIdentityRoleDto(await deps.roles(tx, principal).createRole(body)),
  );

  router.route(app, updateIdentityRole, async ({ params, body }, { tx, principal }) =>
    toIdentityRoleDto(await deps.roles(tx, principal).updateRole(params.id, body)),
  );

  router.route(app, deleteIdentityRole, async ({ params }, { tx, principal }) => {
    await deps.roles(tx, principal).deleteRole(params.id);
    return null;
  });
}
