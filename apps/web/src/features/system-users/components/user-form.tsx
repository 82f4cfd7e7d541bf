import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  createIdentityUserBodySchema,
  Permissions,
  updateIdentityUserBodySchema,
  type IdentityUserDetailDto,
} from '@spool/contracts';
import { useState, type FormEvent } from 'react';
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
import { useCreateUser } from '../api/create-user';
import { useUser } from '../api/get-user';
import { useUpdateUser } from '../api/update-user';
import { UserRoles } from './user-roles';

type UserFields = { email: string; name: string; userName: string; password: string };
type FieldErrors = Partial<Record<keyof UserFields, string>>;

const emptyFields: UserFields = { email: '', name: '', userName: '', password: '' };
const formId = 'system-user-form';

const fieldsOf = (user: IdentityUserDetailDto): UserFields => ({
  email: user.email,
  name: user.name ?? '',
  userName: user.userName,
  password: '',
});

/**
 * The user form (platform-admin spec, section 2): create without an id, else edit. E-mail,
 * name and user name; on create also a password (its show/hide toggle only while the field has
 * focus). The roles list and the user's permissions panel (provider U) below, both inactive
 * until the user exists. Save is enabled only when the form differs from the last saved copy.
 */
export function UserForm({
  id,
  onClose,
  onCreated,
}: {
  id: string | undefined;
  onClose: () => void;
  onCreated: (id: string) => void;
}) {
  const user = useUser(id);
  const { state } = useReadySession();
  const canManagePermissions = isGranted(state.configuration, Permissions.UsersManagePermissions);

  return (
    <LoadedForEdit editing={id !== undefined} query={user}>
      <Stack spacing={3}>
        <UserDetails
          // A new copy of the form for each user (after a create, the new user's).
          key={id ?? 'new'}
          saved={user.data}
          onClose={onClose}
          onCreated={onCreated}
        />
        <PermissionsPanel
          providerName="U"
          providerKey={id}
          disabled={id === undefined || !canManagePermissions}
        />
      </Stack>
    </LoadedForEdit>
  );
}

