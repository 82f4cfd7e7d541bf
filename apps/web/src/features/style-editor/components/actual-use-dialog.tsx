import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  actualsNoteMaxLength,
  type ApprovedThreadDto,
  type StyleDto,
  type VersionActualsDto,
} from '@spool/contracts';
import {
  actualLineSchema,
  actualUseM,
  differenceOf,
  metresPerGramOfTex,
  metresToYards,
  remainderProblem,
  roundHalfAwayFromZero,
  yardsToMetres,
  type ActualLine,
} from '@spool/domain';
import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/ui/toasts';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { useSaveStyleActuals, useStyleActuals } from '../api/style-actuals';
import { formatThreadLength } from '../operation-dialog/format';

type Unit = 'm' | 'yd';

/** One thread's inputs as typed: text, so that an empty or half-typed field stays as it is. */
type LineInput = {
  issued: string;
  returnedFull: string;
  by: 'length' | 'weight';
  length: string;
  grams: string;
  metresPerGram: string;
};

type Field = 'issued' | 'returnedFull' | 'length' | 'grams' | 'metresPerGram';

const text = (value: number) => String(roundHalfAwayFromZero(value, 2));
const numberOf = (value: string) => (value.trim() === '' ? Number.NaN : Number(value));

/** The inputs of a thread: as recorded, or empty with its tex's metres per gram. */
function inputOf(thread: ApprovedThreadDto, line: ActualLine | undefined, unit: Unit): LineInput {
  const metresPerGram = text(metresPerGramOfTex(thread.tex));
  if (!line) {
    return { issued: '', returnedFull: '0', by: 'length', length: '0', grams: '', metresPerGram };
  }
  const { remainder } = line;
  return {
    issued: String(line.issued),
    returnedFull: String(line.returnedFull),
    by: remainder.by,
    length: remainder.by === 'length' ? text(shown(remainder.lengthM, unit)) : '0',
    grams: remainder.by === 'weight' ? String(remainder.grams) : '',
    metresPerGram: remainder.by === 'weight' ? String(remainder.metresPerGram) : metresPerGram,
  };
}

const shown = (metres: number, unit: Unit) => (unit === 'yd' ? metresToYards(metres) : metres);

/** The line the inputs make, and each field's problem as a translation key with its values. */
function lineOf(
  thread: ApprovedThreadDto,
  input: LineInput,
  unit: Unit,
): {
  line: ActualLine | null;
  problems: Partial<Record<Field, [string, Record<string, unknown>]>>;
} {
  const length = numberOf(input.length);
  const parsed = actualLineSchema.safeParse({
    threadKey: thread.key,
    issued: numberOf(input.issued),
    returnedFull: numberOf(input.returnedFull),
    remainder:
      input.by === 'length'
        ? { by: 'length', lengthM: unit === 'yd' ? yardsToMetres(length) : length }
        : {
            by: 'weight',
            grams: numberOf(input.grams),
            metresPerGram: numberOf(input.metresPerGram),
          },
  });
  if (!parsed.success) {
    const problems: Partial<Record<Field, [string, Record<string, unknown>]>> = {};
    for (const issue of parsed.error.issues) {
      const last = issue.path.at(-1);
      const field: Field = last === 'lengthM' ? 'length' : (last as Field);
      // A number field left empty is NaN to zod: "required", not "invalid".
      const key = issue.code === 'invalid_type' ? 'validation.required' : issue.message;
      problems[field] ??= [key, { min: 0, max: (issue as { maximum?: number }).maximum }];
    }
    return { line: null, problems };
  }
  const tooLong = remainderProblem(parsed.data, thread.packageM);
  if (tooLong) {
    const field: Field = input.by === 'length' ? 'length' : 'grams';
    return { line: null, problems: { [field]: [tooLong.key, { maxM: tooLong.maxM }] } };
  }
  return { line: parsed.data, problems: {} };
}

/**
 * What production used for the order of the approved version the style stands at, thread by
 * thread: packages issued and returned full, and what is left on the others (a length, or a
 * weight with the thread's metres per gram), beside what the version approved.
 */
