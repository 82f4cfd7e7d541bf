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
import type { Actor } from '../../../platform/auth/caller-access.js';
import type { Tx } from '../../../platform/db/database.js';
import type { Router } from '../../../platform/http/router.js';
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
  deps: { router: Router; roles: (tx: Tx, actor: Actor) => RolesService },
): void {
  const { router } = deps;

  router.route(app, getIdentityRoles, async ({ query }, { tx, actor }) => {
    const page = await deps.roles(tx, actor).findRoles({
      filter: query.Filter,
      sorting: query.Sorting,
      skip: query.SkipCount,
      take: query.MaxResultCount,
    });
    return { items: page.items.map(toIdentityRoleDto), totalCount: page.totalCount };
  });

  router.route(app, getAllIdentityRoles, async (_, { tx, actor }) => ({
    items: (await deps.roles(tx, actor).findAllRoles()).map(toIdentityRoleDto),
  }));

  router.route(app, getIdentityRole, async ({ params }, { tx, actor }) =>
    toIdentityRoleDto(await deps.roles(tx, actor).getRole(params.id)),
  );

  router.route(app, createIdentityRole, async ({ body }, { tx, actor }) =>
    toIdentityRoleDto(await deps.roles(tx, actor).createRole(body)),
  );

  router.route(app, updateIdentityRole, async ({ params, body }, { tx, actor }) =>
    toIdentityRoleDto(await deps.roles(tx, actor).updateRole(params.id, body)),
  );

  router.route(app, deleteIdentityRole, async ({ params }, { tx, actor }) => {
    await deps.roles(tx, actor).deleteRole(params.id);
    return null;
  });
}