function UserDetails({
  saved: loaded,
  onClose,
  onCreated,
}: {
  saved: IdentityUserDetailDto | undefined;
  onClose: () => void;
  onCreated: (id: string) => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const { state } = useReadySession();
  const canChangeRoles = isGranted(state.configuration, Permissions.UsersUpdate);
  const [saved, setSaved] = useState(loaded);
  const [fields, setFields] = useState<UserFields>(saved ? fieldsOf(saved) : emptyFields);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [passwordFocused, setPasswordFocused] = useState(false);
  const [showPassword, setShowPassword] = useState(false);
  const create = useCreateUser();
  const update = useUpdateUser();
  const isCreate = saved === undefined;
  const entity = t('systemUsers.entity');

  const baseline = saved ? fieldsOf(saved) : emptyFields;
  const dirty = (Object.keys(fields) as (keyof UserFields)[]).some(
    (key) => fields[key] !== baseline[key],
  );

  const change = (key: keyof UserFields) => (value: string) => {
    setFields((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  /** The browser's own checks, then the contract's rules (the server applies the same). */
  const check = (form: HTMLFormElement): FieldErrors | null => {
    const found: FieldErrors = {};
    for (const element of Array.from(form.elements)) {
      if (!(element instanceof HTMLInputElement) || element.validity.valid) continue;
      const key = element.name as keyof UserFields;
      found[key] = element.validity.valueMissing
        ? t('validation.required')
        : element.validity.typeMismatch
          ? t('identityAdmin.validation.email')
          : element.validationMessage;
    }
    const body = { email: fields.email, name: fields.name, userName: fields.userName };
    const parsed = isCreate
      ? createIdentityUserBodySchema.safeParse({ ...body, password: fields.password })
      : updateIdentityUserBodySchema.safeParse({
          ...body,
          concurrencyStamp: saved.concurrencyStamp,
        });
    for (const issue of parsed.error?.issues ?? []) {
      const key = issue.path[0] as keyof UserFields;
      found[key] ??= t(issue.message as 'validation.invalid', {
        max: 'maximum' in issue ? issue.maximum : undefined,
      });
    }
    return Object.keys(found).length > 0 ? found : null;
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problems = check(event.currentTarget);
    if (problems) {
      setErrors(problems);
      toast.warning(t('adminForms.invalidFormValue'));
      return;
    }
    const body = {
      email: fields.email.trim(),
      name: fields.name.trim() || null,
      userName: fields.userName.trim(),
    };
    try {
      if (isCreate) {
        const created = await create.mutateAsync({ ...body, password: fields.password });
        toast.success(t('adminForms.created', { entity }));
        onCreated(created.id);
      } else {
        const updated = await update.mutateAsync({
          id: saved.id,
          body: {
            ...body,
            surname: saved.surname,
            phoneNumber: saved.phoneNumber,
            lockoutEnabled: saved.lockoutEnabled,
            concurrencyStamp: saved.concurrencyStamp,
          },
        });
        setSaved(updated);
        setFields(fieldsOf(updated));
        toast.success(t('adminForms.updated', { entity }));
      }
    } catch (error) {
      toast.error(saveErrorMessage(error, t('adminForms.cannotUpdate', { entity })));
    }
  };

  const field = (key: 'email' | 'name' | 'userName', required: boolean, type = 'text') => (
    <TextField
      name={key}
      type={type}
      label={t(`systemUsers.fields.${key}`)}
      value={fields[key]}
      onChange={(event) => change(key)(event.target.value)}
      required={required}
      error={errors[key] !== undefined}
      helperText={errors[key]}
      autoComplete="off"
      fullWidth
    />
  );

  return (
    <Stack spacing={3}>
      <AdminFormHeader
        title={t(isCreate ? 'systemUsers.createTitle' : 'systemUsers.editTitle')}
        subtitle={saved?.userName}
        formId={formId}
        dirty={dirty}
        saving={create.isPending || update.isPending}
        onClose={onClose}
      />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
          alignItems: 'stretch',
        }}
      >
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
          <Stack
            component="form"
            id={formId}
            noValidate
            onSubmit={(event: FormEvent<HTMLFormElement>) => void submit(event)}
            spacing={2.5}
          >
            {field('email', true, 'email')}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              {field('userName', true)}
              {field('name', false)}
            </Stack>
            {isCreate ? (
              <TextField
                name="password"
                type={showPassword ? 'text' : 'password'}
                label={t('systemUsers.fields.password')}
                value={fields.password}
                onChange={(event) => change('password')(event.target.value)}
                onFocus={() => setPasswordFocused(true)}
                onBlur={() => setPasswordFocused(false)}
                required
                error={errors.password !== undefined}
                helperText={errors.password ?? t('systemUsers.fields.passwordHint')}
                autoComplete="new-password"
                fullWidth
                slotProps={{
                  input: {
                    endAdornment: passwordFocused ? (
                      <InputAdornment position="end">
                        <IconButton
                          edge="end"
                          aria-label={t(
                            showPassword
                              ? 'systemUsers.fields.hidePassword'
                              : 'systemUsers.fields.showPassword',
                          )}
                          // Keeps the focus in the field, so that the toggle stays.
                          onMouseDown={(event) => event.preventDefault()}
                          onClick={() => setShowPassword((shown) => !shown)}
                        >
                          {showPassword ? <VisibilityOffIcon /> : <VisibilityIcon />}
                        </IconButton>
                      </InputAdornment>
                    ) : undefined,
                  },
                }}
              />
            ) : undefined}
            {saved ? (
              <AuditBlock
                creationTime={saved.creationTime}
                lastModificationTime={saved.lastModificationTime}
              />
            ) : undefined}
          </Stack>
        </Paper>
        <UserRoles userId={saved?.id} canChange={canChangeRoles} />
      </Box>
    </Stack>
  );
}
