import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { NotificationsList } from '../../features/usage/components/notifications-list';
import { usePageTitle } from '../../lib/use-page-title';

/** The account menu's Notifications: the tenant's recent imports and tension setting changes. */
export function NotificationsRoute() {
  const { t } = useTranslation();
  usePageTitle(t('notifications.title'));
  return (
    <Stack spacing={2} sx={{ maxWidth: 800 }}>
      <Typography variant="h1">{t('notifications.title')}</Typography>
      <Typography color="text.secondary">{t('notifications.intro')}</Typography>
      <NotificationsList />
    </Stack>
  );
}
