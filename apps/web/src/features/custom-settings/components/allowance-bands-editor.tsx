import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { allowanceBandsSchema, maxAllowanceBands, type AllowanceBand } from '@spool/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The bands as typed: each band's end and percent as text; a band's start is not typed, it
 * follows the previous band's end (the first starts at 1 garment).
 */
export type BandRows = readonly { readonly to: string; readonly percent: string }[];

export const bandRowsOf = (bands: readonly AllowanceBand[]): BandRows =>
  bands.map((band) => ({
    to: band.to === null ? '' : String(band.to),
    percent: String(band.percent),
  }));

const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** The bands the rows give, each starting the garment after the previous one's end. */
export function bandsOfRows(rows: BandRows): AllowanceBand[] {
  const bands: AllowanceBand[] = [];
  for (const row of rows) {
    const previous = bands.at(-1);
    // After a band without a usable end the start is a stand-in: the error is that end's.
    const from = !previous
      ? 1
      : Number.isFinite(previous.to)
        ? (previous.to ?? 0) + 1
        : previous.from + 1;
    bands.push({
      from,
      to: row.to.trim() === '' ? null : numberOf(row.to),
      percent: numberOf(row.percent),
    });
  }
  return bands;
}

/** A message of the domain's rules: its catalogue key and the bounds it names. */
export type BandProblem = { key: string; params: { min?: number; max?: number } };

/** The rows checked with the domain's rules: the problem of each field at fault. */
export function bandProblems(rows: BandRows): {
  table: BandProblem | null;
  fields: ReadonlyMap<string, BandProblem>;
} {
  const checked = allowanceBandsSchema.safeParse(bandsOfRows(rows));
  const fields = new Map<string, BandProblem>();
  let table: BandProblem | null = null;
  for (const issue of checked.error?.issues ?? []) {
    const problem = {
      key: issue.message,
      params: {
        ...('minimum' in issue && { min: Number(issue.minimum) }),
        ...('maximum' in issue && { max: Number(issue.maximum) }),
      },
    };
    const [index, field] = issue.path;
    if (typeof index === 'number' && typeof field === 'string') {
      if (!fields.has(`${index}.${field}`)) fields.set(`${index}.${field}`, problem);
    } else {
      table ??= problem;
    }
  }
  return { table, fields };
}

/** The first problem of the table, if any: what a refused save names. */
export function firstBandProblem(rows: BandRows | null): BandProblem | null {
  if (!rows) return null;
  const problems = bandProblems(rows);
  return problems.table ?? [...problems.fields.values()][0] ?? null;
}

/**
 * Flat or banded allowance, and the table of bands by order quantity: add and remove bands,
 * type each band's end and percent; the last band has no end. Each error shows on the field
 * of the band at fault, with the domain's message in the user's language.
 */
export function AllowanceBandsEditor({
  rows,
  onChange,
  flatPercent,
  disabled = false,
}: {
  /** Null: the flat allowance. */
  rows: BandRows | null;
  onChange: (rows: BandRows | null) => void;
  /** What a first band starts with when the user turns bands on. */
  flatPercent: number;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const labelId = useId();
  const text = (problem: BandProblem) => t(problem.key as 'validation.invalid', problem.params);
  const problems = rows ? bandProblems(rows) : null;
  const bands = rows ? bandsOfRows(rows) : [];
  const fieldError = (index: number, field: string) => problems?.fields.get(`${index}.${field}`);
  const change = (index: number, part: Partial<BandRows[number]>) =>
    rows && onChange(rows.map((row, at) => (at === index ? { ...row, ...part } : row)));

  return (
    <FormControl disabled={disabled} fullWidth>
      <FormLabel id={labelId} sx={{ mb: 1 }}>
        {t('allowanceBands.editor.kind')}
      </FormLabel>
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        value={rows ? 'banded' : 'flat'}
        disabled={disabled}
        aria-labelledby={labelId}
        onChange={(_event, next: 'flat' | 'banded' | null) => {
          if (next === 'flat') onChange(null);
          if (next === 'banded' && !rows) onChange([{ to: '', percent: String(flatPercent) }]);
        }}
      >
        <ToggleButton value="flat" sx={{ px: 2 }}>
          {t('allowanceBands.editor.flat')}
        </ToggleButton>
        <ToggleButton value="banded" sx={{ px: 2 }}>
          {t('allowanceBands.editor.banded')}
        </ToggleButton>
      </ToggleButtonGroup>
      {rows ? (
        <Stack spacing={1.5} sx={{ mt: 2 }}>
          <FormHelperText sx={{ mx: 0 }}>{t('allowanceBands.editor.help')}</FormHelperText>
          {rows.map((row, index) => {
            const previousTo = index === 0 ? 1 : bands[index - 1]?.to;
            const from = Number.isFinite(previousTo) ? bands[index]?.from : undefined;
            const isLast = index === rows.length - 1;
            const number = index + 1;
            const toError = fieldError(index, 'to');
            const fromError = fieldError(index, 'from');
            const percentError = fieldError(index, 'percent');
            return (
              <Stack
                key={index}
                direction="row"
                spacing={1}
                role="group"
                aria-label={`${t('allowanceBands.editor.kind')} ${number}`}
                sx={{ alignItems: 'flex-start' }}
              >
                <TextField
                  size="small"
                  label={t('allowanceBands.editor.from')}
                  value={from === undefined ? '' : String(from)}
                  disabled
                  error={fromError !== undefined}
                  helperText={fromError ? text(fromError) : undefined}
                  sx={{ width: 130 }}
                />
                <TextField
                  size="small"
                  label={t('allowanceBands.editor.to')}
                  value={row.to}
                  placeholder={isLast ? t('allowanceBands.editor.openEnd') : undefined}
                  disabled={disabled}
                  onChange={(event) => change(index, { to: event.target.value })}
                  error={toError !== undefined}
                  helperText={toError ? text(toError) : undefined}
                  slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                  sx={{ width: 150 }}
                />
                <TextField
                  size="small"
                  label={t('allowanceBands.editor.percent')}
                  value={row.percent}
                  disabled={disabled}
                  onChange={(event) => change(index, { percent: event.target.value })}
                  error={percentError !== undefined}
                  helperText={percentError ? text(percentError) : undefined}
                  slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                  sx={{ width: 120 }}
                />
                <IconButton
                  aria-label={t('allowanceBands.editor.removeBand', { number })}
                  disabled={disabled || rows.length === 1}
                  onClick={() => onChange(rows.filter((_row, at) => at !== index))}
                  sx={{ mt: 0.5 }}
                >
                  <DeleteOutlineIcon fontSize="small" />
                </IconButton>
              </Stack>
            );
          })}
          {problems?.table ? (
            <FormHelperText error sx={{ mx: 0 }}>
              {text(problems.table)}
            </FormHelperText>
          ) : undefined}
          <div>
            <Button
              size="small"
              startIcon={<AddIcon />}
              disabled={disabled || rows.length >= maxAllowanceBands}
              onClick={() =>
                onChange([
                  ...rows,
                  { to: '', percent: rows.at(-1)?.percent ?? String(flatPercent) },
                ])
              }
            >
              {t('allowanceBands.editor.addBand')}
            </Button>
          </div>
        </Stack>
      ) : undefined}
    </FormControl>
  );
}
