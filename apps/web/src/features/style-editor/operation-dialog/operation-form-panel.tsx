import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  componentNameText,
  type OperationDto,
  type StitchTypeInSettingDto,
} from '@spool/contracts';
import { operationInputLimits, validateOperationForm } from '@spool/domain';
import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/ui/toasts';
import { ApiError } from '../../../lib/api-client';
import { ConfirmDialog } from '../components/confirm-dialog';
import { KeyboardHelp } from '../components/keyboard-help';
import { isTextEntry } from '../operation-paste';
import { fetchStitchStart } from './api/get-recent-stitch-data';
import { useStitchTypes } from './api/get-stitch-types';
import { useSaveOperation } from './api/save-operation';
import { isGroupNumberFree } from './api/validate-group-number';
import { agreesWithSameGroup } from './api/validate-same-group';
import { ComponentLines } from './component-lines';
import { OperationBasics } from './operation-basics';
import { errorsByField, problemList, type FieldErrors, type Translate } from './form-issues';
import { liveFigures } from './live-figures';
import {
  decimalsOf,
  isFormChanged,
  stitchSettingOfRow,
  toOperationFormInput,
  toOperationWrite,
  visibleInputsOfCode,
  withStitchStart,
  type NumericField,
  type OperationFormState,
} from './operation-form-state';
import { unlistedChoiceIssues } from './thread-choice';
import { TitleBar } from './title-bar';

