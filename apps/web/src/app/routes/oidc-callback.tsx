import { ErrorResponse } from 'oidc-client-ts';
import { useEffect, useRef, useState } from 'react';
import { getCurrentIdentity } from '@spool/contracts';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FullPageStatus } from '../../components/ui/full-page-status';
import { callApi } from '../../lib/api-client';
import { useSession, type CallbackStep } from '../../lib/session-context';

/** The person chose Cancel on the sign-in page: back to where they came from, no error. */
const cancelled = (error: unknown) =>
  error instanceof ErrorResponse && error.error === 'access_denied';

const stepMessages = {
  completing: 'callback.completing',
  identity: 'callback.identity',
  configuration: 'callback.configuration',
  redirecting: 'callback.redirecting',
} as const satisfies Record<CallbackStep, string>;

/**
 * /oidc-callback: completes sign-in, loads identity and configuration, then the dashboard.
 * A chunk of its own (with oidc-client-ts and the API client), loaded on the way back from
 * the sign-in page.
 */
export function OidcCallbackRoute() {
  const { completeSignIn } = useSession();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const [step, setStep] = useState<CallbackStep>('completing');
  const started = useRef(false);

  useEffect(() => {
    // The authorization code can be redeemed once only (StrictMode runs effects twice).
    if (started.current) return;
    started.current = true;
    // Each step is shown in turn, even when the next one follows at once.
    completeSignIn(
      (next) => flushSync(() => setStep(next)),
      () => callApi(getCurrentIdentity),
    ).then(
      () => void navigate('/dashboard', { replace: true }),
      (error: unknown) =>
        void navigate(cancelled(error) ? '/' : '/authentication-error', { replace: true }),
    );
  }, [completeSignIn, navigate]);

  return <FullPageStatus message={t(stepMessages[step])} />;
}
