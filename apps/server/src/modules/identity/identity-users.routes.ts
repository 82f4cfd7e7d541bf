import type { FastifyInstance } from 'fastify';
import { getIdentityUsers, type IdentityUserDto } from '@spool/contracts';
import type { Tx } from '../../platform/db/database.js';
import type { Router } from '../../platform/http/router.js';
import type { IdentityUser, IdentityUsersService } from './identity-users.service.js';

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

export function identityUsersRoutes(
  app: FastifyInstance,
  deps: { router: Router; users: (tx: Tx) => IdentityUsersService },
): void {
  deps.router.signedIn(app, getIdentityUsers, async ({ query }, { tx }) => {
    const page = await deps.users(tx).findUsers({
      filter: query.Filter,
      sorting: query.Sorting,
      skip: query.SkipCount,
      take: query.MaxResultCount,
    });
    return { items: page.items.map(toIdentityUserDto), totalCount: page.totalCount };
  });
}