export function ActualUseDialog({
  style,
  canEdit,
  onClose,
}: {
  style: StyleDto;
  canEdit: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const actuals = useStyleActuals(style.id);
  const data = actuals.data;
  return (
    <Dialog open onClose={onClose} maxWidth="xl" fullWidth aria-labelledby={`${id}-title`}>
      <DialogTitle id={`${id}-title`}>
        {t('actuals.title', { name: style.name, version: data?.current?.version ?? style.version })}
      </DialogTitle>
      {actuals.isError ? (
        <>
          <DialogContent>
            <Alert severity="error">{t('actuals.readError')}</Alert>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('actuals.cancel')}</Button>
          </DialogActions>
        </>
      ) : data?.current ? (
        <ActualUseForm
          key={data.versions.find((v) => v.version === data.current?.version)?.concurrencyStamp}
          styleId={style.id}
          current={data.current}
          unit={data.threadLengthUnit}
          recorded={data.versions.find((version) => version.version === data.current?.version)}
          earlier={data.versions.filter((version) => version.version !== data.current?.version)}
          canEdit={canEdit}
          onClose={onClose}
        />
      ) : null}
    </Dialog>
  );
}

function ActualUseForm({
  styleId,
  current,
  unit,
  recorded,
  earlier,
  canEdit,
  onClose,
}: {
  styleId: number;
  current: NonNullable<ReturnType<typeof useStyleActuals>['data']>['current'] & object;
  unit: Unit;
  recorded: VersionActualsDto | undefined;
  earlier: VersionActualsDto[];
  canEdit: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const toast = useToast('style');
  const save = useSaveStyleActuals(styleId);
  const language = i18n.language;
  const length = (metres: number) => formatThreadLength(shown(metres, unit), unit, language);
  const percent = (value: number) =>
    new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(
      value / 100,
    );
  const signedLength = (metres: number) =>
    `${metres > 0 ? '+' : ''}${length(metres)}`.replace('+-', '-');
  const signedPercent = (value: number | null) =>
    value === null ? '' : ` (${value > 0 ? '+' : ''}${percent(value)})`;

  const [inputs, setInputs] = useState<LineInput[]>(() =>
    current.threads.map((thread) =>
      inputOf(
        thread,
        recorded?.lines.find((line) => line.threadKey === thread.key),
        unit,
      ),
    ),
  );
  const [note, setNote] = useState(recorded?.note ?? '');
  const [tried, setTried] = useState(false);
  const set = (index: number, change: Partial<LineInput>) =>
    setInputs((all) => all.map((input, at) => (at === index ? { ...input, ...change } : input)));

  const rows = current.threads.map((thread, index) => {
    const input = inputs[index] as LineInput;
    const { line, problems } = lineOf(thread, input, unit);
    const actualM = line ? actualUseM(line, thread.packageM) : null;
    return { thread, input, line, problems, actualM };
  });
  const complete = rows.every((row) => row.line !== null);
  const order = complete
    ? differenceOf(
        rows.reduce((sum, row) => sum + row.thread.requirementM, 0),
        rows.reduce((sum, row) => sum + row.thread.requirementBeforeAllowanceM, 0),
        rows.reduce((sum, row) => sum + (row.actualM ?? 0), 0),
      )
    : null;
  const noteTooLong = note.length > actualsNoteMaxLength;

  const problemText = (problem: [string, Record<string, unknown>] | undefined) => {
    if (!problem) return undefined;
    const [key, values] = problem;
    // The most a remainder can be, as a length in the tenant's unit.
    const maxM = (values as { maxM?: number }).maxM;
    return t(
      key as 'validation.invalid',
      maxM === undefined ? values : { ...values, max: length(maxM) },
    );
  };
  const fieldProps = (index: number, field: Field, label: string) => {
    const row = rows[index];
    const shownProblem =
      tried || (row?.input[field === 'length' ? 'length' : field] ?? '') !== ''
        ? problemText(row?.problems[field])
        : undefined;
    return {
      size: 'small' as const,
      type: 'number',
      disabled: !canEdit,
      value: row?.input[field] ?? '',
      onChange: (event: ChangeEvent<HTMLInputElement>) =>
        set(index, { [field]: event.target.value }),
      error: shownProblem !== undefined,
      helperText: shownProblem,
      slotProps: { htmlInput: { 'aria-label': label, inputMode: 'decimal' as const, min: 0 } },
    };
  };

  const confirm = async () => {
    setTried(true);
    if (!complete || noteTooLong) {
      toast.error(t('actuals.fixFields'));
      return;
    }
    try {
      const saved = await save.mutateAsync({
        lines: rows.flatMap((row) => (row.line ? [row.line] : [])),
        note,
        concurrencyStamp: recorded?.concurrencyStamp ?? null,
      });
      toast.success(t('actuals.saved', { version: saved.version }));
      onClose();
    } catch (error) {
      toast.error(
        error instanceof ApiError && error.message !== '' ? error.message : t('actuals.saveError'),
      );
    }
  };

  const differenceCell = (requirementM: number, actualM: number | null) => {
    if (actualM === null) return <TableCell align="right">–</TableCell>;
    const difference = differenceOf(requirementM, requirementM, actualM);
    return (
      <TableCell
        align="right"
        sx={{
          fontVariantNumeric: 'tabular-nums',
          whiteSpace: 'nowrap',
          color: difference.differenceM > 0 ? 'error.main' : 'success.main',
        }}
      >
        {signedLength(difference.differenceM)}
        {signedPercent(difference.differencePercent)}
      </TableCell>
    );
  };

  return (
    <>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>{t('actuals.intro')}</DialogContentText>
          {recorded ? (
            <Typography variant="body2" color="text.secondary">
              {t('actuals.recorded', {
                time: formatDateTime(recorded.recordedAt, language),
                name: recorded.recordedBy ?? '–',
              })}
            </Typography>
          ) : null}
          <TableContainer>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{t('actuals.columns.thread')}</TableCell>
                  <TableCell align="right">{t('actuals.columns.approved')}</TableCell>
                  <TableCell>{t('actuals.columns.issued')}</TableCell>
                  <TableCell>{t('actuals.columns.returnedFull')}</TableCell>
                  <TableCell>{t('actuals.columns.remainder')}</TableCell>
                  <TableCell align="right">{t('actuals.columns.actual')}</TableCell>
                  <TableCell align="right">{t('actuals.columns.difference')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map(({ thread, input, actualM }, index) => {
                  const name = [thread.brand, thread.ticketTex, thread.shade ?? '']
                    .join(' ')
                    .trim();
                  return (
                    <TableRow key={thread.key} sx={{ verticalAlign: 'top' }}>
                      <TableCell sx={{ minWidth: '10rem' }}>
                        {name}
                        <Typography variant="caption" display="block" color="text.secondary">
                          {formatThreadLength(thread.packageLength, thread.packageUnit, language)}
                        </Typography>
                      </TableCell>
                      <TableCell
                        align="right"
                        sx={{ fontVariantNumeric: 'tabular-nums', minWidth: '9rem' }}
                      >
                        {length(thread.requirementM)}
                        <Typography variant="caption" display="block" color="text.secondary">
                          {t('actuals.beforeAllowance', {
                            length: length(thread.requirementBeforeAllowanceM),
                            percent: percent(current.allowancePercent),
                          })}
                        </Typography>
                      </TableCell>
                      <TableCell sx={{ width: '9rem' }}>
                        <TextField
                          {...fieldProps(
                            index,
                            'issued',
                            t('actuals.issuedLabel', { thread: name }),
                          )}
                        />
                      </TableCell>
                      <TableCell sx={{ width: '9rem' }}>
                        <TextField
                          {...fieldProps(
                            index,
                            'returnedFull',
                            t('actuals.returnedFullLabel', { thread: name }),
                          )}
                        />
                      </TableCell>
                      <TableCell sx={{ width: '20rem' }}>
                        <Stack spacing={1}>
                          <ToggleButtonGroup
                            size="small"
                            exclusive
                            disabled={!canEdit}
                            value={input.by}
                            aria-label={t('actuals.byLabel', { thread: name })}
                            onChange={(_, by: LineInput['by'] | null) => {
                              if (by) set(index, { by });
                            }}
                          >
                            <ToggleButton value="length">{t('actuals.by.length')}</ToggleButton>
                            <ToggleButton value="weight">{t('actuals.by.weight')}</ToggleButton>
                          </ToggleButtonGroup>
                          {input.by === 'length' ? (
                            <TextField
                              {...fieldProps(
                                index,
                                'length',
                                t('actuals.lengthLabel', { thread: name, unit }),
                              )}
                              slotProps={{
                                htmlInput: {
                                  'aria-label': t('actuals.lengthLabel', { thread: name, unit }),
                                  inputMode: 'decimal',
                                  min: 0,
                                },
                                input: { endAdornment: unit },
                              }}
                            />
                          ) : (
                            <Stack direction="row" spacing={1}>
                              <TextField
                                {...fieldProps(
                                  index,
                                  'grams',
                                  t('actuals.gramsLabel', { thread: name }),
                                )}
                                slotProps={{
                                  htmlInput: {
                                    'aria-label': t('actuals.gramsLabel', { thread: name }),
                                    inputMode: 'decimal',
                                    min: 0,
                                  },
                                  input: { endAdornment: t('actuals.grams') },
                                }}
                              />
                              <TextField
                                {...fieldProps(
                                  index,
                                  'metresPerGram',
                                  t('actuals.metresPerGramLabel', { thread: name }),
                                )}
                                slotProps={{
                                  htmlInput: {
                                    'aria-label': t('actuals.metresPerGramLabel', {
                                      thread: name,
                                    }),
                                    inputMode: 'decimal',
                                    min: 0,
                                  },
                                  input: { endAdornment: t('actuals.metresPerGram') },
                                }}
                              />
                            </Stack>
                          )}
                        </Stack>
                      </TableCell>
                      <TableCell
                        align="right"
                        sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
                        data-testid="actual-use-thread-actual"
                      >
                        {actualM === null ? '–' : length(actualM)}
                      </TableCell>
                      {differenceCell(thread.requirementM, actualM)}
                    </TableRow>
                  );
                })}
                <TableRow sx={{ '& td': { fontWeight: 600, borderBottom: 0 } }}>
                  <TableCell>
                    {t('actuals.order')}
                    <Typography variant="caption" display="block" color="text.secondary">
                      {t('actuals.garments', { count: current.garments })}
                    </Typography>
                  </TableCell>
                  <TableCell
                    align="right"
                    sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
                  >
                    {length(rows.reduce((sum, row) => sum + row.thread.requirementM, 0))}
                  </TableCell>
                  <TableCell colSpan={3} />
                  <TableCell
                    align="right"
                    sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
                    data-testid="actual-use-order-actual"
                  >
                    {order ? length(order.actualM) : '–'}
                  </TableCell>
                  {differenceCell(order?.requirementM ?? 0, order?.actualM ?? null)}
                </TableRow>
              </TableBody>
            </Table>
          </TableContainer>
          {order?.neededAllowancePercent !== null && order !== null ? (
            <Typography variant="body2" data-testid="actual-use-needed">
              {t('actuals.neededAllowance', {
                percent: percent(order.neededAllowancePercent),
                version: current.version,
                allowed: percent(current.allowancePercent),
              })}
            </Typography>
          ) : null}
          <TextField
            multiline
            minRows={2}
            disabled={!canEdit}
            label={t('actuals.note')}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            error={noteTooLong}
            helperText={
              noteTooLong ? t('validation.maxLength', { max: actualsNoteMaxLength }) : undefined
            }
          />
          {earlier.length > 0 ? (
            <Box>
              <Typography variant="subtitle2">{t('actuals.earlier')}</Typography>
              {earlier.map((version) => (
                <Typography key={version.version} variant="body2" color="text.secondary">
                  {t('actuals.earlierVersion', {
                    version: version.version,
                    approved: length(version.comparison.order.requirementM),
                    actual: length(version.comparison.order.actualM),
                    difference: `${signedLength(version.comparison.order.differenceM)}${signedPercent(
                      version.comparison.order.differencePercent,
                    )}`,
                  })}
                </Typography>
              ))}
            </Box>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('actuals.cancel')}</Button>
        {canEdit ? (
          <Button variant="contained" loading={save.isPending} onClick={() => void confirm()}>
            {t('actuals.save')}
          </Button>
        ) : null}
      </DialogActions>
    </>
  );
}
