import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import ScienceOutlinedIcon from '@mui/icons-material/ScienceOutlined';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { StitchTypeInSettingDto } from '@spool/contracts';
import {
  bightForDisplay,
  builtInDefaultSettingId,
  checkStitchValues,
  findStitchType,
  rateForDisplay,
  referenceConditionOf,
  roundToHundredths,
  type ErrorCode,
  type StitchSetting,
} from '@spool/domain';
import {
  MaterialReactTable,
  type MRT_ColumnDef,
  type MRT_Row,
  useMaterialReactTable,
} from 'material-react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useToast } from '../../../components/ui/toasts';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { tableLocalization } from '../../../lib/table-localization';
import { useStitchTypesInSetting } from '../api/get-stitch-types-in-setting';
import { useUpdateStitchType } from '../api/update-stitch-type';
import { CalibrationDialog } from './calibration-dialog';
import { formatDateTime, formatNumber } from './format';

type EditableField = 'defaultcm0' | 'defaultcm1' | 'defaultcm2' | 'defaultBight' | 'defaultwaste';

/** The domain's name of each field of the row. */
const settingFieldOf: Record<EditableField, keyof StitchSetting> = {
  defaultcm0: 'needle',
  defaultcm1: 'under',
  defaultcm2: 'top',
  defaultBight: 'bightMm',
  defaultwaste: 'wastePercent',
};

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

/** What the person typed, as a number; empty is null and anything else not a number NaN. */
function typedNumber(value: unknown): number | null {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const number = Number(value.replace(',', '.'));
  return Number.isFinite(number) ? number : Number.NaN;
}

/** Where a row's consumption figure holds: its reference condition, in the tenant's unit. */
function referenceText(
  stitch: StitchTypeInSettingDto,
  t: TFunction,
  imperial: boolean,
  language: string,
): string {
  if (stitch.consumptionBasis === 'perCycle' || !findStitchType(stitch.code)) {
    return t('customSettings.stitches.perCycleHint');
  }
  const reference = referenceConditionOf(stitch.code, stitch.bightMm);
  const unit = imperial ? 'imperial' : 'metric';
  const figure = (value: number) => formatNumber(roundToHundredths(value), language);
  const rate = t(
    imperial ? 'customSettings.stitches.ratePerInch' : 'customSettings.stitches.ratePer3Cm',
    { value: figure(rateForDisplay(reference.ratePer3Cm, unit)) },
  );
  const thickness = figure(reference.seamThicknessMm);
  if (reference.bightMm === null) {
    return t('customSettings.stitches.referenceCondition', { rate, thickness });
  }
  const bight = t(
    imperial ? 'customSettings.stitches.bightValueInch' : 'customSettings.stitches.bightValueMm',
    { value: figure(bightForDisplay(reference.bightMm, unit)) },
  );
  return t('customSettings.stitches.referenceConditionBight', { rate, thickness, bight });
}

/**
 * MRT draws pinned cells at 97 % opacity: the cells scrolled under them showed through. The
 * table's own background, opaque, under `cells` (the row's cells are styled from the row).
 */
const opaquePinned = (cells: string) => ({
  [`${cells}[data-pinned="true"]`]: { opacity: 1 },
  [`${cells}[data-pinned="true"]:before`]: { backgroundColor: 'background.default' },
});

/**
 * Every stitch type of a setting with needle, under, top, bight, waste and the consumption per
 * 10 cm (3.94 inch) at the stitch's reference condition, who changed it last and when; each
 * row editable in place when the setting may be changed.
 */
