import StorageOutlinedIcon from '@mui/icons-material/StorageOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { updateDefaultConnectionString } from '@spool/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { saveErrorMessage } from '../../../components/admin/admin-form';
import { useToast } from '../../../components/ui/toasts';
import { useDeleteDefaultConnectionString } from '../api/delete-default-connection-string';
import { useDefaultConnectionString } from '../api/get-default-connection-string';
import { useUpdateDefaultConnectionString } from '../api/update-default-connection-string';
import { AdminSection } from '../../../components/admin/admin-section';

/**
 * The tenant's database, for a user who may manage connection strings: the shared database
 * or its own (the connection string, its password masked by the server). Change gives it a
 * database of its own; "Use the shared database" asks first, then puts it back. The server
 * refuses either while the tenant has styles, and an unreachable database; its reason shows
 * as the error toast.
 */
export function TenantDatabase({ tenantId }: { tenantId: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  const connectionString = useDefaultConnectionString(tenantId);
  const backToShared = useDeleteDefaultConnectionString();
  const [changing, setChanging] = useState(false);
  const [confirmingShared, setConfirmingShared] = useState(false);

  const confirmShared = () =>
    backToShared.mutate(tenantId, {
      onSuccess: () => toast.success(t('tenantsScreen.database.updated')),
      onError: (error) =>
        toast.error(saveErrorMessage(error, t('tenantsScreen.database.cannotUpdate'))),
      onSettled: () => setConfirmingShared(false),
    });

  return (
    <AdminSection title={t('tenantsScreen.database.title')}>
      {connectionString.isError ? (
        <Alert severity="error">
          {saveErrorMessage(connectionString.error, t('tenantsScreen.readError'))}
        </Alert>
      ) : connectionString.isPending ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
          <CircularProgress size={28} aria-label={t('tenantsScreen.database.title')} />
        </Box>
      ) : (
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          useFlexGap
          sx={{ alignItems: { xs: 'stretch', sm: 'center' }, justifyContent: 'space-between' }}
        >
          <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start', minWidth: 0 }}>
            <StorageOutlinedIcon color="action" sx={{ mt: 0.25 }} />
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600 }}>
                {t(
                  connectionString.data === null
                    ? 'tenantsScreen.database.shared'
                    : 'tenantsScreen.database.own',
                )}
              </Typography>
              {connectionString.data === null ? undefined : (
                <Typography
                  variant="body2"
                  data-testid="tenant-connection-string"
                  sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere', my: 0.5 }}
                >
                  {/* An address reads left to right, in Arabic too. */}
                  <bdi dir="ltr">{connectionString.data}</bdi>
                </Typography>
              )}
              <Typography variant="body2" color="text.secondary">
                {t(
                  connectionString.data === null
                    ? 'tenantsScreen.database.sharedHelp'
                    : 'tenantsScreen.database.ownHelp',
                )}
              </Typography>
            </Box>
          </Stack>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexShrink: 0, flexWrap: 'wrap' }}>
            {connectionString.data === null ? undefined : (
              <Button onClick={() => setConfirmingShared(true)}>
                {t('tenantsScreen.database.useShared')}
              </Button>
            )}
            <Button variant="outlined" onClick={() => setChanging(true)}>
              {t('tenantsScreen.database.change')}
            </Button>
          </Stack>
        </Stack>
      )}
      {changing ? (
        <ChangeDatabaseDialog tenantId={tenantId} onClose={() => setChanging(false)} />
      ) : undefined}
      {confirmingShared ? (
        <Dialog
          open
          onClose={() => setConfirmingShared(false)}
          maxWidth="xs"
          fullWidth
          aria-labelledby="use-shared-database-title"
          aria-describedby="use-shared-database-text"
        >
          <DialogTitle id="use-shared-database-title">
            {t('tenantsScreen.database.sharedTitle')}
          </DialogTitle>
          <DialogContent>
            <DialogContentText id="use-shared-database-text">
              {t('tenantsScreen.database.sharedText')}
            </DialogContentText>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={() => setConfirmingShared(false)}>{t('adminForms.cancel')}</Button>
            <Button variant="contained" loading={backToShared.isPending} onClick={confirmShared}>
              {t('tenantsScreen.database.useShared')}
            </Button>
          </DialogActions>
        </Dialog>
      ) : undefined}
    </AdminSection>
  );
}

/** Asks for the connection string of the tenant's own database and sends it. */
function ChangeDatabaseDialog({ tenantId, onClose }: { tenantId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const update = useUpdateDefaultConnectionString();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = updateDefaultConnectionString.query.safeParse({
      defaultConnectionString: value,
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setError(
        issue?.code === 'too_big'
          ? t('tenantsScreen.form.tooLong', { max: Number(issue.maximum) })
          : t('tenantsScreen.form.required'),
      );
      toast.warning(t('tenantsScreen.form.invalid'));
      return;
    }
    update.mutate(
      { id: tenantId, connectionString: parsed.data.defaultConnectionString },
      {
        onSuccess: () => {
          toast.success(t('tenantsScreen.database.updated'));
          onClose();
        },
        onError: (refusal) => {
          const message = saveErrorMessage(refusal, t('tenantsScreen.database.cannotUpdate'));
          setError(message);
          toast.error(message);
        },
      },
    );
  };

  return (
    <Dialog
      open
      onClose={onClose}
      maxWidth="sm"
      fullWidth
      aria-labelledby="change-database-title"
      aria-describedby="change-database-text"
    >
      <form noValidate onSubmit={submit}>
        <DialogTitle id="change-database-title">
          {t('tenantsScreen.database.changeTitle')}
        </DialogTitle>
        <DialogContent>
          <DialogContentText id="change-database-text" sx={{ mb: 3 }}>
            {t('tenantsScreen.database.changeText')}
          </DialogContentText>
          <TextField
            label={t('tenantsScreen.form.connectionString')}
            value={value}
            onChange={(event) => {
              setValue(event.target.value);
              setError(undefined);
            }}
            placeholder={t('tenantsScreen.form.connectionStringPlaceholder')}
            required
            fullWidth
            autoFocus
            autoComplete="off"
            error={error !== undefined}
            helperText={error ?? ' '}
            slotProps={{
              inputLabel: { shrink: true },
              htmlInput: { maxLength: 1024, dir: 'ltr', spellCheck: false },
            }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>{t('adminForms.cancel')}</Button>
          <Button type="submit" variant="contained" loading={update.isPending}>
            {t('adminForms.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
