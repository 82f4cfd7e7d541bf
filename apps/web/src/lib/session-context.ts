import { createContext, useContext } from 'react';
import type { User } from 'oidc-client-ts';
import type { ApplicationConfiguration, PreLogin } from '@spool/contracts';

/** App modes (platform-admin spec, section 4). */
export type SessionState =
  | { mode: 'loading' }
  | { mode: 'error' }
  | { mode: 'loggingOut' }
  | {
      mode: 'ready';
      preLogin: PreLogin;
      user: User | null;
      configuration: ApplicationConfiguration;
    };

export type CallbackStep = 'completing' | 'identity' | 'configuration' | 'redirecting';

export type Session = {
  state: SessionState;
  /** The last sign-in or renewal failure of this page's session, for the debug page. */
  signInError: string | null;
  /** Starts sign-in at the provider; optionally for a given tenant (tenant activation). */
  signIn: (options?: {
    tenant?: string;
    organisation?: string;
    accountType?: string;
  }) => Promise<void>;
  /**
   * Finishes sign-in on /oidc-callback, reporting each step; `loadIdentity` is the identity
   * step's call (the callback page brings the API client, which the first page does without).
   */
  completeSignIn: (
    onStep: (step: CallbackStep) => void,
    loadIdentity: () => Promise<unknown>,
  ) => Promise<void>;
  signOut: () => Promise<void>;
  /**
   * Reads the application configuration again (granted policies, features), after an
   * administrator changed what may be their own grants, so that menus follow at once.
   */
  reloadConfiguration: () => Promise<void>;
  /** Starts the session again after its start failed (the server could not be reached). */
  retry: () => void;
  /** Signs in again for another tenant of the same organisation. */
  activateTenant: (organisationId: string, tenantId: string, accountType?: string) => Promise<void>;
};

export const SessionContext = createContext<Session | undefined>(undefined);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession needs the SessionProvider');
  return session;
}

/** The ready state, for components that only render once configuration has loaded. */
export function useReadySession() {
  const session = useSession();
  if (session.state.mode !== 'ready') throw new Error('the session is not ready');
  return { ...session, state: session.state };
}

/** Whether the signed-in user holds the policy (hides UI only; the server always checks). */
export function isGranted(configuration: ApplicationConfiguration, policy: string): boolean {
  return configuration.auth.grantedPolicies[policy] === true;
}
