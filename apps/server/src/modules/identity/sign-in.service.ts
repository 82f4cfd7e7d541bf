import type { SignInCandidate, UsersRepository } from './users.repository.js';
import { verifyPassword } from './passwords.js';

/** After this many wrong passwords in a row, a lockout-enabled user is locked out (ABP's default). */
export const maxFailedAttempts = 5;
/** For this long (ABP's default: 5 minutes). */
export const lockoutMs = 5 * 60 * 1000;

export type SignedInUser = {
  userId: string;
  tenantId: string | null;
  userName: string;
  accountType: number | null;
};

export type SignInResult =
  | { kind: 'signedIn'; user: SignedInUser }
  /** The login and password fit users of several tenants: the person picks one. */
  | { kind: 'chooseTenant'; tenants: { tenantId: string | null; tenantName: string | null }[] }
  | { kind: 'lockedOut'; until: Date }
  | { kind: 'invalid' };

export type SignInRequest = {
  login: string;
  password: string;
  /** Restricts the sign-in to one tenant (`null`: the host), e.g. when switching tenants. */
  tenantId?: string | null | undefined;
};

/**
 * Local sign-in: finds the users named by the login across tenants, checks the
 * password of each, counts failures towards the lockout and clears them on
 * success. The same answer, `invalid`, whether the login or the password is
 * wrong, so that sign-in reveals nothing about who exists.
 */
/** What sign-in needs of the users repository, and no more. */
export type SignInUsers = Pick<
  UsersRepository,
  'findSignInCandidates' | 'recordFailedAttempt' | 'recordSignIn'
>;

export function createSignInService({ users }: { users: SignInUsers }) {
  async function check(candidate: SignInCandidate, password: string, now: Date) {
    const lockedUntil =
      candidate.lockoutEnd && candidate.lockoutEnd > now ? candidate.lockoutEnd : undefined;
    const passwordMatches =
      candidate.passwordHash !== null && (await verifyPassword(password, candidate.passwordHash));
    if (!passwordMatches && !lockedUntil && candidate.lockoutEnabled) {
      const failed = candidate.accessFailedCount + 1;
      const locks = failed >= maxFailedAttempts;
      await users.recordFailedAttempt(
        candidate.id,
        locks ? 0 : failed,
        locks ? new Date(now.getTime() + lockoutMs) : null,
      );
    }
    return { candidate, passwordMatches, lockedUntil };
  }

  return {
    async signIn(request: SignInRequest, now: Date): Promise<SignInResult> {
      let candidates = await users.findSignInCandidates(request.login);
      if (request.tenantId !== undefined) {
        candidates = candidates.filter((candidate) => candidate.tenantId === request.tenantId);
      }
      const checked = [];
      for (const candidate of candidates)
        checked.push(await check(candidate, request.password, now));

      const usable = checked.filter((entry) => entry.passwordMatches && !entry.lockedUntil);
      if (usable.length === 1 && usable[0]) {
        const { candidate } = usable[0];
        await users.recordSignIn(candidate.id, now);
        return {
          kind: 'signedIn',
          user: {
            userId: candidate.id,
            tenantId: candidate.tenantId,
            userName: candidate.userName,
            accountType: candidate.accountType,
          },
        };
      }
      if (usable.length > 1) {
        return {
          kind: 'chooseTenant',
          tenants: usable.map(({ candidate }) => ({
            tenantId: candidate.tenantId,
            tenantName: candidate.tenantName,
          })),
        };
      }
      const locked = checked.find((entry) => entry.passwordMatches && entry.lockedUntil);
      if (locked?.lockedUntil) return { kind: 'lockedOut', until: locked.lockedUntil };
      return { kind: 'invalid' };
    },
  };
}

export type SignInService = ReturnType<typeof createSignInService>;
