import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { StyleDto } from '@spool/contracts';
import { styleInputSchema, styleNameMaxLength } from '@spool/domain';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/ui/toasts';
import { useCloneStyle } from '../api/clone-style';
import { useStyleNameTaken } from '../api/is-duplicate-style-name';

/**
 * The duplicate popup (core-domain spec, sections 2 and 5): a new name, required and unused;
 * Save and open copies the style with its operations and opens the copy.
 */
export function DuplicateStyleDialog({
  style,
  onClose,
  onCloned,
}: {
  style: StyleDto;
  onClose: () => void;
  onCloned: (copy: StyleDto) => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const clone = useCloneStyle();
  const [name, setName] = useState('');
  const [touched, setTouched] = useState(false);
  const deferredName = useDeferredValue(name);
  const taken = useStyleNameTaken(deferredName, true).data === true && deferredName === name;
  const valid = styleInputSchema.shape.name.safeParse(name).success;
  const message = !valid
    ? t('styleWindow.duplicateDialog.nameRequired')
    : taken
      ? t('styleWindow.duplicateDialog.nameTaken')
      : null;
  const shown = touched || taken ? message : null;

  const save = async () => {
    setTouched(true);
    if (message !== null) {
      toast.error(message);
      return;
    }
    try {
      const copy = await clone.mutateAsync({ styleId: style.id, inputName: name.trim() });
      toast.success(t('styleWindow.cloned'));
      onCloned(copy);
    } catch (error) {
      toast.error(
        error instanceof Error && error.message !== ''
          ? error.message
          : t('styleWindow.cloneError'),
      );
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="duplicate-style-title">
      <DialogTitle id="duplicate-style-title">{t('styleWindow.duplicateDialog.title')}</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id="duplicate-style-form"
          spacing={2}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <DialogContentText>
            {t('styleWindow.duplicateDialog.intro', { name: style.name })}
          </DialogContentText>
          <TextField
            label={t('styleWindow.duplicateDialog.name')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            onBlur={() => setTouched(true)}
            required
            autoFocus
            error={shown !== null}
            helperText={shown ?? ' '}
            slotProps={{ htmlInput: { maxLength: styleNameMaxLength } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t('styleWindow.duplicateDialog.cancel')}</Button>
        <Button
          type="submit"
          form="duplicate-style-form"
          variant="contained"
          loading={clone.isPending}
        >
          {t('styleWindow.duplicateDialog.saveAndOpen')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
