import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Permissions,
  type ErrorResponse,
  type IdentityRoleDto,
  type IdentityUserDetailDto,
} from '@spool/contracts';
import { inHostTransaction, inTenantTransaction } from '../../../platform/db/tenant-transaction.js';
import { createTestApp, type TestApp } from '../../../testing/test-app.js';
import { createTestUser } from '../../../testing/test-database.js';
import { createPermissionGrantsRepository } from '../permissions/permission-grants.repository.js';
import { createRolesRepository } from '../roles/roles.repository.js';
import { createDatabaseSignIn } from '../sign-in/sign-in.service.js';
import { createUsersRepository } from './users.repository.js';

let t: TestApp;
let demo: string;
let borealis: string;
let demoAdmin: string;
let demoAdminToken: string;
let demoReaderToken: string;
let demoPlannerToken: string;
let borealisAdminToken: string;
let borealisUserId: string;
let hostAdminToken: string;
let hostUserId: string;

const allUserPermissions = [
  Permissions.Users,
  Permissions.UsersCreate,
  Permissions.UsersUpdate,
  Permissions.UsersDelete,
];

beforeAll(async () => {
  t = await createTestApp();
  demo = (await t.database.createTenant('Demo')).id;
  borealis = (await t.database.createTenant('Borealis')).id;
  await inTenantTransaction(t.database, demo, async (tx) => {
    const roles = createRolesRepository(tx);
    await roles.insertRole({ name: 'planner', isDefault: true });
    await roles.insertRole({ name: 'auditor' });
  });
  demoAdmin = await createTestUser(t.database, {
    tenantId: demo,
    userName: 'demo.admin',
    permissions: allUserPermissions,
  });
  const demoReader = await createTestUser(t.database, {
    tenantId: demo,
    userName: 'demo.reader',
    permissions: [Permissions.Users],
  });
  const demoPlanner = await createTestUser(t.database, {
    tenantId: demo,
    userName: 'demo.planner',
    permissions: [Permissions.Styles],
  });
  const borealisAdmin = await createTestUser(t.database, {
    tenantId: borealis,
    userName: 'borealis.admin',
    permissions: allUserPermissions,
  });
  borealisUserId = await createTestUser(t.database, {
    tenantId: borealis,
    userName: 'bea',
    permissions: [],
    email: 'bea@borealis.example',
  });
  const hostAdmin = await createTestUser(t.database, {
    tenantId: null,
    userName: 'host.admin',
    permissions: allUserPermissions,
  });
  hostUserId = hostAdmin;
  demoAdminToken = await t.issueToken({ sub: demoAdmin, tenantid: demo });
  demoReaderToken = await t.issueToken({ sub: demoReader, tenantid: demo });
  demoPlannerToken = await t.issueToken({ sub: demoPlanner, tenantid: demo });
  borealisAdminToken = await t.issueToken({ sub: borealisAdmin, tenantid: borealis });
  hostAdminToken = await t.issueToken({ sub: hostAdmin });
});
afterAll(() => t?.dispose());

const call: TestApp['call'] = (...args) => t.call(...args);

const newUser = (userName: string, extra: Record<string, unknown> = {}) => ({
  userName,
  email: `${userName}@demo.example`,
  name: 'Ada',
  surname: 'Lovelace',
  password: 'knit-and-purl-2026',
  ...extra,
});

async function createUser(userName: string, extra: Record<string, unknown> = {}) {
  const response = await call(
    demoAdminToken,
    'POST',
    '/api/identity/users',
    newUser(userName, extra),
  );
  expect(response.statusCode).toBe(200);
  return response.json<IdentityUserDetailDto>();
}

const roleNamesOf = async (token: string, id: string) =>
  (await call(token, 'GET', `/api/identity/users/${id}/roles`))
    .json<{ items: IdentityRoleDto[] }>()
    .items.map((role) => role.name);

const signIn = (login: string, password: string) =>
  createDatabaseSignIn(t.database).signIn({ login, password }, new Date());

