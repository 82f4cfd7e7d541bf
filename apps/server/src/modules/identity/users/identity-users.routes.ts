import type { FastifyInstance } from 'fastify';
import {
  createIdentityUser,
  deleteIdentityUser,
  findIdentityUserByEmail,
  findIdentityUserByUserName,
  getAssignableRoles,
  getIdentityUser,
  getIdentityUserRoles,
  getIdentityUsers,
  lockIdentityUser,
  unlockIdentityUser,
  updateIdentityUser,
  updateIdentityUserRoles,
  type IdentityUserDetailDto,
  type IdentityUserDto,
} from '@spool/contracts';
import type { Actor } from '../../../platform/auth/caller-access.js';
import type { Tx } from '../../../platform/db/database.js';
import type { Router } from '../../../platform/http/router.js';
import type { IdentityUser, IdentityUsersService } from './identity-users.service.js';
import { hashPassword } from './passwords.js';
import { toIdentityRoleDto } from '../roles/roles.routes.js';

function toIdentityUserDto(user: IdentityUser): IdentityUserDto {
  return {
    id: user.id,
    userName: user.userName,
    email: user.email,
    emailConfirmed: user.emailConfirmed,
    name: user.name,
    surname: user.surname,
    phoneNumber: user.phoneNumber,
    lockoutEnabled: user.lockoutEnabled,
    lockoutEnd: user.lockoutEnd?.toISOString() ?? null,
    concurrencyStamp: user.concurrencyStamp,
    creationTime: user.creationTime.toISOString(),
    lastModificationTime: user.lastModificationTime?.toISOString() ?? null,
  };
}

/** Never the password hash: the DTO names what goes out. */
function toIdentityUserDetailDto(user: IdentityUser): IdentityUserDetailDto {
  return {
    ...toIdentityUserDto(user),
    isActive: user.isActive,
    accessFailedCount: user.accessFailedCount,
  };
}

/** Users of the caller's side; each route's permission is in its contract. */
export function identityUsersRoutes(
  app: FastifyInstance,
  deps: { router: Router; users: (tx: Tx, actor: Actor) => IdentityUsersService },
): void {
  const { router } = deps;

  router.route(app, getIdentityUsers, async ({ query }, { tx, actor }) => {
    const page = await deps.users(tx, actor).findUsers({
      filter: query.Filter,
      sorting: query.Sorting,
      skip: query.SkipCount,
      take: query.MaxResultCount,
    });
    return { items: page.items.map(toIdentityUserDto), totalCount: page.totalCount };
  });

  router.route(app, getAssignableRoles, async (_, { tx, actor }) => ({
    items: (await deps.users(tx, actor).findAssignableRoles()).map(toIdentityRoleDto),
  }));

  router.route(app, getIdentityUser, async ({ params }, { tx, actor }) =>
    toIdentityUserDetailDto(await deps.users(tx, actor).getUser(params.id)),
  );

  router.route(app, findIdentityUserByUserName, async ({ params }, { tx, actor }) =>
    toIdentityUserDetailDto(await deps.users(tx, actor).getUserByUserName(params.userName)),
  );

  router.route(app, findIdentityUserByEmail, async ({ params }, { tx, actor }) =>
    toIdentityUserDetailDto(await deps.users(tx, actor).getUserByEmail(params.email)),
  );

  // A password is hashed before the transaction opens: no transaction waits on scrypt.
  router.route(
    app,
    createIdentityUser,
    { prepare: async ({ body }) => hashPassword(body.password) },
    async ({ body: { password: _password, ...body } }, { tx, actor, prepared }) =>
      toIdentityUserDetailDto(
        await deps.users(tx, actor).createUser({ ...body, passwordHash: prepared }),
      ),
  );

  router.route(
    app,
    updateIdentityUser,
    {
      prepare: async ({ body }) =>
        body.password === undefined ? undefined : hashPassword(body.password),
    },
    async ({ params, body: { password: _password, ...body } }, { tx, actor, prepared }) =>
      toIdentityUserDetailDto(
        await deps
          .users(tx, actor)
          .updateUser(actor.userId, params.id, { ...body, passwordHash: prepared }),
      ),
  );

  router.route(app, deleteIdentityUser, async ({ params }, { tx, actor }) => {
    await deps.users(tx, actor).deleteUser(actor.userId, params.id);
    return null;
  });

  router.route(app, getIdentityUserRoles, async ({ params }, { tx, actor }) => ({
    items: (await deps.users(tx, actor).getRolesOfUser(params.id)).map(toIdentityRoleDto),
  }));

  router.route(app, updateIdentityUserRoles, async ({ params, body }, { tx, actor }) => {
    await deps.users(tx, actor).setRolesOfUser(params.id, body.roleNames);
    return null;
  });

  router.route(app, lockIdentityUser, async ({ params }, { tx, actor }) => {
    await deps.users(tx, actor).lockUser(actor.userId, params.id, new Date(params.lockoutEnd));
    return null;
  });

  router.route(app, unlockIdentityUser, async ({ params }, { tx, actor }) => {
    await deps.users(tx, actor).unlockUser(params.id);
    return null;
  });
}
