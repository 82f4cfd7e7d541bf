import type { Tx } from '../db/database.js';
import type { Principal, VerifiedToken } from './token-verifier.js';

/** Who did something, as the history and the audit log name them. */
export type Actor = { userId: string; userName: string | null };

/** Who is calling, and what it may do: what a signed-in request's checks need. */
export type Caller = {
  principal: Principal;
  /** The caller's id and user name, for what the request records. */
  actor: Actor;
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
  /**
   * The caller of `token` (401 when it may no longer call); `read` is `versionRead`'s rows.
   * Undefined for an external provider's person who has no Spool user yet (`introduce`).
   */
  callerIn(
    tx: Tx,
    token: VerifiedToken,
    read: readonly Record<string, unknown>[],
  ): Promise<Caller | undefined>;
  /**
   * Makes the token's caller known, in a transaction of its own that commits before the
   * request's: an external provider's new user (callerIn answered undefined).
   */
  introduce(token: VerifiedToken): Promise<void>;
};
