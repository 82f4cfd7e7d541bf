import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { OperationDto, StyleFiguresDto } from '@spool/contracts';
import { figureFormatter } from '@spool/domain';
import type { MRT_ColumnDef } from 'material-react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { OperationUnits } from '../api/get-operation-units';
import { StatusDot } from './status-dot';

/**
 * The grid's columns, with the lengths' units in their headers; with the style's figures, each
 * operation's thread per garment as the Single Garment Consumption report prints it.
 */
export function useOperationColumns(
  units: OperationUnits | null,
  figures: StyleFiguresDto | undefined,
): MRT_ColumnDef<OperationDto>[] {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const imperial = units?.seamLengthUnit === 1;
    // Lengths as every screen and report prints them (the domain's rules); counts whole.
    const whole = new Intl.NumberFormat(language, { maximumFractionDigits: 0 });
    const formats = {
      bight: figureFormatter('bight', language),
      seamLength: figureFormatter('seamLength', language),
      rate: figureFormatter('rate', language),
      seamThikness: figureFormatter('seamThickness', language),
      quantity: (value: number) => whole.format(value),
      machines: (value: number) => whole.format(value),
    };
    const hidden = t('operationList.notShown');
    const numeric = (
      key: keyof typeof formats,
      header: string,
      size = 100,
    ): MRT_ColumnDef<OperationDto> => ({
      id: key,
      accessorFn: (row) => row[key] ?? undefined,
      header,
      size,
      sortUndefined: 'last',
      filterVariant: 'range',
      Cell: ({ row }) => {
        const value = row.original[key];
        return value === null ? (
          <Box component="span" title={hidden} aria-label={hidden} sx={{ color: 'text.secondary' }}>
            –
          </Box>
        ) : (
          formats[key](value)
        );
      },
      AggregatedCell: () => null,
    });
    const threadColumn = (known: StyleFiguresDto): MRT_ColumnDef<OperationDto> => {
      const threadOf = new Map(
        known.operations.map((operation) => [operation.id, operation.threadPerGarment]),
      );
      const format = figureFormatter('threadLength', language);
      const incomplete = t('styleFigures.operationIncomplete');
      return {
        id: 'threadPerGarment',
        accessorFn: (row) => threadOf.get(row.id) ?? undefined,
        header: t('styleFigures.threadPerGarment', {
          unit: t(`operationList.units.${known.threadLengthUnit}`),
        }),
        size: 100,
        sortUndefined: 'last',
        enableGrouping: false,
        Cell: ({ row }) => {
          const value = threadOf.get(row.original.id);
          return value === null || value === undefined ? (
            <Box
              component="span"
              title={incomplete}
              aria-label={incomplete}
              sx={{ color: 'text.secondary' }}
            >
              –
            </Box>
          ) : (
            format(value)
          );
        },
        AggregatedCell: () => null,
      };
    };
    const lengthUnit = t(imperial ? 'operationList.units.inch' : 'operationList.units.cm');
    const bightUnit = t(imperial ? 'operationList.units.inch' : 'operationList.units.mm');
    return [
      { accessorKey: 'group', header: t('operationList.columns.group'), size: 100 },
      {
        accessorKey: 'description',
        header: t('operationList.columns.description'),
        size: 190,
        grow: true,
        enableGrouping: false,
        Cell: ({ row }) => (
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center' }}>
            <StatusDot
              ok={row.original.isCompleteOperation}
              label={t(
                row.original.isCompleteOperation
                  ? 'operationList.status.complete'
                  : 'operationList.status.incomplete',
              )}
            />
            <span>{row.original.description}</span>
          </Stack>
        ),
      },
      {
        id: 'stitchType',
        accessorFn: (row) => `${row.stitchTypeCode}-${row.stitchTypeName}`,
        header: t('operationList.columns.stitchType'),
        size: 210,
        grow: true,
        // The code and name read left to right in a right-to-left page too.
        Cell: ({ cell }) => <bdi>{cell.getValue<string>()}</bdi>,
      },
      numeric('bight', t('operationList.columns.bight', { unit: bightUnit })),
      numeric('seamLength', t('operationList.columns.seamLength', { unit: lengthUnit }), 110),
      numeric(
        'rate',
        t(imperial ? 'operationList.columns.rateImperial' : 'operationList.columns.rateMetric'),
        110,
      ),
      numeric('quantity', t('operationList.columns.quantity')),
      numeric('machines', t('operationList.columns.machines'), 110),
      numeric(
        'seamThikness',
        // Millimetres in both unit systems (the domain's figure rules).
        t('operationList.columns.seamThickness', { unit: t('operationList.units.mm') }),
        110,
      ),
      ...(figures ? [threadColumn(figures)] : []),
    ];
  }, [t, language, units?.seamLengthUnit, figures]);
}
