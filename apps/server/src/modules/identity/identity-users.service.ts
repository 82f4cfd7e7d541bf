import type { IdentityUser, UsersRepository, UserSortColumn } from './users.repository.js';

export type { IdentityUser } from './users.repository.js';

/** `email`, `userName desc`, ... as the grid sends it; e-mail ascending by default (the spec's). */
export function parseUserSorting(sorting: string | undefined): {
  sortBy: UserSortColumn;
  descending: boolean;
} {
  const [column = 'email', direction = 'asc'] = (sorting ?? 'email').trim().split(/\s+/);
  const sortBy = (['email', 'userName', 'name'] as const).find(
    (name) => name.toLowerCase() === column.toLowerCase(),
  );
  return { sortBy: sortBy ?? 'email', descending: direction.toLowerCase() === 'desc' };
}

/** The administration's view of the users of the caller's side. */
export function createIdentityUsersService({
  users,
}: {
  users: Pick<UsersRepository, 'findUsers'>;
}) {
  return {
    findUsers(query: {
      filter: string | undefined;
      sorting: string | undefined;
      skip: number;
      take: number;
    }): Promise<{ items: IdentityUser[]; totalCount: number }> {
      return users.findUsers({
        filter: query.filter,
        ...parseUserSorting(query.sorting),
        skip: query.skip,
        take: query.take,
      });
    },
  };
}

export type IdentityUsersService = ReturnType<typeof createIdentityUsersService>;
