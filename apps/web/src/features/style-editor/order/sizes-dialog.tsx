import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { SizeRangeDto } from '@spool/contracts';
import { runModes, sizeRangeNameMaxLength, type RunMode, type SizeRange } from '@spool/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  SizeRowsEditor,
  checkSizeRows,
  sizeRowsOf,
  type SizeRows,
} from '../../../components/styles/size-rows-editor';

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
  const [sizes, setSizes] = useState<SizeRows>(() => sizeRowsOf(range));
  const [mode, setMode] = useState<RunMode>(runMode);
  const [tried, setTried] = useState(false);
  const [rangeName, setRangeName] = useState('');
  const parsed = checkSizeRows(sizes);

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
                setSizes(sizeRowsOf(saved.range));
              }}
            >
              {savedRanges.map((saved) => (
                <MenuItem key={saved.id} value={saved.id}>
                  {saved.name}
                </MenuItem>
              ))}
            </TextField>
          ) : null}
          <SizeRowsEditor value={sizes} check={parsed} showErrors={tried} onChange={setSizes} />
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
