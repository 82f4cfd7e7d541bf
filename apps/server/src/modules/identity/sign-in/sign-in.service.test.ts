import { describe, expect, it } from 'vitest';
import { hashPassword } from '../users/passwords.js';
import {
  createSignInService,
  lockoutMs,
  maxFailedAttempts,
  type LoginThrottle,
  type SignInThrottle,
  type SignInUnitOfWork,
  type SignInUsers,
} from './sign-in.service.js';
import type { SignInCandidate } from '../users/users.repository.js';

const now = new Date('2026-11-20T10:00:00Z');
const rightPassword = 'right-password';
const hash = await hashPassword(rightPassword);

function candidate(overrides: Partial<SignInCandidate>): SignInCandidate {
  return {
    id: 'user-1',
    tenantId: 'tenant-a',
    tenantName: 'Atlas',
    userName: 'maria',
    email: 'maria@atlas.test',
    name: 'Maria',
    surname: null,
    accountType: null,
    isActive: true,
    passwordHash: hash,
    lockoutEnabled: true,
    lockoutEnd: null,
    accessFailedCount: 0,
    ...overrides,
  };
}

/** In-memory users and attempt counts that behave as the repositories' statements do. */
function fakeStore(rows: SignInCandidate[]) {
  const attempts = new Map<string, { attempts: number; windowStart: Date }>();
  const users: SignInUsers = {
    findSignInCandidates: (login, scope) =>
      Promise.resolve(
        rows.filter((row) => {
          const key = login.trim().toLowerCase();
          const named = row.userName.toLowerCase() === key || row.email.toLowerCase() === key;
          const side =
            scope === undefined ||
            ('tenantName' in scope
              ? row.tenantName?.toLowerCase() === scope.tenantName.toLowerCase()
              : row.tenantId === scope.tenantId);
          return row.isActive && named && side;
        }),
      ),
    reserveSignInAttempt: (id, at, lockout) => {
      const row = rows.find((r) => r.id === id);
      if (!row || (row.lockoutEnabled && row.lockoutEnd && row.lockoutEnd > at)) {
        return Promise.resolve(false);
      }
      const reaches = row.lockoutEnabled && row.accessFailedCount + 1 >= lockout.maxFailedAttempts;
      row.accessFailedCount = reaches ? 0 : row.accessFailedCount + 1;
      if (reaches) row.lockoutEnd = new Date(at.getTime() + lockout.lockoutMs);
      return Promise.resolve(true);
    },
    recordSignIn: (id) => {
      Object.assign(rows.find((r) => r.id === id) ?? {}, {
        accessFailedCount: 0,
        lockoutEnd: null,
      });
      return Promise.resolve();
    },
  };
  const throttle: SignInThrottle = {
    countAttempt: (loginKey, at, windowMs) => {
      const current = attempts.get(loginKey);
      const next =
        !current || current.windowStart.getTime() <= at.getTime() - windowMs
          ? { attempts: 1, windowStart: at }
          : { ...current, attempts: current.attempts + 1 };
      attempts.set(loginKey, next);
      return Promise.resolve(next);
    },
    clear: (loginKey) => {
      attempts.delete(loginKey);
      return Promise.resolve();
    },
  };
  const transaction: SignInUnitOfWork = (work) => work({ users, throttle });
  return { rows, transaction };
}

function service(rows: SignInCandidate[], throttle?: LoginThrottle) {
  const store = fakeStore(rows);
  const signInService = createSignInService({ transaction: store.transaction, throttle });
  return {
    store,
    signIn: (...args: Parameters<typeof signInService.signIn>) => signInService.signIn(...args),
  };
}

