import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { createTenantBodySchema, Permissions, type TenantDto } from '@spool/contracts';
import { databaseNameInConnectionString } from '@spool/domain';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  AdminFormHeader,
  AuditBlock,
  saveErrorMessage,
} from '../../../components/admin/admin-form';
import { FeaturesPanel } from '../../../components/admin/features-panel';
import { useToast } from '../../../components/ui/toasts';
import { ApiError, isStaleStamp } from '../../../lib/api-client';
import { isGranted, useReadySession } from '../../../lib/session-context';
import { useCreateTenant } from '../api/create-tenant';
import { useTenant } from '../api/get-tenant';
import { useUpdateTenant } from '../api/update-tenant';
import { followTenantName, tenantDatabaseProperties } from '../utils/database-name';
import { TenantDatabase } from './tenant-database';

const formId = 'tenant-form';
const passwordMinLength = 8;

/** The form's fields, two a row on wide screens. */
const twoColumns = {
  display: 'grid',
  gap: 3,
  gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
  alignItems: 'start',
} as const;

/**
 * The tenant form (platform-admin spec, section 2): create mode without an id, else edit.
 * Creating asks for the name, the CD tenant id, optionally a database of its own (connection
 * string and database name) and the administrator's e-mail and password (the server creates
 * that account with the tenant); editing sends the name only. Below it, in edit mode, the
 * tenant's database for a user who may manage connection strings; then the tenant's features
 * panel (provider `T`), once the tenant exists and for a user who may manage its features.
 */
export function TenantForm({ id }: { id?: string | undefined }) {
  const { t } = useTranslation();
  const tenant = useTenant(id);
  if (id === undefined) return <TenantEditor />;
  if (tenant.isError) {
    return (
      <FormFrame title={t('tenantsScreen.form.editTitle')}>
        <Alert severity="error">
          {tenant.error instanceof Error ? tenant.error.message : t('tenantsScreen.readError')}
        </Alert>
      </FormFrame>
    );
  }
  if (tenant.isPending) {
    return (
      <FormFrame title={t('tenantsScreen.form.editTitle')}>
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label={t('tenantsScreen.form.editTitle')} />
        </Box>
      </FormFrame>
    );
  }
  // A new stamp (after a save, or a reload after someone else's change) starts from the
  // server's copy.
  return (
    <TenantEditor key={`${tenant.data.id}:${tenant.data.concurrencyStamp}`} saved={tenant.data} />
  );
}

type Fields = {
  name: string;
  adminEmailAddress: string;
  adminPassword: string;
  cdTenantId: string;
  connectionString: string;
  /** Follows the tenant name until typed in (see `followTenantName`). */
  databaseName: string;
};
type FieldErrors = Partial<Record<keyof Fields, string>>;

const emptyFields: Fields = {
  name: '',
  adminEmailAddress: '',
  adminPassword: '',
  cdTenantId: '',
  connectionString: '',
  databaseName: '',
};

/** The create body's field for each of its paths the form shows. */
const fieldOfPath: Record<string, keyof Fields> = {
  name: 'name',
  adminEmailAddress: 'adminEmailAddress',
  adminPassword: 'adminPassword',
  'extraProperties.CDTenantId': 'cdTenantId',
  'extraProperties.DefaultConnectionString': 'connectionString',
  'extraProperties.DatabaseName': 'databaseName',
};

/** The field a server refusal belongs to (its message shows under it, too). */
const fieldOfError: Partial<Record<string, keyof Fields>> = {
  'Spool.Tenancy:DuplicateTenantName': 'name',
  'Spool.Tenancy:ConnectionStringInvalid': 'connectionString',
  'Spool.Tenancy:DatabaseUnreachable': 'connectionString',
  'Spool.Tenancy:DatabaseNameMissing': 'databaseName',
  'Spool.Tenancy:DatabaseNameMismatch': 'databaseName',
};

