import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { usePageTitle } from '../../lib/use-page-title';

export function PrivacyRoute() {
  const { t } = useTranslation();
  usePageTitle(t('privacy.title'));
  return (
    <Stack spacing={2} sx={{ maxWidth: 640 }}>
      <Typography variant="h1">{t('privacy.title')}</Typography>
      <Typography color="text.secondary">{t('privacy.text')}</Typography>
      <Button component={RouterLink} to="/" variant="outlined" sx={{ alignSelf: 'flex-start' }}>
        {t('errorPages.home')}
      </Button>
    </Stack>
  );
}
