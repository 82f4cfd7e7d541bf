import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { SizeRangeDto } from '@spool/contracts';
import {
  namedSizeRangeSchema,
  sizeRangeNameMaxLength,
  type NamedSizeRange,
  type SizeRange,
} from '@spool/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  SizeRowsEditor,
  checkSizeRows,
  sizeRowsOf,
  type SizeRows,
} from '../../../components/styles/size-rows-editor';

/** A new range starts with one size, the base, which takes the first name typed. */
const newRange: SizeRange = { sizes: [{ name: '', gradePercent: 0 }], baseSize: '' };

/**
 * Adds a named size range, or renames one and changes its sizes, grades and base. Checked
 * with the domain's schema (the server's) before it is sent; `onSave` answers what the
 * server says of the name, if it refuses it (a name already taken).
 */
export function SizeRangeDialog({
  editing,
  pending,
  onSave,
  onClose,
}: {
  /** The range to change, as read; none to add one. */
  editing: SizeRangeDto | undefined;
  pending: boolean;
  onSave: (range: NamedSizeRange) => Promise<string | undefined>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const id = useId();
  const [name, setName] = useState(editing?.name ?? '');
  const [sizes, setSizes] = useState<SizeRows>(() => sizeRowsOf(editing?.range ?? newRange));
  const [tried, setTried] = useState(false);
  const [refusedName, setRefusedName] = useState<string | undefined>();

  const nameCheck = namedSizeRangeSchema.shape.name.safeParse(name);
  const sizesCheck = checkSizeRows(sizes);
  const nameIssue = tried && !nameCheck.success ? nameCheck.error.issues[0] : undefined;
  const nameMessage = nameIssue
    ? t(nameIssue.message as 'validation.invalid', { max: sizeRangeNameMaxLength })
    : refusedName;

  const save = async () => {
    setTried(true);
    if (!nameCheck.success || !sizesCheck.success) return;
    setRefusedName(await onSave({ name: nameCheck.data, range: sizesCheck.data }));
  };

  return (
    <Dialog
      open
      onClose={pending ? undefined : onClose}
      maxWidth="sm"
      fullWidth
      fullScreen={phone}
      aria-labelledby={`${id}-title`}
    >
      <DialogTitle id={`${id}-title`}>
        {editing
          ? t('sizeRangesPanel.dialog.editTitle', { name: editing.name })
          : t('sizeRangesPanel.dialog.addTitle')}
      </DialogTitle>
      <DialogContent>
        {/* Room above for the name field's label. */}
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            size="small"
            label={t('sizeRangesPanel.dialog.name')}
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              setRefusedName(undefined);
            }}
            required
            autoFocus
            error={nameMessage !== undefined}
            helperText={nameMessage}
            slotProps={{ htmlInput: { maxLength: sizeRangeNameMaxLength } }}
            sx={{ maxWidth: 360 }}
          />
          <Typography variant="body2" color="text.secondary">
            {t('sizeRangesPanel.dialog.hint')}
          </Typography>
          {editing ? (
            <Typography variant="body2" color="text.secondary">
              {t('sizeRangesPanel.dialog.stylesKeepSizes')}
            </Typography>
          ) : null}
          <SizeRowsEditor value={sizes} check={sizesCheck} showErrors={tried} onChange={setSizes} />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={pending}>
          {t('sizeRangesPanel.dialog.cancel')}
        </Button>
        <Button variant="contained" loading={pending} onClick={() => void save()}>
          {t('sizeRangesPanel.dialog.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
