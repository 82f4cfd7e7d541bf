import { User } from 'oidc-client-ts';
import { describe, expect, it } from 'vitest';
import { createUserManager } from './auth';
import { hasStoredUser, storedAccessToken } from './stored-session';

/** The part of the browser's localStorage that oidc-client-ts and the first page use. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}

const signIn = {
  authority: 'http://127.0.0.1:3000/oidc',
  clientId: 'spool-web',
  scope: 'openid profile offline_access',
  resource: null,
  embedded: true,
  renewBeforeExpirySeconds: 60,
};

/** A signed-in user as oidc-client-ts keeps it; its token ends at `expiresAt` (s since 1970). */
const signedInUser = (expiresAt: number) =>
  new User({
    access_token: 'a.b.c',
    token_type: 'Bearer',
    profile: { sub: '42', iss: signIn.authority, aud: signIn.clientId, exp: 0, iat: 0 },
    expires_at: expiresAt,
  });

describe('whether the browser holds a session, read without oidc-client-ts', () => {
  it('sees the user oidc-client-ts stores on sign-in, and no longer once it is removed', async () => {
    const storage = memoryStorage();
    storage.setItem('lang', 'fr');
    storage.setItem('oidc.8f3a', '{"state":"of a sign-in under way"}');
    expect(hasStoredUser(storage)).toBe(false);

    const manager = createUserManager(signIn, 'http://127.0.0.1:3000', storage);
    await manager.storeUser(signedInUser(0));
    expect(hasStoredUser(storage)).toBe(true);

    await manager.removeUser();
    expect(hasStoredUser(storage)).toBe(false);
  });

  it("reads the stored user's access token while it has more than a minute left", async () => {
    const storage = memoryStorage();
    const manager = createUserManager(signIn, 'http://127.0.0.1:3000', storage);
    expect(storedAccessToken(storage)).toBeUndefined();

    const nowMs = Date.UTC(2026, 10, 27, 9, 0, 0);
    await manager.storeUser(signedInUser(nowMs / 1000 + 300));
    expect(storedAccessToken(storage, nowMs)).toBe('a.b.c');
    // As oidc-client-ts itself sees it: the same token, not yet expired.
    expect((await manager.getUser())?.access_token).toBe('a.b.c');
    // Within a minute of its end the sign-in client renews it first: no token read here.
    expect(storedAccessToken(storage, nowMs + 241_000)).toBeUndefined();
    expect(storedAccessToken(storage, nowMs + 400_000)).toBeUndefined();
  });
});
