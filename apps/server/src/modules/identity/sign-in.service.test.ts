import { describe, expect, it } from 'vitest';
import { hashPassword } from './passwords.js';
import {
  createSignInService,
  lockoutMs,
  maxFailedAttempts,
  type SignInUsers,
} from './sign-in.service.js';
import type { SignInCandidate } from './users.repository.js';

const now = new Date('2026-11-20T10:00:00Z');

async function candidate(overrides: Partial<SignInCandidate> & { password?: string }) {
  const { password = 'right-password', ...rest } = overrides;
  return {
    id: rest.id ?? 'user-1',
    tenantId: 'tenant-a',
    tenantName: 'Atlas',
    userName: 'maria',
    email: 'maria@atlas.test',
    name: 'Maria',
    surname: null,
    accountType: null,
    isActive: true,
    passwordHash: await hashPassword(password),
    lockoutEnabled: true,
    lockoutEnd: null,
    accessFailedCount: 0,
    ...rest,
  } satisfies SignInCandidate;
}

function fakeUsers(rows: SignInCandidate[]): SignInUsers & { rows: SignInCandidate[] } {
  const byId = (id: string) => {
    const row = rows.find((r) => r.id === id);
    if (!row) throw new Error(`no user ${id}`);
    return row;
  };
  return {
    rows,
    findSignInCandidates: (login) =>
      Promise.resolve(
        rows.filter(
          (r) =>
            r.userName.toLowerCase() === login.toLowerCase() || r.email === login.toLowerCase(),
        ),
      ),
    recordFailedAttempt: (id, count, lockoutEnd) => {
      Object.assign(byId(id), { accessFailedCount: count, lockoutEnd });
      return Promise.resolve();
    },
    recordSignIn: (id) => {
      Object.assign(byId(id), { accessFailedCount: 0, lockoutEnd: null });
      return Promise.resolve();
    },
  };
}

describe('local sign-in', () => {
  it('signs in by user name or e-mail, ignoring case, with the right password', async () => {
    const users = fakeUsers([await candidate({})]);
    const service = createSignInService({ users });
    for (const login of ['maria', 'MARIA', 'maria@atlas.test']) {
      const result = await service.signIn({ login, password: 'right-password' }, now);
      expect(result).toMatchObject({
        kind: 'signedIn',
        user: { userId: 'user-1', tenantId: 'tenant-a' },
      });
    }
  });

  it('answers the same for an unknown login and a wrong password', async () => {
    const service = createSignInService({ users: fakeUsers([await candidate({})]) });
    expect(await service.signIn({ login: 'nobody', password: 'x' }, now)).toEqual({
      kind: 'invalid',
    });
    expect(await service.signIn({ login: 'maria', password: 'x' }, now)).toEqual({
      kind: 'invalid',
    });
  });

  it(`locks the user out for 5 minutes after ${maxFailedAttempts} wrong passwords, even for the right one`, async () => {
    const users = fakeUsers([await candidate({})]);
    const service = createSignInService({ users });
    for (let attempt = 0; attempt < maxFailedAttempts; attempt += 1) {
      await service.signIn({ login: 'maria', password: 'wrong' }, now);
    }
    expect(users.rows[0]?.lockoutEnd).toEqual(new Date(now.getTime() + lockoutMs));
    expect(await service.signIn({ login: 'maria', password: 'right-password' }, now)).toEqual({
      kind: 'lockedOut',
      until: new Date(now.getTime() + lockoutMs),
    });
    const later = new Date(now.getTime() + lockoutMs + 1);
    expect(
      await service.signIn({ login: 'maria', password: 'right-password' }, later),
    ).toMatchObject({
      kind: 'signedIn',
    });
  });

  it('never locks out a user whose lockout is disabled, and resets the count on success', async () => {
    const users = fakeUsers([await candidate({ lockoutEnabled: false })]);
    const service = createSignInService({ users });
    for (let attempt = 0; attempt < maxFailedAttempts + 2; attempt += 1) {
      await service.signIn({ login: 'maria', password: 'wrong' }, now);
    }
    expect(users.rows[0]?.lockoutEnd).toBeNull();
    expect(await service.signIn({ login: 'maria', password: 'right-password' }, now)).toMatchObject(
      {
        kind: 'signedIn',
      },
    );
  });

  it('asks which tenant when the same login and password fit two tenants, and honours the choice', async () => {
    const users = fakeUsers([
      await candidate({ id: 'maria-a' }),
      await candidate({ id: 'maria-b', tenantId: 'tenant-b', tenantName: 'Borealis' }),
    ]);
    const service = createSignInService({ users });
    expect(await service.signIn({ login: 'maria', password: 'right-password' }, now)).toEqual({
      kind: 'chooseTenant',
      tenants: [
        { tenantId: 'tenant-a', tenantName: 'Atlas' },
        { tenantId: 'tenant-b', tenantName: 'Borealis' },
      ],
    });
    const chosen = await service.signIn(
      { login: 'maria', password: 'right-password', tenantId: 'tenant-b' },
      now,
    );
    expect(chosen).toMatchObject({ kind: 'signedIn', user: { userId: 'maria-b' } });
  });

  it('refuses a user without a local password (an external provider’s user)', async () => {
    const service = createSignInService({
      users: fakeUsers([{ ...(await candidate({})), passwordHash: null }]),
    });
    expect(await service.signIn({ login: 'maria', password: '' }, now)).toEqual({
      kind: 'invalid',
    });
  });
});
