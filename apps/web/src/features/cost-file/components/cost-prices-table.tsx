import Typography from '@mui/material/Typography';
import type { CostEntryDto } from '@spool/contracts';
import {
  MaterialReactTable,
  useMaterialReactTable,
  type MRT_ColumnDef,
} from 'material-react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { tableLocalization } from '../../../lib/table-localization';

/** The prices of the cost file as a grid: sortable, filterable, 25 a page. */
export function CostPricesTable({
  entries,
  currency,
  loading,
}: {
  entries: readonly CostEntryDto[];
  currency: string;
  loading: boolean;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const columns = useMemo<MRT_ColumnDef<CostEntryDto>[]>(() => {
    const price = new Intl.NumberFormat(language, {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    const length = new Intl.NumberFormat(language, { maximumFractionDigits: 2 });
    return [
      { accessorKey: 'brand', header: t('costFile.columns.brand') },
      {
        accessorKey: 'article',
        header: t('costFile.columns.article'),
        Cell: ({ row }) =>
          row.original.article === '' ? (
            <Typography variant="body2" component="span" color="text.secondary">
              {t('costFile.prices.anyArticle')}
            </Typography>
          ) : (
            row.original.article
          ),
      },
      {
        accessorKey: 'colourGroup',
        header: t('costFile.columns.colourGroup'),
        Cell: ({ row }) =>
          `${row.original.colourGroup} · ${t(`costFile.colourGroupNames.${row.original.colourGroup}`)}`,
      },
      {
        accessorKey: 'packageSize',
        header: t('costFile.columns.packageSize'),
        Cell: ({ row }) => length.format(row.original.packageSize),
        muiTableHeadCellProps: { align: 'right' },
        muiTableBodyCellProps: { align: 'right' },
      },
      { accessorKey: 'unit', header: t('costFile.columns.unit'), size: 90 },
      {
        accessorKey: 'price',
        header: t('costFile.columns.price', { currency }),
        Cell: ({ row }) => price.format(row.original.price),
        muiTableHeadCellProps: { align: 'right' },
        muiTableBodyCellProps: { align: 'right', sx: { fontVariantNumeric: 'tabular-nums' } },
      },
    ];
  }, [t, language, currency]);

  const data = useMemo(() => [...entries], [entries]);
  const table = useMaterialReactTable({
    columns,
    data,
    localization: tableLocalization(language),
    state: { isLoading: loading },
    enableDensityToggle: false,
    enableFullScreenToggle: false,
    enableColumnActions: false,
    enableHiding: false,
    initialState: { density: 'compact', pagination: { pageIndex: 0, pageSize: 25 } },
    muiTablePaperProps: { variant: 'outlined', sx: { borderColor: 'divider' } },
    muiTableContainerProps: { sx: { maxHeight: 560 } },
    enableStickyHeader: true,
    renderEmptyRowsFallback: () => (
      <Typography variant="body2" color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
        {t('costFile.prices.empty')}
      </Typography>
    ),
  });
  return <MaterialReactTable table={table} />;
}
