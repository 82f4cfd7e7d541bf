import CloseIcon from '@mui/icons-material/Close';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { CustomSettingDto, StitchTypeInSettingDto } from '@spool/contracts';
import { builtInDefaultSettingId, customSettingNameMaxLength } from '@spool/domain';
import {
  MaterialReactTable,
  type MRT_ColumnDef,
  type MRT_Row,
  useMaterialReactTable,
} from 'material-react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/ui/toasts';
import { ApiError } from '../../../lib/api-client';
import { useStitchTypesInSetting } from '../api/get-stitch-types-in-setting';
import { useUpdateCustomSetting } from '../api/update-custom-setting';
import { useUpdateStitchType } from '../api/update-stitch-type';
import { formatDateTime, formatNumber } from './format';
import { AllowanceField, TktTexField } from './setting-fields';
import { tableLocalization } from '../../../lib/table-localization';

/**
 * The edit panel of a custom setting, on the right (platform-admin spec, section 2): the
 * setting's Tkt/Tex, allowance and "set as my default", then every stitch type with needle,
 * under, top, bight, waste, consumption per 10 cm (or 3.94 inch), who changed it last and
 * when; each row editable. The Default, and every setting while custom settings are turned
 * off, is shown read-only.
 */
export function StitchDataDrawer({
  setting,
  enabled,
  canUpdate,
  onClose,
}: {
  setting: CustomSettingDto;
  enabled: boolean;
  canUpdate: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const isDefault = setting.id === builtInDefaultSettingId;
  const editable = enabled && canUpdate && !isDefault;
  return (
    <Drawer
      anchor="right"
      open
      onClose={onClose}
      slotProps={{
        paper: {
          sx: { width: { xs: '100vw', md: 'min(1180px, 92vw)' } },
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': 'stitch-data-title',
        },
      }}
    >
      <Stack sx={{ height: '100%' }}>
        <Stack
          direction="row"
          spacing={2}
          sx={{ alignItems: 'center', px: 3, py: 2, borderBottom: 1, borderColor: 'divider' }}
        >
          <Typography id="stitch-data-title" variant="h2" component="h2" sx={{ flexGrow: 1 }}>
            {t('customSettings.stitches.title', { name: setting.name })}
          </Typography>
          <IconButton onClick={onClose} aria-label={t('customSettings.stitches.close')}>
            <CloseIcon />
          </IconButton>
        </Stack>
        <Box sx={{ overflow: 'auto', px: 3, py: 2.5, flexGrow: 1 }}>
          <Stack spacing={3}>
            {!enabled ? (
              <Alert severity="info">{t('customSettings.stitches.disabledReadOnly')}</Alert>
            ) : isDefault ? (
              <Alert severity="info">{t('customSettings.stitches.defaultReadOnly')}</Alert>
            ) : undefined}
            <SettingForm
              key={setting.concurrencyStamp ?? `${setting.id}-${setting.isDefaultSettingId}`}
              setting={setting}
              valuesEditable={editable}
              defaultChoiceEditable={enabled}
            />
            <Divider />
            <StitchTable settingId={setting.id} editable={editable} />
          </Stack>
        </Box>
      </Stack>
    </Drawer>
  );
}

function SettingForm({
  setting,
  valuesEditable,
  defaultChoiceEditable,
}: {
  setting: CustomSettingDto;
  valuesEditable: boolean;
  defaultChoiceEditable: boolean;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const [tktTex, setTktTex] = useState(setting.tktTex);
  const [allowance, setAllowance] = useState(setting.defaultAllowance);
  const [isDefault, setIsDefault] = useState(setting.isDefaultSettingId);
  const update = useUpdateCustomSetting();
  const dirty =
    tktTex !== setting.tktTex ||
    allowance !== setting.defaultAllowance ||
    isDefault !== setting.isDefaultSettingId;

  const save = async () => {
    try {
      await update.mutateAsync({
        body: {
          id: setting.id,
          name: setting.name,
          tktTex,
          defaultAllowance: allowance,
          concurrencyStamp: setting.concurrencyStamp,
        },
        isDefault,
      });
      toast.success(t('customSettings.updated'));
    } catch (error) {
      toast.error(
        error instanceof ApiError && error.status < 500
          ? error.message
          : t('customSettings.updateError'),
      );
    }
  };

  return (
    <Stack
      component="form"
      aria-label={t('customSettings.form.editTitle')}
      direction="row"
      spacing={3}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <TextField
        label={t('customSettings.form.name')}
        value={setting.name}
        disabled
        helperText={t('customSettings.form.nameFixed')}
        slotProps={{ htmlInput: { maxLength: customSettingNameMaxLength } }}
        sx={{ minWidth: 220 }}
      />
      <TktTexField value={tktTex} onChange={setTktTex} disabled={!valuesEditable} />
      <Box sx={{ width: 300 }}>
        <AllowanceField value={allowance} onChange={setAllowance} disabled={!valuesEditable} />
      </Box>
      <FormControlLabel
        sx={{ mt: 3 }}
        control={
          <Checkbox
            checked={isDefault}
            disabled={!defaultChoiceEditable}
            onChange={(event) => setIsDefault(event.target.checked)}
          />
        }
        label={t('customSettings.form.setAsDefault')}
      />
      <Box sx={{ mt: 3, ml: 'auto' }}>
        <Button
          type="submit"
          variant="contained"
          disabled={!dirty || !defaultChoiceEditable}
          loading={update.isPending}
        >
          {t('customSettings.form.save')}
        </Button>
      </Box>
    </Stack>
  );
}

type EditableField = 'defaultcm0' | 'defaultcm1' | 'defaultcm2' | 'defaultBight' | 'defaultwaste';

/** Whether a stitch uses the field: a group it has no line of, or a bight it does not ask, is not edited. */
function usesField(stitch: StitchTypeInSettingDto, field: EditableField): boolean {
  switch (field) {
    case 'defaultcm0':
      return !stitch.noNeedleA;
    case 'defaultcm1':
      return !stitch.noUnderA;
    case 'defaultcm2':
      return !stitch.noTopCover;
    case 'defaultBight':
      return !stitch.hideBight;
    case 'defaultwaste':
      return true;
  }
}

/** What the person typed, as a number; empty is null (the server says which value is wrong). */
function typedNumber(value: unknown): number | null {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const number = Number(value.replace(',', '.'));
  return Number.isFinite(number) ? number : Number.NaN;
}

function StitchTable({ settingId, editable }: { settingId: number; editable: boolean }) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const stitches = useStitchTypesInSetting(settingId);
  const update = useUpdateStitchType();
  const imperial = stitches.data?.seamLengthUnit === 1;
  const language = i18n.language;

  const columns = useMemo<MRT_ColumnDef<StitchTypeInSettingDto>[]>(() => {
    const notUsed = t('customSettings.stitches.notApplicable');
    const valueColumn = (
      field: EditableField,
      header: string,
      step: number,
      size = 80,
    ): MRT_ColumnDef<StitchTypeInSettingDto> => ({
      accessorKey: field,
      header,
      size,
      enableGlobalFilter: false,
      enableEditing: (row) => usesField(row.original, field),
      muiTableBodyCellProps: { align: 'right' },
      muiTableHeadCellProps: { align: 'right' },
      muiEditTextFieldProps: ({ row }) => ({
        type: 'number',
        size: 'small',
        slotProps: {
          htmlInput: {
            min: 0,
            step,
            'aria-label': `${header} ${row.original.code}`,
            style: { textAlign: 'right' },
          },
        },
      }),
      Cell: ({ row }) => {
        const value = row.original[field];
        return usesField(row.original, field) && value !== null ? (
          formatNumber(value, language)
        ) : (
          <Tooltip title={notUsed}>
            <Typography component="span" color="text.disabled" aria-label={notUsed}>
              —
            </Typography>
          </Tooltip>
        );
      },
    });
    return [
      {
        accessorKey: 'code',
        header: t('customSettings.stitches.stitchType'),
        size: 170,
        enableEditing: false,
        Cell: ({ row }) => (
          <Stack spacing={0}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {row.original.code}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {row.original.name}
            </Typography>
          </Stack>
        ),
        filterFn: (row, _id, filter: string) =>
          `${row.original.code} ${row.original.name}`
            .toLowerCase()
            .includes(String(filter).toLowerCase()),
      },
      valueColumn('defaultcm0', t('customSettings.stitches.needle'), 1),
      valueColumn('defaultcm1', t('customSettings.stitches.under'), 1),
      valueColumn('defaultcm2', t('customSettings.stitches.top'), 1),
      valueColumn(
        'defaultBight',
        t(imperial ? 'customSettings.stitches.bightImperial' : 'customSettings.stitches.bightMm'),
        0.01,
        imperial ? 130 : 100,
      ),
      valueColumn('defaultwaste', t('customSettings.stitches.waste'), 0.01),
      {
        accessorKey: 'consumption',
        header: t(
          imperial
            ? 'customSettings.stitches.consumptionPer394In'
            : 'customSettings.stitches.consumptionPer10Cm',
        ),
        size: 120,
        enableEditing: false,
        enableGlobalFilter: false,
        muiTableBodyCellProps: { align: 'right' },
        muiTableHeadCellProps: { align: 'right' },
        Header: ({ column }) => (
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            <span>{column.columnDef.header}</span>
            <Tooltip title={t('customSettings.stitches.consumptionHint')}>
              <InfoOutlinedIcon fontSize="inherit" color="action" />
            </Tooltip>
          </Stack>
        ),
        Cell: ({ row }) => (
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {formatNumber(row.original.consumption, language)}
            {row.original.consumptionBasis === 'perCycle' ? (
              <Typography component="span" variant="caption" color="text.secondary">
                {` ${t('customSettings.stitches.perCycle')}`}
              </Typography>
            ) : undefined}
          </Typography>
        ),
      },
      {
        accessorKey: 'lastChangedBy',
        header: t('customSettings.stitches.lastChangedBy'),
        size: 110,
        enableEditing: false,
        Cell: ({ row }) => row.original.lastChangedBy ?? '',
      },
      {
        accessorKey: 'lastModificationTime',
        header: t('customSettings.stitches.changedAt'),
        size: 160,
        enableEditing: false,
        enableGlobalFilter: false,
        Cell: ({ row }) => formatDateTime(row.original.lastModificationTime, language),
      },
    ];
  }, [t, imperial, language]);

  const save = async (row: MRT_Row<StitchTypeInSettingDto>, values: Record<string, unknown>) => {
    const stitch = row.original;
    const value = (field: EditableField) =>
      usesField(stitch, field) ? typedNumber(values[field]) : stitch[field];
    try {
      await update.mutateAsync({
        settingId,
        code: stitch.code,
        defaultcm0: value('defaultcm0'),
        defaultcm1: value('defaultcm1'),
        defaultcm2: value('defaultcm2'),
        defaultBight: value('defaultBight'),
        defaultwaste: value('defaultwaste'),
      });
      toast.success(t('customSettings.stitches.updated'));
      return true;
    } catch (error) {
      toast.error(
        error instanceof ApiError && error.status === 400
          ? error.message
          : t('customSettings.stitches.updateError'),
      );
      return false;
    }
  };

  const table = useMaterialReactTable({
    columns,
    data: stitches.data?.items ?? [],
    getRowId: (row) => row.code,
    localization: tableLocalization(language),
    state: { isLoading: stitches.isPending, showAlertBanner: stitches.isError },
    enableEditing: editable,
    editDisplayMode: 'row',
    positionActionsColumn: 'last',
    onEditingRowSave: async ({ row, values, table: current }) => {
      if (await save(row, values)) current.setEditingRow(null);
    },
    layoutMode: 'grid',
    enablePagination: false,
    enableStickyHeader: true,
    enableColumnActions: false,
    enableColumnFilters: false,
    enableHiding: false,
    enableDensityToggle: false,
    enableFullScreenToggle: false,
    enableSorting: false,
    initialState: { density: 'compact', showGlobalFilter: true },
    positionGlobalFilter: 'left',
    muiSearchTextFieldProps: {
      placeholder: t('customSettings.stitches.search'),
      'aria-label': t('customSettings.stitches.search'),
      size: 'small',
      variant: 'outlined',
    },
    muiToolbarAlertBannerProps: stitches.isError
      ? { color: 'error', children: t('customSettings.readError') }
      : undefined,
    muiTableBodyRowProps: ({ row }) => ({ 'aria-label': row.original.code }),
    muiTablePaperProps: { variant: 'outlined', elevation: 0 },
    muiTableContainerProps: { sx: { maxHeight: 'calc(100vh - 330px)' } },
  });

  return <MaterialReactTable table={table} />;
}
