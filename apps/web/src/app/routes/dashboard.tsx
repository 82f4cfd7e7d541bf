import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Permissions } from '@spool/contracts';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useToast } from '../../components/ui/toasts';
import { StyleDashboard } from '../../features/style-dashboard/components/style-dashboard';
import { StyleWindowFromUrl } from '../../features/style-editor';
import { StyleImport } from '../../features/style-import/components/style-import';
import { isGranted, useReadySession } from '../../lib/session-context';
import { usePageTitle } from '../../lib/use-page-title';

const knownErrors = {
  insufficientPermissions: 'guard.insufficientPermissions',
  featureDisabled: 'guard.featureDisabled',
  tenantOnly: 'guard.tenantOnly',
} as const;

/**
 * /dashboard: where sign-in lands. An `error` query parameter becomes a toast, then goes away.
 * With the Styles permission: the tiles, the chart and the styles grid, and the style window
 * over them, opened by the `style` query parameter (`new` or a style's id), which Add Style,
 * the grid and the header search set. Above them, for those who may import styles, the drop
 * area of the spreadsheet import.
 */
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

  const openStyle = useCallback(
    (style: number | 'new') =>
      setSearchParams((current) => {
        current.set('style', String(style));
        return current;
      }),
    [setSearchParams],
  );

  const user = state.configuration.currentUser;
  const canSeeStyles = isGranted(state.configuration, Permissions.Styles);
  return (
    <Stack spacing={3}>
      <div>
        <Typography variant="h1">{t('dashboard.title')}</Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {t('dashboard.welcome', { name: user.name ?? user.userName ?? '' })}
        </Typography>
      </div>
      {canSeeStyles ? (
        <>
          <StyleImport />
          <StyleDashboard onOpenStyle={openStyle} />
          <StyleWindowFromUrl />
        </>
      ) : (
        <Alert severity="warning" sx={{ maxWidth: 960 }}>
          {t('dashboard.insufficientAccess')}
        </Alert>
      )}
    </Stack>
  );
}
