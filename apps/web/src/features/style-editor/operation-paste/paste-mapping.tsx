import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { operationPasteColumns, type OperationPasteColumn } from '@spool/domain';
import { useTranslation } from 'react-i18next';

export type MappedColumns = (OperationPasteColumn | null)[];

/** The columns without which no row can be read. */
const neededColumns: readonly OperationPasteColumn[] = [
  'group',
  'operationDescription',
  'stitchType',
];

/** The needed columns no pasted column was taken for. */
export const missingColumns = (columns: MappedColumns) =>
  neededColumns.filter((column) => !columns.includes(column));

/**
 * Which operation column each pasted column holds, when the header is not the template's:
 * each pasted column by its header (or its number) and first value, with the column it was
 * taken for, or "Leave out".
 */
export function PasteMapping({
  raw,
  hasHeader,
  columns,
  onChange,
}: {
  raw: readonly (readonly string[])[];
  hasHeader: boolean;
  columns: MappedColumns;
  onChange: (columns: MappedColumns) => void;
}) {
  const { t } = useTranslation();
  const width = Math.max(0, ...raw.map((row) => row.length));
  const firstData = raw[hasHeader ? 1 : 0] ?? [];
  const missing = missingColumns(columns);

  const choose = (index: number, value: string) => {
    const column = (operationPasteColumns as readonly string[]).includes(value)
      ? (value as OperationPasteColumn)
      : null;
    // A column holds one pasted column: choosing it elsewhere frees it here.
    const next = Array.from({ length: width }, (_, place) =>
      place === index ? column : columns[place] === column ? null : (columns[place] ?? null),
    );
    onChange(next);
  };

  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h3">
        {t('operationList.paste.mappingTitle')}
      </Typography>
      <Stack
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
          gap: 2,
        }}
      >
        {Array.from({ length: width }, (_, index) => {
          const name = hasHeader ? (raw[0]?.[index] ?? '').trim() : '';
          const label =
            name === ''
              ? t('operationList.paste.pastedColumn', { number: index + 1 })
              : t('operationList.paste.columnFor', { name });
          const value = firstData[index] ?? '';
          return (
            <TextField
              key={index}
              select
              size="small"
              label={label}
              value={columns[index] ?? ''}
              helperText={value === '' ? ' ' : t('operationList.paste.firstValue', { value })}
              onChange={(event) => choose(index, event.target.value)}
            >
              <MenuItem value="">
                <em>{t('operationList.paste.leaveOut')}</em>
              </MenuItem>
              {operationPasteColumns.map((column) => (
                <MenuItem key={column} value={column}>
                  {t(`import.columns.${column}`)}
                </MenuItem>
              ))}
            </TextField>
          );
        })}
      </Stack>
      {missing.length > 0 ? (
        <Alert severity="warning">
          {t('operationList.paste.mappingMissing', {
            columns: missing.map((column) => t(`import.columns.${column}`)).join(', '),
          })}
        </Alert>
      ) : null}
    </Stack>
  );
}