describe('creating a user', () => {
  it('creates an active user with the default roles, whose password signs in and is never returned', async () => {
    const response = await call(demoAdminToken, 'POST', '/api/identity/users', {
      ...newUser('ada'),
      phoneNumber: '+44 20 7946 0000',
    });
    expect(response.statusCode).toBe(200);
    const user = response.json<IdentityUserDetailDto>();
    expect(user).toMatchObject({
      userName: 'ada',
      email: 'ada@demo.example',
      name: 'Ada',
      surname: 'Lovelace',
      phoneNumber: '+44 20 7946 0000',
      isActive: true,
      lockoutEnabled: true,
      lockoutEnd: null,
      emailConfirmed: false,
      accessFailedCount: 0,
    });
    expect(response.body).not.toMatch(/password|scrypt/i);
    expect(await roleNamesOf(demoAdminToken, user.id)).toEqual(['planner']);
    expect(await signIn('ADA@demo.example', 'knit-and-purl-2026')).toMatchObject({
      kind: 'signedIn',
      user: { userId: user.id, tenantId: demo },
    });
  });

  it('gives the roles named instead, and refuses a role that does not exist', async () => {
    const user = await createUser('grace', { roleNames: ['Auditor'] });
    expect(await roleNamesOf(demoAdminToken, user.id)).toEqual(['auditor']);
    const unknown = await call(
      demoAdminToken,
      'POST',
      '/api/identity/users',
      newUser('hopper', { roleNames: ['auditor', 'astronaut'] }),
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<ErrorResponse>().error).toEqual({
      code: 'Spool.Identity:UnknownRoleName',
      message: 'There is no role named "astronaut".',
    });
    expect(
      (await call(demoAdminToken, 'GET', '/api/identity/users/by-username/hopper')).statusCode,
    ).toBe(404);
  });

  it('refuses a user name or e-mail already taken on the same side, ignoring case', async () => {
    await createUser('linus');
    const sameName = await call(
      demoAdminToken,
      'POST',
      '/api/identity/users',
      newUser('LINUS', { email: 'other@demo.example' }),
    );
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json<ErrorResponse>().error).toEqual({
      code: 'Spool.Identity:DuplicateUserName',
      message: 'The user name "LINUS" is already taken.',
    });
    const sameEmail = await call(
      demoAdminToken,
      'POST',
      '/api/identity/users',
      newUser('linus2', { email: 'Linus@Demo.example' }),
    );
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json<ErrorResponse>().error.code).toBe('Spool.Identity:DuplicateEmail');
    // Another tenant may have its own linus.
    const elsewhere = await call(
      borealisAdminToken,
      'POST',
      '/api/identity/users',
      newUser('linus'),
    );
    expect(elsewhere.statusCode).toBe(200);
  });

  it('lets the database index settle two creations of one user name at once', async () => {
    const [first, second] = await Promise.all([
      call(
        demoAdminToken,
        'POST',
        '/api/identity/users',
        newUser('twin', { email: 'a@twin.example' }),
      ),
      call(
        demoAdminToken,
        'POST',
        '/api/identity/users',
        newUser('twin', { email: 'b@twin.example' }),
      ),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const page = await call(demoAdminToken, 'GET', '/api/identity/users?Filter=twin');
    expect(page.json<{ totalCount: number }>().totalCount).toBe(1);
  });

  it('hashes the passwords with no transaction open: a read meanwhile is answered first', async () => {
    // PGlite has one connection: a transaction open while scrypt runs would hold the read back.
    const finished: string[] = [];
    const done = (name: string) => (response: { statusCode: number }) => {
      finished.push(name);
      return response.statusCode;
    };
    const creations = ['hash.one', 'hash.two', 'hash.three'].map((userName) =>
      call(demoAdminToken, 'POST', '/api/identity/users', newUser(userName)).then(done(userName)),
    );
    const read = call(demoAdminToken, 'GET', '/api/identity/users/by-username/demo.admin').then(
      done('read'),
    );
    expect(await Promise.all([...creations, read])).toEqual([200, 200, 200, 200]);
    expect(finished[0]).toBe('read');
  });

  it('explains each password rule that is broken, in the caller’s language', async () => {
    const messagesFor = async (password: string, language = 'en') => {
      const response = await call(
        demoAdminToken,
        'POST',
        '/api/identity/users',
        newUser('weak.password', { password }),
        { 'accept-language': language },
      );
      expect(response.statusCode).toBe(400);
      return response
        .json<ErrorResponse>()
        .error.validationErrors?.filter((problem) => problem.members.includes('password'))
        .map((problem) => problem.message);
    };
    expect(await messagesFor('kn1t')).toEqual(['The password must have at least 8 characters.']);
    expect(await messagesFor('knit-and-purl')).toEqual([
      'The password must contain at least one digit.',
    ]);
    expect(await messagesFor('2026-2027')).toEqual([
      'The password must contain at least one letter.',
    ]);
    expect(await messagesFor('kn1t', 'fr')).toEqual([
      'Le mot de passe doit comporter au moins 8 caractères.',
    ]);
    const sameAsLogin = await call(
      demoAdminToken,
      'POST',
      '/api/identity/users',
      newUser('purl2026', { password: 'PURL2026' }),
    );
    expect(sameAsLogin.statusCode).toBe(400);
    expect(sameAsLogin.json<ErrorResponse>().error.validationErrors).toEqual([
      { message: 'The password cannot be the user name or the e-mail.', members: ['password'] },
    ]);
    const noPassword = await call(demoAdminToken, 'POST', '/api/identity/users', {
      userName: 'nopass',
      email: 'not-an-email',
    });
    expect(noPassword.statusCode).toBe(400);
    expect(
      noPassword
        .json<ErrorResponse>()
        .error.validationErrors?.flatMap((problem) => problem.members),
    ).toEqual(expect.arrayContaining(['email', 'password']));
  });
});

