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

/** Messages between tabs of the same browser (platform-admin spec, section 4). */
export type SessionMessage =
  | 'user-login-success'
  | 'silent-token-refresh-success'
  | 'logout-triggered'
  | 'activate-tenant-initialized';

export const sessionChannelName = 'spool-session';
