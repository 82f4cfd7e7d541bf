import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { shadeNameMaxLength } from '@spool/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocalShade, ShadeMessage } from '../utils/shade-edits';

/** A native colour picker with its label and the chosen value as #rrggbb. */
function ColourPicker({
  value,
  onChange,
  disabled = false,
}: {
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Typography component="label" htmlFor={id} sx={{ minWidth: 72 }}>
        {t('shades.colour')}
      </Typography>
      <Box
        component="input"
        id={id}
        type="color"
        value={value}
        disabled={disabled}
        onChange={(event: React.ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
        sx={{
          width: 56,
          height: 40,
          p: 0.5,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: 'background.paper',
          cursor: disabled ? 'default' : 'pointer',
        }}
      />
      <Typography sx={{ fontFamily: 'monospace', color: 'text.secondary' }}>
        {value.toLowerCase()}
      </Typography>
    </Stack>
  );
}

/**
 * The add-shade popup of one colour group: a name and a colour, Close and Save
 * changes. The change stays in the browser until the panel's Update.
 */
export function AddShadeDialog({
  groupTitle,
  onClose,
  onSave,
  moveHint,
}: {
  groupTitle: string;
  onClose: () => void;
  /** Answers the message that refuses the shade, or nothing when it was added to the list. */
  onSave: (shade: { name: string; hexCodeValue: string }) => ShadeMessage | undefined;
  /** Names the group a same-named shade would move from, for the name typed so far. */
  moveHint: (name: string) => string | undefined;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [hexCodeValue, setHexCodeValue] = useState('#4f8a90');
  const [message, setMessage] = useState<ShadeMessage | undefined>();
  const hint = moveHint(name);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="add-shade-title">
      <Box
        component="form"
        noValidate
        onSubmit={(event: React.FormEvent) => {
          event.preventDefault();
          setMessage(onSave({ name, hexCodeValue }));
        }}
      >
        <DialogTitle id="add-shade-title">
          {t('shades.addTitle', { group: groupTitle })}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <TextField
              autoFocus
              label={t('shades.name')}
              value={name}
              onChange={(event) => {
                setName(event.target.value);
                setMessage(undefined);
              }}
              slotProps={{ htmlInput: { maxLength: shadeNameMaxLength } }}
              error={message === 'nameRequired' || message === 'duplicateName'}
            />
            <ColourPicker
              value={hexCodeValue}
              onChange={(value) => {
                setHexCodeValue(value);
                setMessage(undefined);
              }}
            />
            {hint && !message ? (
              <Alert severity="info">
                {t('shades.movesHere', { name: name.trim(), group: hint })}
              </Alert>
            ) : undefined}
            {message ? (
              <Alert severity="error" role="alert">
                {t(`shades.messages.${message}`)}
              </Alert>
            ) : undefined}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>{t('shades.close')}</Button>
          <Button type="submit" variant="contained">
            {t('shades.saveChanges')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

/**
 * The popup of one shade: change its colour or remove it. A shade a style uses
 * can be neither (the catalogue's messages say so).
 */
export function EditShadeDialog({
  shade,
  editable,
  onClose,
  onRecolour,
  onRemove,
}: {
  shade: LocalShade;
  editable: boolean;
  onClose: () => void;
  onRecolour: (hexCodeValue: string) => ShadeMessage | undefined;
  onRemove: () => ShadeMessage | undefined;
}) {
  const { t } = useTranslation();
  const [hexCodeValue, setHexCodeValue] = useState(shade.hexCodeValue);
  const [message, setMessage] = useState<ShadeMessage | undefined>();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="edit-shade-title">
      <Box
        component="form"
        noValidate
        onSubmit={(event: React.FormEvent) => {
          event.preventDefault();
          setMessage(onRecolour(hexCodeValue));
        }}
      >
        <DialogTitle id="edit-shade-title">
          {t('shades.editTitle', { name: shade.name })}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <ColourPicker
              value={hexCodeValue}
              disabled={!editable}
              onChange={(value) => {
                setHexCodeValue(value);
                setMessage(undefined);
              }}
            />
            {shade.isUsed ? <Alert severity="info">{t('shades.usedHint')}</Alert> : undefined}
            {message ? (
              <Alert severity="error" role="alert">
                {t(`shades.messages.${message}`)}
              </Alert>
            ) : undefined}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          {editable ? (
            <Button color="error" onClick={() => setMessage(onRemove())} sx={{ mr: 'auto' }}>
              {t('shades.remove')}
            </Button>
          ) : undefined}
          <Button onClick={onClose}>{t('shades.close')}</Button>
          {editable ? (
            <Button type="submit" variant="contained">
              {t('shades.saveChanges')}
            </Button>
          ) : undefined}
        </DialogActions>
      </Box>
    </Dialog>
  );
}
