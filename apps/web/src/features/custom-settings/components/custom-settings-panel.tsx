import AddIcon from '@mui/icons-material/Add';
import ContentCopyOutlinedIcon from '@mui/icons-material/ContentCopyOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { Permissions, type CustomSettingDto } from '@spool/contracts';
import { builtInDefaultSettingId } from '@spool/domain';
import {
  MaterialReactTable,
  type MRT_ColumnDef,
  useMaterialReactTable,
} from 'material-react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/ui/toasts';
import { isGranted, useReadySession } from '../../../lib/session-context';
import { useCustomSettings } from '../api/get-custom-settings';
import { useCustomers } from '../api/get-customers';
import { useUpdateCustomSettingToggle } from '../api/update-custom-setting-toggle';
import { CustomSettingDialog, type SettingDialogMode } from './custom-setting-dialog';
import { DeleteCustomSettingDialog } from './delete-custom-setting-dialog';
import { formatDate, formatDateTime } from './format';
import { StitchDataDrawer } from './stitch-data-drawer';
import { tableLocalization } from '../../../lib/table-localization';

/** Account type of a tenant administrator (the token's `account_type`). */
const tenantAdministrator = 101;

/**
 * The custom settings panel of the system configuration screen (platform-admin spec,
 * section 2): the enable/disable toggle (tenant administrators), Add New, and the grid of
 * settings with edit, clone and delete while custom settings are on (read-only while off).
 */
