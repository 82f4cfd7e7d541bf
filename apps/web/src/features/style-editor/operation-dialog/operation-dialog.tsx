import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Drawer from '@mui/material/Drawer';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  componentNameText,
  type OperationDto,
  type StitchTypeInSettingDto,
} from '@spool/contracts';
import {
  cleanOperationDescription,
  operationDescriptionMaxLength,
  operationInputLimits,
  validateOperationForm,
  type OperationFormIssue,
} from '@spool/domain';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/ui/toasts';
import { ApiError } from '../../../lib/api-client';
import { useLastGroupNumber } from './api/get-group-number';
import { useOperation } from './api/get-operation';
import { fetchRecentStitchData } from './api/get-recent-stitch-data';
import { fetchStitchNeedles } from './api/get-stitch-needles';
import { useStitchTypes } from './api/get-stitch-types';
import { useSaveOperation } from './api/save-operation';
import { isGroupNumberFree } from './api/validate-group-number';
import { agreesWithSameGroup } from './api/validate-same-group';
import { formatFigure, formatThreadLength } from './format';
import { liveFigures } from './live-figures';
import {
  decimalsOf,
  emptyOperationForm,
  formFromOperation,
  isFormChanged,
  stitchSettingOfRow,
  toOperationFormInput,
  toOperationWrite,
  visibleInputsOfCode,
  withRecentStitchData,
  withStitchDefaults,
  type NumericField,
  type OperationFormState,
} from './operation-form-state';
import { ThreadFields } from './thread-fields';

export interface OperationDialogProps {
  open: boolean;
  style: { id: number; customSettingId: number };
  /** null: a new operation. */
  operationId: number | null;
  /** The style's unit: values are shown and typed in it (0 metric, 1 imperial). */
  seamLengthUnit: 0 | 1;
  tktTex: 'Tkt' | 'Tex';
  onClose: () => void;
  /**
   * After each successful save. A new operation's form then starts again with the next
   * group number; an edited one closes (onClose follows).
   */
  onSaved: () => void;
}

/**
 * The operation dialog, on the right (core-domain specification, sections 2 to 5): group,
 * team, description, stitch type, the inputs the stitch code asks, and one component line
 * per needle with its consumption per 10 cm (3.94 inch) and its thread. The consumption and
 * the thread per garment follow the typing, computed by the domain's engine with the
 * style's custom setting.
 */
export function OperationDialog(props: OperationDialogProps) {
  // Escape and the backdrop ask the form first: unsaved data needs a confirmation.
  const closeGuard = useRef<(() => void) | null>(null);
  const guardClose = useCallback((guard: (() => void) | null) => {
    closeGuard.current = guard;
  }, []);
  return (
    <Drawer
      anchor="right"
      open={props.open}
      onClose={() => (closeGuard.current ?? props.onClose)()}
      // Over the full-screen style window (a modal dialog), which hosts it.
      sx={{ zIndex: (theme) => theme.zIndex.modal }}
      slotProps={{
        paper: {
          sx: { width: { xs: '100vw', md: 'min(1080px, 94vw)' } },
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': 'operation-dialog-title',
        },
      }}
    >
      {props.open ? <OperationDialogBody {...props} guardClose={guardClose} /> : undefined}
    </Drawer>
  );
}

type FieldErrors = Partial<Record<string, string>>;

/** Inline messages by field: the first issue of each path, in the user's language. */
function errorsByField(
  issues: readonly OperationFormIssue[],
  translate: (key: string, params?: Record<string, unknown>) => string,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    if (issue.path.length === 0) continue;
    const key = issue.path.join('.');
    errors[key] ??= translate(issue.message, {
      ...issue.params,
      min: issue.params?.['minimum'],
      max: issue.params?.['maximum'],
    });
  }
  return errors;
}

/** The dialog's title bar. */
function TitleBar({ title, onClose }: { title: string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack
      direction="row"
      spacing={2}
      sx={{ alignItems: 'center', px: 3, py: 2, borderBottom: 1, borderColor: 'divider' }}
    >
      <Typography id="operation-dialog-title" variant="h2" component="h2" sx={{ flexGrow: 1 }}>
        {title}
      </Typography>
      <IconButton onClick={onClose} aria-label={t('operationDialog.close')}>
        <CloseIcon />
      </IconButton>
    </Stack>
  );
}

