import AddIcon from '@mui/icons-material/Add';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { HistoryButton } from '../../../components/history/history-button';
import { Permissions, type ColourGroupDto, type UpdateShadesResult } from '@spool/contracts';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/ui/toasts';
import { errorText } from '../../../lib/error-text';
import { isGranted, useReadySession } from '../../../lib/session-context';
import { useColourGroups } from '../api/get-colour-groups';
import { useShades } from '../api/get-shades';
import { useShadeConfiguration, useUpdateShadeConfiguration } from '../api/shade-configuration';
import { useUpdateShades } from '../api/update-shades';
import {
  addShade,
  changeShade,
  findShadeToMove,
  isUnsavedShade,
  removeShade,
  type ListedShade,
  type ShadeListEdit,
} from '@spool/domain';
import { toListedShade, toShadeInput } from '../utils/shade-edits';
import { AddShadeDialog, EditShadeDialog, type ShadeRefusal } from './shade-dialogs';

/** Account type of a tenant administrator (the token's `account_type`). */
const tenantAdministrator = 101;

type OpenDialog = { kind: 'add'; group: ColourGroupDto } | { kind: 'edit'; key: string } | null;

/**
 * Shade grouping (platform-admin spec, section 2): the five colour groups with
 * their shades. Adding, renaming, recolouring and removing change the list here
 * only, each checked with the domain's rules (the server's); Update saves the
 * whole list at once. Tenant administrators also see the
 * default colour and switch shade configuration on or off.
 */
