import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { TenantForm } from '../../features/tenants/components/tenant-form';
import { TenantsGrid } from '../../features/tenants/components/tenants-grid';
import { usePageTitle } from '../../lib/use-page-title';

/** /saas/tenants (platform-admin spec, section 2): the tenants grid. */
export function TenantsRoute() {
  const { t } = useTranslation();
  usePageTitle(t('tenantsScreen.title'));
  return (
    <Stack spacing={3}>
      <Stack spacing={0.5}>
        <Typography variant="h1">{t('tenantsScreen.title')}</Typography>
        <Typography color="text.secondary">{t('tenantsScreen.intro')}</Typography>
      </Stack>
      <TenantsGrid />
    </Stack>
  );
}

/** /saas/tenants/create and /saas/tenants/edit/{id}: the tenant form with its features. */
export function TenantFormRoute() {
  const { t } = useTranslation();
  const { id } = useParams();
  usePageTitle(
    t(id === undefined ? 'tenantsScreen.form.createTitle' : 'tenantsScreen.form.editTitle'),
  );
  // A new id (after a create) is a new form.
  return <TenantForm key={id ?? 'new'} id={id} />;
}