describe('reading users', () => {
  it('finds a user by id, user name and e-mail (ignoring case), or answers 404', async () => {
    const user = await createUser('margaret', { email: 'Margaret@Demo.example' });
    const byId = await call(demoReaderToken, 'GET', `/api/identity/users/${user.id}`);
    expect(byId.json<IdentityUserDetailDto>()).toEqual(user);
    expect(
      (await call(demoReaderToken, 'GET', '/api/identity/users/by-username/MARGARET')).json(),
    ).toEqual(user);
    expect(
      (
        await call(demoReaderToken, 'GET', '/api/identity/users/by-email/margaret%40demo.example')
      ).json(),
    ).toEqual(user);
    const missing = await call(demoReaderToken, 'GET', '/api/identity/users/by-username/nobody');
    expect(missing.statusCode).toBe(404);
    expect(missing.json<ErrorResponse>().error).toEqual({
      code: 'Spool.Identity:UserNotFound',
      message: 'The user nobody does not exist.',
    });
    expect(
      (
        await call(
          demoReaderToken,
          'GET',
          '/api/identity/users/00000000-0000-4000-8000-000000000000',
        )
      ).statusCode,
    ).toBe(404);
    expect((await call(demoReaderToken, 'GET', '/api/identity/users/not-a-uuid')).statusCode).toBe(
      400,
    );
  });

  it("lists the side's roles as assignable", async () => {
    const response = await call(demoReaderToken, 'GET', '/api/identity/users/assignable-roles');
    expect(response.statusCode).toBe(200);
    const names = response.json<{ items: IdentityRoleDto[] }>().items.map((role) => role.name);
    expect(names).toEqual(expect.arrayContaining(['auditor', 'planner', 'demo.admin-role']));
    expect(names).not.toContain('borealis.admin-role');
  });
});

