import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  Permissions,
  stageNoteMaxLength,
  type SaveStyleSampleBody,
  type StyleDto,
  type StyleSampleDto,
  type StyleStageDto,
} from '@spool/contracts';
import { figureFormatter, maxMeasuredCm, sampleVariance, type SampleBasis } from '@spool/domain';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/ui/toasts';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { isGranted, useReadySession } from '../../../lib/session-context';
import { useSystemConfiguration } from '../api/get-style-settings';
import { useChangeSample, useStyleSample } from '../api/style-samples';
import { SampleCalibration } from './style-sample-calibration';

/** cm of thread in one metre or one yard: what the user types is in the tenant's thread unit. */
const cmPerUnit = { m: 100, yd: 91.44 } as const;

type Row = { key: string; label: string; detail: string; estimatedCm: number };

const rowsOf = (sample: StyleSampleDto, basis: SampleBasis): Row[] =>
  basis === 'operation'
    ? sample.operationRows.map((row) => ({
        key: row.key,
        label: row.description,
        detail: `${row.stitchTypeCode} · ${row.needleName}`,
        estimatedCm: row.estimatedCm,
      }))
    : sample.threadRows.map((row) => ({
        key: row.key,
        label: row.thread,
        detail: '',
        estimatedCm: row.estimatedCm,
      }));

/** What the stored sample measured, as the user types it (thread unit, up to 3 decimals). */
const typedOf = (sample: StyleSampleDto, unit: 'm' | 'yd'): Record<string, string> =>
  Object.fromEntries(
    [...sample.operationRows, ...sample.threadRows]
      .filter((row) => row.measuredCm !== null)
      .map((row) => [
        row.key,
        String(Number(((row.measuredCm ?? 0) / cmPerUnit[unit]).toFixed(3))),
      ]),
  );

/**
 * The Sample-checked stage's evidence: what a sample garment really used, typed per line of each
 * operation (unpicked) or per thread (cones weighed), beside the estimate with the difference in
 * length and percent, per row and for the garment as the user types. Saving makes the style
 * Sample-checked. Read-only while the style is approved or for those who may not edit styles.
 */
