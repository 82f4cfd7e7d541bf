import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Permissions } from '@spool/contracts';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useToast } from '../../components/ui/toasts';
import { FirstStartPanel } from '../../features/first-start/components/first-start-panel';
import { PlanPurchaseButton } from '../../features/purchase-plans/components/plan-purchase-button';
import { StyleDashboard } from '../../features/style-dashboard/components/style-dashboard';
import { StyleImport } from '../../features/style-import/components/style-import';
import { isGranted, useReadySession } from '../../lib/session-context';
import { usePageTitle } from '../../lib/use-page-title';

/**
 * The style window is a chunk of its own, loaded when a style is first opened (and then kept, so
 * that it closes and opens again at once): the dashboard shows without it.
 */
const StyleWindowFromUrl = lazy(async () => ({
  default: (await import('../../features/style-editor')).StyleWindowFromUrl,
}));

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
 * area of the spreadsheet import. A tenant without styles sees, for those who may create them,
 * the first start's three ways to begin instead of an empty grid; its import choice
 * opens the same import.
 */
export function DashboardRoute() {
  const { t } = useTranslation();
  const { state } = useReadySession();
  const toast = useToast();
  const [searchParams, setSearchParams] = useSearchParams();
  usePageTitle(t('dashboard.title'));

  const error = searchParams.get('error');
  const [styleWindowOpened, setStyleWindowOpened] = useState(false);
  if (!styleWindowOpened && searchParams.has('style')) setStyleWindowOpened(true);

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

  // Where the first start places the import's buttons (rendered by the import itself).
  const [importChoice, setImportChoice] = useState<HTMLElement | null>(null);

  const user = state.configuration.currentUser;
  const granted = (policy: string) => isGranted(state.configuration, policy);
  const canSeeStyles = granted(Permissions.Styles);
  const canCreate = granted(Permissions.StylesCreate);
  const canImport = canCreate && granted(Permissions.Import);
  const canPlan = granted(Permissions.PurchasePlansCreate);
  const planPurchase = useCallback(
    (selected: readonly { id: number; name: string }[]) => <PlanPurchaseButton styles={selected} />,
    [],
  );
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
          <StyleImport choiceTarget={importChoice} />
          <StyleDashboard
            onOpenStyle={openStyle}
            selectionActions={canPlan ? planPurchase : undefined}
            whenEmpty={
              canCreate ? (
                <FirstStartPanel
                  onCreate={() => openStyle('new')}
                  onSampleAdded={openStyle}
                  importActions={canImport ? setImportChoice : undefined}
                />
              ) : undefined
            }
          />
          {styleWindowOpened && (
            <Suspense fallback={null}>
              <StyleWindowFromUrl />
            </Suspense>
          )}
        </>
      ) : (
        <Alert severity="warning" sx={{ maxWidth: 960 }}>
          {t('dashboard.insufficientAccess')}
        </Alert>
      )}
    </Stack>
  );
}
