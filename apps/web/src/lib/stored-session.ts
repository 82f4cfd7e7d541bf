/**
 * What the first page needs to know of the session without oidc-client-ts (17 kB, loaded only
 * once a session exists or starts): whether this browser holds a signed-in user, and the
 * messages between the tabs of Spool.
 */

/** oidc-client-ts keeps the user in localStorage under `oidc.user:<authority>:<client id>`. */
export const userStorePrefix = 'oidc.';
const storedUserPrefix = `${userStorePrefix}user:`;

/** Whether the storage holds a signed-in user (of any provider: oidc-client-ts then checks which). */
export function hasStoredUser(storage: Pick<Storage, 'length' | 'key'> = localStorage): boolean {
  for (let index = 0; index < storage.length; index += 1) {
    if (storage.key(index)?.startsWith(storedUserPrefix)) return true;
  }
  return false;
}

/** A token this close to its end is left to the sign-in client, which renews it first. */
const tokenMarginSeconds = 60;

/**
 * The stored user's access token while it has more than a minute left (what oidc-client-ts
 * stores: `access_token`, and `expires_at` in seconds), read without oidc-client-ts so that a
 * signed-in page can ask for its configuration while that client is still loading.
 */
export function storedAccessToken(
  storage: Pick<Storage, 'length' | 'key' | 'getItem'> = localStorage,
  nowMs: number = Date.now(),
): string | undefined {
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (!key?.startsWith(storedUserPrefix)) continue;
    try {
      const user: unknown = JSON.parse(storage.getItem(key) ?? 'null');
      if (typeof user !== 'object' || user === null) return undefined;
      const { access_token: token, expires_at: expiresAt } = user as Record<string, unknown>;
      const fresh = typeof expiresAt === 'number' && expiresAt - tokenMarginSeconds > nowMs / 1000;
      return typeof token === 'string' && fresh ? token : undefined;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** Messages between tabs of the same browser (platform-admin spec, section 4). */
export type SessionMessage =
  | 'user-login-success'
  | 'silent-token-refresh-success'
  | 'logout-triggered'
  | 'activate-tenant-initialized';

export const sessionChannelName = 'spool-session';
