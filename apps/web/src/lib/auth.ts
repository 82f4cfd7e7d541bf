import { UserManager, WebStorageStateStore } from 'oidc-client-ts';
import type { PreLogin } from '@spool/contracts';
import { userStorePrefix } from './stored-session';

/**
 * The OpenID Connect client of the browser (oidc-client-ts): code flow with
 * PKCE against the provider the server names in pre-login. The user is kept in
 * localStorage so that every tab of Spool shares one session; automatic silent
 * renewal is off (the session layer renews, one tab at a time).
 */
export function createUserManager(
  signIn: PreLogin['signIn'],
  origin: string,
  store: Storage = window.localStorage,
  secureContext: boolean = globalThis.isSecureContext ?? true,
): UserManager {
  const resource = signIn.resource ? { resource: signIn.resource } : undefined;
  return new UserManager({
    authority: signIn.authority,
    client_id: signIn.clientId,
    redirect_uri: `${origin}/oidc-callback`,
    // Signing out ends on the landing page (platform-admin section 4); Session Expired is for
    // an expired token or a sign-out in another tab.
    post_logout_redirect_uri: `${origin}/`,
    response_type: 'code',
    scope: signIn.scope,
    userStore: new WebStorageStateStore({ store, prefix: userStorePrefix }),
    automaticSilentRenew: false,
    accessTokenExpiringNotificationTimeInSeconds: signIn.renewBeforeExpirySeconds,
    loadUserInfo: false,
    // Over plain HTTP at a network address the page has no Web Crypto for PKCE; Spool's provider
    // then takes the code flow without it (embedded-issuer.ts).
    disablePKCE: !secureContext,
    // A provider that does not answer fails sign-in with a message rather than leaving it waiting.
    requestTimeoutInSeconds: 20,
    ...(resource && { extraQueryParams: resource, extraTokenParams: resource }),
  });
}
