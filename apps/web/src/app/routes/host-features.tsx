import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { HostFeatures } from '../../features/host-features/components/host-features';
import { usePageTitle } from '../../lib/use-page-title';

/** /saas/hostFeatures (platform-admin spec, section 2): the features panel of the host. */
export function HostFeaturesRoute() {
  const { t } = useTranslation();
  usePageTitle(t('hostFeatures.title'));
  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }}>
      <Stack spacing={0.5}>
        <Typography variant="h1">{t('hostFeatures.title')}</Typography>
        <Typography color="text.secondary">{t('hostFeatures.intro')}</Typography>
      </Stack>
      <HostFeatures />
    </Stack>
  );
}
