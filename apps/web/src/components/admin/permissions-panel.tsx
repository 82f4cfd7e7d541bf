import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type {
  PermissionGrantInfoDto,
  PermissionGroupDto,
  PermissionListDto,
  PermissionProviderName,
} from '@spool/contracts';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../ui/toasts';
import { usePermissions, useUpdatePermissions, type PermissionProvider } from './permissions-api';

type Toggles = Readonly<Record<string, boolean>>;

/**
 * The permissions panel (platform-admin spec, section 2): the permissions of the caller's side
 * by group, a toggle each, children indented under their parent. Reset and Save are enabled
 * only when something changed; Save sends every toggle the provider owns, says so and reads
 * them again. For a user, what a role grants is shown granted and locked (it is the role's to
 * change). Disabled (create mode, or without the permission to manage permissions): 'Nothing
 * to show', and nothing is read.
 */
export function PermissionsPanel({
  providerName,
  providerKey,
  disabled,
}: {
  providerName: PermissionProviderName;
  providerKey: string | undefined;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const provider: PermissionProvider = { providerName, providerKey: providerKey ?? '' };
  const active = !disabled && providerKey !== undefined && providerKey !== '';
  const permissions = usePermissions(provider, active);

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="permissions-panel-title"
      sx={{ p: { xs: 2, md: 3 } }}
    >
      {!active ? (
        <>
          <PanelTitle />
          <Typography color="text.secondary" sx={{ mt: 2 }}>
            {t('permissionsPanel.nothingToShow')}
          </Typography>
        </>
      ) : permissions.isError ? (
        <>
          <PanelTitle />
          <Alert severity="error" sx={{ mt: 2 }}>
            {t('permissionsPanel.readError')}
          </Alert>
        </>
      ) : permissions.data === undefined ? (
        <>
          <PanelTitle />
          <LinearProgress sx={{ mt: 2 }} aria-label={t('adminForms.loading')} />
        </>
      ) : (
        // A fresh copy of the toggles each time the server's answer changes (after a save).
        <PermissionToggles
          key={permissions.dataUpdatedAt}
          provider={provider}
          list={permissions.data}
        />
      )}
    </Paper>
  );
}

function PanelTitle({ actions }: { actions?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Stack
      direction="row"
      spacing={2}
      useFlexGap
      sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
    >
      <Typography id="permissions-panel-title" variant="h2" component="h2">
        {t('permissionsPanel.title')}
      </Typography>
      {actions}
    </Stack>
  );
}

/** Whether the permission reaches a user through one of its roles (then it is locked here). */
function grantingRoles(permission: PermissionGrantInfoDto, providerName: PermissionProviderName) {
  return permission.grantedProviders
    .filter((granted) => granted.providerName !== providerName)
    .map((granted) => granted.providerKey);
}

function savedToggles(list: PermissionListDto): Toggles {
  return Object.fromEntries(
    list.groups.flatMap((group) =>
      group.permissions.map((permission) => [permission.name, permission.isGranted]),
    ),
  );
}

/**
 * Granting a child grants its parent (a child means nothing without it); revoking a parent
 * revokes its children. Locked permissions are never changed.
 */
function toggle(
  toggles: Toggles,
  all: readonly PermissionGrantInfoDto[],
  locked: ReadonlySet<string>,
  name: string,
  granted: boolean,
): Toggles {
  const next: Record<string, boolean> = { ...toggles };
  const set = (target: string, value: boolean) => {
    if (!locked.has(target)) next[target] = value;
  };
  set(name, granted);
  if (granted) {
    let parent = all.find((permission) => permission.name === name)?.parentName ?? null;
    while (parent !== null) {
      set(parent, true);
      const parentName: string = parent;
      parent = all.find((permission) => permission.name === parentName)?.parentName ?? null;
    }
  } else {
    const revokeChildren = (parentName: string) => {
      for (const permission of all.filter((candidate) => candidate.parentName === parentName)) {
        set(permission.name, false);
        revokeChildren(permission.name);
      }
    };
    revokeChildren(name);
  }
  return next;
}

