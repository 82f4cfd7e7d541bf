import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  styleStages,
  weightTypeNames,
  type StyleGridGroup,
  type StyleGridItem,
} from '@spool/contracts';
import { figureFormatter } from '@spool/domain';
import type { MRT_ColumnDef, MRT_Row } from 'material-react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { columnWidth } from '../utils/columns-that-fit';
import { formatCount, formatGridDate } from './format';

/** The server's group of a group row on the page (its size over all pages, its first row). */
export type GroupOf = (row: MRT_Row<StyleGridItem>) => (StyleGridGroup & { skip: number }) | null;

/**
 * A group's heading: its value and its size over every page, as the server counted them;
 * when the group runs over more than this page, which of its rows are here.
 */
function GroupHeading({
  row,
  value,
  groupOf,
}: {
  row: MRT_Row<StyleGridItem>;
  value: string;
  groupOf: GroupOf;
}) {
  const { t, i18n } = useTranslation();
  const group = groupOf(row);
  const count = group?.count ?? row.subRows?.length ?? 0;
  const number = (value: number) => formatCount(value, i18n.language);
  const from = group ? Math.max(group.start, group.skip) - group.start + 1 : 1;
  const to = from - 1 + (row.subRows?.length ?? 0);
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', columnGap: 1 }}>
      <Box component="span" sx={{ fontWeight: 600 }} data-testid="group-heading">
        {value === '' ? t('styleGrid.group.empty') : value} ({number(count)})
      </Box>
      {from > 1 || to < count ? (
        <Typography component="span" variant="body2" color="text.secondary">
          {t('styleGrid.group.partOnPage', {
            from: number(from),
            to: number(to),
            total: number(count),
          })}
        </Typography>
      ) : undefined}
    </Box>
  );
}

/**
 * The grid's columns (core-domain spec, section 2), each filtered on the server from its
 * column menu: text columns by what they contain, the fabric weight by a choice, the SGC
 * between two numbers and the creation date between two days.
 */
export function useStyleGridColumns(groupOf: GroupOf): MRT_ColumnDef<StyleGridItem>[] {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return useMemo<MRT_ColumnDef<StyleGridItem>[]>(() => {
    const sgcFigure = figureFormatter('threadLength', language);
    const grouped: Pick<MRT_ColumnDef<StyleGridItem>, 'GroupedCell'> = {
      GroupedCell: ({ row, cell }) => (
        <GroupHeading
          row={row}
          value={cell.getValue<string | number | null>()?.toString() ?? ''}
          groupOf={groupOf}
        />
      ),
    };
    return [
      {
        accessorKey: 'name',
        header: t('styleDashboard.columns.name'),
        size: columnWidth('name'),
        enableGrouping: false,
        Cell: ({ row }) => (
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {row.original.name}
          </Typography>
        ),
      },
      {
        accessorKey: 'id',
        header: t('styleDashboard.columns.id'),
        size: 80,
        enableSorting: false,
        enableGrouping: false,
        enableColumnFilter: false,
      },
      {
        id: 'description',
        accessorFn: (row) => row.description ?? '',
        header: t('styleDashboard.columns.description'),
        size: columnWidth('description'),
        ...grouped,
      },
      {
        accessorKey: 'customer',
        header: t('styleDashboard.columns.customer'),
        size: columnWidth('customer'),
        ...grouped,
      },
      {
        accessorKey: 'productCategory',
        header: t('styleDashboard.columns.productCategory'),
        size: columnWidth('productCategory'),
        ...grouped,
      },
      {
        accessorKey: 'productType',
        header: t('styleDashboard.columns.productType'),
        size: columnWidth('productType'),
        ...grouped,
      },
      {
        id: 'weightType',
        accessorFn: (row) => t(`styleDashboard.weightTypes.${row.weightType}`),
        header: t('styleDashboard.columns.weightType'),
        size: columnWidth('weightType'),
        filterVariant: 'select',
        filterSelectOptions: weightTypeNames.map((name) => ({
          value: name,
          label: t(`styleDashboard.weightTypes.${name}`),
        })),
        ...grouped,
      },
      {
        id: 'stage',
        accessorFn: (row) => t(`styleDashboard.stages.${row.stage}`),
        header: t('styleDashboard.columns.stage'),
        size: columnWidth('stage'),
        enableSorting: false,
        enableGrouping: false,
        filterVariant: 'select',
        filterSelectOptions: styleStages.map((stage) => ({
          value: stage,
          label: t(`styleDashboard.stages.${stage}`),
        })),
      },
      {
        accessorKey: 'customSettingName',
        header: t('styleDashboard.columns.customSettingName'),
        size: columnWidth('customSettingName'),
        ...grouped,
      },
      {
        id: 'totalLengthOrSGC',
        accessorFn: (row) => row.totalLengthOrSGC,
        header: t('styleDashboard.columns.sgc'),
        size: columnWidth('totalLengthOrSGC'),
        enableGrouping: false,
        filterVariant: 'range',
        muiFilterTextFieldProps: ({ rangeFilterIndex }) => ({
          type: 'number',
          slotProps: {
            htmlInput: {
              min: 0,
              step: 0.01,
              'aria-label': t(
                rangeFilterIndex === 1 ? 'styleGrid.filter.sgcMax' : 'styleGrid.filter.sgcMin',
              ),
            },
          },
        }),
        Cell: ({ row }) =>
          row.original.totalLengthOrSGC === null ? (
            <Tooltip title={t('styleDashboard.sgcHint')}>
              <Box component="span" aria-label={t('styleDashboard.sgcHint')} sx={{ px: 1 }}>
                –
              </Box>
            </Tooltip>
          ) : (
            // As the style window and the Single Garment Consumption report print it.
            sgcFigure(row.original.totalLengthOrSGC)
          ),
      },
      {
        id: 'orderThread',
        accessorFn: (row) => row.orderThread,
        header: t('styleDashboard.columns.orderThread'),
        size: columnWidth('orderThread'),
        enableGrouping: false,
        filterVariant: 'range',
        muiFilterTextFieldProps: ({ rangeFilterIndex }) => ({
          type: 'number',
          slotProps: {
            htmlInput: {
              min: 0,
              step: 1,
              'aria-label': t(
                rangeFilterIndex === 1
                  ? 'styleGrid.filter.orderThreadMax'
                  : 'styleGrid.filter.orderThreadMin',
              ),
            },
          },
        }),
        Cell: ({ row }) =>
          row.original.orderThread === null ? '–' : sgcFigure(row.original.orderThread),
      },
      {
        id: 'createdBy',
        accessorFn: (row) => row.createdBy ?? '',
        header: t('styleDashboard.columns.createdBy'),
        size: columnWidth('createdBy'),
        ...grouped,
      },
      {
        id: 'creationTime',
        // A date on one line ("27-Nov-2026" is not broken at its hyphens).
        muiTableBodyCellProps: { sx: { whiteSpace: 'nowrap' } },
        // Grouping by creation puts the styles of one day together (the server's days are
        // this browser's: it sends its time zone).
        accessorFn: (row) => formatGridDate(row.creationTime, language),
        header: t('styleDashboard.columns.creationTime'),
        size: columnWidth('creationTime'),
        filterVariant: 'range',
        muiFilterTextFieldProps: ({ rangeFilterIndex }) => ({
          type: 'date',
          slotProps: {
            htmlInput: {
              'aria-label': t(
                rangeFilterIndex === 1
                  ? 'styleGrid.filter.createdTo'
                  : 'styleGrid.filter.createdFrom',
              ),
            },
          },
        }),
        ...grouped,
      },
    ];
  }, [t, language, groupOf]);
}
