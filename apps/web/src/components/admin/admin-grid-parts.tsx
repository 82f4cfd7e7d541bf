import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MRT_ColumnDef, MRT_RowData } from 'material-react-table';
import type { ReactNode } from 'react';

/** The id column of an administration grid: not sortable, monospace, left to right in Arabic too. */
export function idColumn<Row extends MRT_RowData & { id: string }>(
  header: string,
): MRT_ColumnDef<Row> {
  return {
    accessorKey: 'id',
    header,
    // A whole identifier (36 characters of 13 px monospace) and the cell's padding.
    size: 330,
    enableSorting: false,
    Cell: ({ row }) => (
      // Left to right inside the cell, but placed by the page's direction, under its title.
      <Typography
        component="span"
        variant="body2"
        color="text.secondary"
        dir="ltr"
        sx={{ fontFamily: 'monospace', fontSize: '0.8125rem', whiteSpace: 'nowrap' }}
      >
        {row.original.id}
      </Typography>
    ),
  };
}

/** What an administration grid shows with no rows: its icon, and "none yet" or "no match". */
export function AdminGridEmpty({ icon, text }: { icon: ReactNode; text: string }) {
  return (
    <Stack spacing={1} sx={{ py: 6, alignItems: 'center', color: 'text.secondary' }}>
      {icon}
      <Typography variant="body2">{text}</Typography>
    </Stack>
  );
}

/** The grid's loading indicators for its page query: a skeleton at first, a bar on refetch. */
export function loadingState(query: { isPending: boolean; isFetching: boolean }) {
  return { isLoading: query.isPending, showProgressBars: query.isFetching && !query.isPending };
}