function TenantEditor({ saved }: { saved?: TenantDto }) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const { state } = useReadySession();
  const canManageFeatures = isGranted(state.configuration, Permissions.TenantsManageFeatures);
  const canManageDatabase = isGranted(
    state.configuration,
    Permissions.TenantsManageConnectionStrings,
  );
  const create = useCreateTenant();
  const update = useUpdateTenant();
  const tenant = useTenant(saved?.id);
  const isEdit = saved !== undefined;
  const entity = t('tenantsScreen.entity');

  const initial: Fields = saved
    ? { ...emptyFields, name: saved.name, cdTenantId: saved.extraProperties.CDTenantId ?? '' }
    : emptyFields;
  const [fields, setFields] = useState<Fields>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [showPassword, setShowPassword] = useState(false);
  const [conflict, setConflict] = useState(false);
  const dirty = (Object.keys(fields) as (keyof Fields)[]).some(
    (key) => fields[key] !== initial[key],
  );
  const saving = create.isPending || update.isPending;
  // A connection string that names its database decides the name; the field shows it.
  const databaseInConnectionString = databaseNameInConnectionString(fields.connectionString);

  const set = (key: keyof Fields) => (value: string) => {
    setFields((current) => ({
      ...current,
      [key]: value,
      ...(key === 'name' &&
        !isEdit && {
          databaseName: followTenantName(current.databaseName, current.name, value),
        }),
    }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const fieldErrors = (): FieldErrors => {
    const body = {
      name: fields.name,
      adminEmailAddress: fields.adminEmailAddress,
      adminPassword: fields.adminPassword,
      extraProperties: {
        CDTenantId: fields.cdTenantId,
        DefaultConnectionString: fields.connectionString,
        DatabaseName: fields.databaseName,
      },
    };
    const result = isEdit
      ? createTenantBodySchema.pick({ name: true }).safeParse(body)
      : createTenantBodySchema.safeParse(body);
    const found: FieldErrors = {};
    for (const issue of result.error?.issues ?? []) {
      const key = fieldOfPath[issue.path.join('.')];
      if (!key || found[key]) continue;
      found[key] =
        issue.code === 'too_big'
          ? t('tenantsScreen.form.tooLong', { max: Number(issue.maximum) })
          : key === 'adminEmailAddress' && fields.adminEmailAddress.trim() !== ''
            ? t('tenantsScreen.form.email')
            : key === 'adminPassword' && fields.adminPassword !== ''
              ? t('tenantsScreen.form.passwordTooShort', { min: passwordMinLength })
              : t('tenantsScreen.form.required');
    }
    return found;
  };

  const failed = (error: unknown) => {
    if (isStaleStamp(error)) {
      setConflict(true);
      return;
    }
    const field = error instanceof ApiError ? fieldOfError[error.code] : undefined;
    if (field && error instanceof ApiError) {
      const message =
        error.code === 'Spool.Tenancy:DuplicateTenantName'
          ? t('tenantsScreen.form.nameTaken')
          : error.message;
      setErrors((current) => ({ ...current, [field]: message }));
    }
    toast.error(saveErrorMessage(error, t('tenantsScreen.form.cannotUpdate', { entity })));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = fieldErrors();
    if (!event.currentTarget.checkValidity() || Object.keys(found).length > 0) {
      setErrors(found);
      toast.warning(t('tenantsScreen.form.invalid'));
      return;
    }
    try {
      if (saved) {
        await update.mutateAsync({
          id: saved.id,
          name: fields.name.trim(),
          concurrencyStamp: saved.concurrencyStamp,
        });
        toast.success(t('tenantsScreen.form.saved', { entity }));
      } else {
        const created = await create.mutateAsync({
          name: fields.name.trim(),
          adminEmailAddress: fields.adminEmailAddress.trim(),
          adminPassword: fields.adminPassword,
          extraProperties: {
            CDTenantId: fields.cdTenantId.trim() || null,
            ...tenantDatabaseProperties(fields.connectionString, fields.databaseName),
          },
        });
        toast.success(t('tenantsScreen.form.createdToast', { entity }));
        void navigate(`/saas/tenants/edit/${created.id}`, { replace: true });
      }
    } catch (error) {
      failed(error);
    }
  };

  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }}>
      <AdminFormHeader
        title={t(isEdit ? 'tenantsScreen.form.editTitle' : 'tenantsScreen.form.createTitle')}
        subtitle={saved?.name}
        formId={formId}
        dirty={dirty}
        saving={saving}
        onClose={() => void navigate('/saas/tenants')}
      />
      {conflict ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void tenant.refetch()}>
              {t('tenantsScreen.form.reload')}
            </Button>
          }
        >
          {t('tenantsScreen.form.conflict')}
        </Alert>
      ) : undefined}
      <Paper
        component="form"
        id={formId}
        variant="outlined"
        noValidate
        onSubmit={(event: FormEvent<HTMLFormElement>) => void submit(event)}
        sx={{ p: { xs: 2, sm: 3 } }}
        aria-label={t('tenantsScreen.form.details')}
      >
        <Box sx={twoColumns}>
          <TextField
            label={t('tenantsScreen.form.name')}
            value={fields.name}
            onChange={(event) => set('name')(event.target.value)}
            required
            autoFocus={!isEdit}
            error={errors.name !== undefined}
            helperText={errors.name ?? t('tenantsScreen.form.nameHelp')}
            slotProps={{ htmlInput: { maxLength: 64 } }}
          />
          {isEdit ? (
            <TextField
              label={t('tenantsScreen.form.cdTenantId')}
              value={fields.cdTenantId}
              disabled
              helperText={t('tenantsScreen.form.cdTenantIdHelp')}
            />
          ) : (
            <TextField
              label={t('tenantsScreen.form.cdTenantId')}
              value={fields.cdTenantId}
              onChange={(event) => set('cdTenantId')(event.target.value)}
              error={errors.cdTenantId !== undefined}
              helperText={errors.cdTenantId ?? t('tenantsScreen.form.cdTenantIdHelp')}
              slotProps={{ htmlInput: { maxLength: 64 } }}
            />
          )}
        </Box>
        {isEdit ? undefined : (
          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 4 }}>
            <Typography component="legend" variant="h3" sx={{ mb: 2, p: 0 }}>
              {t('tenantsScreen.database.title')}
            </Typography>
            <Box sx={twoColumns}>
              <TextField
                label={t('tenantsScreen.form.connectionString')}
                value={fields.connectionString}
                onChange={(event) => set('connectionString')(event.target.value)}
                placeholder={t('tenantsScreen.form.connectionStringPlaceholder')}
                autoComplete="off"
                error={errors.connectionString !== undefined}
                helperText={errors.connectionString ?? t('tenantsScreen.form.connectionStringHelp')}
                slotProps={{
                  inputLabel: { shrink: true },
                  // An address reads left to right, in Arabic too.
                  htmlInput: { maxLength: 1024, dir: 'ltr', spellCheck: false },
                }}
              />
              <TextField
                label={t('tenantsScreen.form.databaseName')}
                value={databaseInConnectionString || fields.databaseName}
                onChange={(event) => set('databaseName')(event.target.value)}
                disabled={databaseInConnectionString !== ''}
                autoComplete="off"
                error={errors.databaseName !== undefined}
                helperText={
                  errors.databaseName ??
                  t(
                    databaseInConnectionString
                      ? 'tenantsScreen.form.databaseNameFromConnectionString'
                      : 'tenantsScreen.form.databaseNameHelp',
                  )
                }
                slotProps={{ htmlInput: { maxLength: 63, spellCheck: false } }}
              />
            </Box>
          </Box>
        )}
        {isEdit ? (
          <Stack
            direction="row"
            spacing={4}
            useFlexGap
            sx={{ mt: 3, flexWrap: 'wrap', alignItems: 'flex-end' }}
          >
            <AuditBlock
              creationTime={saved.creationTime}
              lastModificationTime={saved.lastModificationTime}
            />
            <Box sx={{ color: 'text.secondary' }}>
              <Typography variant="caption" sx={{ display: 'block' }}>
                {t('tenantsScreen.columns.id')}
              </Typography>
              <Typography
                variant="body2"
                dir="ltr"
                sx={{ fontFamily: 'monospace', color: 'text.primary' }}
              >
                {saved.id}
              </Typography>
            </Box>
          </Stack>
        ) : (
          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 4 }}>
            <Typography component="legend" variant="h3" sx={{ mb: 0.5, p: 0 }}>
              {t('tenantsScreen.form.administrator')}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {t('tenantsScreen.form.administratorHelp')}
            </Typography>
            <Box sx={twoColumns}>
              <TextField
                label={t('tenantsScreen.form.adminEmail')}
                type="email"
                value={fields.adminEmailAddress}
                onChange={(event) => set('adminEmailAddress')(event.target.value)}
                required
                autoComplete="off"
                error={errors.adminEmailAddress !== undefined}
                helperText={errors.adminEmailAddress ?? ' '}
              />
              <TextField
                label={t('tenantsScreen.form.adminPassword')}
                type={showPassword ? 'text' : 'password'}
                value={fields.adminPassword}
                onChange={(event) => set('adminPassword')(event.target.value)}
                required
                autoComplete="new-password"
                error={errors.adminPassword !== undefined}
                helperText={errors.adminPassword ?? t('tenantsScreen.form.adminPasswordHelp')}
                slotProps={{
                  htmlInput: { minLength: passwordMinLength, maxLength: 128 },
                  input: {
                    endAdornment: (
                      <InputAdornment position="end">
                        <IconButton
                          edge="end"
                          aria-label={t(
                            showPassword
                              ? 'tenantsScreen.form.hidePassword'
                              : 'tenantsScreen.form.showPassword',
                          )}
                          onClick={() => setShowPassword((shown) => !shown)}
                        >
                          {showPassword ? <VisibilityOffIcon /> : <VisibilityIcon />}
                        </IconButton>
                      </InputAdornment>
                    ),
                  },
                }}
              />
            </Box>
          </Box>
        )}
      </Paper>
      {isEdit && canManageDatabase ? <TenantDatabase tenantId={saved.id} /> : undefined}
      <FeaturesPanel
        provider={{ providerName: 'T', providerKey: saved?.id ?? '' }}
        disabledReason={
          !isEdit
            ? t('featuresPanel.createFirst')
            : !canManageFeatures
              ? t('featuresPanel.notPermitted')
              : undefined
        }
      />
    </Stack>
  );
}

/** The form's place while the tenant loads, or when it cannot be read. */
function FormFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }}>
      <Typography variant="h1">{title}</Typography>
      {children}
    </Stack>
  );
}