/** The operation a dialog edits or adds, and what it tells its host. */
export interface OperationTarget {
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

/** The inputs a person may type into before a chosen stitch's values arrive. */
const typedFields = [
  'seamLength',
  'rate',
  'bight',
  'quantity',
  'machines',
  'seamThickness',
] as const;

/** No stitch types yet (one empty list, so that the stitch field is not drawn again). */
const noStitchRows: readonly StitchTypeInSettingDto[] = [];

/** The toasts of the operation form: a successful save closes its earlier errors. */
const toastForm = 'operation';

/**
 * The operation form (core-domain specification, sections 2 to 5): group, team, description,
 * stitch type, the inputs the stitch code asks, and the component lines with their thread.
 * The consumption and the thread per garment follow the typing, computed by the domain's
 * engine with the style's custom setting. A failed save names every problem in one toast.
 */
export function OperationFormPanel({
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
  focus,
}: OperationTarget & {
  /** Registers what Escape and the backdrop do while the form is shown. */
  guardClose: (guard: (() => void) | null) => void;
  title: string;
  initial: OperationFormState;
  /** The operation being edited, as loaded (undefined for a new one). */
  loaded: OperationDto | undefined;
  /**
   * After a new operation is saved: the form starts again, with the saved stitch type when
   * the planner asked for the next one ("Save and add next"), else empty.
   */
  onSavedNew: (nextStitchCode: string | null) => Promise<void>;
  focus: 'group' | 'description';
}) {
  const { t } = useTranslation();
  const translate: Translate = (key, params) =>
    t(key as never, params as never) as unknown as string;
  const toast = useToast(toastForm);
  const stitchTypes = useStitchTypes(style.customSettingId);
  const save = useSaveOperation();

  const [form, setForm] = useState<OperationFormState>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [groupTaken, setGroupTaken] = useState(false);
  const [confirmingClose, setConfirmingClose] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  const [checking, setChecking] = useState(false);
  /** Only the latest stitch choice may fill the form (answers can arrive out of order). */
  const stitchRequest = useRef(0);

  const stitchRows = stitchTypes.data?.items ?? noStitchRows;
  const stitchRow = stitchRows.find((row) => row.code === form.stitchTypeCode);
  const setting = useMemo(
    () => (stitchRow && stitchTypes.data ? stitchSettingOfRow(stitchRow) : undefined),
    [stitchRow, stitchTypes.data],
  );
  const figures = useMemo(
    () => liveFigures(form, setting, seamLengthUnit),
    [form, setting, seamLengthUnit],
  );

  const update = useCallback(
    (change: Partial<OperationFormState>) => setForm((current) => ({ ...current, ...change })),
    [],
  );
  const hideHelp = useCallback(() => setHelpOpen(false), []);
  const changeLine = useCallback(
    (index: number, line: OperationFormState['lines'][number]) =>
      setForm((current) => ({
        ...current,
        lines: current.lines.map((other, at) => (at === index ? line : other)),
      })),
    [],
  );

  const unitWord = (metric: 'unitCm' | 'unitMm') =>
    t(seamLengthUnit === 1 ? 'operationDialog.unitInch' : `operationDialog.${metric}`);
  const labels: Record<
    NumericField | 'group' | 'description' | 'stitchTypeCode' | 'machines',
    string
  > = {
    group: t('operationDialog.group'),
    description: t('operationDialog.description'),
    stitchTypeCode: t('operationDialog.stitchType'),
    seamLength: t('operationDialog.seamLength', { unit: unitWord('unitCm') }),
    rate: t(seamLengthUnit === 1 ? 'operationDialog.ratePerInch' : 'operationDialog.ratePer3Cm'),
    bight: t('operationDialog.bight', { unit: unitWord('unitMm') }),
    quantity: t('operationDialog.quantity'),
    machines: t('operationDialog.machines'),
    seamThickness: t('operationDialog.seamThickness'),
  };
  /** The label of a field the form's rules name by its path. */
  const labelOf = (path: readonly (string | number)[]) => {
    const [field, index] = path;
    if (field === 'lines') {
      const line = typeof index === 'number' ? form.lines[index] : undefined;
      return line ? componentNameText(line.needleName, t) : t('operationDialog.components');
    }
    return typeof field === 'string' && field in labels
      ? labels[field as keyof typeof labels]
      : undefined;
  };

  // The form as last drawn, for a stitch's values arriving later (see below).
  const drawnForm = useRef(form);
  useEffect(() => {
    drawnForm.current = form;
  }, [form]);
  const stitchesData = stitchTypes.data;
  const chooseStitch = useCallback(
    async (row: StitchTypeInSettingDto | null) => {
      const before = drawnForm.current;
      const request = ++stitchRequest.current;
      if (row === null) {
        update({ stitchTypeCode: null, lines: [] });
        return;
      }
      const rowSetting = stitchesData ? stitchSettingOfRow(row) : undefined;
      update({ stitchTypeCode: row.code });
      try {
        const start = await fetchStitchStart({ styleId: style.id, stitchCode: row.code, tktTex });
        if (request !== stitchRequest.current) return;
        setForm((current) => {
          const filled = withStitchStart(current, row.code, start, rowSetting, seamLengthUnit);
          // What was typed while the stitch's values were on their way stays.
          const typed = typedFields.filter((field) => current[field] !== before[field]);
          return {
            ...filled,
            ...Object.fromEntries(typed.map((field) => [field, current[field]])),
          };
        });
      } catch (error) {
        if (request === stitchRequest.current) {
          toast.error(error instanceof Error ? error.message : t('operationDialog.loadError'));
        }
      }
    },
    [stitchesData, style.id, tktTex, seamLengthUnit, update, toast, t],
  );
  const changeStitch = useCallback(
    (row: StitchTypeInSettingDto | null) => void chooseStitch(row),
    [chooseStitch],
  );

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

  /** Saves; `next` keeps a new operation's dialog open on its stitch type. */
  const submit = async (next = false) => {
    const result = validateOperationForm(toOperationFormInput(form));
    // Thread typed but not chosen from the lists stops the save too (section 5).
    const unlisted = unlistedChoiceIssues(form.lines);
    if (!result.success || unlisted.length > 0) {
      const issues = [...(result.success ? [] : result.issues), ...unlisted];
      // Typed thread is marked by its field for as long as it stays (not only until the next save).
      setErrors(errorsByField(result.success ? [] : result.issues, translate));
      // Please Fill Required Data, with every field's message (sections 5 and 8).
      toast.error({
        title: t('operations.validation.fillRequiredData'),
        items: problemList(issues, translate, labelOf),
      });
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
      if (loaded === undefined) await onSavedNew(next ? form.stitchTypeCode : null);
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
  const consumptionHeader =
    figures?.basis === 'perCycle' || stitchRow?.consumptionBasis === 'perCycle'
      ? t('operationDialog.consumptionPerCycle', { unit: unitWord('unitCm') })
      : t(
          seamLengthUnit === 1
            ? 'operationDialog.consumptionPer394In'
            : 'operationDialog.consumptionPer10Cm',
        );

  const numberField = (field: NumericField | 'machines') => (
    <NumberInput
      key={field}
      field={field}
      label={labels[field]}
      value={form[field]}
      error={errors[field]}
      onUpdate={update}
    />
  );

  return (
    <Stack
      sx={{ height: '100%' }}
      onKeyDown={(event) => {
        if (event.key === '?' && !isTextEntry(event.target)) {
          event.preventDefault();
          setHelpOpen(true);
          return;
        }
        // Ctrl+Enter (⌘Enter) saves from any field, with Shift the next one follows; an Enter
        // a list took to choose an entry is its own.
        if (event.key !== 'Enter' || !(event.ctrlKey || event.metaKey) || event.defaultPrevented)
          return;
        event.preventDefault();
        void submit(event.shiftKey && loaded === undefined);
      }}
    >
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
            <OperationBasics
              form={form}
              labels={labels}
              errors={errors}
              groupTaken={groupTaken}
              stitchRows={stitchRows}
              stitchRow={stitchRow}
              stitchesLoading={stitchTypes.isLoading}
              onChange={update}
              onGroupChange={(group) => {
                setGroupTaken(false);
                update({ group });
              }}
              onGroupLeft={() => void checkGroup()}
              onStitchChange={changeStitch}
              focus={focus}
            />

            {form.stitchTypeCode === null ? (
              <Typography color="text.secondary">
                {t('operationDialog.chooseStitchType')}
              </Typography>
            ) : (
              <>
                <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap">
                  {visible.seamLength && numberField('seamLength')}
                  {visible.rate && numberField('rate')}
                  {visible.bight && numberField('bight')}
                  {visible.quantity && numberField('quantity')}
                  {numberField('machines')}
                  {visible.seamThickness && numberField('seamThickness')}
                </Stack>
                <ComponentLines
                  lines={form.lines}
                  tktTex={tktTex}
                  consumptionHeader={consumptionHeader}
                  figures={figures}
                  wastePercent={setting?.wastePercent ?? 0}
                  errors={errors}
                  onLineChange={changeLine}
                />
              </>
            )}
          </Stack>
        )}
      </Box>

      <DialogActions sx={{ px: 3, py: 2, borderTop: 1, borderColor: 'divider' }}>
        <Button onClick={requestClose}>{t('operationDialog.cancel')}</Button>
        {loaded === undefined ? (
          <Button
            variant="outlined"
            title={t('operationDialog.saveAndNextShortcut')}
            disabled={checking || save.isPending}
            onClick={() => void submit(true)}
          >
            {t('operationDialog.saveAndNext')}
          </Button>
        ) : null}
        <Button
          type="submit"
          form="operation-form"
          variant="contained"
          title={t('operationDialog.saveShortcut')}
          loading={checking || save.isPending}
        >
          {t('operationDialog.save')}
        </Button>
      </DialogActions>

      <KeyboardHelp open={helpOpen} onClose={hideHelp} />
      <ConfirmDialog
        open={confirmingClose}
        title={t('operationDialog.discardTitle')}
        text={t('operationDialog.discardText')}
        confirmLabel={t('operationDialog.discard')}
        cancelLabel={t('operationDialog.keepEditing')}
        destructive
        onConfirm={onClose}
        onCancel={() => setConfirmingClose(false)}
      />
    </Stack>
  );
}

/**
 * A number of the operation, drawn again only when its own value, label or message changes
 * (not at each key typed in another field).
 */
const NumberInput = memo(function NumberInput({
  field,
  label,
  value,
  error,
  onUpdate,
}: {
  field: NumericField | 'machines';
  label: string;
  value: string;
  error: string | undefined;
  onUpdate: (change: Partial<OperationFormState>) => void;
}) {
  const limits = operationInputLimits[field];
  const step = field === 'machines' || field === 'quantity' ? 1 : 10 ** -decimalsOf(field);
  return (
    <TextField
      label={label}
      type="number"
      value={value}
      onChange={(event) => onUpdate({ [field]: event.target.value })}
      // Reached with Tab, the value is selected: typing replaces it.
      onFocus={(event) => event.target.select()}
      required
      error={error !== undefined}
      helperText={error}
      slotProps={{ htmlInput: { min: limits.min, max: limits.max, step } }}
      sx={{ width: 170 }}
    />
  );
});
