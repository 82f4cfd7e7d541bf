import Paper from '@mui/material/Paper';
import TableContainer from '@mui/material/TableContainer';
import {
  MRT_BottomToolbar,
  MRT_Table,
  MRT_TopToolbar,
  type MRT_RowData,
  type MRT_TableInstance,
} from 'material-react-table';

// The table instance carries the DOM refs its parts read (the paper's width, the container's
// scroll): handing them to the elements, as material-react-table's own frame does, is no read
// of a ref during render, but the hooks rules cannot tell that object from a ref.
/* eslint-disable react-hooks/refs */

/**
 * The grid's frame: material-react-table's toolbars and table in an outlined paper, as its own
 * `MaterialReactTable` lays them out, without the parts this grid has no use for (full screen,
 * the loading overlay, modal editing). That container measures both toolbars after every render
 * and, on the first, draws the whole table again for a height only those parts read: without
 * it, the dashboard's longest task went from 361 to 140 ms (profiled, unthrottled).
 */
export function StylesGridFrame<T extends MRT_RowData>({ table }: { table: MRT_TableInstance<T> }) {
  return (
    <Paper
      variant="outlined"
      ref={table.refs.tablePaperRef}
      sx={{
        overflow: 'hidden',
        backgroundColor: table.options.mrtTheme.baseBackgroundColor,
        backgroundImage: 'unset',
      }}
    >
      <MRT_TopToolbar table={table} />
      <TableContainer
        ref={table.refs.tableContainerRef}
        sx={{ maxWidth: '100%', overflow: 'auto', position: 'relative' }}
      >
        <MRT_Table table={table} />
      </TableContainer>
      <MRT_BottomToolbar table={table} />
    </Paper>
  );
}
