import type { Tx } from '../db/database.js';
import type { Principal, VerifiedToken } from './token-verifier.js';

/** Who is calling, and what it may do: what a signed-in request's checks need. */
export type Caller = {
  principal: Principal;
  /** The permissions granted to the caller (by its roles or to itself), of its side. */
  permissions: ReadonlySet<string>;
  /** The connection string of the tenant's own database, when it has one. */
  tenantDatabase: string | null;
};

/**
 * A caller's access, read in the request's own transaction. `versionRead` is the one SELECT
 * the transaction runs with its settings, in the same round trip (tenant-transaction.ts): the
 * number of changes to the users, roles, grants and database of the caller's side. What the
 * process keeps of a caller counts only while that number is the one it was read with, so a
 * revoked grant or a locked user is refused on the very next request, on every replica.
 */
export type CallerAccess = {
  versionRead(tenantId: string | undefined): string;
  /**
   * The caller of `token` as this process keeps it, when it does and may call: it counts only
   * if `current` holds for `versionRead`'s rows of the request's transaction.
   */
  kept(
    token: VerifiedToken,
  ): { caller: Caller; current(read: readonly Record<string, unknown>[]): boolean } | undefined;
  /** The caller of `token` (401 when it may no longer call); `read` is `versionRead`'s rows. */
  callerIn(tx: Tx, token: VerifiedToken, read: readonly Record<string, unknown>[]): Promise<Caller>;
  /**
   * Makes the token's caller known, in a transaction of its own that commits before the
   * request's: an external provider's new user (callerIn threw CallerNotYetKnown).
   */
  introduce(token: VerifiedToken): Promise<void>;
};

/**
 * Thrown when a kept caller turned out not to be current (its side's access changed): no
 * answer of the request's work was read; the router runs the request again, reading it.
 */
export class KeptCallerChanged extends Error {
  constructor() {
    super("the caller's access changed");
    this.name = 'KeptCallerChanged';
  }
}

/**
 * Thrown by `callerIn` before any of the request's work for a caller Spool has no user for
 * yet: the router has it introduced, then runs the request again.
 */
export class CallerNotYetKnown extends Error {
  constructor() {
    super('the caller has no Spool user yet');
    this.name = 'CallerNotYetKnown';
  }
}
