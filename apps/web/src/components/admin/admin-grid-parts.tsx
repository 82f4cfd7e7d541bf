import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MRT_ColumnDef, MRT_RowData } from 'material-react-table';
import type { ReactNode } from 'react';

/** The id column of an administration grid: not sortable, monospace, left to right in Arabic too. */
export function idColumn<Row extends MRT_RowData & { id: string }>(
  header: string,
  size: number,
): MRT_ColumnDef<Row> {
  return {
    accessorKey: 'id',
    header,
    size,
    enableSorting: false,
    Cell: ({ row }) => (
      <Typography
        variant="body2"
        color="text.secondary"
        dir="ltr"
        sx={{ fontFamily: 'monospace', fontSize: '0.8125rem' }}
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
