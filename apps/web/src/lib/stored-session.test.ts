import { User } from 'oidc-client-ts';
import { describe, expect, it } from 'vitest';
import { createUserManager } from './auth';
import { hasStoredUser } from './stored-session';

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

describe('whether the browser holds a session, read without oidc-client-ts', () => {
  it('sees the user oidc-client-ts stores on sign-in, and no longer once it is removed', async () => {
    const storage = memoryStorage();
    storage.setItem('lang', 'fr');
    storage.setItem('oidc.8f3a', '{"state":"of a sign-in under way"}');
    expect(hasStoredUser(storage)).toBe(false);

    const manager = createUserManager(signIn, 'http://127.0.0.1:3000', storage);
    await manager.storeUser(
      new User({
        access_token: 'a.b.c',
        token_type: 'Bearer',
        profile: { sub: '42', iss: signIn.authority, aud: signIn.clientId, exp: 0, iat: 0 },
      }),
    );
    expect(hasStoredUser(storage)).toBe(true);

    await manager.removeUser();
    expect(hasStoredUser(storage)).toBe(false);
  });
});