describe('updating a user', () => {
  it('saves with the concurrency stamp read, keeps the password unless one is sent, and unconfirms a new e-mail', async () => {
    const user = await createUser('katherine');
    const response = await call(demoAdminToken, 'PUT', `/api/identity/users/${user.id}`, {
      userName: 'katherine.j',
      email: 'katherine.johnson@demo.example',
      name: 'Katherine',
      surname: 'Johnson',
      phoneNumber: null,
      lockoutEnabled: false,
      roleNames: ['auditor', 'planner'],
      password: '',
      concurrencyStamp: user.concurrencyStamp,
    });
    expect(response.statusCode).toBe(200);
    const updated = response.json<IdentityUserDetailDto>();
    expect(updated).toMatchObject({
      userName: 'katherine.j',
      email: 'katherine.johnson@demo.example',
      name: 'Katherine',
      lockoutEnabled: false,
      isActive: true,
      emailConfirmed: false,
    });
    expect(updated.concurrencyStamp).not.toBe(user.concurrencyStamp);
    expect(updated.lastModificationTime).not.toBeNull();
    expect(await roleNamesOf(demoAdminToken, user.id)).toEqual(['auditor', 'planner']);
    expect(await signIn('katherine.j', 'knit-and-purl-2026')).toMatchObject({ kind: 'signedIn' });

    const newPassword = await call(demoAdminToken, 'PUT', `/api/identity/users/${user.id}`, {
      userName: 'katherine.j',
      email: 'katherine.johnson@demo.example',
      password: 'orbit-1962-friendship',
      concurrencyStamp: updated.concurrencyStamp,
    });
    expect(newPassword.statusCode).toBe(200);
    // Fields left out keep their value; roles too.
    expect(newPassword.json<IdentityUserDetailDto>()).toMatchObject({ lockoutEnabled: false });
    expect(await roleNamesOf(demoAdminToken, user.id)).toEqual(['auditor', 'planner']);
    expect(await signIn('katherine.j', 'orbit-1962-friendship')).toMatchObject({
      kind: 'signedIn',
    });
    expect(await signIn('katherine.j', 'knit-and-purl-2026')).toMatchObject({ kind: 'invalid' });
  });

  it('answers 409 to a stale stamp, and to the second of two updates with the same stamp', async () => {
    const user = await createUser('dorothy');
    const change = (name: string) =>
      call(demoAdminToken, 'PUT', `/api/identity/users/${user.id}`, {
        userName: 'dorothy',
        email: 'dorothy@demo.example',
        name,
        concurrencyStamp: user.concurrencyStamp,
      });
    const [first, second] = await Promise.all([change('Dorothy'), change('Dot')]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const loser = first.statusCode === 409 ? first : second;
    expect(loser.json<ErrorResponse>().error.code).toBe('Spool:Conflict');
    const stale = await change('Dorothy V.');
    expect(stale.statusCode).toBe(409);
  });

  it('refuses a user name taken by someone else, but not keeping your own', async () => {
    const user = await createUser('mary');
    await createUser('mary.jackson');
    const update = (userName: string) =>
      call(demoAdminToken, 'PUT', `/api/identity/users/${user.id}`, {
        userName,
        email: 'mary@demo.example',
        concurrencyStamp: user.concurrencyStamp,
      });
    expect((await update('Mary.Jackson')).statusCode).toBe(409);
    expect((await update('MARY')).statusCode).toBe(200);
  });

  it('does not let you change your own lockout setting (ABP’s rule)', async () => {
    const me = (
      await call(demoAdminToken, 'GET', `/api/identity/users/${demoAdmin}`)
    ).json<IdentityUserDetailDto>();
    const response = await call(demoAdminToken, 'PUT', `/api/identity/users/${demoAdmin}`, {
      userName: me.userName,
      email: me.email,
      lockoutEnabled: false,
      concurrencyStamp: me.concurrencyStamp,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<IdentityUserDetailDto>().lockoutEnabled).toBe(true);
  });
});

describe('roles of a user', () => {
  it('replaces the roles of a user, refusing an unknown role', async () => {
    const user = await createUser('alan');
    const put = (roleNames: string[]) =>
      call(demoAdminToken, 'PUT', `/api/identity/users/${user.id}/roles`, { roleNames });
    expect((await put(['auditor'])).statusCode).toBe(204);
    expect(await roleNamesOf(demoReaderToken, user.id)).toEqual(['auditor']);
    const unknown = await put(['auditor', 'borealis.admin-role']);
    expect(unknown.statusCode).toBe(400);
    expect(await roleNamesOf(demoReaderToken, user.id)).toEqual(['auditor']);
    expect((await put([])).statusCode).toBe(204);
    expect(await roleNamesOf(demoReaderToken, user.id)).toEqual([]);
  });
});

describe('lockout', () => {
  it('locks a user out until a time and unlocks them, as ABP does', async () => {
    const user = await createUser('barbara');
    const until = new Date(Date.now() + 60 * 60 * 1000).toISOString();
    const lock = await call(
      demoAdminToken,
      'PUT',
      `/api/identity/users/${user.id}/lock/${encodeURIComponent(until)}`,
    );
    expect(lock.statusCode).toBe(204);
    const locked = (
      await call(demoAdminToken, 'GET', `/api/identity/users/${user.id}`)
    ).json<IdentityUserDetailDto>();
    expect(locked.lockoutEnd).toBe(until);
    // A locked user's right password gets the answer a wrong one gets.
    expect(await signIn('barbara', 'knit-and-purl-2026')).toEqual({ kind: 'invalid' });

    expect(
      (await call(demoAdminToken, 'PUT', `/api/identity/users/${user.id}/unlock`)).statusCode,
    ).toBe(204);
    expect(
      (
        await call(demoAdminToken, 'GET', `/api/identity/users/${user.id}`)
      ).json<IdentityUserDetailDto>().lockoutEnd,
    ).toBeNull();
    expect(await signIn('barbara', 'knit-and-purl-2026')).toMatchObject({ kind: 'signedIn' });
  });

  it('refuses to lock yourself, or a user whose lockout is disabled', async () => {
    const until = encodeURIComponent(new Date(Date.now() + 60_000).toISOString());
    const self = await call(
      demoAdminToken,
      'PUT',
      `/api/identity/users/${demoAdmin}/lock/${until}`,
    );
    expect(self.statusCode).toBe(422);
    expect(self.json<ErrorResponse>().error.message).toBe('You cannot lock out your own user.');
    const user = await createUser('frances', { lockoutEnabled: false });
    const disabled = await call(
      demoAdminToken,
      'PUT',
      `/api/identity/users/${user.id}/lock/${until}`,
    );
    expect(disabled.statusCode).toBe(422);
    expect(disabled.json<ErrorResponse>().error).toEqual({
      code: 'Spool.Identity:LockoutNotEnabled',
      message: 'Lockout is not enabled for the user "frances".',
    });
  });
});

describe('deleting a user', () => {
  it('deletes a user with its grants and memberships, but never yourself', async () => {
    const user = await createUser('edsger', { roleNames: ['auditor'] });
    await inTenantTransaction(t.database, demo, (tx) =>
      createPermissionGrantsRepository(tx).insertGrants([Permissions.Styles], 'U', user.id),
    );
    expect(
      (await call(demoAdminToken, 'DELETE', `/api/identity/users/${user.id}`)).statusCode,
    ).toBe(204);
    expect((await call(demoAdminToken, 'GET', `/api/identity/users/${user.id}`)).statusCode).toBe(
      404,
    );
    const leftovers = await inTenantTransaction(t.database, demo, (tx) =>
      createPermissionGrantsRepository(tx).findGrantedNamesOfProvider('U', user.id),
    );
    expect([...leftovers]).toEqual([]);
    // Already gone: not found, as every route answers.
    expect(
      (await call(demoAdminToken, 'DELETE', `/api/identity/users/${user.id}`)).statusCode,
    ).toBe(404);

    const self = await call(demoAdminToken, 'DELETE', `/api/identity/users/${demoAdmin}`);
    expect(self.statusCode).toBe(422);
    expect(self.json<ErrorResponse>().error).toEqual({
      code: 'Spool.Identity:UserSelfDeletion',
      message: 'You cannot delete your own user.',
    });
  });
});

describe("another tenant's and the host's users", () => {
  it('are invisible to a tenant administrator and cannot be changed by them', async () => {
    const borealisUser = `/api/identity/users/${borealisUserId}`;
    expect((await call(demoAdminToken, 'GET', borealisUser)).statusCode).toBe(404);
    expect(
      (await call(demoAdminToken, 'GET', `/api/identity/users/${hostUserId}`)).statusCode,
    ).toBe(404);
    expect(
      (await call(demoAdminToken, 'GET', '/api/identity/users/by-username/bea')).statusCode,
    ).toBe(404);
    expect(
      (await call(demoAdminToken, 'GET', '/api/identity/users/by-email/bea%40borealis.example'))
        .statusCode,
    ).toBe(404);
    expect((await call(demoAdminToken, 'GET', `${borealisUser}/roles`)).statusCode).toBe(404);
    const read = (
      await call(borealisAdminToken, 'GET', borealisUser)
    ).json<IdentityUserDetailDto>();
    const update = await call(demoAdminToken, 'PUT', borealisUser, {
      userName: 'bea.taken',
      email: 'bea@borealis.example',
      concurrencyStamp: read.concurrencyStamp,
    });
    expect(update.statusCode).toBe(404);
    expect(
      (await call(demoAdminToken, 'PUT', `${borealisUser}/roles`, { roleNames: [] })).statusCode,
    ).toBe(404);
    expect((await call(demoAdminToken, 'PUT', `${borealisUser}/unlock`)).statusCode).toBe(404);
    const deleted = await call(demoAdminToken, 'DELETE', borealisUser);
    expect(deleted.statusCode).toBe(404);
    expect(deleted.json<ErrorResponse>().error.code).toBe('Spool.Identity:UserNotFound');
    expect(
      (await call(demoAdminToken, 'DELETE', `/api/identity/users/${hostUserId}`)).statusCode,
    ).toBe(404);
    expect(
      (await call(hostAdminToken, 'DELETE', borealisUser)).statusCode,
      'the host administrator, for a tenant’s user',
    ).toBe(404);

    const still = await call(borealisAdminToken, 'GET', borealisUser);
    expect(still.statusCode).toBe(200);
    expect(still.json<IdentityUserDetailDto>()).toEqual(read);
    const hostUsers = await inHostTransaction(t.database, (tx) =>
      createUsersRepository(tx).findIdentityUser(hostUserId),
    );
    expect(hostUsers?.userName).toBe('host.admin');
  });

  it('the host administrator sees and creates host users only', async () => {
    const listed = await call(hostAdminToken, 'GET', '/api/identity/users');
    expect(listed.json<{ items: { userName: string }[] }>().items.map((u) => u.userName)).toEqual([
      'host.admin',
    ]);
    expect(
      (await call(hostAdminToken, 'GET', `/api/identity/users/${borealisUserId}`)).statusCode,
    ).toBe(404);
    const created = await call(hostAdminToken, 'POST', '/api/identity/users', newUser('ada'));
    expect(created.statusCode).toBe(200);
    expect(created.json<IdentityUserDetailDto>().userName).toBe('ada');
  });
});

describe('access', () => {
  const someId = '00000000-0000-4000-8000-000000000000';
  const until = encodeURIComponent('2030-01-01T00:00:00.000Z');
  const routes: [method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown][] = [
    ['GET', '/api/identity/users'],
    ['GET', `/api/identity/users/${someId}`],
    ['GET', '/api/identity/users/assignable-roles'],
    ['GET', '/api/identity/users/by-username/ada'],
    ['GET', '/api/identity/users/by-email/ada%40demo.example'],
    ['GET', `/api/identity/users/${someId}/roles`],
    ['POST', '/api/identity/users', newUser('intruder')],
    [
      'PUT',
      `/api/identity/users/${someId}`,
      { userName: 'x', email: 'x@demo.example', concurrencyStamp: someId },
    ],
    ['DELETE', `/api/identity/users/${someId}`],
    ['PUT', `/api/identity/users/${someId}/roles`, { roleNames: [] }],
    ['PUT', `/api/identity/users/${someId}/lock/${until}`],
    ['PUT', `/api/identity/users/${someId}/unlock`],
  ];

  it.each(routes)(
    '%s %s: 401 without a token, 403 without the permission',
    async (method, url, body) => {
      expect((await call(undefined, method, url, body)).statusCode).toBe(401);
      const forbidden = await call(demoPlannerToken, method, url, body);
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json<ErrorResponse>().error.code).toBe('Spool:Forbidden');
    },
  );

  it('lets a reader read but not change anything', async () => {
    for (const [method, url, body] of routes.filter(([method]) => method !== 'GET')) {
      expect((await call(demoReaderToken, method, url, body)).statusCode).toBe(403);
    }
  });
});
