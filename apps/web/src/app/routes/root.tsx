import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { PlainButton, PlainLinkButton } from '../../components/plain/plain';
import { FullPageStatus } from '../../components/ui/full-page-status';
import { ToastProvider } from '../../components/ui/toasts';
import { useSession } from '../../lib/session-context';
import { SessionProvider } from '../session-provider';

/** Every page: the session first; pages render once configuration has loaded (error pages at once). */
export function RootRoute() {
  return (
    <ToastProvider>
      <SessionProvider>
        <SessionGate />
      </SessionProvider>
    </ToastProvider>
  );
}

/** What the page shows while the chunks of the page opened load, before the session's own status. */
export function StartingStatus() {
  const { t } = useTranslation();
  return <FullPageStatus message={t('session.loading')} />;
}

function SessionGate() {
  const { state, retry } = useSession();
  const { t } = useTranslation();
  const { pathname } = useLocation();
  if (pathname.startsWith('/error/') || state.mode === 'ready') return <Outlet />;
  if (state.mode === 'loading') return <FullPageStatus message={t('session.loading')} />;
  if (state.mode === 'loggingOut') return <FullPageStatus message={t('session.loggingOut')} />;
  // The server could not be reached: try again here, or start over from the landing page.
  return (
    <FullPageStatus
      busy={false}
      message={t('session.error')}
      detail={t('session.configurationUnavailable')}
      actions={
        <>
          <PlainButton onClick={retry}>{t('session.retry')}</PlainButton>
          <PlainLinkButton to="/" reload variant="outlined">
            {t('errorPages.home')}
          </PlainLinkButton>
        </>
      }
    />
  );
}
