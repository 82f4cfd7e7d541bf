import type { Database } from '../../../platform/db/database.js';
import { inSignInTransaction } from '../../../platform/db/tenant-transaction.js';
import { generatePassword, hashPassword, verifyPassword } from '../users/passwords.js';
import {
  createSignInThrottleRepository,
  type SignInThrottleRepository,
} from './sign-in-throttle.repository.js';
import {
  createUsersRepository,
  type SignInCandidate,
  type SignInScope,
  type UsersRepository,
} from '../users/users.repository.js';

/** After this many wrong passwords in a row, a lockout-enabled user is locked out (ABP's default). */
export const maxFailedAttempts = 5;
/** For this long (ABP's default: 5 minutes). */
export const lockoutMs = 5 * 60 * 1000;

/**
 * Attempts one account may be tried in a window, and likewise one name that opens no account
 * (unknown, or shared by several organisations and typed without one): those count apart, so
 * that no attempt naming no account can throttle one that exists.
 */
export type LoginThrottle = { attempts: number; windowMs: number };
export const defaultLoginThrottle: LoginThrottle = { attempts: 10, windowMs: 10 * 60 * 1000 };

export type SignedInUser = {
  userId: string;
  tenantId: string | null;
  userName: string;
  accountType: number | null;
};

export type SignInResult =
  | { kind: 'signedIn'; user: SignedInUser }
  /** Too many attempts for this account (or name): try again after `retryAfterSeconds`. */
  | { kind: 'throttled'; retryAfterSeconds: number }
  /**
   * Every other failure, alike: unknown login, a login several organisations share typed
   * without one, wrong password, locked or deactivated account, unknown organisation.
   * Sign-in reveals nothing more.
   */
  | { kind: 'invalid' };

export type SignInRequest = {
  login: string;
  password: string;
  /**
   * The one side to look in: a tenant by id (switching tenants) or by the name
   * the person typed, or the host (`tenantId: null`). Undefined (no organisation
   * typed): the host's account of that login, else the one account of the whole
   * installation that it names.
   */
  scope?: SignInScope | undefined;
};

/** What sign-in needs of the users repository, and no more. */
export type SignInUsers = Pick<
  UsersRepository,
  'findSignInCandidates' | 'reserveSignInAttempt' | 'recordSignIn'
>;
export type SignInThrottle = Pick<SignInThrottleRepository, 'countAttempt' | 'clear'>;

/** Runs `work` in one short transaction of the sign-in role. */
export type SignInUnitOfWork = <T>(
  work: (repositories: { users: SignInUsers; throttle: SignInThrottle }) => Promise<T>,
) => Promise<T>;

type Attempt =
  | { kind: 'done'; result: SignInResult }
  | { kind: 'check'; candidate: SignInCandidate | undefined };

/**
 * Local sign-in. A sign-in names one account: the login in the organisation the person typed,
 * or without one the host's account of that login, else the only account in the installation
 * it names. The attempt counts against that account (or, naming none, against the name as
 * typed, apart from every account) and, before the password is checked, against the account's
 * lockout, so that parallel guesses lock it as sequential ones do. The password hash is checked
 * outside any transaction, and an attempt that names no account, or a locked one, checks a
 * dummy hash, so that every failure takes the same work and gets the same answer.
 */
export function createSignInService({
  transaction,
  throttle = defaultLoginThrottle,
}: {
  transaction: SignInUnitOfWork;
  throttle?: LoginThrottle | undefined;
}) {
  // A hash of a random password with the real parameters: checking it costs what checking a user's does.
  let dummyHash: Promise<string> | undefined;
  const unknownAccountHash = () => (dummyHash ??= hashPassword(generatePassword()));
  void unknownAccountHash();

  const begin = (request: SignInRequest, loginKey: string, now: Date) =>
    transaction<Attempt>(async ({ users, throttle: counts }) => {
      const candidates = await users.findSignInCandidates(request.login, request.scope);
      const candidate = pickAccount(candidates, loginKey);
      const counted = await counts.countAttempt(
        candidate ? accountThrottleKey(candidate.id) : nameThrottleKey(request.scope, loginKey),
        now,
        throttle.windowMs,
      );
      if (counted.attempts > throttle.attempts) {
        const endsAt = counted.windowStart.getTime() + throttle.windowMs;
        const retryAfterSeconds = Math.max(1, Math.ceil((endsAt - now.getTime()) / 1000));
        return { kind: 'done', result: { kind: 'throttled', retryAfterSeconds } };
      }
      if (!candidate?.passwordHash) return { kind: 'check', candidate: undefined };
      const mayTry = await users.reserveSignInAttempt(candidate.id, now, {
        maxFailedAttempts,
        lockoutMs,
      });
      return { kind: 'check', candidate: mayTry ? candidate : undefined };
    });

  return {
    async signIn(request: SignInRequest, now: Date): Promise<SignInResult> {
      const loginKey = request.login.trim().toLowerCase();
      const attempt = await begin(request, loginKey, now);
      if (attempt.kind === 'done') return attempt.result;

      const { candidate } = attempt;
      const matches = await verifyPassword(
        request.password,
        candidate?.passwordHash ?? (await unknownAccountHash()),
      );
      if (!candidate || !matches) return { kind: 'invalid' };

      await transaction(async ({ users, throttle: counts }) => {
        await users.recordSignIn(candidate.id, now);
        await counts.clear(accountThrottleKey(candidate.id));
      });
      return {
        kind: 'signedIn',
        user: {
          userId: candidate.id,
          tenantId: candidate.tenantId,
          userName: candidate.userName,
          accountType: candidate.accountType,
        },
      };
    },
  };
}

const accountThrottleKey = (accountId: string) => `account:${accountId}`;

/** A name that opens no account, with the organisation it was typed with. */
function nameThrottleKey(scope: SignInScope | undefined, loginKey: string): string {
  const side =
    scope === undefined
      ? ''
      : 'tenantName' in scope
        ? `name:${scope.tenantName.trim().toLowerCase()}`
        : `id:${scope.tenantId ?? 'host'}`;
  return `login:${side}/${loginKey}`;
}

/**
 * The one account a login names among the candidates (the host's first): within one side a
 * user name wins over another user's e-mail; a login that several tenants share, with no host
 * account of that login, names none.
 */
function pickAccount(
  candidates: readonly SignInCandidate[],
  loginKey: string,
): SignInCandidate | undefined {
  const host = candidates.filter((candidate) => candidate.tenantId === null);
  const side = host.length > 0 ? host : candidates;
  if (new Set(side.map((candidate) => candidate.tenantId)).size > 1) return undefined;
  if (side.length <= 1) return side[0];
  return side.find((candidate) => candidate.userName.toLowerCase() === loginKey);
}

export type SignInService = ReturnType<typeof createSignInService>;

/** Sign-in on the database: each step in a transaction of the sign-in role. */
export function createDatabaseSignIn(
  database: Database,
  options: { throttle?: LoginThrottle | undefined } = {},
): SignInService {
  return createSignInService({
    throttle: options.throttle,
    transaction: (work) =>
      inSignInTransaction(database, (tx) =>
        work({
          users: createUsersRepository(tx),
          throttle: createSignInThrottleRepository(tx),
        }),
      ),
  });
}
