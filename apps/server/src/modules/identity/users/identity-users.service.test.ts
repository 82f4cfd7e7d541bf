import { describe, expect, it } from 'vitest';
import { createIdentityUsersService } from './identity-users.service.js';
import type { PermissionGrantsRepository } from '../permissions/permission-grants.repository.js';
import type { RolesRepository } from '../roles/roles.repository.js';
import type { UsersRepository } from './users.repository.js';

/** The service over a users repository that only records how it was asked for a page. */
function createService() {
  const asked: Parameters<UsersRepository['findUsers']>[0][] = [];
  const users = {
    findUsers: (query: Parameters<UsersRepository['findUsers']>[0]) => {
      asked.push(query);
      return Promise.resolve({ items: [], totalCount: 0 });
    },
  } as unknown as UsersRepository;
  const service = createIdentityUsersService({
    users,
    roles: {} as RolesRepository,
    grants: {} as PermissionGrantsRepository,
    audit: { record: () => Promise.resolve() },
  });
  return { service, asked };
}

describe('sorting the users list', () => {
  const page = { filter: undefined, skip: 0, take: 10 };

  it('sorts by e-mail, ascending, unless asked otherwise', async () => {
    const { service, asked } = createService();
    await service.findUsers({ ...page, sorting: undefined });
    expect(asked).toMatchObject([{ sortBy: 'email', descending: false }]);
  });

  it('sorts by the column and direction the contract has read', async () => {
    const { service, asked } = createService();
    await service.findUsers({ ...page, sorting: { column: 'userName', direction: 'desc' } });
    await service.findUsers({ ...page, sorting: { column: 'name', direction: 'asc' } });
    expect(asked).toMatchObject([
      { sortBy: 'userName', descending: true },
      { sortBy: 'name', descending: false },
    ]);
  });
});