function PermissionToggles({
  provider,
  list,
}: {
  provider: PermissionProvider;
  list: PermissionListDto;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const update = useUpdatePermissions(provider);
  const saved = useMemo(() => savedToggles(list), [list]);
  const [toggles, setToggles] = useState<Toggles>(saved);
  const all = useMemo(() => list.groups.flatMap((group) => group.permissions), [list]);
  const locked = useMemo(
    () =>
      new Set(
        all
          .filter((permission) => grantingRoles(permission, provider.providerName).length > 0)
          .map((permission) => permission.name),
      ),
    [all, provider.providerName],
  );
  const dirty = all.some((permission) => toggles[permission.name] !== saved[permission.name]);

  const save = () =>
    update.mutate(
      all
        .filter((permission) => !locked.has(permission.name))
        .map((permission) => ({
          name: permission.name,
          isGranted: toggles[permission.name] === true,
        })),
      {
        onSuccess: () => toast.success(t('permissionsPanel.updated')),
        onError: (error) =>
          toast.error(error.message !== '' ? error.message : t('permissionsPanel.cannotUpdate')),
      },
    );

  return (
    <Stack spacing={2}>
      <PanelTitle
        actions={
          <Stack direction="row" spacing={1}>
            <Button
              disabled={!dirty || update.isPending}
              onClick={() => setToggles(saved)}
              sx={{ minWidth: 88 }}
            >
              {t('permissionsPanel.reset')}
            </Button>
            <Button
              variant="contained"
              disabled={!dirty}
              loading={update.isPending}
              onClick={save}
              sx={{ minWidth: 88 }}
            >
              {t('permissionsPanel.save')}
            </Button>
          </Stack>
        }
      />
      {provider.providerName === 'U' ? (
        <Typography variant="body2" color="text.secondary">
          {t('permissionsPanel.userNote')}
        </Typography>
      ) : undefined}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
          alignItems: 'start',
        }}
      >
        {list.groups.map((group) => (
          <PermissionGroup
            key={group.name}
            group={group}
            providerName={provider.providerName}
            toggles={toggles}
            locked={locked}
            disabled={update.isPending}
            onToggle={(name, granted) =>
              setToggles((current) => toggle(current, all, locked, name, granted))
            }
          />
        ))}
      </Box>
    </Stack>
  );
}

function depthOf(permission: PermissionGrantInfoDto, all: readonly PermissionGrantInfoDto[]) {
  let depth = 0;
  let parent = permission.parentName;
  while (parent !== null && depth < 5) {
    depth += 1;
    const parentName: string = parent;
    parent = all.find((candidate) => candidate.name === parentName)?.parentName ?? null;
  }
  return depth;
}

function PermissionGroup({
  group,
  providerName,
  toggles,
  locked,
  disabled,
  onToggle,
}: {
  group: PermissionGroupDto;
  providerName: PermissionProviderName;
  toggles: Toggles;
  locked: ReadonlySet<string>;
  disabled: boolean;
  onToggle: (name: string, granted: boolean) => void;
}) {
  const { t } = useTranslation();
  const titleId = `permission-group-${group.name}`;
  const granted = group.permissions.filter((permission) => toggles[permission.name]).length;
  return (
    <Box
      role="group"
      aria-labelledby={titleId}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 2, py: 1.5 }}
    >
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'baseline', justifyContent: 'space-between', mb: 0.5 }}
      >
        <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {group.displayName}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {t('permissionsPanel.grantedCount', { granted, total: group.permissions.length })}
        </Typography>
      </Stack>
      <Stack>
        {group.permissions.map((permission) => {
          const roles = grantingRoles(permission, providerName);
          const depth = depthOf(permission, group.permissions);
          return (
            <Stack
              key={permission.name}
              direction="row"
              spacing={1}
              useFlexGap
              sx={{
                alignItems: 'center',
                flexWrap: 'wrap',
                paddingInlineStart: depth * 4.5,
                minHeight: 30,
              }}
            >
              <FormControlLabel
                sx={{ mx: 0, '& .MuiFormControlLabel-label': { fontWeight: depth ? 400 : 500 } }}
                control={
                  <Switch
                    size="small"
                    checked={toggles[permission.name] === true}
                    disabled={disabled || locked.has(permission.name)}
                    onChange={(event) => onToggle(permission.name, event.target.checked)}
                  />
                }
                label={permission.displayName}
              />
              {roles.length > 0 ? (
                <Typography variant="caption" color="text.secondary">
                  {t('permissionsPanel.grantedBy', { roles: roles.join(', ') })}
                </Typography>
              ) : undefined}
            </Stack>
          );
        })}
      </Stack>
    </Box>
  );
}
