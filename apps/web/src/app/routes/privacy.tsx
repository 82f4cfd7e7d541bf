import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../lib/use-page-title';

export function PrivacyRoute() {
  const { t } = useTranslation();
  usePageTitle(t('privacy.title'));
  return (
    <Stack spacing={2} sx={{ maxWidth: 640 }}>
      <Typography variant="h1">{t('privacy.title')}</Typography>
      <Typography color="text.secondary">{t('privacy.text')}</Typography>
    </Stack>
  );
}