/** Loads what the form starts from: the next group number, or the operation to edit. */
type GuardClose = (guard: (() => void) | null) => void;

function OperationDialogBody({
  guardClose,
  ...props
}: OperationDialogProps & { guardClose: GuardClose }) {
  const { t } = useTranslation();
  const isNew = props.operationId === null;
  const lastGroup = useLastGroupNumber(props.style.id, isNew);
  // Read in stored units: the form shows them in the style's unit and keeps them while untouched.
  const loaded = useOperation({
    styleId: props.style.id,
    operationId: props.operationId,
    seamLengthUnit: 0,
    tktTex: props.tktTex,
  });
  // A new operation's form starts again after each save, with the next group number.
  const [round, setRound] = useState(0);
  const initial = isNew
    ? lastGroup.data === undefined
      ? undefined
      : emptyOperationForm(lastGroup.data + 1)
    : loaded.data === undefined
      ? undefined
      : formFromOperation(loaded.data, props.seamLengthUnit);
  const title = t(isNew ? 'operationDialog.titleNew' : 'operationDialog.titleEdit');

  if (initial === undefined) {
    return (
      <Stack sx={{ height: '100%' }}>
        <TitleBar title={title} onClose={props.onClose} />
        <Box sx={{ px: 3, py: 3 }}>
          {lastGroup.isError || loaded.isError ? (
            <Alert severity="error">{t('operationDialog.loadError')}</Alert>
          ) : (
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <CircularProgress size={20} />
              <Typography>{t('operationDialog.loading')}</Typography>
            </Stack>
          )}
        </Box>
      </Stack>
    );
  }
  return (
    <OperationFormPanel
      key={round}
      {...props}
      title={title}
      initial={initial}
      loaded={loaded.data}
      guardClose={guardClose}
      onSavedNew={async () => {
        await lastGroup.refetch();
        setRound((current) => current + 1);
      }}
    />
  );
}