export function ShadeGroupingPanel() {
  const { t } = useTranslation();
  const toast = useToast();
  const { state } = useReadySession();
  const isAdministrator = state.configuration.currentUser.accountType === tenantAdministrator;
  const canUpdate = isGranted(state.configuration, Permissions.SettingsUpdate);

  const shades = useShades();
  const groups = useColourGroups();
  const configuration = useShadeConfiguration();
  const updateShades = useUpdateShades();

  const saved = useMemo(() => (shades.data?.items ?? []).map(toListedShade), [shades.data]);
  const [draft, setDraft] = useState<ListedShade[] | null>(null);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const newKeys = useRef(0);
  const list = draft ?? saved;
  const isOn = configuration.data?.isOn ?? true;
  const editable = canUpdate && isOn;

  const groupTitle = (group: ColourGroupDto) =>
    t('shades.groupTitle', { code: group.code, name: t(`shades.groups.${group.code}`) });

  /** Applies a local edit; answers what refuses it. */
  const apply = (result: ShadeListEdit): ShadeRefusal => {
    if (!result.ok) return result.error;
    setDraft(result.list);
    setDialog(null);
    return undefined;
  };

  const save = () => {
    if (!draft) return;
    const stored = shades.data?.items ?? [];
    updateShades.mutate(
      draft.map((shade) => toShadeInput(shade, stored)),
      {
        onSuccess: (result: UpdateShadesResult) => {
          setDraft(null);
          toast.success(
            t(
              result.replaced > 0
                ? 'shades.replaced'
                : result.added > 0
                  ? 'shades.added'
                  : 'shades.updated',
            ),
          );
        },
        onError: (error) => toast.error(error.message),
      },
    );
  };

  const loading = shades.isPending || groups.isPending;
  const failed = shades.isError || groups.isError;
  const editing = dialog?.kind === 'edit' ? list.find((s) => s.key === dialog.key) : undefined;

  return (
    <Card component="section" aria-labelledby="shade-grouping-title">
      <CardContent sx={{ p: { xs: 2, md: 3 } }}>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'space-between', mb: 3 }}
        >
          <Stack spacing={0.5}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Typography variant="h2" id="shade-grouping-title">
                {t('shades.title')}
              </Typography>
              <HistoryButton subject={{ kind: 'shades' }} name={t('shades.title')} size="small" />
            </Stack>
            <Typography variant="body2" color="text.secondary">
              {t('shades.summary')}
            </Typography>
          </Stack>
          {isAdministrator && groups.data && configuration.data ? (
            <ShadeConfigurationControls
              groups={groups.data.items}
              groupTitle={groupTitle}
              isOn={isOn}
              defaultColour={configuration.data.defaultColour}
              canUpdate={canUpdate}
            />
          ) : undefined}
        </Stack>

        {loading ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
            <CircularProgress aria-label={t('shades.title')} />
          </Box>
        ) : failed ? (
          <Alert severity="error">{t('shades.loadError')}</Alert>
        ) : (
          <>
            {!isOn ? (
              <Alert severity="info" sx={{ mb: 2 }}>
                {t('shades.configurationIsOff')}
              </Alert>
            ) : undefined}
            <Box
              sx={{
                display: 'grid',
                gap: 2,
                gridTemplateColumns: {
                  xs: '1fr',
                  sm: 'repeat(2, 1fr)',
                  md: 'repeat(3, 1fr)',
                  xl: 'repeat(5, 1fr)',
                },
              }}
            >
              {groups.data.items.map((group) => (
                <ShadeGroup
                  key={group.id}
                  title={groupTitle(group)}
                  code={group.code}
                  name={t(`shades.groups.${group.code}`)}
                  shades={list.filter((shade) => shade.colourGroupId === group.id)}
                  saved={saved}
                  editable={editable}
                  onAdd={() => setDialog({ kind: 'add', group })}
                  onOpen={(shade) => setDialog({ kind: 'edit', key: shade.key })}
                />
              ))}
            </Box>
            {canUpdate ? (
              <Stack
                direction={{ xs: 'column', sm: 'row' }}
                spacing={2}
                sx={{ mt: 3, justifyContent: 'flex-end', alignItems: { sm: 'center' } }}
              >
                {draft ? (
                  <Typography variant="body2" color="text.secondary" sx={{ mr: { sm: 'auto' } }}>
                    {t('shades.unsaved')}
                  </Typography>
                ) : undefined}
                {draft ? (
                  <Button onClick={() => setDraft(null)} disabled={updateShades.isPending}>
                    {t('shades.discard')}
                  </Button>
                ) : undefined}
                <Button
                  variant="contained"
                  onClick={save}
                  disabled={!draft || !isOn || updateShades.isPending}
                  sx={{ minWidth: 120 }}
                >
                  {t('shades.update')}
                </Button>
              </Stack>
            ) : undefined}
          </>
        )}
      </CardContent>

      {dialog?.kind === 'add' ? (
        <AddShadeDialog
          groupTitle={groupTitle(dialog.group)}
          onClose={() => setDialog(null)}
          moveHint={(name) => {
            const moved = findShadeToMove(list, name, dialog.group.id);
            const from = groups.data?.items.find((group) => group.id === moved?.colourGroupId);
            return moved && from ? { group: groupTitle(from), hexCode: moved.hexCode } : undefined;
          }}
          onSave={(shade) => {
            newKeys.current += 1;
            return apply(
              addShade(saved, list, {
                key: `new-${newKeys.current}`,
                name: shade.name,
                hexCode: shade.hexCode,
                colourGroupId: dialog.group.id,
              }),
            );
          }}
        />
      ) : undefined}
      {editing ? (
        <EditShadeDialog
          shade={editing}
          editable={editable}
          onClose={() => setDialog(null)}
          onChange={(change) => apply(changeShade(saved, list, editing.key, change))}
          onRemove={() => apply(removeShade(saved, list, editing.key))}
        />
      ) : undefined}
    </Card>
  );
}

