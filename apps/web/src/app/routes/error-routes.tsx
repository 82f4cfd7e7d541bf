import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/session-context';
import { ErrorPage } from './error-page';

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
  const { signIn } = useSession();
  return (
    <ErrorPage
      title={t('errorPages.sessionExpiredTitle')}
      text={t('errorPages.sessionExpiredText')}
      actions={
        <Button variant="contained" onClick={() => void signIn()}>
          {t('errorPages.signInAgain')}
        </Button>
      }
    />
  );
}
