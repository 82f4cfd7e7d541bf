import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { PasteIssueDto } from '@spool/contracts';
import { operationPasteColumns, type OperationPasteColumn } from '@spool/domain';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';

/** Narrow columns stay narrow; descriptions and brands get the room. */
const columnWidths: Readonly<Record<OperationPasteColumn, number>> = {
  group: 72,
  onTeam: 72,
  operationDescription: 200,
  stitchType: 84,
  seamLength: 88,
  threadBrand: 160,
  ticketTex: 84,
  shade: 120,
  packageSize: 96,
};

/**
 * Every pasted row in the operation columns, numbered; its wrong cells marked in red with the
 * reason under them. A row that had a wrong cell stays editable until the rows are added.
 */
export function PastePreview({
  rows,
  issues,
  editable,
  groupsFixed,
  onEdit,
}: {
  rows: readonly (readonly string[])[];
  issues: readonly PasteIssueDto[];
  /** Rows (from 0) whose cells can be changed here. */
  editable: ReadonlySet<number>;
  /** The groups are numbered after the style's: not edited by hand then. */
  groupsFixed: boolean;
  onEdit: (row: number, column: OperationPasteColumn, value: string) => void;
}) {
  const { t } = useTranslation();
  const issuesByRow = new Map<number, PasteIssueDto[]>();
  for (const issue of issues) {
    issuesByRow.set(issue.row - 1, [...(issuesByRow.get(issue.row - 1) ?? []), issue]);
  }
  return (
    <TableContainer sx={{ maxHeight: '55vh', border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Table size="small" stickyHeader aria-label={t('operationList.paste.title')}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: 56 }}>{t('operationList.paste.row')}</TableCell>
            {operationPasteColumns.map((column) => (
              <TableCell key={column} sx={{ minWidth: columnWidths[column] }}>
                {t(`import.columns.${column}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((cells, index) => (
            <PreviewRow
              key={index}
              index={index}
              cells={cells}
              issues={issuesByRow.get(index)}
              editable={editable.has(index)}
              groupsFixed={groupsFixed}
              onEdit={onEdit}
            />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** One row; unchanged rows are not drawn again while another is edited. */
const PreviewRow = memo(function PreviewRow({
  index,
  cells,
  issues,
  editable,
  groupsFixed,
  onEdit,
}: {
  index: number;
  cells: readonly string[];
  issues: readonly PasteIssueDto[] | undefined;
  editable: boolean;
  groupsFixed: boolean;
  onEdit: (row: number, column: OperationPasteColumn, value: string) => void;
}) {
  const { t } = useTranslation();
  const row = index + 1;
  const status = issues ? t('operationList.paste.needsFix') : t('operationList.paste.ready');
  return (
    <TableRow aria-label={`${t('operationList.paste.row')} ${row}`}>
      <TableCell sx={{ verticalAlign: 'top' }}>
        <Typography
          variant="body2"
          sx={{ display: 'flex', alignItems: 'center', gap: 0.5, whiteSpace: 'nowrap' }}
        >
          {issues ? (
            <ErrorOutlineIcon fontSize="small" color="error" titleAccess={status} />
          ) : (
            <CheckCircleOutlineIcon fontSize="small" color="success" titleAccess={status} />
          )}
          {row}
        </Typography>
      </TableCell>
      {operationPasteColumns.map((column, place) => {
        const issue = issues?.find((entry) => entry.column === place + 1);
        // The import's message keys, with the values each names.
        const message = issue
          ? (t(issue.message as never, issue.params as never) as unknown as string)
          : undefined;
        const label = t('operationList.paste.cellLabel', {
          column: t(`import.columns.${column}`),
          row,
        });
        const value = cells[place] ?? '';
        if (editable && !(groupsFixed && column === 'group')) {
          return (
            <TableCell key={column} sx={{ verticalAlign: 'top' }}>
              <TextField
                size="small"
                variant="standard"
                fullWidth
                value={value}
                error={issue !== undefined}
                helperText={message}
                onChange={(event) => onEdit(index, column, event.target.value)}
                slotProps={{ htmlInput: { 'aria-label': label } }}
              />
            </TableCell>
          );
        }
        return (
          <TableCell
            key={column}
            aria-label={label}
            aria-invalid={issue ? true : undefined}
            sx={{ verticalAlign: 'top', overflowWrap: 'anywhere' }}
          >
            {value}
            {message ? (
              <Typography variant="caption" color="error" component="div">
                {message}
              </Typography>
            ) : null}
          </TableCell>
        );
      })}
    </TableRow>
  );
});