export function CustomSettingsPanel() {
  const { t } = useTranslation();
  const settings = useCustomSettings();
  return (
    <Accordion
      defaultExpanded
      disableGutters
      slotProps={{ heading: { component: 'div' } }}
      sx={{ border: 1, borderColor: 'divider' }}
    >
      <AccordionSummary
        expandIcon={<ExpandMoreIcon />}
        aria-controls="custom-settings-content"
        id="custom-settings-header"
      >
        <Stack spacing={0.5}>
          <Typography variant="h2" component="h2">
            {t('customSettings.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('customSettings.intro')}
          </Typography>
        </Stack>
      </AccordionSummary>
      <AccordionDetails id="custom-settings-content">
        {settings.isError ? (
          <Alert severity="error">{t('customSettings.readError')}</Alert>
        ) : (
          <CustomSettingsGrid
            items={settings.data?.items ?? []}
            enabled={settings.data?.customSettingToggleValue ?? false}
            isLoading={settings.isPending}
          />
        )}
      </AccordionDetails>
    </Accordion>
  );
}

function CustomSettingsGrid({
  items,
  enabled,
  isLoading,
}: {
  items: CustomSettingDto[];
  enabled: boolean;
  isLoading: boolean;
}) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const { state } = useReadySession();
  const isAdministrator = state.configuration.currentUser.accountType === tenantAdministrator;
  const canUpdate = isGranted(state.configuration, Permissions.SettingsUpdate);
  const withActions = enabled && canUpdate;
  const toggle = useUpdateCustomSettingToggle();
  const [dialog, setDialog] = useState<SettingDialogMode | null>(null);
  const [deleting, setDeleting] = useState<CustomSettingDto | null>(null);
  const [editingId, setEditingId] = useState<number | null>(null);
  const editing = items.find((item) => item.id === editingId);
  const language = i18n.language;
  const customers = useCustomers();
  // The customers whose new styles start with each setting, by setting.
  const customersOf = useMemo(() => {
    const names = new Map<number, string[]>();
    for (const customer of customers.data ?? []) {
      if (customer.defaultCustomSettingId === null) continue;
      names.set(customer.defaultCustomSettingId, [
        ...(names.get(customer.defaultCustomSettingId) ?? []),
        customer.name,
      ]);
    }
    return names;
  }, [customers.data]);

  const switchToggle = (next: boolean) =>
    toggle.mutate(next, {
      onSuccess: () => toast.success(t('customSettings.configurationUpdated')),
      onError: (error) =>
        toast.error(
          error instanceof Error ? error.message : t('customSettings.configurationError'),
        ),
    });

  const columns = useMemo<MRT_ColumnDef<CustomSettingDto>[]>(
    () => [
      {
        accessorKey: 'name',
        header: t('customSettings.columns.name'),
        size: 220,
        Cell: ({ row }) => (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {row.original.name}
            </Typography>
            {row.original.id === builtInDefaultSettingId ? (
              <Chip size="small" variant="outlined" label={t('customSettings.builtIn')} />
            ) : undefined}
            {row.original.isDefaultSettingId ? (
              <Chip size="small" color="primary" label={t('customSettings.myDefault')} />
            ) : undefined}
          </Stack>
        ),
      },
      { accessorKey: 'tktTex', header: t('customSettings.columns.tktTex'), size: 90 },
      {
        accessorKey: 'defaultAllowance',
        header: t('customSettings.columns.allowance'),
        size: 110,
        muiTableBodyCellProps: { align: 'right' },
        muiTableHeadCellProps: { align: 'right' },
        Cell: ({ row }) => {
          const bands = row.original.allowanceBands;
          if (!bands) return row.original.defaultAllowance;
          const percents = bands.map((band) => band.percent);
          const number = new Intl.NumberFormat(language);
          return t('allowanceBands.byQuantity', {
            low: number.format(Math.min(...percents)),
            high: number.format(Math.max(...percents)),
          });
        },
      },
      {
        id: 'customers',
        accessorFn: (row) => customersOf.get(row.id)?.join(', ') ?? '',
        header: t('allowanceBands.customers.label'),
        size: 180,
      },
      {
        id: 'creationTime',
        accessorFn: (row) => row.creationTime ?? '',
        header: t('customSettings.columns.created'),
        size: 130,
        Cell: ({ row }) => formatDate(row.original.creationTime, language),
      },
      {
        id: 'createdBy',
        accessorFn: (row) => row.createdBy ?? '',
        header: t('customSettings.columns.createdBy'),
        size: 130,
      },
      {
        id: 'lastModificationTime',
        accessorFn: (row) => row.lastModificationTime ?? '',
        header: t('customSettings.columns.lastEdited'),
        size: 160,
        Cell: ({ row }) => formatDateTime(row.original.lastModificationTime, language),
      },
      {
        id: 'lastModifiedBy',
        accessorFn: (row) => row.lastModifiedBy ?? '',
        header: t('customSettings.columns.editedBy'),
        size: 130,
      },
    ],
    [t, language, customersOf],
  );

  const table = useMaterialReactTable({
    columns,
    data: items,
    getRowId: (row) => String(row.id),
    localization: tableLocalization(language),
    state: { isLoading },
    enableRowActions: withActions,
    positionActionsColumn: 'last',
    displayColumnDefOptions: {
      'mrt-row-actions': { header: t('customSettings.columns.actions'), size: 140 },
    },
    renderRowActions: ({ row }) => {
      const setting = row.original;
      const isDefault = setting.id === builtInDefaultSettingId;
      return (
        <Box sx={{ display: 'flex', gap: 0.5 }}>
          <Tooltip title={t('customSettings.actions.edit')}>
            <IconButton
              size="small"
              aria-label={t('customSettings.actions.edit')}
              onClick={() => setEditingId(setting.id)}
            >
              <EditOutlinedIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title={t('customSettings.actions.clone')}>
            <IconButton
              size="small"
              aria-label={t('customSettings.actions.clone')}
              onClick={() =>
                isDefault
                  ? toast.error(t('customSettings.defaultNotCloneable'))
                  : setDialog({ kind: 'clone', source: setting })
              }
            >
              <ContentCopyOutlinedIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title={t('customSettings.actions.delete')}>
            <IconButton
              size="small"
              aria-label={t('customSettings.actions.delete')}
              onClick={() =>
                isDefault
                  ? toast.error(t('customSettings.defaultNotDeletable'))
                  : setDeleting(setting)
              }
            >
              <DeleteOutlineIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </Box>
      );
    },
    enableColumnActions: false,
    enableColumnFilters: false,
    enableHiding: false,
    enableDensityToggle: false,
    enableFullScreenToggle: false,
    initialState: {
      density: 'compact',
      pagination: { pageIndex: 0, pageSize: 10 },
    },
    muiTablePaperProps: { variant: 'outlined', elevation: 0 },
    muiTableBodyRowProps: ({ row }) => ({
      'aria-label': row.original.name,
    }),
    renderTopToolbarCustomActions: () =>
      withActions ? (
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => setDialog({ kind: 'add' })}
        >
          {t('customSettings.addNew')}
        </Button>
      ) : undefined,
  });

  return (
    <Stack spacing={2}>
      {isAdministrator ? (
        <FormControlLabel
          control={
            <Switch
              checked={enabled}
              disabled={isLoading || toggle.isPending}
              onChange={(event) => switchToggle(event.target.checked)}
            />
          }
          label={t(enabled ? 'customSettings.enabled' : 'customSettings.disabled')}
        />
      ) : undefined}
      {!isLoading && !enabled ? (
        <Alert severity="info">{t('customSettings.disabledNote')}</Alert>
      ) : undefined}
      <MaterialReactTable table={table} />
      {dialog ? <CustomSettingDialog mode={dialog} onClose={() => setDialog(null)} /> : undefined}
      {deleting ? (
        <DeleteCustomSettingDialog setting={deleting} onClose={() => setDeleting(null)} />
      ) : undefined}
      {editing ? (
        <StitchDataDrawer
          setting={editing}
          enabled={enabled}
          canUpdate={canUpdate}
          canChooseCustomers={isAdministrator && canUpdate}
          onClose={() => setEditingId(null)}
        />
      ) : undefined}
    </Stack>
  );
}