export function StyleSampleDialog({
  style,
  onChanged,
  onClose,
}: {
  style: StyleDto;
  onChanged: (stage: StyleStageDto) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const sample = useStyleSample(style.id);
  const configuration = useSystemConfiguration();
  const unit = configuration.data?.seamLengthUnit.defaultItem.value === 1 ? 'yd' : 'm';
  return (
    <Dialog open onClose={onClose} maxWidth="lg" fullWidth aria-labelledby={`${id}-title`}>
      <DialogTitle id={`${id}-title`}>{t('styleSample.title', { name: style.name })}</DialogTitle>
      {sample.isError ? (
        <DialogContent>
          <Alert severity="error">{t('styleSample.readError')}</Alert>
        </DialogContent>
      ) : sample.data && configuration.data ? (
        <SampleForm
          key={sample.data.concurrencyStamp ?? 'none'}
          style={style}
          sample={sample.data}
          unit={unit}
          onChanged={onChanged}
          onClose={onClose}
        />
      ) : (
        <DialogContent />
      )}
    </Dialog>
  );
}

function SampleForm({
  style,
  sample,
  unit,
  onChanged,
  onClose,
}: {
  style: StyleDto;
  sample: StyleSampleDto;
  unit: 'm' | 'yd';
  onChanged: (stage: StyleStageDto) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const toast = useToast('style');
  const { state } = useReadySession();
  const change = useChangeSample(style.id);
  const editable =
    sample.stage !== 'approved' && isGranted(state.configuration, Permissions.StylesUpdate);
  const [basis, setBasis] = useState<SampleBasis>(sample.basis ?? 'operation');
  const [typed, setTyped] = useState<Record<string, string>>(() => typedOf(sample, unit));
  const [note, setNote] = useState(sample.note ?? '');
  const [tried, setTried] = useState(false);
  const rows = useMemo(() => rowsOf(sample, basis), [sample, basis]);
  const length = figureFormatter('threadLength', i18n.language);
  const percent = new Intl.NumberFormat(i18n.language, {
    maximumFractionDigits: 1,
    signDisplay: 'exceptZero',
  });
  const signed = (value: number) => (value > 0 ? '+' : '') + length(value);

  /** The typed value of a row in cm, undefined when empty, NaN when it is not a length. */
  const measuredCm = (key: string): number | undefined => {
    const text = typed[key]?.trim() ?? '';
    if (text === '') return undefined;
    const value = Number(text);
    return Number.isFinite(value) && value >= 0 ? value * cmPerUnit[unit] : Number.NaN;
  };
  const errorOf = (key: string): string | undefined => {
    const value = measuredCm(key);
    if (value === undefined) return undefined;
    if (Number.isNaN(value)) return t('validation.min', { min: 0 });
    return value > maxMeasuredCm
      ? t('validation.max', { max: length(maxMeasuredCm / cmPerUnit[unit]) })
      : undefined;
  };
  const measured = new Map(
    rows.flatMap((row) => {
      const value = measuredCm(row.key);
      return value === undefined || Number.isNaN(value) ? [] : [[row.key, value] as const];
    }),
  );
  const variance = sampleVariance(rows, measured);
  const invalid = rows.some((row) => errorOf(row.key) !== undefined);
  const noteTooLong = note.length > stageNoteMaxLength;

  const fail = (error: unknown) =>
    toast.error(
      error instanceof ApiError && error.message !== '' ? error.message : t('styleWindow.error'),
    );
  const stageOf = (saved: StyleSampleDto): StyleStageDto => ({
    styleId: style.id,
    stage: saved.stage,
    version: style.version,
    concurrencyStamp: saved.styleConcurrencyStamp,
  });

  const save = async () => {
    setTried(true);
    if (invalid || noteTooLong) return;
    const body: SaveStyleSampleBody =
      basis === 'operation'
        ? {
            basis,
            note,
            concurrencyStamp: sample.concurrencyStamp,
            results: sample.operationRows.flatMap((row) => {
              const value = measured.get(row.key);
              return value === undefined
                ? []
                : [{ operationId: row.operationId, line: row.line, measuredCm: value }];
            }),
          }
        : {
            basis,
            note,
            concurrencyStamp: sample.concurrencyStamp,
            results: sample.threadRows.flatMap((row) => {
              const value = measured.get(row.key);
              return value === undefined
                ? []
                : [
                    {
                      brandId: row.brandId,
                      ticketTexId: row.ticketTexId,
                      shade: row.shade,
                      measuredCm: value,
                    },
                  ];
            }),
          };
    try {
      const saved = await change.mutateAsync({ kind: 'save', body });
      onChanged(stageOf(saved));
      toast.success(t('styleSample.saved'));
    } catch (error) {
      fail(error);
    }
  };

  const remove = async () => {
    if (!sample.concurrencyStamp) return;
    try {
      const removed = await change.mutateAsync({
        kind: 'remove',
        concurrencyStamp: sample.concurrencyStamp,
      });
      onChanged(stageOf(removed));
      toast.success(t('styleSample.removed'));
    } catch (error) {
      fail(error);
    }
  };

  const unitText = t(unit === 'yd' ? 'reports.units.yd' : 'reports.units.m');
  const headers = {
    estimate: t('styleSample.columns.estimate', { unit: unitText }),
    measured: t('styleSample.columns.measured', { unit: unitText }),
    difference: t('styleSample.columns.difference', { unit: unitText }),
  };
  const figure = { fontVariantNumeric: 'tabular-nums' } as const;
  // The garment's figures read as the table's totals: body size and colour, in bold.
  const total = { ...figure, fontSize: 'body2.fontSize', color: 'text.primary', fontWeight: 600 };
  const differenceCells = (
    differenceCm: number | null,
    differencePercent: number | null,
    sx: object = figure,
  ) => (
    <>
      <TableCell align="right" sx={sx}>
        {differenceCm === null ? '–' : signed(differenceCm / cmPerUnit[unit])}
      </TableCell>
      <TableCell align="right" sx={sx}>
        {differencePercent === null ? '–' : percent.format(differencePercent)}
      </TableCell>
    </>
  );

  return (
    <>
      <DialogContent dividers>
        <Stack spacing={2}>
          <DialogContentText>{t('styleSample.intro', { unit: unitText })}</DialogContentText>
          {sample.stage === 'approved' ? (
            <Alert severity="info">{t('styleSample.readOnly')}</Alert>
          ) : null}
          <Stack spacing={0.5}>
            <FormLabel id="sample-basis">{t('styleSample.basisLabel')}</FormLabel>
            <RadioGroup
              row
              aria-labelledby="sample-basis"
              value={basis}
              onChange={(event) => setBasis(event.target.value as SampleBasis)}
            >
              {(['operation', 'thread'] as const).map((value) => (
                <FormControlLabel
                  key={value}
                  value={value}
                  disabled={!editable}
                  control={<Radio />}
                  label={t(`styleSample.basis.${value}`)}
                />
              ))}
            </RadioGroup>
            <Typography variant="body2" color="text.secondary">
              {t(`styleSample.hint.${basis}`)}
            </Typography>
          </Stack>
          {rows.length === 0 ? (
            <Alert severity="info">{t('styleSample.empty')}</Alert>
          ) : (
            <TableContainer>
              <Table size="small" aria-label={t('styleSample.title', { name: style.name })}>
                <TableHead>
                  <TableRow>
                    <TableCell>
                      {t(
                        basis === 'operation'
                          ? 'styleSample.columns.operation'
                          : 'styleSample.columns.thread',
                      )}
                    </TableCell>
                    <TableCell align="right">{headers.estimate}</TableCell>
                    <TableCell align="right" sx={{ minWidth: 150 }}>
                      {headers.measured}
                    </TableCell>
                    <TableCell align="right">{headers.difference}</TableCell>
                    <TableCell align="right">{t('styleSample.columns.percent')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {rows.map((row, index) => {
                    const found = variance.rows[index];
                    const error = tried || typed[row.key] ? errorOf(row.key) : undefined;
                    const label = row.detail ? `${row.label} · ${row.detail}` : row.label;
                    return (
                      <TableRow key={row.key}>
                        <TableCell>
                          {row.label}
                          {row.detail ? (
                            <Typography variant="body2" color="text.secondary">
                              {row.detail}
                            </Typography>
                          ) : null}
                        </TableCell>
                        <TableCell align="right" sx={figure}>
                          {length(row.estimatedCm / cmPerUnit[unit])}
                        </TableCell>
                        <TableCell align="right">
                          <TextField
                            size="small"
                            type="number"
                            value={typed[row.key] ?? ''}
                            disabled={!editable}
                            onChange={(event) =>
                              setTyped((before) => ({ ...before, [row.key]: event.target.value }))
                            }
                            error={error !== undefined}
                            helperText={error}
                            slotProps={{
                              htmlInput: {
                                min: 0,
                                step: 'any',
                                inputMode: 'decimal',
                                'aria-label': t('styleSample.measuredOf', { label }),
                                style: { textAlign: 'end' },
                              },
                            }}
                            sx={{ width: 130 }}
                          />
                        </TableCell>
                        {differenceCells(
                          found?.differenceCm ?? null,
                          found?.differencePercent ?? null,
                        )}
                      </TableRow>
                    );
                  })}
                </TableBody>
                <TableFooter>
                  <TableRow data-testid="sample-garment">
                    <TableCell>
                      <Typography variant="subtitle2" component="span" color="text.primary">
                        {t('styleSample.garment')}
                      </Typography>
                      <Typography variant="body2" color="text.secondary">
                        {t('styleSample.measuredRows', {
                          measured: variance.garment.measuredRows,
                          rows: variance.garment.rows,
                        })}
                      </Typography>
                    </TableCell>
                    <TableCell align="right" sx={total}>
                      {length(variance.garment.estimatedCm / cmPerUnit[unit])}
                    </TableCell>
                    <TableCell align="right" sx={total}>
                      {length(variance.garment.measuredCm / cmPerUnit[unit])}
                    </TableCell>
                    {variance.garment.measuredRows === 0
                      ? differenceCells(null, null, total)
                      : differenceCells(
                          variance.garment.differenceCm,
                          variance.garment.differencePercent,
                          total,
                        )}
                  </TableRow>
                </TableFooter>
              </Table>
            </TableContainer>
          )}
          {sample.incompleteOperations > 0 ? (
            <Typography variant="body2" color="text.secondary">
              {t('styleSample.incomplete', { count: sample.incompleteOperations })}
            </Typography>
          ) : null}
          <TextField
            multiline
            minRows={1}
            label={t('styleSample.note')}
            value={note}
            disabled={!editable}
            onChange={(event) => setNote(event.target.value)}
            error={noteTooLong}
            helperText={noteTooLong ? t('validation.maxLength', { max: stageNoteMaxLength }) : ''}
          />
          {sample.enteredAt ? (
            <Typography variant="body2" color="text.secondary">
              {t('styleSample.enteredBy', {
                name: sample.enteredBy ?? '–',
                date: formatDateTime(sample.enteredAt, i18n.language),
              })}
            </Typography>
          ) : null}
          {sample.basis === 'operation' &&
          isGranted(state.configuration, Permissions.SettingsUpdate) ? (
            <SampleCalibration styleId={style.id} sample={sample} />
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        {editable && sample.concurrencyStamp ? (
          <Button color="error" onClick={() => void remove()} disabled={change.isPending}>
            {t('styleSample.remove')}
          </Button>
        ) : null}
        <Button onClick={onClose}>{t('styleSample.close')}</Button>
        {editable ? (
          <Button variant="contained" loading={change.isPending} onClick={() => void save()}>
            {t('styleSample.save')}
          </Button>
        ) : null}
      </DialogActions>
    </>
  );
}
