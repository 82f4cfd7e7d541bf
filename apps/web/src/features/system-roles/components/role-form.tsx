import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Permissions, roleNameSchema, type IdentityRoleDto } from '@spool/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AdminFormHeader,
  AuditBlock,
  saveErrorMessage,
  LoadedForEdit,
} from '../../../components/admin/admin-form';
import { PermissionsPanel } from '../../../components/admin/permissions-panel';
import { useToast } from '../../../components/ui/toasts';
import { isGranted, useReadySession } from '../../../lib/session-context';
import { useCreateRole } from '../api/create-role';
import { useRole } from '../api/get-role';
import { useUpdateRole } from '../api/update-role';

type RoleFields = { name: string; isDefault: boolean; isPublic: boolean };

/** The spec's create payload: not a default role, public. */
const newRole: RoleFields = { name: '', isDefault: false, isPublic: true };
const formId = 'system-role-form';

const fieldsOf = (role: IdentityRoleDto): RoleFields => ({
  name: role.name,
  isDefault: role.isDefault,
  isPublic: role.isPublic,
});

/**
 * The role form (platform-admin spec, section 2): create without an id, else edit. Name
 * (required, unique); in edit mode also whether new users get the role and whether it is
 * public. A static role keeps its name. The role's permissions panel (provider R, keyed by the
 * role's name) below, inactive until the role exists.
 */
export function RoleForm({
  id,
  onClose,
  onCreated,
}: {
  id: string | undefined;
  onClose: () => void;
  onCreated: (id: string) => void;
}) {
  const role = useRole(id);
  const { state } = useReadySession();
  const canManagePermissions = isGranted(state.configuration, Permissions.RolesManagePermissions);

  return (
    <LoadedForEdit editing={id !== undefined} query={role}>
      <Stack spacing={3}>
        <RoleDetails key={id ?? 'new'} saved={role.data} onClose={onClose} onCreated={onCreated} />
        <PermissionsPanel
          providerName="R"
          providerKey={role.data?.name}
          disabled={id === undefined || !canManagePermissions}
        />
      </Stack>
    </LoadedForEdit>
  );
}

function RoleDetails({
  saved: loaded,
  onClose,
  onCreated,
}: {
  saved: IdentityRoleDto | undefined;
  onClose: () => void;
  onCreated: (id: string) => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const [saved, setSaved] = useState(loaded);
  const [fields, setFields] = useState<RoleFields>(saved ? fieldsOf(saved) : newRole);
  const [nameError, setNameError] = useState<string | null>(null);
  const create = useCreateRole();
  const update = useUpdateRole();
  const isCreate = saved === undefined;
  const entity = t('systemRoles.entity');

  const baseline = saved ? fieldsOf(saved) : newRole;
  const dirty =
    fields.name !== baseline.name ||
    fields.isDefault !== baseline.isDefault ||
    fields.isPublic !== baseline.isPublic;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const name = roleNameSchema.safeParse(fields.name);
    if (!event.currentTarget.checkValidity() || !name.success) {
      setNameError(
        t((name.error?.issues[0]?.message ?? 'validation.required') as 'validation.required', {
          max: 256,
        }),
      );
      toast.warning(t('adminForms.invalidFormValue'));
      return;
    }
    try {
      if (isCreate) {
        const created = await create.mutateAsync({ ...newRole, name: name.data });
        toast.success(t('adminForms.created', { entity }));
        onCreated(created.id);
      } else {
        const updated = await update.mutateAsync({
          id: saved.id,
          body: { ...fields, name: name.data, concurrencyStamp: saved.concurrencyStamp },
        });
        setSaved(updated);
        setFields(fieldsOf(updated));
        toast.success(t('adminForms.updated', { entity }));
      }
    } catch (error) {
      toast.error(saveErrorMessage(error, t('adminForms.cannotUpdate', { entity })));
    }
  };

  return (
    <Stack spacing={3}>
      <AdminFormHeader
        title={t(isCreate ? 'systemRoles.createTitle' : 'systemRoles.editTitle')}
        subtitle={saved?.name}
        badge={saved?.isStatic ? t('systemRoles.staticRole') : undefined}
        formId={formId}
        dirty={dirty}
        saving={create.isPending || update.isPending}
        onClose={onClose}
      />
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Stack
          component="form"
          id={formId}
          noValidate
          onSubmit={(event: FormEvent<HTMLFormElement>) => void submit(event)}
          spacing={2.5}
          sx={{ maxWidth: 640 }}
        >
          {saved?.isStatic ? (
            <Alert severity="info">{t('systemRoles.staticNote')}</Alert>
          ) : undefined}
          <TextField
            name="name"
            label={t('systemRoles.fields.name')}
            placeholder={t('systemRoles.fields.namePlaceholder')}
            value={fields.name}
            onChange={(event) => {
              setFields((current) => ({ ...current, name: event.target.value }));
              setNameError(null);
            }}
            required
            disabled={saved?.isStatic === true}
            error={nameError !== null}
            helperText={nameError ?? t('systemRoles.fields.nameHint')}
            autoComplete="off"
            fullWidth
            // The label stays above, so that the placeholder shows.
            slotProps={{ inputLabel: { shrink: true } }}
          />
          {saved ? (
            <Stack spacing={1}>
              <RoleFlag
                label={t('systemRoles.fields.isDefault')}
                hint={t('systemRoles.fields.isDefaultHint')}
                checked={fields.isDefault}
                onChange={(isDefault) => setFields((current) => ({ ...current, isDefault }))}
              />
              <RoleFlag
                label={t('systemRoles.fields.isPublic')}
                hint={t('systemRoles.fields.isPublicHint')}
                checked={fields.isPublic}
                onChange={(isPublic) => setFields((current) => ({ ...current, isPublic }))}
              />
            </Stack>
          ) : undefined}
          {saved ? (
            <AuditBlock
              creationTime={saved.creationTime}
              lastModificationTime={saved.lastModificationTime}
            />
          ) : undefined}
        </Stack>
      </Paper>
    </Stack>
  );
}

function RoleFlag({
  label,
  hint,
  checked,
  onChange,
}: {
  label: string;
  hint: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const hintId = useId();
  return (
    <FormControlLabel
      sx={{ mx: 0, gap: 1, alignItems: 'flex-start' }}
      control={
        <Switch
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          slotProps={{ input: { 'aria-describedby': hintId } }}
        />
      }
      label={
        <Stack sx={{ pt: 0.75 }}>
          <span>{label}</span>
          <Typography id={hintId} variant="caption" color="text.secondary">
            {hint}
          </Typography>
        </Stack>
      }
    />
  );
}
