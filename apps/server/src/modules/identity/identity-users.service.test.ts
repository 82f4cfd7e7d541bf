import { describe, expect, it } from 'vitest';
import { parseUserSorting } from './identity-users.service.js';

describe('sorting the users list', () => {
  it('sorts by e-mail, ascending, unless asked otherwise', () => {
    expect(parseUserSorting(undefined)).toEqual({ sortBy: 'email', descending: false });
  });

  it('reads the column and direction as the grid sends them, in any case', () => {
    expect(parseUserSorting('UserName DESC')).toEqual({ sortBy: 'userName', descending: true });
    expect(parseUserSorting('name asc')).toEqual({ sortBy: 'name', descending: false });
  });
});
