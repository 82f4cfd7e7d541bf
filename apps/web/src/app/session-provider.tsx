import type { User, UserManager } from 'oidc-client-ts';
import {
  startTransition,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ApplicationConfiguration, PreLogin } from '@spool/contracts';
import { configureApiClient } from '../lib/api-fetch';
import { getApplicationConfiguration, getPreLogin, takeFirstAnswers } from '../lib/public-api';
import { SessionContext, type Session, type SessionState } from '../lib/session-context';
import { hasStoredUser, sessionChannelName, type SessionMessage } from '../lib/stored-session';

/**
 * oidc-client-ts is loaded once a session exists (a user is stored) or starts (Sign in, the
 * callback, a sign-in in another tab): a first visit to the landing page does without it.
 */
const loadAuth = () => import('../lib/auth');

/** One tab renews at a time: it waits at most this long for the lock... */
const renewLockWaitMs = 500;
/** ...and holds it this long after renewing, so that other tabs pick up the new token. */
const renewLockHoldMs = 5000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A failure as the debug page shows it (technical on purpose: it is for support). */
const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The signed-in session: loads pre-login and the application configuration
 * before the first page, keeps the user's tokens fresh, and keeps every tab in
 * step through a BroadcastChannel.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const { i18n } = useTranslation();
  const [state, setState] = useState<SessionState>({ mode: 'loading' });
  const [signInError, setSignInError] = useState<string | null>(null);
  const manager = useRef<UserManager | undefined>(undefined);
  const user = useRef<User | null>(null);
  const preLogin = useRef<PreLogin | undefined>(undefined);
  const channel = useMemo(() => new BroadcastChannel(sessionChannelName), []);

  // The page's first render is the app's largest (the dashboard with its grid): as a transition,
  // React renders it in slices that leave the main thread free in between, not in one long task.
  const becomeReady = useCallback((configuration: ApplicationConfiguration) => {
    const loaded = preLogin.current;
    if (!loaded) return;
    startTransition(() =>
      setState({ mode: 'ready', preLogin: loaded, user: user.current, configuration }),
    );
  }, []);

  const loadConfiguration = useCallback(async () => {
    const configuration = await getApplicationConfiguration();
    becomeReady(configuration);
    return configuration;
  }, [becomeReady]);

  /** Token expired, signed out elsewhere: forget the user, show Session Expired. */
  const endSession = useCallback(
    async (target: '/session-expired' | '/authentication-error' = '/session-expired') => {
      await manager.current?.removeUser();
      user.current = null;
      // Leave the signed-in page first: the shell would otherwise send a signed-out user to "/".
      await navigate(target);
      await loadConfiguration().catch(() => undefined);
    },
    [loadConfiguration, navigate],
  );

  const renew = useCallback(async () => {
    const current = manager.current;
    if (!current) return;
    // Web Locks exist only in a secure context: over plain HTTP on a network, each tab renews alone.
    const locks = (navigator as Partial<Navigator>).locks;
    const withLock = (work: () => Promise<void>) =>
      locks
        ? locks.request(
            'spool-token-renewal',
            { signal: AbortSignal.timeout(renewLockWaitMs) },
            work,
          )
        : work();
    try {
      await withLock(async () => {
        const stored = await current.getUser();
        // Another tab renewed while this one waited: take its token.
        if (
          stored &&
          !stored.expired &&
          (stored.expires_in ?? 0) > (preLogin.current?.signIn.renewBeforeExpirySeconds ?? 60)
        ) {
          user.current = stored;
          return;
        }
        user.current = await current.signinSilent();
        channel.postMessage('silent-token-refresh-success' satisfies SessionMessage);
        if (locks) await sleep(renewLockHoldMs);
      });
    } catch (error) {
      // The lock is held: another tab is renewing (its message brings the new token). Taking the
      // stored user re-arms the expiry timers: on a token still about to expire, a retry in 1 s.
      if (error instanceof DOMException && ['TimeoutError', 'AbortError'].includes(error.name)) {
        user.current = await current.getUser();
        return;
      }
      throw error;
    }
  }, [channel]);

  useEffect(() => {
    configureApiClient({
      accessToken: () => user.current?.access_token,
      language: () => i18n.language,
      onUnauthorized: () => void endSession(),
    });
  }, [endSession, i18n]);

  /** This attempt's user manager, created once: with its renewal and expiry handlers. */
  const managerLoad = useRef<Promise<UserManager> | undefined>(undefined);
  const ensureManager = useCallback(async (): Promise<UserManager | undefined> => {
    const signIn = preLogin.current?.signIn;
    if (!signIn) return undefined;
    managerLoad.current ??= loadAuth().then(({ createUserManager }) => {
      const created = createUserManager(signIn, window.location.origin);
      created.events.addAccessTokenExpiring(() => {
        void renew().catch((error: unknown) => {
          setSignInError(describe(error));
          return endSession('/authentication-error');
        });
      });
      created.events.addAccessTokenExpired(() => void endSession());
      manager.current = created;
      return created;
    });
    return managerLoad.current;
  }, [renew, endSession]);

  // Each attempt to start the session (the first with the page, then each retry).
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    const start = async () => {
      try {
        const first = takeFirstAnswers();
        preLogin.current = await (first?.preLogin ?? getPreLogin());
        managerLoad.current = undefined;
        manager.current = undefined;
        let stored: User | null = null;
        const created = hasStoredUser() ? await ensureManager() : undefined;
        if (created) {
          stored = await created.getUser();
          if (stored?.expired) {
            stored = stored.refresh_token ? await created.signinSilent().catch(() => null) : null;
            if (!stored) await created.removeUser();
          }
        }
        user.current = stored;
        if (window.location.pathname.startsWith('/error/')) return;
        // Asked as the page started, with this user's token (or none): taken unless it failed
        // (a refused token then ends the session as any call's would).
        const early =
          first && first.accessToken === (stored?.access_token ?? null)
            ? await first.configuration.catch(() => undefined)
            : undefined;
        if (early) becomeReady(early);
        else await loadConfiguration();
      } catch (error) {
        if (!cancelled) {
          setSignInError(describe(error));
          setState({ mode: 'error' });
        }
      }
    };
    void start();
    return () => {
      cancelled = true;
    };
    // Runs with the page, and again on each retry.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);

  useEffect(() => {
    const onMessage = (event: MessageEvent<SessionMessage>) => {
      if (!preLogin.current) return;
      switch (event.data) {
        case 'user-login-success':
          void ensureManager()
            .then((current) => current?.getUser() ?? null)
            .then((stored) => {
              user.current = stored;
              return loadConfiguration();
            });
          break;
        case 'silent-token-refresh-success':
          void ensureManager()
            .then((current) => current?.getUser() ?? null)
            .then((stored) => {
              user.current = stored;
            });
          break;
        case 'logout-triggered':
        case 'activate-tenant-initialized':
          void endSession();
          break;
      }
    };
    channel.addEventListener('message', onMessage);
    return () => channel.removeEventListener('message', onMessage);
  }, [channel, endSession, ensureManager, loadConfiguration]);

  const session = useMemo<Session>(
    () => ({
      state,
      signInError,
      async signIn(options = {}) {
        const current = await ensureManager();
        if (!current || !preLogin.current) return;
        await current.signinRedirect({
          // Refresh tokens (offline access) need prompt=consent; Spool's own provider grants it silently.
          ...(preLogin.current.signIn.embedded && {
            prompt: options.tenant ? 'login consent' : 'consent',
          }),
          ui_locales: i18n.language,
          extraQueryParams: {
            ...(preLogin.current.signIn.resource && { resource: preLogin.current.signIn.resource }),
            ...(options.tenant && { tenant: options.tenant }),
            ...(options.organisation && { organisation: options.organisation }),
            ...(options.accountType && { account_type: options.accountType }),
          },
        });
      },
      async completeSignIn(onStep, loadIdentity) {
        const current = await ensureManager();
        if (!current) throw new Error('sign-in is not configured');
        try {
          onStep('completing');
          user.current = await current.signinRedirectCallback();
          onStep('identity');
          user.current = (await current.getUser()) ?? user.current;
          await loadIdentity();
          onStep('configuration');
          await loadConfiguration();
        } catch (error) {
          setSignInError(describe(error));
          throw error;
        }
        channel.postMessage('user-login-success' satisfies SessionMessage);
        onStep('redirecting');
      },
      async signOut() {
        const current = manager.current;
        if (!current) return;
        setState({ mode: 'loggingOut' });
        channel.postMessage('logout-triggered' satisfies SessionMessage);
        const idToken = user.current?.id_token;
        await current.removeUser();
        user.current = null;
        try {
          await current.signoutRedirect(idToken ? { id_token_hint: idToken } : {});
        } catch {
          void navigate('/authentication-error');
        }
      },
      async reloadConfiguration() {
        await loadConfiguration();
      },
      retry() {
        setState({ mode: 'loading' });
        setAttempt((count) => count + 1);
      },
      async activateTenant(organisationId, tenantId, accountType) {
        channel.postMessage('activate-tenant-initialized' satisfies SessionMessage);
        await manager.current?.removeUser();
        user.current = null;
        await session.signIn({
          tenant: tenantId,
          organisation: organisationId,
          ...(accountType && { accountType }),
        });
      },
    }),
    [state, signInError, channel, i18n, ensureManager, loadConfiguration, navigate],
  );

  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
