import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Radio from '@mui/material/Radio';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  maxSizesPerRange,
  sizeNameMaxLength,
  sizeRangeSchema,
  type SizeRange,
} from '@spool/domain';
import { useTranslation } from 'react-i18next';

/** A size as typed: its name and its grade (%) as text, empty while none is typed. */
export type SizeRow = { name: string; grade: string };

/** Sizes being edited: the rows in order and the name of the base size. */
export type SizeRows = { rows: SizeRow[]; base: string };

type SizeRangeCheck = ReturnType<typeof sizeRangeSchema.safeParse>;
type SizeRangeIssue = NonNullable<SizeRangeCheck['error']>['issues'][number];

/** The rows of a saved range, to edit. */
export function sizeRowsOf(range: SizeRange): SizeRows {
  return {
    rows: range.sizes.map((size) => ({ name: size.name, grade: String(size.gradePercent) })),
    base: range.baseSize,
  };
}

/** The rows checked as the server checks a size range (an empty grade is none). */
export function checkSizeRows({ rows, base }: SizeRows): SizeRangeCheck {
  return sizeRangeSchema.safeParse({
    sizes: rows.map((row) => ({
      name: row.name,
      gradePercent: row.grade.trim() === '' ? Number.NaN : Number(row.grade),
    })),
    baseSize: base,
  });
}

/** The bounds an issue names, for its message's {{min}} and {{max}}. */
const boundsOf = (issue: SizeRangeIssue) => ({
  max: 'maximum' in issue ? Number(issue.maximum) : maxSizesPerRange,
  ...('minimum' in issue && { min: Number(issue.minimum) }),
});

/**
 * The sizes of a range in order, each with its grade and a choice of base size, with Add size
 * and what refuses them. A base size renamed stays the base.
 */
export function SizeRowsEditor({
  value,
  check,
  showErrors,
  onChange,
}: {
  value: SizeRows;
  /** The rows as checked ({@link checkSizeRows}). */
  check: SizeRangeCheck;
  /** Whether to show what refuses the rows (once a save was tried). */
  showErrors: boolean;
  onChange: (next: SizeRows) => void;
}) {
  const { t } = useTranslation();
  const { rows, base } = value;
  const issues = showErrors && !check.success ? check.error.issues : [];
  const messageAt = (index: number, field: 'name' | 'gradePercent') => {
    const issue = issues.find(
      (entry) => entry.path[0] === 'sizes' && entry.path[1] === index && entry.path[2] === field,
    );
    return issue ? t(issue.message as 'validation.invalid', boundsOf(issue)) : ' ';
  };
  const rangeIssue = issues.find((entry) => entry.path.length <= 2 && entry.path[1] === undefined);

  const setRows = (next: SizeRow[], nextBase = base) => onChange({ rows: next, base: nextBase });
  const setRow = (index: number, row: SizeRow, nextBase = base) =>
    setRows(
      rows.map((entry, at) => (at === index ? row : entry)),
      nextBase,
    );

  return (
    <>
      {/* On a phone the cells close up; a range still too wide scrolls sideways. */}
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" sx={{ '& .MuiTableCell-root': { px: { xs: 0.5, sm: 2 } } }}>
          <TableHead>
            <TableRow>
              <TableCell>{t('orderPanel.sizesDialog.name')}</TableCell>
              <TableCell>{t('orderPanel.sizesDialog.grade')}</TableCell>
              <TableCell>{t('orderPanel.sizesDialog.base')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row, index) => (
              <TableRow key={index}>
                <TableCell>
                  <TextField
                    size="small"
                    value={row.name}
                    onChange={(event) =>
                      setRow(
                        index,
                        { ...row, name: event.target.value },
                        base === row.name ? event.target.value : base,
                      )
                    }
                    error={messageAt(index, 'name') !== ' '}
                    helperText={messageAt(index, 'name')}
                    sx={{ width: { xs: 96, sm: 'auto' } }}
                    slotProps={{
                      htmlInput: {
                        maxLength: sizeNameMaxLength,
                        'aria-label': `${t('orderPanel.sizesDialog.name')} ${index + 1}`,
                      },
                    }}
                  />
                </TableCell>
                <TableCell>
                  <TextField
                    size="small"
                    value={row.grade}
                    onChange={(event) =>
                      setRow(index, {
                        ...row,
                        grade: event.target.value.replace(/[^\d.,-]/g, '').replace(',', '.'),
                      })
                    }
                    error={messageAt(index, 'gradePercent') !== ' '}
                    helperText={messageAt(index, 'gradePercent')}
                    slotProps={{
                      htmlInput: {
                        inputMode: 'decimal',
                        // A sign reads before its number in a right-to-left language too.
                        dir: 'ltr',
                        'aria-label': t('orderPanel.sizesDialog.grade') + ` ${row.name}`,
                      },
                    }}
                    // Flipped to the right in a right-to-left language, as the other fields are.
                    sx={{ width: { xs: 84, sm: 110 }, '& input': { textAlign: 'left' } }}
                  />
                </TableCell>
                <TableCell>
                  <Radio
                    checked={base === row.name && row.name !== ''}
                    onChange={() => onChange({ rows, base: row.name })}
                    slotProps={{
                      input: {
                        'aria-label': `${t('orderPanel.sizesDialog.base')} ${row.name}`,
                      },
                    }}
                  />
                </TableCell>
                <TableCell>
                  <IconButton
                    size="small"
                    aria-label={t('orderPanel.sizesDialog.remove', { name: row.name })}
                    disabled={rows.length === 1}
                    onClick={() => setRows(rows.filter((_, at) => at !== index))}
                  >
                    <DeleteOutlineIcon fontSize="small" />
                  </IconButton>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      <Button
        startIcon={<AddIcon />}
        disabled={rows.length >= maxSizesPerRange}
        onClick={() => setRows([...rows, { name: '', grade: '0' }])}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('orderPanel.sizesDialog.addSize')}
      </Button>
      {rangeIssue ? (
        <Typography color="error" variant="body2">
          {t(rangeIssue.message as 'validation.invalid', boundsOf(rangeIssue))}
        </Typography>
      ) : null}
    </>
  );
}