function ShadeGroup({
  title,
  code,
  name,
  shades,
  saved,
  editable,
  onAdd,
  onOpen,
}: {
  title: string;
  code: string;
  name: string;
  shades: readonly ListedShade[];
  saved: readonly ListedShade[];
  editable: boolean;
  onAdd: () => void;
  onOpen: (shade: ListedShade) => void;
}) {
  const { t } = useTranslation();
  const sorted = [...shades].sort((a, b) =>
    a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }),
  );
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={title}
      sx={{ display: 'flex', flexDirection: 'column', p: 1.5, minHeight: 180 }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', px: 0.5, mb: 1 }}>
        <Box
          aria-hidden
          sx={{
            width: 28,
            height: 28,
            borderRadius: 1,
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            fontWeight: 700,
            fontSize: 14,
          }}
        >
          {code}
        </Box>
        <Typography variant="h3" component="h3">
          {name}
        </Typography>
      </Stack>
      <Stack component="ul" spacing={0.25} sx={{ listStyle: 'none', m: 0, p: 0, flex: 1 }}>
        {sorted.length === 0 ? (
          <Typography component="li" variant="body2" color="text.secondary" sx={{ px: 1, py: 1 }}>
            {t('shades.empty')}
          </Typography>
        ) : (
          sorted.map((shade) => (
            <li key={shade.key}>
              <ButtonBase
                onClick={() => onOpen(shade)}
                sx={{
                  width: '100%',
                  justifyContent: 'flex-start',
                  gap: 1.25,
                  px: 1,
                  py: 0.75,
                  borderRadius: 1,
                  textAlign: 'start',
                  '&:hover': { bgcolor: 'action.hover' },
                }}
              >
                <Box
                  aria-hidden
                  sx={{
                    width: 22,
                    height: 22,
                    flexShrink: 0,
                    borderRadius: '50%',
                    bgcolor: shade.hexCode,
                    border: 1,
                    borderColor: 'rgba(0, 0, 0, 0.18)',
                  }}
                />
                <Typography variant="body2" sx={{ flex: 1, overflowWrap: 'anywhere' }}>
                  {shade.name}
                </Typography>
                {shade.isUsed ? (
                  <LockOutlinedIcon
                    titleAccess={errorText(t, 'Spool.Settings:ShadeUsedInStyle')}
                    sx={{ fontSize: 16, color: 'text.secondary' }}
                  />
                ) : undefined}
                {isUnsavedShade(shade, saved) ? (
                  <Box
                    aria-hidden
                    sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: 'secondary.main' }}
                  />
                ) : undefined}
              </ButtonBase>
            </li>
          ))
        )}
      </Stack>
      {editable ? (
        <Button
          size="small"
          startIcon={<AddIcon />}
          onClick={onAdd}
          sx={{ alignSelf: 'flex-start', mt: 1 }}
        >
          {t('shades.addShade')}
        </Button>
      ) : undefined}
    </Paper>
  );
}

/**
 * The tenant administrator's controls: the default colour (shown, not chosen
 * here) and the shade configuration switch, saved at once.
 */
function ShadeConfigurationControls({
  groups,
  groupTitle,
  isOn,
  defaultColour,
  canUpdate,
}: {
  groups: readonly ColourGroupDto[];
  groupTitle: (group: ColourGroupDto) => string;
  isOn: boolean;
  defaultColour: ColourGroupDto['code'] | null;
  canUpdate: boolean;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const update = useUpdateShadeConfiguration();
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
      <TextField
        select
        size="small"
        disabled
        label={t('shades.defaultColour')}
        value={defaultColour ?? ''}
        sx={{ minWidth: 200 }}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{t('shades.noDefaultColour')}</MenuItem>
        {groups.map((group) => (
          <MenuItem key={group.code} value={group.code}>
            {groupTitle(group)}
          </MenuItem>
        ))}
      </TextField>
      <FormControlLabel
        label={`${t('shades.configuration')}: ${t(isOn ? 'shades.configurationOn' : 'shades.configurationOff')}`}
        control={
          <Switch
            checked={isOn}
            disabled={!canUpdate || update.isPending}
            onChange={(_event, checked) =>
              update.mutate(
                { isOn: checked, defaultColour },
                {
                  onSuccess: () => toast.success(t('shades.configurationUpdated')),
                  onError: (error) => toast.error(error.message),
                },
              )
            }
          />
        }
      />
    </Stack>
  );
}
