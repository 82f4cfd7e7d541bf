import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { alpha, useTheme } from '@mui/material/styles';
import type { ImportProgress, ImportResultDto } from '@spool/contracts';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/ui/toasts';
import { useImportProgress } from '../api/get-import-progress';
import type { ImportUnits } from '../api/get-import-units';
import { useImportStyles } from '../api/import-styles';
import type { DroppedSheet } from '../api/read-style-spreadsheet';
import { newProgressId } from '../utils/progress-id';
import {
  cellMarks,
  countOperationRows,
  progressPercent,
  sheetIssues,
  type SheetKind,
} from '../utils/sheet-model';
import { ChooseFileButton } from './choose-file-button';
import { SheetIssues } from './sheet-issues';
import { SheetPreview, type SheetPreviewHandle } from './sheet-preview';
import { useFileDrop } from '../../../lib/use-file-drop';

/** What this import reads: seam lengths in cm (0) or inches (1), threads by ticket or tex. */
export type ImportChoice = { seamLengthUnit: 0 | 1; tktTex: 'Tkt' | 'Tex' };

/**
 * The data-upload dialog (platform-admin spec, section 2): 1200 px wide (the whole screen on
 * a phone), its title the units, allowance and Tkt/Tex the import uses, a choice of those
 * units for this import, the first sheet as a table, and Upload. While the server checks and
 * saves, its progress shows; when it refuses the sheet, the marked cells and the list of
 * issues show, and a corrected file can be dropped on the dialog.
 */
