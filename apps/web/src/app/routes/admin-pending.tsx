import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { usePageTitle } from '../../lib/use-page-title';
import type { RouteHandle } from '../route-handle';

/** The administration pages' place in the app while their screens are built (issue: Administration). */
export function AdminPendingRoute() {
  const { t } = useTranslation();
  const handle = useMatches().at(-1)?.handle as RouteHandle | undefined;
  const title = handle?.titleKey ? t(handle.titleKey) : '';
  usePageTitle(title);
  return (
    <Stack spacing={2}>
      <Typography variant="h1">{title}</Typography>
      <Typography color="text.secondary">{t('admin.pending')}</Typography>
    </Stack>
  );
}