export function StitchTable({
  settingId,
  settingName,
  editable,
}: {
  settingId: number;
  settingName: string;
  editable: boolean;
}) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const [calibrating, setCalibrating] = useState<string | null>(null);
  // The row's wrong fields, each with its message, until the field is typed in again.
  const [problems, setProblems] = useState<Partial<Record<EditableField, ErrorCode>>>({});
  // The Default holds the catalogue's values: it is not calibrated.
  const calibratable = settingId !== builtInDefaultSettingId;
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
      size = 96,
    ): MRT_ColumnDef<StitchTypeInSettingDto> => ({
      accessorKey: field,
      header,
      size,
      enableGlobalFilter: false,
      enableEditing: (row) => usesField(row.original, field),
      // A wrong value's message wraps under its field.
      muiTableBodyCellProps: { align: 'right', sx: { whiteSpace: 'normal' } },
      muiTableHeadCellProps: { align: 'right' },
      muiEditTextFieldProps: ({ row }) => ({
        type: 'number',
        size: 'small',
        error: problems[field] !== undefined,
        helperText: problems[field] ? errorText(t, problems[field]) : undefined,
        onChange: () =>
          setProblems((current) => {
            const { [field]: _fixed, ...others } = current;
            return others;
          }),
        slotProps: {
          htmlInput: {
            min: 0,
            step,
            'aria-label': `${header} ${row.original.code}`,
            style: { textAlign: 'right' },
          },
          formHelperText: { sx: { mx: 0, textAlign: 'start', lineHeight: 1.3 } },
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
        size: 230,
        enableEditing: false,
        // Stitch names are long ("Class 300 lockstitch variant with ..."): they wrap, never cut.
        muiTableBodyCellProps: { sx: { whiteSpace: 'normal' } },
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
        imperial ? 150 : 110,
      ),
      valueColumn('defaultwaste', t('customSettings.stitches.waste'), 0.01),
      {
        accessorKey: 'consumption',
        header: t(
          imperial
            ? 'customSettings.stitches.consumptionPer394In'
            : 'customSettings.stitches.consumptionPer10Cm',
        ),
        size: 140,
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
          <Tooltip title={referenceText(row.original, t, imperial, language)}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              <span data-testid="stitch-consumption">
                {formatNumber(row.original.consumption, language)}
              </span>
              {row.original.consumptionBasis === 'perCycle' ? (
                <Typography component="span" variant="caption" color="text.secondary">
                  {` ${t('customSettings.stitches.perCycle')}`}
                </Typography>
              ) : undefined}
            </Typography>
          </Tooltip>
        ),
      },
      {
        accessorKey: 'lastChangedBy',
        header: t('customSettings.stitches.lastChangedBy'),
        size: 140,
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
      ...(calibratable
        ? [
            {
              id: 'calibrate',
              header: t('customSettings.calibration.samplesTitle'),
              size: 84,
              enableEditing: false,
              enableGlobalFilter: false,
              muiTableBodyCellProps: { align: 'center' },
              Cell: ({ row }) => (
                <Tooltip
                  title={t('customSettings.calibration.action', { code: row.original.code })}
                >
                  <IconButton
                    size="small"
                    aria-label={t('customSettings.calibration.action', { code: row.original.code })}
                    onClick={() => setCalibrating(row.original.code)}
                  >
                    <ScienceOutlinedIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              ),
            } satisfies MRT_ColumnDef<StitchTypeInSettingDto>,
          ]
        : []),
    ];
  }, [t, imperial, language, calibratable, problems]);

  /** Checks the row with the domain's rules and sends it only when every field is right. */
  const save = async (row: MRT_Row<StitchTypeInSettingDto>, values: Record<string, unknown>) => {
    const stitch = row.original;
    const value = (field: EditableField) =>
      usesField(stitch, field) ? typedNumber(values[field]) : stitch[field];
    const checked = checkStitchValues(
      {
        needle: value('defaultcm0'),
        under: value('defaultcm1'),
        top: value('defaultcm2'),
        bightMm: value('defaultBight'),
        wastePercent: value('defaultwaste'),
      },
      usesField(stitch, 'defaultBight'),
    );
    if (!checked.ok) {
      const fields = Object.keys(settingFieldOf) as EditableField[];
      setProblems(
        Object.fromEntries(
          fields.flatMap((field) => {
            const code = checked.problems[settingFieldOf[field]];
            return code ? [[field, code]] : [];
          }),
        ),
      );
      return false;
    }
    setProblems({});
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
    // Room for a row's two icons while it is edited (save and cancel), never clipped.
    displayColumnDefOptions: { 'mrt-row-actions': { size: 104 } },
    onEditingRowSave: async ({ row, values, table: current }) => {
      if (await save(row, values)) current.setEditingRow(null);
    },
    onEditingRowCancel: () => setProblems({}),
    layoutMode: 'grid',
    enablePagination: false,
    enableStickyHeader: true,
    enableColumnActions: false,
    enableColumnFilters: false,
    enableHiding: false,
    enableDensityToggle: false,
    enableFullScreenToggle: false,
    enableSorting: false,
    // The stitch's code and name stay in view while a wide row scrolls sideways to be edited,
    // and so do its save and cancel buttons.
    enableColumnPinning: true,
    muiTableHeadCellProps: { sx: { opacity: 1, ...opaquePinned('&') } },
    initialState: {
      density: 'compact',
      showGlobalFilter: true,
      columnPinning: { left: ['code'], right: ['mrt-row-actions'] },
    },
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
    muiTableBodyRowProps: ({ row }) => ({
      'aria-label': row.original.code,
      sx: opaquePinned('& td'),
    }),
    muiTablePaperProps: { variant: 'outlined', elevation: 0 },
    // MRT draws a sticky header at 97 % opacity: the rows scrolled under it showed through.
    muiTableHeadProps: { sx: { opacity: 1 } },
    muiTableContainerProps: { sx: { maxHeight: 'calc(100vh - 330px)' } },
  });

  return (
    <>
      <MaterialReactTable table={table} />
      {calibrating !== null ? (
        <CalibrationDialog
          settingId={settingId}
          settingName={settingName}
          code={calibrating}
          unit={imperial ? 'imperial' : 'metric'}
          onClose={() => setCalibrating(null)}
        />
      ) : undefined}
    </>
  );
}
