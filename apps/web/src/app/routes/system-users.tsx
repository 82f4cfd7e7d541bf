import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { UserForm } from '../../features/system-users/components/user-form';
import { UsersGrid } from '../../features/system-users/components/users-grid';
import { usePageTitle } from '../../lib/use-page-title';

/** /systemUsers (platform-admin spec, section 2): the users grid; e-mails open the form. */
export function SystemUsersRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  usePageTitle(t('admin.usersTitle'));
  const open = useCallback(
    (user: string) =>
      void navigate(user === 'new' ? '/systemUsers/create' : `/systemUsers/edit/${user}`),
    [navigate],
  );
  return (
    <Stack spacing={2}>
      <Typography variant="h1">{t('systemUsers.title')}</Typography>
      <UsersGrid onOpen={open} />
    </Stack>
  );
}

/** /systemUsers/create and /systemUsers/edit/{id}: the user form; after a create, its edit route. */
export function SystemUserFormRoute() {
  const { t } = useTranslation();
  const { id } = useParams();
  const navigate = useNavigate();
  usePageTitle(t(id === undefined ? 'systemUsers.createTitle' : 'systemUsers.editTitle'));
  return (
    <UserForm
      id={id}
      onClose={() => void navigate('/systemUsers')}
      onCreated={(created) => void navigate(`/systemUsers/edit/${created}`, { replace: true })}
    />
  );
}