export function UploadDialog({
  sheet,
  units,
  choice,
  onChoiceChange,
  reading,
  onFiles,
  onClose,
}: {
  sheet: DroppedSheet;
  units: ImportUnits;
  choice: ImportChoice;
  onChoiceChange: (choice: ImportChoice) => void;
  reading: boolean;
  onFiles: (files: ArrayLike<File>) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const toast = useToast('style-import');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const preview = useRef<SheetPreviewHandle>(null);
  const importStyles = useImportStyles();
  const [progressId, setProgressId] = useState<string | null>(null);
  const [result, setResult] = useState<ImportResultDto | null>(null);
  const uploading = importStyles.isPending;
  const progress = useImportProgress(uploading ? progressId : null);
  const busy = uploading || reading;
  const { dragging, handlers } = useFileDrop(onFiles, busy);

  const [shownSheet, setShownSheet] = useState<SheetKind>('styles');
  const colourwayRows = sheet.colourwayRows;
  const shown = shownSheet === 'colourways' && colourwayRows ? 'colourways' : 'styles';
  const marks = useMemo(() => cellMarks(result, shown), [result, shown]);
  // A cell of the other sheet is revealed once that sheet's table is in the page.
  const pendingReveal = useRef<{ row: number; column: number } | null>(null);
  useEffect(() => {
    const cell = pendingReveal.current;
    if (!cell) return;
    pendingReveal.current = null;
    preview.current?.reveal(cell.row, cell.column);
  }, [shown]);
  const operationRows = useMemo(() => countOperationRows(sheet.rows), [sheet.rows]);
  const count = (value: number) => new Intl.NumberFormat(i18n.language).format(value);

  const upload = () => {
    const id = newProgressId();
    setProgressId(id);
    setResult(null);
    importStyles.mutate(
      {
        name: sheet.fileName,
        rows: sheet.rows,
        seamLengthUnit: choice.seamLengthUnit,
        tktTexVal: choice.tktTex,
        progressId: id,
        ...(colourwayRows && { colourwayRows }),
      },
      {
        onSuccess: (answer) => {
          if (answer.error) {
            setResult(answer);
            toast.error(answer.message);
            return;
          }
          toast.success(
            t('import.result.savedToast', {
              saved: answer.message,
              detail: t('import.result.savedCount', {
                styles: t('import.result.styleCount', { count: answer.savedStyles }),
                operations: t('import.result.operationCount', { count: answer.savedRows }),
              }),
            }),
          );
          onClose();
        },
        onError: (error) => toast.error(error.message),
      },
    );
  };

  const title = t('import.dialogTitle', {
    unit: choice.seamLengthUnit === 1 ? t('import.imperial') : t('import.metric'),
    allowance: units.allowance ?? '–',
    ticketMode: choice.tktTex,
  });

  return (
    <Dialog
      open
      onClose={(_event, reason) => {
        // A click beside the dialog must not throw the preview away; Escape closes it.
        if (reason !== 'backdropClick' && !uploading) onClose();
      }}
      fullWidth
      maxWidth={false}
      fullScreen={phone}
      aria-labelledby="style-import-dialog-title"
      aria-describedby="style-import-file-summary"
      slotProps={{
        paper: {
          ...handlers,
          sx: {
            width: phone ? undefined : 1200,
            // The dialog takes the focus when it opens; a ring around all of it says nothing.
            '&:focus-visible': { outline: 'none' },
            ...(dragging && {
              // A tint over the paper, which stays opaque.
              backgroundImage: `linear-gradient(${alpha(theme.palette.primary.main, 0.04)}, ${alpha(theme.palette.primary.main, 0.04)})`,
              '&, &:focus-visible': {
                outline: `2px dashed ${theme.palette.primary.main}`,
                outlineOffset: -6,
              },
            }),
          },
        },
      }}
    >
      <DialogTitle id="style-import-dialog-title" sx={{ pb: 1, px: { xs: 2, sm: 3 } }}>
        {title}
      </DialogTitle>
      <DialogContent dividers sx={{ px: { xs: 2, sm: 3 } }}>
        <Stack spacing={2}>
          <Typography id="style-import-file-summary" color="text.secondary" variant="body2">
            {t('import.fileSummary', { file: isolated(sheet.fileName), count: operationRows })}
          </Typography>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            useFlexGap
            sx={{ columnGap: 4, rowGap: 1, flexWrap: 'wrap' }}
          >
            <FormControl disabled={busy}>
              <FormLabel id="style-import-length-unit">{t('import.lengthUnit')}</FormLabel>
              <RadioGroup
                row
                aria-labelledby="style-import-length-unit"
                value={String(choice.seamLengthUnit)}
                onChange={(event) =>
                  onChoiceChange({ ...choice, seamLengthUnit: event.target.value === '1' ? 1 : 0 })
                }
              >
                <FormControlLabel value="0" control={<Radio />} label={t('import.metric')} />
                <FormControlLabel value="1" control={<Radio />} label={t('import.imperial')} />
              </RadioGroup>
            </FormControl>
            <FormControl disabled={busy}>
              <FormLabel id="style-import-ticket-mode">{t('import.ticketMode')}</FormLabel>
              <RadioGroup
                row
                aria-labelledby="style-import-ticket-mode"
                value={choice.tktTex}
                onChange={(event) =>
                  onChoiceChange({
                    ...choice,
                    tktTex: event.target.value === 'Tex' ? 'Tex' : 'Tkt',
                  })
                }
              >
                <FormControlLabel value="Tkt" control={<Radio />} label="Tkt" />
                <FormControlLabel value="Tex" control={<Radio />} label="Tex" />
              </RadioGroup>
            </FormControl>
          </Stack>
          {colourwayRows ? (
            <Tabs
              value={shown}
              onChange={(_event, value: SheetKind) => setShownSheet(value)}
              aria-label={t('import.sheets')}
              sx={{ minHeight: 36, mb: -1, '& .MuiTab-root': { minHeight: 36, py: 0.5 } }}
            >
              <Tab value="styles" label={t('import.sheetName')} />
              <Tab value="colourways" label={t('import.colourwaySheetName')} />
            </Tabs>
          ) : undefined}
          <SheetPreview
            key={shown}
            ref={preview}
            rows={shown === 'colourways' && colourwayRows ? colourwayRows : sheet.rows}
            marks={marks}
            label={t('import.previewLabel', {
              file: isolated(
                shown === 'colourways'
                  ? `${sheet.fileName} · ${t('import.colourwaySheetName')}`
                  : sheet.fileName,
              ),
            })}
            maxHeight={result ? 'min(42vh, 440px)' : phone ? '60vh' : 'min(58vh, 600px)'}
          />
          {result ? (
            <>
              <SheetIssues
                result={result}
                colourwayHeader={colourwayRows?.[0] ?? []}
                onReveal={(target, row, column) => {
                  if (target === shown) {
                    preview.current?.reveal(row, column);
                    return;
                  }
                  pendingReveal.current = { row, column };
                  setShownSheet(target);
                }}
              />
              <ChooseAgain disabled={busy} onFiles={onFiles} />
            </>
          ) : undefined}
        </Stack>
      </DialogContent>
      {/* Said once the answer is in (the toasts are hidden from screen readers behind a dialog). */}
      <Box role="status" sx={visuallyHidden}>
        {result && !busy
          ? `${result.message}. ${t('import.result.errorCount', { count: sheetIssueCount(result) })}`
          : ''}
      </Box>
      {uploading || reading ? (
        <ProgressLine
          reading={reading}
          progress={progress.data ?? null}
          rows={operationRows}
          count={count}
        />
      ) : undefined}
      <DialogActions sx={{ px: { xs: 2, sm: 3 }, py: 1.5 }}>
        <Button onClick={onClose} disabled={uploading}>
          {t('import.cancel')}
        </Button>
        <Button
          variant="contained"
          startIcon={<CloudUploadOutlinedIcon />}
          onClick={upload}
          disabled={busy}
        >
          {t('import.upload')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

const sheetIssueCount = (result: ImportResultDto) => sheetIssues(result).length;

/** Read by screen readers, not shown. */
const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/**
 * A file name set apart from the sentence around it (Unicode first-strong isolate), so that a
 * Latin name in an Arabic sentence, or the reverse, keeps its punctuation in place.
 */
const isolated = (text: string) => `\u2068${text}\u2069`;

/** After a refusal: the corrected file can be dropped on the dialog, or chosen here. */
function ChooseAgain({
  disabled,
  onFiles,
}: {
  disabled: boolean;
  onFiles: (files: ArrayLike<File>) => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      useFlexGap
      sx={{ alignItems: { xs: 'flex-start', sm: 'center' }, gap: 1.5 }}
    >
      <Typography variant="body2" color="text.secondary">
        {t('import.dropAgain')}
      </Typography>
      <ChooseFileButton
        size="small"
        variant="outlined"
        disabled={disabled}
        label={t('import.chooseAgain')}
        inputLabel={t('import.chooseAgainLabel')}
        onFiles={onFiles}
      />
    </Stack>
  );
}

/** Reading, checking and saving, with the server's counts: never a frozen dialog. */
function ProgressLine({
  reading,
  progress,
  rows,
  count,
}: {
  reading: boolean;
  progress: ImportProgress | null;
  rows: number;
  count: (value: number) => string;
}) {
  const { t } = useTranslation();
  const percent = reading ? null : progressPercent(progress);
  const text = () => {
    if (reading) return t('import.progress.reading');
    if (!progress) return t('import.progress.sending', { count: rows });
    const done = count(progress.done);
    const total = count(progress.total);
    switch (progress.phase) {
      case 'checking':
        return progress.done === 0
          ? t('import.progress.checkingAll', { total })
          : t('import.progress.checking', { done, total });
      case 'saving':
        return t('import.progress.saving', { done, total });
      case 'done':
        // A refused sheet ends with nothing saved: its rows were checked, the marks are coming.
        return progress.done === 0
          ? t('import.progress.checking', { done: total, total })
          : t('import.progress.saving', { done, total });
    }
  };
  return (
    <Box role="status" sx={{ px: { xs: 2, sm: 3 }, pt: 1.5 }}>
      <Typography id="style-import-progress" variant="body2" sx={{ mb: 0.75 }}>
        {text()}
      </Typography>
      {percent === null ? (
        <LinearProgress aria-labelledby="style-import-progress" />
      ) : (
        <LinearProgress
          variant="determinate"
          value={percent}
          aria-labelledby="style-import-progress"
        />
      )}
    </Box>
  );
}
