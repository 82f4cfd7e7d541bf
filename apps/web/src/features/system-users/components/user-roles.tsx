import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { saveErrorMessage } from '../../../components/admin/admin-form';
import { ItemSelectDialog } from '../../../components/admin/item-select-dialog';
import { useToast } from '../../../components/ui/toasts';
import { useAssignableRoles } from '../api/get-assignable-roles';
import { useUserRoles } from '../api/get-user-roles';
import { useUpdateUserRoles } from '../api/update-user-roles';

/**
 * The roles of a user (platform-admin spec, section 2): disabled until the user exists. Adding
 * reads the assignable roles, lets one be chosen and saves at once; removing saves at once.
 */
export function UserRoles({
  userId,
  canChange,
}: {
  userId: string | undefined;
  canChange: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="user-roles-title"
      sx={{ p: { xs: 2, md: 3 }, height: '100%' }}
    >
      {userId === undefined ? (
        <Stack spacing={2}>
          <RolesTitle />
          <Typography variant="body2" color="text.secondary">
            {t('systemUsers.roles.afterCreate')}
          </Typography>
        </Stack>
      ) : (
        <RolesOfUser userId={userId} canChange={canChange} />
      )}
    </Paper>
  );
}

function RolesTitle({ action }: { action?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
      <Typography id="user-roles-title" variant="h2" component="h2">
        {t('systemUsers.roles.title')}
      </Typography>
      {action}
    </Stack>
  );
}

function RolesOfUser({ userId, canChange }: { userId: string; canChange: boolean }) {
  const { t } = useTranslation();
  const toast = useToast();
  const roles = useUserRoles(userId);
  const update = useUpdateUserRoles(userId);
  const [adding, setAdding] = useState(false);
  const assignable = useAssignableRoles(adding);
  const current = roles.data?.items.map((role) => role.name) ?? [];

  const save = (roleNames: string[], then?: () => void) =>
    update.mutate(roleNames, {
      onSuccess: () => {
        toast.success(t('systemUsers.roles.updated'));
        then?.();
      },
      onError: (error) => toast.error(saveErrorMessage(error, t('systemUsers.roles.cannotUpdate'))),
    });

  const choices = (assignable.data?.items ?? [])
    .filter((role) => !current.includes(role.name))
    .map((role) => ({ value: role.name, label: role.name }));

  return (
    <Stack spacing={2}>
      <RolesTitle
        action={
          canChange ? (
            <Button
              size="small"
              startIcon={<AddIcon />}
              disabled={roles.data === undefined || update.isPending}
              onClick={() => setAdding(true)}
            >
              {t('systemUsers.roles.add')}
            </Button>
          ) : undefined
        }
      />
      {roles.isError ? (
        <Alert severity="error">{t('adminForms.readError')}</Alert>
      ) : roles.data === undefined ? (
        <LinearProgress aria-label={t('adminForms.loading')} />
      ) : current.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('systemUsers.roles.none')}
        </Typography>
      ) : (
        <Stack
          component="ul"
          direction="row"
          spacing={1}
          useFlexGap
          aria-labelledby="user-roles-title"
          sx={{ flexWrap: 'wrap', listStyle: 'none', m: 0, p: 0 }}
        >
          {current.map((name) => (
            <Stack
              component="li"
              key={name}
              direction="row"
              sx={{
                alignItems: 'center',
                gap: 0.25,
                borderRadius: 4,
                bgcolor: 'action.selected',
                paddingInlineStart: 1.5,
                paddingInlineEnd: canChange ? 0.25 : 1.5,
                minHeight: 32,
              }}
            >
              <Typography variant="body2">{name}</Typography>
              {canChange ? (
                <IconButton
                  size="small"
                  aria-label={t('systemUsers.roles.remove', { name })}
                  disabled={update.isPending}
                  onClick={() => save(current.filter((role) => role !== name))}
                >
                  <CloseIcon sx={{ fontSize: 16 }} />
                </IconButton>
              ) : undefined}
            </Stack>
          ))}
        </Stack>
      )}
      {adding ? (
        <ItemSelectDialog
          title={t('systemUsers.roles.selectTitle')}
          items={choices}
          isLoading={assignable.isPending}
          emptyText={t('systemUsers.roles.allGiven')}
          confirming={update.isPending}
          onConfirm={(name) => save([...current, name], () => setAdding(false))}
          onClose={() => setAdding(false)}
        />
      ) : undefined}
    </Stack>
  );
}
