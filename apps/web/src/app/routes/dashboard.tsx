import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Permissions } from '@spool/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useToast } from '../../components/ui/toasts';
import { isGranted, useReadySession } from '../../lib/session-context';
import { usePageTitle } from '../../lib/use-page-title';

const knownErrors = {
  insufficientPermissions: 'guard.insufficientPermissions',
  featureDisabled: 'guard.featureDisabled',
} as const;

/** /dashboard: where sign-in lands. An `error` query parameter becomes a toast, then goes away. */
export function DashboardRoute() {
  const { t } = useTranslation();
  const { state } = useReadySession();
  const toast = useToast();
  const [searchParams, setSearchParams] = useSearchParams();
  usePageTitle(t('dashboard.title'));

  const error = searchParams.get('error');
  useEffect(() => {
    if (error === null) return;
    toast.error(error in knownErrors ? t(knownErrors[error as keyof typeof knownErrors]) : error);
    setSearchParams(
      (current) => {
        current.delete('error');
        return current;
      },
      { replace: true },
    );
  }, [error, setSearchParams, t, toast]);

  const user = state.configuration.currentUser;
  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }}>
      <Typography variant="h1">{t('dashboard.title')}</Typography>
      <Typography color="text.secondary">
        {t('dashboard.welcome', { name: user.name ?? user.userName ?? '' })}
      </Typography>
      {isGranted(state.configuration, Permissions.Styles) ? (
        <Typography color="text.secondary">{t('dashboard.stylesComing')}</Typography>
      ) : (
        <Alert severity="warning">{t('dashboard.insufficientAccess')}</Alert>
      )}
    </Stack>
  );
}
