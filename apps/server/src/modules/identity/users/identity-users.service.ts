import type { AuditLogAction, Sorting } from '@spool/contracts';
import { DomainError } from '@spool/domain';
import type { AuditTrail } from '../../audit-logging/index.js';
import type { PermissionGrantsRepository } from '../permissions/permission-grants.repository.js';
import type { IdentityRole, RolesRepository } from '../roles/roles.repository.js';
import type { IdentityUser, UsersRepository, UserSortColumn } from './users.repository.js';

export type { IdentityUser } from './users.repository.js';

/** What the administration sends for a user (create and update), already validated. */
export type IdentityUserInput = {
  userName: string;
  email: string;
  name: string | null;
  surname: string | null;
  phoneNumber: string | null;
  isActive?: boolean | undefined;
  lockoutEnabled?: boolean | undefined;
  /** Replaces the user's roles; absent: unchanged (on create: the default roles). */
  roleNames?: readonly string[] | undefined;
};

/** A user as its audit entries show it: what the administration sets, never a password. */
const audited = (user: IdentityUser, roleNames: readonly string[]) => ({
  userName: user.userName,
  email: user.email,
  emailConfirmed: user.emailConfirmed,
  name: user.name,
  surname: user.surname,
  phoneNumber: user.phoneNumber,
  isActive: user.isActive,
  lockoutEnabled: user.lockoutEnabled,
  lockoutEnd: user.lockoutEnd,
  roleNames: [...roleNames].sort(),
});

const namesOf = (list: readonly { name: string }[]) => list.map((role) => role.name);

/**
 * The administration's view of the users of the caller's side, in the manner
 * of ABP's IdentityUserAppService. Each change goes to the audit trail.
 */