describe('local sign-in', () => {
  it('signs in by user name or e-mail, ignoring case, with the right password', async () => {
    const { signIn } = service([candidate({})]);
    for (const login of ['maria', 'MARIA', ' maria@atlas.test ']) {
      expect(await signIn({ login, password: rightPassword }, now)).toMatchObject({
        kind: 'signedIn',
        user: { userId: 'user-1', tenantId: 'tenant-a' },
      });
    }
  });

  it('answers the same for an unknown login, a wrong password and an external user', async () => {
    const { signIn } = service([
      candidate({}),
      candidate({ id: 'ext', userName: 'ext', email: 'ext@atlas.test', passwordHash: null }),
    ]);
    expect(await signIn({ login: 'nobody', password: 'x' }, now)).toEqual({ kind: 'invalid' });
    expect(await signIn({ login: 'maria', password: 'x' }, now)).toEqual({ kind: 'invalid' });
    expect(await signIn({ login: 'ext', password: '' }, now)).toEqual({ kind: 'invalid' });
  });

  it(`locks the user out for 5 minutes after ${maxFailedAttempts} wrong passwords, answering a right one as a wrong one`, async () => {
    const { signIn, store } = service([candidate({})]);
    for (let attempt = 0; attempt < maxFailedAttempts; attempt += 1) {
      expect(await signIn({ login: 'maria', password: 'wrong' }, now)).toEqual({ kind: 'invalid' });
    }
    expect(store.rows[0]?.lockoutEnd).toEqual(new Date(now.getTime() + lockoutMs));
    expect(await signIn({ login: 'maria', password: rightPassword }, now)).toEqual({
      kind: 'invalid',
    });
    const later = new Date(now.getTime() + lockoutMs + 1);
    expect(await signIn({ login: 'maria', password: rightPassword }, later)).toMatchObject({
      kind: 'signedIn',
    });
  });

  it('counts parallel wrong passwords one by one, so no more than the allowed guesses are checked', async () => {
    const { signIn, store } = service([candidate({})], { attempts: 100, windowMs: 60_000 });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => signIn({ login: 'maria', password: 'wrong' }, now)),
    );
    expect(answers.every((answer) => answer.kind === 'invalid')).toBe(true);
    expect(store.rows[0]?.lockoutEnd).toEqual(new Date(now.getTime() + lockoutMs));
    expect((await signIn({ login: 'maria', password: rightPassword }, now)).kind).toBe('invalid');
  });

  it('never locks out a user whose lockout is disabled, and resets the count on success', async () => {
    const { signIn, store } = service([candidate({ lockoutEnabled: false })], {
      attempts: 100,
      windowMs: 60_000,
    });
    for (let attempt = 0; attempt < maxFailedAttempts + 2; attempt += 1) {
      await signIn({ login: 'maria', password: 'wrong' }, now);
    }
    expect(store.rows[0]?.lockoutEnd).toBeNull();
    expect(await signIn({ login: 'maria', password: rightPassword }, now)).toMatchObject({
      kind: 'signedIn',
    });
    expect(store.rows[0]?.accessFailedCount).toBe(0);
  });

  it('without an organisation, a login several tenants share names no account: invalid, and nobody’s count moves', async () => {
    const { signIn, store } = service([
      candidate({ id: 'maria-a' }),
      candidate({ id: 'maria-b', tenantId: 'tenant-b', tenantName: 'Borealis' }),
    ]);
    expect(await signIn({ login: 'maria', password: rightPassword }, now)).toEqual({
      kind: 'invalid',
    });
    expect(store.rows.every((row) => row.accessFailedCount === 0)).toBe(true);

    const named = await signIn(
      { login: 'maria', password: rightPassword, scope: { tenantName: 'BOREALIS' } },
      now,
    );
    expect(named).toMatchObject({ kind: 'signedIn', user: { userId: 'maria-b' } });
    const unknown = await signIn(
      { login: 'maria', password: rightPassword, scope: { tenantName: 'Nowhere' } },
      now,
    );
    expect(unknown).toEqual({ kind: 'invalid' });
  });

  it('without an organisation, a login the host has names the host’s account', async () => {
    const { signIn } = service([
      candidate({ id: 'maria-a' }),
      candidate({ id: 'maria-b', tenantId: 'tenant-b', tenantName: 'Borealis' }),
      candidate({ id: 'maria-host', tenantId: null, tenantName: null }),
    ]);
    expect(await signIn({ login: 'maria', password: rightPassword }, now)).toMatchObject({
      kind: 'signedIn',
      user: { userId: 'maria-host' },
    });
    const atlas = await signIn(
      { login: 'maria', password: rightPassword, scope: { tenantName: 'atlas' } },
      now,
    );
    expect(atlas).toMatchObject({ kind: 'signedIn', user: { userId: 'maria-a' } });
  });

  it('attempts that name no account never throttle or lock one that exists', async () => {
    const { signIn, store } = service(
      [
        candidate({ id: 'admin-a', userName: 'admin', email: 'admin@atlas.test' }),
        candidate({
          id: 'admin-b',
          userName: 'admin',
          email: 'admin@borealis.test',
          tenantId: 'tenant-b',
          tenantName: 'Borealis',
        }),
      ],
      { attempts: 10, windowMs: 10 * 60_000 },
    );
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const answer = await signIn({ login: 'admin', password: `guess-${attempt}` }, now);
      expect(['invalid', 'throttled']).toContain(answer.kind);
    }
    expect(store.rows.every((row) => row.accessFailedCount === 0 && row.lockoutEnd === null)).toBe(
      true,
    );
    for (const tenantName of ['Atlas', 'Borealis']) {
      expect(
        await signIn({ login: 'admin', password: rightPassword, scope: { tenantName } }, now),
      ).toMatchObject({ kind: 'signedIn' });
    }
  });

  it('prefers a user name over another user’s e-mail within one tenant', async () => {
    const { signIn } = service([
      candidate({ id: 'by-email', userName: 'ana', email: 'maria' }),
      candidate({ id: 'by-name' }),
    ]);
    expect(await signIn({ login: 'maria', password: rightPassword }, now)).toMatchObject({
      kind: 'signedIn',
      user: { userId: 'by-name' },
    });
  });

  it('throttles an account, or a name that opens none, after its allowed attempts until its window ends', async () => {
    const { signIn } = service([candidate({ lockoutEnabled: false })], {
      attempts: 3,
      windowMs: 10 * 60_000,
    });
    for (const login of ['maria', 'nobody']) {
      for (let attempt = 0; attempt < 3; attempt += 1) {
        expect((await signIn({ login, password: 'wrong' }, now)).kind).toBe('invalid');
      }
      expect(await signIn({ login, password: rightPassword }, now)).toEqual({
        kind: 'throttled',
        retryAfterSeconds: 600,
      });
    }
    const later = new Date(now.getTime() + 10 * 60_000);
    expect((await signIn({ login: 'maria', password: rightPassword }, later)).kind).toBe(
      'signedIn',
    );
  });
});
