import { useTranslation } from 'react-i18next';
import { PlainButton } from '../../components/plain/plain';
import { useSession } from '../../lib/session-context';
import { ErrorPage } from './error-page';
import { SignInFailedNotice, useSignInStart } from './sign-in-notices';

export function UnauthorizedRoute() {
  const { t } = useTranslation();
  return (
    <ErrorPage
      code="401"
      title={t('errorPages.unauthorizedTitle')}
      text={t('errorPages.unauthorizedText')}
    />
  );
}

export function InternalErrorRoute() {
  const { t } = useTranslation();
  return <ErrorPage title={t('errorPages.internalTitle')} text={t('errorPages.internalText')} />;
}

export function AuthenticationErrorRoute() {
  const { t } = useTranslation();
  return (
    <ErrorPage
      title={t('errorPages.authenticationTitle')}
      text={t('errorPages.authenticationText')}
    />
  );
}

export function SessionExpiredRoute() {
  const { t } = useTranslation();
  const { state } = useSession();
  const signIn = useSignInStart();
  return (
    <ErrorPage
      title={t('errorPages.sessionExpiredTitle')}
      text={t('errorPages.sessionExpiredText')}
      actions={
        <>
          <PlainButton onClick={() => void signIn.start()}>
            {t('errorPages.signInAgain')}
          </PlainButton>
          {signIn.failed && state.mode === 'ready' && (
            <SignInFailedNotice signIn={state.preLogin.signIn} />
          )}
        </>
      }
    />
  );
}
