import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { usePageTitle } from '../../lib/use-page-title';

/** Any path no route owns (platform-admin spec, section 2: error pages). */
export function NotFoundRoute() {
  const { t } = useTranslation();
  usePageTitle(t('notFound.title'));
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="overline" color="text.secondary">
        404
      </Typography>
      <Typography variant="h1">{t('notFound.title')}</Typography>
      <Typography color="text.secondary">{t('notFound.text')}</Typography>
      <Button component={RouterLink} to="/" variant="contained">
        {t('notFound.home')}
      </Button>
    </Stack>
  );
}
