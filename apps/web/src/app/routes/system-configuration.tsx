import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { CostFilePanel } from '../../features/cost-file/components/cost-file-panel';
import { CustomSettingsPanel } from '../../features/custom-settings/components/custom-settings-panel';
import { ShadeGroupingPanel } from '../../features/shades/components/shades-panel';
import { SizeRangesPanel } from '../../features/size-ranges/components/size-ranges-panel';
import { SystemConfigurationPanel } from '../../features/system-configuration/components/system-configuration-panel';
import { UnusableValuesNotice } from '../../features/thread-range/components/unusable-values-notice';
import { UsagePanel } from '../../features/usage/components/usage-panel';
import { usePageTitle } from '../../lib/use-page-title';

/**
 * /systemConfiguration (platform-admin spec, section 2): the thread range's values to correct,
 * if any, the units accordion,
 * then shade grouping, the tenant's named size ranges, custom settings and, for tenant
 * administrators, the cost file and the usage panel (imports and report downloads per week).
 */
export function SystemConfigurationRoute() {
  const { t } = useTranslation();
  usePageTitle(t('shell.systemConfiguration'));
  return (
    <Stack spacing={3}>
      <Typography variant="h1">{t('shell.systemConfiguration')}</Typography>
      <UnusableValuesNotice />
      <SystemConfigurationPanel />
      <ShadeGroupingPanel />
      <SizeRangesPanel />
      <CustomSettingsPanel />
      <CostFilePanel />
      <UsagePanel />
    </Stack>
  );
}
