import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { PasteIssueDto, PastedOperationsCheck } from '@spool/contracts';
import {
  operationPasteColumns,
  parseClipboardTable,
  renumberPastedGroups,
  type OperationPasteColumn,
} from '@spool/domain';
import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/ui/toasts';
import type { OperationUnits } from '../api/get-operation-units';
import { useAddPastedOperations, useCheckPastedOperations } from '../api/paste-operations';
import { missingColumns, PasteMapping, type MappedColumns } from './paste-mapping';
import { PastePreview } from './paste-preview';

type Step =
  | { kind: 'input' }
  | { kind: 'mapping'; raw: string[][]; hasHeader: boolean; columns: MappedColumns }
  | { kind: 'preview'; mapped: boolean };

/** How long the rows rest after an edit before they are checked again. */
const recheckDelayMs = 400;

/**
 * Rows pasted from a spreadsheet, on their way into the style's operation list: the text
 * (unless the paste itself opened the dialog), the columns when the header is not the
 * template's, then every row with its wrong cells marked. The planner fixes cells in place or
 * adds the good rows alone; nothing is saved before "Add".
 */
export function PasteDialog({
  styleId,
  units,
  lastGroup,
  initialText,
  onClose,
}: {
  styleId: number;
  units: OperationUnits;
  /** The style's last group number: pasted groups may follow it. */
  lastGroup: number;
  /** The clipboard's text when the paste opened the dialog. */
  initialText: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const toast = useToast();
  const check = useCheckPastedOperations(styleId);
  const add = useAddPastedOperations(styleId);
  const [step, setStep] = useState<Step>({ kind: 'input' });
  const [text, setText] = useState('');
  const [notice, setNotice] = useState<string | null>(() =>
    initialText !== null && parseClipboardTable(initialText).length === 0
      ? t('operationList.paste.nothingPasted')
      : null,
  );
  const [rows, setRows] = useState<string[][]>([]);
  const [renumber, setRenumber] = useState(lastGroup > 0);
  const [result, setResult] = useState<{ rows: string[][]; issues: PasteIssueDto[] } | null>(null);
  const [editable, setEditable] = useState<ReadonlySet<number>>(new Set());
  const apiUnits = { seamLengthUnit: units.seamLengthUnit, tktTexVal: units.tktTex };

  const shown = useMemo(
    () => (renumber ? renumberPastedGroups(rows, lastGroup) : rows),
    [rows, renumber, lastGroup],
  );

  const failed = (error: Error) =>
    setNotice(error.message === '' ? t('operationList.paste.checkError') : error.message);

  /** The checked rows become the preview's; their wrong cells stay editable. */
  const showChecked = (checked: PastedOperationsCheck, mapped: boolean) => {
    setRows(checked.rows);
    setStep({ kind: 'preview', mapped });
  };

  /** Reads the rows' layout and, when it is the template's, checks them. */
  const checkPasted = (raw: string[][]) =>
    check.mutate(
      { rows: raw, layout: null, ...apiUnits },
      {
        onSuccess: (checked) => {
          if (checked.layout.needsMapping) {
            setStep({
              kind: 'mapping',
              raw,
              hasHeader: checked.layout.hasHeader,
              columns: checked.layout.columns,
            });
          } else showChecked(checked, false);
        },
        onError: failed,
      },
    );

  const start = (pasted: string) => {
    const raw = parseClipboardTable(pasted);
    setNotice(raw.length === 0 ? t('operationList.paste.nothingPasted') : null);
    if (raw.length > 0) checkPasted(raw);
  };

  // A paste that opened the dialog is checked at once, once.
  const [opening] = useState(() =>
    initialText === null ? null : parseClipboardTable(initialText),
  );
  useEffect(() => {
    if (opening !== null && opening.length > 0) checkPasted(opening);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The rows shown are checked again after each change (an edit, the group numbering).
  const checkShown = check.mutate;
  useEffect(() => {
    if (step.kind !== 'preview' || shown.length === 0) return;
    const timer = setTimeout(
      () =>
        checkShown(
          {
            rows: shown,
            layout: { hasHeader: false, columns: [...operationPasteColumns] },
            ...apiUnits,
          },
          {
            onSuccess: (checked) => {
              setResult({ rows: shown, issues: checked.issues });
              setEditable((before) => {
                const next = new Set(before);
                for (const issue of checked.issues) next.add(issue.row - 1);
                return next;
              });
            },
            onError: failed,
          },
        ),
      result === null ? 0 : recheckDelayMs,
    );
    return () => clearTimeout(timer);
    // Checked again when the rows or units change, not when a check's state does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shown, step.kind]);

  const current = result !== null && result.rows === shown && !check.isPending;
  const badRows = new Set((current ? result.issues : []).map((issue) => issue.row - 1));
  const goodRows = current ? shown.filter((_, index) => !badRows.has(index)) : [];

  const confirm = () =>
    add.mutate(
      { rows: goodRows, ...apiUnits },
      {
        onSuccess: ({ ids }) => {
          toast.success(t('operationList.paste.added', { count: ids.length }));
          onClose();
        },
        onError: (error) => toast.error(error.message),
      },
    );

  const editCell = useCallback((row: number, column: OperationPasteColumn, value: string) => {
    const at = operationPasteColumns.indexOf(column);
    setRows((before) =>
      before.map((cells, index) =>
        index === row ? cells.map((cell, place) => (place === at ? value : cell)) : cells,
      ),
    );
  }, []);

  return (
    <Dialog
      open
      onClose={onClose}
      maxWidth={step.kind === 'preview' ? 'xl' : 'md'}
      fullWidth
      aria-labelledby={`${id}-title`}
    >
      <DialogTitle id={`${id}-title`}>{t('operationList.paste.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            {step.kind === 'mapping'
              ? t('operationList.paste.mappingIntro')
              : t('operationList.paste.intro')}{' '}
            {t('operationList.paste.units', {
              unit: t(
                units.seamLengthUnit === 1 ? 'operationList.units.inch' : 'operationList.units.cm',
              ),
              tktTex: units.tktTex,
            })}
          </Typography>
          {notice ? <Alert severity="error">{notice}</Alert> : null}
          {step.kind === 'input' ? (
            <TextField
              multiline
              minRows={6}
              maxRows={12}
              autoFocus
              label={t('operationList.paste.textLabel')}
              helperText={t('operationList.paste.textHint')}
              value={text}
              onChange={(event) => setText(event.target.value)}
              onPaste={(event) => {
                event.preventDefault();
                const pasted = event.clipboardData.getData('text/plain');
                setText(pasted);
                start(pasted);
              }}
              slotProps={{ htmlInput: { spellCheck: false, sx: { fontFamily: 'monospace' } } }}
            />
          ) : null}
          {step.kind === 'mapping' ? (
            <PasteMapping
              raw={step.raw}
              hasHeader={step.hasHeader}
              columns={step.columns}
              onChange={(columns) => setStep({ ...step, columns })}
            />
          ) : null}
          {step.kind === 'preview' ? (
            <PastePreview
              rows={shown}
              issues={current ? result.issues : []}
              editable={editable}
              groupsFixed={renumber}
              onEdit={editCell}
            />
          ) : null}
          {step.kind === 'preview' ? (
            <Stack spacing={0.5} role="status" aria-live="polite">
              {current ? (
                <>
                  <Typography variant="body2">
                    {t('operationList.paste.summary', {
                      good: goodRows.length,
                      total: shown.length,
                    })}
                  </Typography>
                  {badRows.size > 0 ? (
                    <Typography variant="body2" color="error">
                      {t('operationList.paste.toFix', { count: badRows.size })}
                    </Typography>
                  ) : null}
                </>
              ) : (
                <Typography variant="body2" color="text.secondary">
                  {t('operationList.paste.checking')}
                </Typography>
              )}
            </Stack>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {step.kind === 'preview' && lastGroup > 0 ? (
          <FormControlLabel
            sx={{ mr: 'auto' }}
            control={
              <Checkbox
                checked={renumber}
                onChange={(event) => setRenumber(event.target.checked)}
              />
            }
            label={t('operationList.paste.renumber', { group: lastGroup })}
          />
        ) : null}
        {step.kind === 'mapping' || (step.kind === 'preview' && step.mapped) ? (
          <Button
            onClick={() => {
              setResult(null);
              setStep({ kind: 'input' });
            }}
          >
            {t('operationList.paste.back')}
          </Button>
        ) : null}
        <Button onClick={onClose}>{t('operationList.paste.cancel')}</Button>
        {step.kind === 'input' ? (
          <Button
            variant="contained"
            loading={check.isPending}
            disabled={text.trim() === ''}
            onClick={() => start(text)}
          >
            {t('operationList.paste.preview')}
          </Button>
        ) : null}
        {step.kind === 'mapping' ? (
          <Button
            variant="contained"
            loading={check.isPending}
            disabled={missingColumns(step.columns).length > 0}
            onClick={() =>
              check.mutate(
                {
                  rows: step.raw,
                  layout: { hasHeader: step.hasHeader, columns: step.columns },
                  ...apiUnits,
                },
                { onSuccess: (checked) => showChecked(checked, true), onError: failed },
              )
            }
          >
            {t('operationList.paste.continue')}
          </Button>
        ) : null}
        {step.kind === 'preview' ? (
          <Button
            variant="contained"
            loading={add.isPending}
            disabled={goodRows.length === 0}
            onClick={confirm}
          >
            {t('operationList.paste.add', { count: goodRows.length })}
          </Button>
        ) : null}
      </DialogActions>
    </Dialog>
  );
}
