import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { RoleForm } from '../../features/system-roles/components/role-form';
import { RolesGrid } from '../../features/system-roles/components/roles-grid';
import { usePageTitle } from '../../lib/use-page-title';

/** /systemRoles (platform-admin spec, section 2): the roles grid; names open the form. */
export function SystemRolesRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  usePageTitle(t('admin.rolesTitle'));
  const open = useCallback(
    (role: string) =>
      void navigate(role === 'new' ? '/systemRoles/create' : `/systemRoles/edit/${role}`),
    [navigate],
  );
  return (
    <Stack spacing={2}>
      <Typography variant="h1">{t('systemRoles.title')}</Typography>
      <RolesGrid onOpen={open} />
    </Stack>
  );
}

/** /systemRoles/create and /systemRoles/edit/{id}: the role form; after a create, its edit route. */
export function SystemRoleFormRoute() {
  const { t } = useTranslation();
  const { id } = useParams();
  const navigate = useNavigate();
  usePageTitle(t(id === undefined ? 'systemRoles.createTitle' : 'systemRoles.editTitle'));
  return (
    <RoleForm
      id={id}
      onClose={() => void navigate('/systemRoles')}
      onCreated={(created) => void navigate(`/systemRoles/edit/${created}`, { replace: true })}
    />
  );
}