function OperationFormPanel({
  style,
  operationId,
  seamLengthUnit,
  tktTex,
  onClose,
  onSaved,
  title,
  initial,
  loaded,
  guardClose,
  onSavedNew,
}: OperationDialogProps & {
  /** Registers what Escape and the backdrop do while the form is shown. */
  guardClose: GuardClose;
  title: string;
  initial: OperationFormState;
  /** The operation being edited, as loaded (undefined for a new one). */
  loaded: OperationDto | undefined;
  onSavedNew: () => Promise<void>;
}) {
  const { t, i18n } = useTranslation();
  const translate = (key: string, params?: Record<string, unknown>) =>
    t(key as never, params as never) as unknown as string;
  const toast = useToast();
  const stitchTypes = useStitchTypes(style.customSettingId);
  const save = useSaveOperation();

  const [form, setForm] = useState<OperationFormState>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [groupTaken, setGroupTaken] = useState(false);
  const [confirmingClose, setConfirmingClose] = useState(false);
  const [checking, setChecking] = useState(false);
  /** Only the latest stitch choice may fill the form (answers can arrive out of order). */
  const stitchRequest = useRef(0);

  const stitchRows = stitchTypes.data?.items ?? [];
  const stitchRow = stitchRows.find((row) => row.code === form?.stitchTypeCode);
  const setting = useMemo(
    () => (stitchRow && stitchTypes.data ? stitchSettingOfRow(stitchRow) : undefined),
    [stitchRow, stitchTypes.data],
  );
  const figures = useMemo(
    () => (form ? liveFigures(form, setting, seamLengthUnit) : null),
    [form, setting, seamLengthUnit],
  );

  const update = (change: Partial<OperationFormState>) =>
    setForm((current) => ({ ...current, ...change }));

  const chooseStitch = async (row: StitchTypeInSettingDto | null) => {
    const request = ++stitchRequest.current;
    if (row === null) {
      update({ stitchTypeCode: null, lines: [] });
      return;
    }
    const rowSetting = stitchTypes.data ? stitchSettingOfRow(row) : undefined;
    update({ stitchTypeCode: row.code });
    try {
      const recent = await fetchRecentStitchData({
        styleId: style.id,
        stitchCode: row.code,
        seamLengthUnit: 0,
        tktTex,
      });
      const needles = recent === null ? await fetchStitchNeedles(row.code) : [];
      if (request !== stitchRequest.current) return;
      setForm((current) =>
        recent === null
          ? withStitchDefaults(
              current,
              row.code,
              rowSetting,
              needles.map((needle) => needle.name),
              seamLengthUnit,
            )
          : withRecentStitchData(current, row.code, recent, rowSetting, seamLengthUnit),
      );
    } catch (error) {
      if (request === stitchRequest.current) {
        toast.error(error instanceof Error ? error.message : t('operationDialog.loadError'));
      }
    }
  };

  const checkGroup = async () => {
    const group = Number(form.group);
    const unchanged = loaded?.group === group;
    if (!Number.isInteger(group) || group < 1 || unchanged) {
      setGroupTaken(false);
      return;
    }
    try {
      const free = await isGroupNumberFree(style.id, group);
      setGroupTaken(!free);
      if (!free) toast.warning(t('operations.messages.groupExists'));
    } catch {
      setGroupTaken(false);
    }
  };

  const submit = async () => {
    const result = validateOperationForm(toOperationFormInput(form));
    if (!result.success) {
      setErrors(errorsByField(result.issues, translate));
      // The field's message first, then "Please Fill Required Data" (section 5).
      const first = result.issues.find((issue) => issue.path.length > 0) ?? result.issues[0];
      if (first) toast.error(translate(first.message, first.params));
      toast.error(t('operations.validation.fillRequiredData'));
      return;
    }
    setErrors({});
    const operation = toOperationWrite(result.data, style.id, seamLengthUnit, form.stored);
    setChecking(true);
    try {
      const agrees = await agreesWithSameGroup({ operationId, tktTex, operation });
      if (!agrees) {
        toast.error(t('operations.messages.groupMismatch'));
        return;
      }
      if (loaded === undefined) {
        await save.mutateAsync({ kind: 'new', operation });
      } else {
        await save.mutateAsync({
          kind: 'edit',
          tktTex,
          operation: { ...operation, id: loaded.id, concurrencyStamp: loaded.concurrencyStamp },
        });
      }
      toast.success(t('operations.messages.saved'));
      onSaved();
      if (loaded === undefined) await onSavedNew();
      else onClose();
    } catch (error) {
      toast.error(
        error instanceof ApiError && error.message !== ''
          ? error.message
          : t('operations.messages.saveFailed'),
      );
    } finally {
      setChecking(false);
    }
  };

  const requestClose = () => {
    if (isFormChanged(form, initial)) setConfirmingClose(true);
    else onClose();
  };
  useEffect(() => {
    guardClose(requestClose);
    return () => guardClose(null);
  });

  const visible = visibleInputsOfCode(form.stitchTypeCode);
  const unitWord = (metric: 'unitCm' | 'unitMm') =>
    t(seamLengthUnit === 1 ? 'operationDialog.unitInch' : `operationDialog.${metric}`);
  const consumptionHeader =
    figures?.basis === 'perCycle' || stitchRow?.consumptionBasis === 'perCycle'
      ? t('operationDialog.consumptionPerCycle', { unit: unitWord('unitCm') })
      : t(
          seamLengthUnit === 1
            ? 'operationDialog.consumptionPer394In'
            : 'operationDialog.consumptionPer10Cm',
        );

  const numberField = (field: NumericField | 'machines', label: string) => {
    const limits = operationInputLimits[field];
    const step = field === 'machines' || field === 'quantity' ? 1 : 10 ** -decimalsOf(field);
    return (
      <TextField
        key={field}
        label={label}
        type="number"
        value={form[field]}
        onChange={(event) => update({ [field]: event.target.value })}
        required
        error={errors[field] !== undefined}
        helperText={errors[field]}
        slotProps={{ htmlInput: { min: limits.min, max: limits.max, step } }}
        sx={{ width: 170 }}
      />
    );
  };

  return (
    <Stack sx={{ height: '100%' }}>
      <TitleBar title={title} onClose={requestClose} />

      <Box
        component="form"
        id="operation-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        sx={{ flexGrow: 1, overflowY: 'auto', px: 3, py: 3 }}
      >
        {stitchTypes.isError ? (
          <Alert severity="error">{t('operationDialog.loadError')}</Alert>
        ) : (
          <Stack spacing={3}>
            <Stack
              direction="row"
              spacing={2}
              sx={{ alignItems: 'flex-start' }}
              useFlexGap
              flexWrap="wrap"
            >
              <TextField
                label={t('operationDialog.group')}
                type="number"
                value={form.group}
                onChange={(event) => {
                  setGroupTaken(false);
                  update({ group: event.target.value });
                }}
                onBlur={() => void checkGroup()}
                required
                error={errors['group'] !== undefined}
                helperText={
                  errors['group'] ?? (groupTaken ? t('operations.messages.groupExists') : undefined)
                }
                slotProps={{
                  htmlInput: {
                    min: operationInputLimits.group.min,
                    max: operationInputLimits.group.max,
                    step: 1,
                  },
                  formHelperText: { sx: groupTaken ? { color: 'warning.dark' } : {} },
                }}
                sx={{ width: 150 }}
              />
              <FormControlLabel
                sx={{ mt: 1, mr: 1 }}
                control={
                  <Switch
                    checked={form.isOnTeam}
                    onChange={(event) => update({ isOnTeam: event.target.checked })}
                  />
                }
                label={t('operationDialog.team')}
              />
              <TextField
                label={t('operationDialog.description')}
                value={form.description}
                onChange={(event) => update({ description: event.target.value })}
                onBlur={() => update({ description: cleanOperationDescription(form.description) })}
                required
                error={errors['description'] !== undefined}
                helperText={
                  errors['description'] ??
                  t('operationDialog.descriptionHelp', { max: operationDescriptionMaxLength })
                }
                slotProps={{ htmlInput: { maxLength: operationDescriptionMaxLength } }}
                sx={{ flex: '1 1 320px' }}
              />
            </Stack>

            <Autocomplete
              options={stitchRows}
              value={stitchRow ?? null}
              loading={stitchTypes.isLoading}
              getOptionLabel={(row) => `${row.code} - ${row.name}`}
              isOptionEqualToValue={(option, value) => option.code === value.code}
              noOptionsText={t('operationDialog.noStitchType')}
              onChange={(_event, row) => void chooseStitch(row)}
              sx={{ maxWidth: 560 }}
              renderInput={(params) => (
                <TextField
                  {...params}
                  label={t('operationDialog.stitchType')}
                  required
                  error={errors['stitchTypeCode'] !== undefined}
                  helperText={errors['stitchTypeCode']}
                />
              )}
            />

            {form.stitchTypeCode === null ? (
              <Typography color="text.secondary">
                {t('operationDialog.chooseStitchType')}
              </Typography>
            ) : (
              <>
                <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap">
                  {visible.seamLength &&
                    numberField(
                      'seamLength',
                      t('operationDialog.seamLength', { unit: unitWord('unitCm') }),
                    )}
                  {visible.rate &&
                    numberField(
                      'rate',
                      t(
                        seamLengthUnit === 1
                          ? 'operationDialog.ratePerInch'
                          : 'operationDialog.ratePer3Cm',
                      ),
                    )}
                  {visible.bight &&
                    numberField('bight', t('operationDialog.bight', { unit: unitWord('unitMm') }))}
                  {visible.quantity && numberField('quantity', t('operationDialog.quantity'))}
                  {numberField('machines', t('operationDialog.machines'))}
                  {visible.seamThickness &&
                    numberField('seamThickness', t('operationDialog.seamThickness'))}
                </Stack>

                <Box>
                  <Typography variant="h3" component="h3" sx={{ mb: 1 }}>
                    {t('operationDialog.components')}
                  </Typography>
                  {errors['lines'] !== undefined && (
                    <Alert severity="error" sx={{ mb: 1 }}>
                      {errors['lines']}
                    </Alert>
                  )}
                  <Table size="small" sx={{ tableLayout: 'fixed' }}>
                    <TableHead>
                      <TableRow>
                        <TableCell sx={{ width: '17%' }}>
                          {t('operationDialog.component')}
                        </TableCell>
                        <TableCell align="right" sx={{ width: '13%' }}>
                          {consumptionHeader}
                        </TableCell>
                        <TableCell sx={{ width: '20%' }}>{t('operationDialog.brand')}</TableCell>
                        <TableCell sx={{ width: '12%' }}>{tktTex}</TableCell>
                        <TableCell sx={{ width: '20%' }}>{t('operationDialog.shade')}</TableCell>
                        <TableCell sx={{ width: '18%' }}>
                          {t('operationDialog.packageSize')}
                        </TableCell>
                      </TableRow>
                    </TableHead>
                    <TableBody>
                      {form.lines.map((line, index) => (
                        <TableRow key={`${index}-${line.needleName}`}>
                          <TableCell>{componentNameText(line.needleName, t)}</TableCell>
                          <TableCell
                            align="right"
                            sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}
                            data-testid="line-consumption"
                          >
                            {figures?.consumptionPerLine[index] === undefined
                              ? '–'
                              : formatFigure(
                                  'consumptionPerTen',
                                  figures.consumptionPerLine[index],
                                  i18n.language,
                                )}
                          </TableCell>
                          <ThreadFieldsRow
                            line={line}
                            tktTex={tktTex}
                            error={errors[`lines.${index}.ticketTexId`]}
                            onChange={(next) =>
                              update({
                                lines: form.lines.map((other, at) => (at === index ? next : other)),
                              })
                            }
                          />
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                </Box>

                <Box
                  sx={{
                    display: 'flex',
                    alignItems: 'baseline',
                    gap: 2,
                    px: 2,
                    py: 1.5,
                    borderRadius: 1,
                    bgcolor: 'action.hover',
                  }}
                  aria-live="polite"
                >
                  <Typography sx={{ fontWeight: 600 }}>
                    {t('operationDialog.threadPerGarment')}
                  </Typography>
                  {figures ? (
                    <>
                      <Typography
                        variant="h3"
                        component="span"
                        data-testid="thread-per-garment"
                        sx={{ fontVariantNumeric: 'tabular-nums' }}
                      >
                        {formatThreadLength(
                          figures.threadPerGarment,
                          figures.threadUnit,
                          i18n.language,
                        )}
                      </Typography>
                      <Typography variant="body2" color="text.secondary">
                        {t('operationDialog.wasteIncluded', {
                          waste: formatFigure('percent', setting?.wastePercent ?? 0, i18n.language),
                        })}
                      </Typography>
                    </>
                  ) : (
                    <Typography color="text.secondary">
                      {t('operationDialog.figuresWaiting')}
                    </Typography>
                  )}
                </Box>
              </>
            )}
          </Stack>
        )}
      </Box>

      <Stack
        direction="row"
        spacing={1}
        sx={{ justifyContent: 'flex-end', px: 3, py: 2, borderTop: 1, borderColor: 'divider' }}
      >
        <Button onClick={requestClose}>{t('operationDialog.cancel')}</Button>
        <Button
          type="submit"
          form="operation-form"
          variant="contained"
          loading={checking || save.isPending}
        >
          {t('operationDialog.save')}
        </Button>
      </Stack>

      <Dialog
        open={confirmingClose}
        onClose={() => setConfirmingClose(false)}
        aria-labelledby="operation-discard-title"
      >
        <DialogTitle id="operation-discard-title">{t('operationDialog.discardTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('operationDialog.discardText')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirmingClose(false)}>
            {t('operationDialog.keepEditing')}
          </Button>
          <Button color="error" variant="contained" onClick={onClose}>
            {t('operationDialog.discard')}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}

/** The four thread cells of a component line. */
function ThreadFieldsRow({
  line,
  tktTex,
  error,
  onChange,
}: {
  line: OperationFormState['lines'][number];
  tktTex: 'Tkt' | 'Tex';
  error: string | undefined;
  onChange: (line: OperationFormState['lines'][number]) => void;
}) {
  const { t } = useTranslation();
  return (
    <ThreadFields
      line={line}
      tktTex={tktTex}
      label={componentNameText(line.needleName, t)}
      error={error}
      onChange={onChange}
      wrap={(key, field) => <TableCell key={key}>{field}</TableCell>}
    />
  );
}
