import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { SizeRangeDto } from '@spool/contracts';
import {
  maxSizesPerRange,
  runModes,
  sizeNameMaxLength,
  sizeRangeNameMaxLength,
  sizeRangeSchema,
  type RunMode,
  type SizeRange,
} from '@spool/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

type Row = { name: string; grade: string };

/**
 * The style's sizes in order with their grades, the base size, and how its colourways run; a
 * saved range of the tenant can be the start. Checked as the server checks it before it is sent.
 */
export function SizesDialog({
  range,
  runMode,
  savedRanges,
  pending,
  canSaveRange,
  onSave,
  onSaveRange,
  onClose,
}: {
  range: SizeRange;
  runMode: RunMode;
  savedRanges: readonly SizeRangeDto[];
  pending: boolean;
  /** Whether the user may keep the tenant's named ranges. */
  canSaveRange: boolean;
  onSave: (range: SizeRange, runMode: RunMode) => void;
  /** Keeps the sizes as a named range of the tenant; resolves when saved. */
  onSaveRange: (name: string, range: SizeRange) => Promise<boolean>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [rows, setRows] = useState<Row[]>(
    range.sizes.map((size) => ({ name: size.name, grade: String(size.gradePercent) })),
  );
  const [base, setBase] = useState(range.baseSize);
  const [mode, setMode] = useState<RunMode>(runMode);
  const [tried, setTried] = useState(false);
  const [rangeName, setRangeName] = useState('');

  const candidate = {
    sizes: rows.map((row) => ({
      name: row.name,
      gradePercent: row.grade.trim() === '' ? Number.NaN : Number(row.grade),
    })),
    baseSize: base,
  };
  const parsed = sizeRangeSchema.safeParse(candidate);
  const messageAt = (index: number, field: 'name' | 'gradePercent') => {
    if (!tried || parsed.success) return ' ';
    const issue = parsed.error.issues.find(
      (entry) => entry.path[0] === 'sizes' && entry.path[1] === index && entry.path[2] === field,
    );
    return issue ? t(issue.message as 'validation.invalid', { max: maxSizesPerRange }) : ' ';
  };
  const rangeMessage =
    tried && !parsed.success
      ? parsed.error.issues.find((entry) => entry.path.length <= 2 && entry.path[1] === undefined)
      : undefined;

  const setRow = (index: number, row: Row) =>
    setRows((current) => current.map((entry, at) => (at === index ? row : entry)));

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby={`${id}-title`}>
      <DialogTitle id={`${id}-title`}>{t('orderPanel.sizesDialog.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            {t('orderPanel.sizesDialog.hint')}
          </Typography>
          {savedRanges.length > 0 ? (
            <TextField
              select
              size="small"
              label={t('orderPanel.sizesDialog.fromRange')}
              value=""
              onChange={(event) => {
                const saved = savedRanges.find((entry) => entry.id === Number(event.target.value));
                if (!saved) return;
                setRows(
                  saved.range.sizes.map((size) => ({
                    name: size.name,
                    grade: String(size.gradePercent),
                  })),
                );
                setBase(saved.range.baseSize);
              }}
            >
              {savedRanges.map((saved) => (
                <MenuItem key={saved.id} value={saved.id}>
                  {saved.name}
                </MenuItem>
              ))}
            </TextField>
          ) : null}
          <Table size="small">
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
                      onChange={(event) => {
                        if (base === row.name) setBase(event.target.value);
                        setRow(index, { ...row, name: event.target.value });
                      }}
                      error={messageAt(index, 'name') !== ' '}
                      helperText={messageAt(index, 'name')}
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
                          'aria-label': t('orderPanel.sizesDialog.grade') + ` ${row.name}`,
                        },
                      }}
                      sx={{ width: 110 }}
                    />
                  </TableCell>
                  <TableCell>
                    <Radio
                      checked={base === row.name && row.name !== ''}
                      onChange={() => setBase(row.name)}
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
                      onClick={() => setRows((current) => current.filter((_, at) => at !== index))}
                    >
                      <DeleteOutlineIcon fontSize="small" />
                    </IconButton>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Button
            startIcon={<AddIcon />}
            disabled={rows.length >= maxSizesPerRange}
            onClick={() => setRows((current) => [...current, { name: '', grade: '0' }])}
            sx={{ alignSelf: 'flex-start' }}
          >
            {t('orderPanel.sizesDialog.addSize')}
          </Button>
          {rangeMessage ? (
            <Typography color="error" variant="body2">
              {t(rangeMessage.message as 'validation.invalid', { max: maxSizesPerRange })}
            </Typography>
          ) : null}
          {canSaveRange ? (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <TextField
                size="small"
                label={t('orderPanel.sizesDialog.rangeName')}
                value={rangeName}
                onChange={(event) => setRangeName(event.target.value)}
                slotProps={{ htmlInput: { maxLength: sizeRangeNameMaxLength } }}
              />
              <Button
                disabled={rangeName.trim() === '' || pending}
                onClick={() => {
                  setTried(true);
                  if (!parsed.success) return;
                  void onSaveRange(rangeName.trim(), parsed.data).then((saved) => {
                    if (saved) setRangeName('');
                  });
                }}
              >
                {t('orderPanel.sizesDialog.saveAsRange')}
              </Button>
            </Stack>
          ) : null}
          <Typography variant="subtitle2">{t('orderPanel.sizesDialog.runMode')}</Typography>
          <RadioGroup value={mode} onChange={(event) => setMode(event.target.value as RunMode)}>
            {runModes.map((entry) => (
              <FormControlLabel
                key={entry}
                value={entry}
                control={<Radio />}
                label={t(`orderPanel.runs.${entry}`)}
              />
            ))}
          </RadioGroup>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('orderPanel.sizesDialog.cancel')}</Button>
        <Button
          variant="contained"
          disabled={pending}
          onClick={() => {
            setTried(true);
            if (parsed.success) onSave(parsed.data, mode);
          }}
        >
          {t('orderPanel.sizesDialog.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