export function createIdentityUsersService({
  users,
  roles,
  grants,
  audit,
}: {
  users: UsersRepository;
  roles: RolesRepository;
  grants: PermissionGrantsRepository;
  audit: Pick<AuditTrail, 'record'>;
}) {
  const recordUser = (
    action: AuditLogAction,
    user: IdentityUser,
    before: object | null,
    after: object | null,
  ) =>
    audit.record({
      action,
      entityType: 'User',
      entityId: user.id,
      entityName: user.userName,
      before,
      after,
    });

  const getUser = async (id: string): Promise<IdentityUser> => {
    const user = await users.findIdentityUser(id);
    if (!user) throw new DomainError('Spool.Identity:UserNotFound', { key: id });
    return user;
  };

  const refuseTakenLogins = async (
    login: { userName: string; email: string },
    exceptId?: string,
  ) => {
    const taken = await users.findTakenLogins(login, exceptId);
    if (taken.userName) {
      throw new DomainError('Spool.Identity:DuplicateUserName', { userName: login.userName });
    }
    if (taken.email) throw new DomainError('Spool.Identity:DuplicateEmail', { email: login.email });
  };

  /** The roles named, each of the caller's side; an unknown name is refused. */
  const resolveRoles = async (names: readonly string[]): Promise<IdentityRole[]> => {
    const found = await roles.findRolesByNames(names);
    const known = new Set(found.map((role) => role.name.toLowerCase()));
    const unknown = names.find((name) => !known.has(name.trim().toLowerCase()));
    if (unknown !== undefined)
      throw new DomainError('Spool.Identity:UnknownRoleName', { name: unknown });
    return found;
  };

  return {
    getUser,

    findUsers(query: {
      filter: string | undefined;
      sorting: Sorting<UserSortColumn> | undefined;
      skip: number;
      take: number;
    }): Promise<{ items: IdentityUser[]; totalCount: number }> {
      return users.findUsers({
        filter: query.filter,
        // E-mail ascending unless asked otherwise (the spec's default).
        sortBy: query.sorting?.column ?? 'email',
        descending: query.sorting?.direction === 'desc',
        skip: query.skip,
        take: query.take,
      });
    },

    async getUserByUserName(userName: string): Promise<IdentityUser> {
      const user = await users.findIdentityUserByUserName(userName);
      if (!user) throw new DomainError('Spool.Identity:UserNotFound', { key: userName });
      return user;
    },

    async getUserByEmail(email: string): Promise<IdentityUser> {
      const user = await users.findIdentityUserByEmail(email);
      if (!user) throw new DomainError('Spool.Identity:UserNotFound', { key: email });
      return user;
    },

    /** `passwordHash`: hashed before the transaction (passwords.ts), never inside it. */
    async createUser(input: IdentityUserInput & { passwordHash: string }): Promise<IdentityUser> {
      await refuseTakenLogins(input);
      const userRoles =
        input.roleNames === undefined
          ? await roles.findDefaultRoles()
          : await resolveRoles(input.roleNames);
      const user = await users.insertIdentityUser({
        userName: input.userName,
        email: input.email,
        name: input.name,
        surname: input.surname,
        phoneNumber: input.phoneNumber,
        isActive: input.isActive ?? true,
        lockoutEnabled: input.lockoutEnabled ?? true,
        passwordHash: input.passwordHash,
      });
      await roles.setUserRoles(
        user.id,
        userRoles.map((role) => role.id),
      );
      await recordUser('Created', user, null, audited(user, namesOf(userRoles)));
      return user;
    },

    /**
     * Someone else's change in between gets 409. A new e-mail is unconfirmed;
     * nobody changes their own lockout setting (ABP's rule).
     */
    async updateUser(
      callerId: string,
      id: string,
      input: IdentityUserInput & { passwordHash?: string | undefined; concurrencyStamp: string },
    ): Promise<IdentityUser> {
      const user = await getUser(id);
      await refuseTakenLogins(input, id);
      const newRoles =
        input.roleNames === undefined ? undefined : await resolveRoles(input.roleNames);
      const oldRoles = await roles.findRolesOfUser(id);
      const emailChanged = user.email.toLowerCase() !== input.email.toLowerCase();
      const updated = await users.updateIdentityUser(id, input.concurrencyStamp, {
        userName: input.userName,
        email: input.email,
        name: input.name,
        surname: input.surname,
        phoneNumber: input.phoneNumber,
        isActive: input.isActive ?? user.isActive,
        lockoutEnabled:
          id === callerId ? user.lockoutEnabled : (input.lockoutEnabled ?? user.lockoutEnabled),
        ...(emailChanged && { emailConfirmed: false }),
        ...(input.passwordHash !== undefined && { passwordHash: input.passwordHash }),
      });
      if (!updated) throw new DomainError('Spool:Conflict');
      if (newRoles) {
        await roles.setUserRoles(
          id,
          newRoles.map((role) => role.id),
        );
      }
      await recordUser('Updated', updated, audited(user, namesOf(oldRoles)), {
        ...audited(updated, namesOf(newRoles ?? oldRoles)),
        // Whether a new password was set; the password itself is never recorded.
        ...(input.passwordHash !== undefined && { credentialsChanged: true }),
      });
      return updated;
    },

    /**
     * A user that does not exist on this side (another tenant's included) is not found,
     * as with every other route: nothing tells a caller whether it exists elsewhere.
     * Yourself, never.
     */
    async deleteUser(callerId: string, id: string): Promise<void> {
      if (id === callerId) throw new DomainError('Spool.Identity:UserSelfDeletion');
      const user = await getUser(id);
      const userRoles = await roles.findRolesOfUser(id);
      if (!(await users.deleteUser(id))) {
        throw new DomainError('Spool.Identity:UserNotFound', { key: id });
      }
      await grants.deleteAllGrantsOf('U', id);
      await recordUser('Deleted', user, audited(user, namesOf(userRoles)), null);
    },

    async getRolesOfUser(id: string): Promise<IdentityRole[]> {
      await getUser(id);
      return roles.findRolesOfUser(id);
    },

    /** Recorded as a `UserRoles` change when the roles differ. */
    async setRolesOfUser(id: string, roleNames: readonly string[]): Promise<void> {
      const user = await getUser(id);
      const found = await resolveRoles(roleNames);
      const before = namesOf(await roles.findRolesOfUser(id)).sort();
      await roles.setUserRoles(
        id,
        found.map((role) => role.id),
      );
      const after = namesOf(found).sort();
      if (before.join('\n') === after.join('\n')) return;
      await audit.record({
        action: 'Updated',
        entityType: 'UserRoles',
        entityId: id,
        entityName: user.userName,
        before: { roleNames: before },
        after: { roleNames: after },
      });
    },

    /** Every role of the caller's side may be given (ABP's assignable roles). */
    findAssignableRoles(): Promise<IdentityRole[]> {
      return roles.findAllRoles();
    },

    /** Locks a lockout-enabled user out until `lockoutEnd`; never yourself. */
    async lockUser(callerId: string, id: string, lockoutEnd: Date): Promise<void> {
      const user = await getUser(id);
      if (id === callerId) throw new DomainError('Spool.Identity:UserSelfLockout');
      if (!user.lockoutEnabled) {
        throw new DomainError('Spool.Identity:LockoutNotEnabled', { userName: user.userName });
      }
      await users.setLockoutEnd(id, lockoutEnd);
      await recordUser('Updated', user, { lockoutEnd: user.lockoutEnd }, { lockoutEnd });
    },

    async unlockUser(id: string): Promise<void> {
      const user = await getUser(id);
      await users.setLockoutEnd(id, null);
      await recordUser('Updated', user, { lockoutEnd: user.lockoutEnd }, { lockoutEnd: null });
    },
  };
}

export type IdentityUsersService = ReturnType<typeof createIdentityUsersService>;
