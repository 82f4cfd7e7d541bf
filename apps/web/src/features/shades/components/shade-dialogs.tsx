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
import { newShadeHexCode, type DomainError, type ListedShade } from '@spool/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-text';

/** Why a change was refused: the domain's error, with the server's code and message. */
export type ShadeRefusal = DomainError | undefined;

/** Whether the refusal is about the name (the name field is then marked). */
const isAboutName = (refusal: ShadeRefusal) =>
  refusal?.code === 'Spool.Settings:ShadeNameRequired' ||
  refusal?.code === 'Spool.Settings:DuplicateShadeName';

/** The refusal's message, as the server words it, in the user's language. */
function RefusalAlert({ refusal }: { refusal: ShadeRefusal }) {
  const { t } = useTranslation();
  if (!refusal) return undefined;
  return (
    <Alert severity="error" role="alert">
      {errorText(t, refusal.code, refusal.params)}
    </Alert>
  );
}

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
 * changes. The change stays in the browser until the panel's Update. A name of
 * another group's shade moves that shade here: the picker then shows its colour,
 * which it keeps unless another is chosen.
 */
export function AddShadeDialog({
  groupTitle,
  onClose,
  onSave,
  moveHint,
}: {
  groupTitle: string;
  onClose: () => void;
  /**
   * Answers what refuses the shade, or nothing when it was added to the list. No colour
   * means none was chosen: a shade moving here keeps its own.
   */
  onSave: (shade: { name: string; hexCode: string | undefined }) => ShadeRefusal;
  /** The shade of the name typed so far in another group, which saving moves here. */
  moveHint: (name: string) => { group: string; hexCode: string } | undefined;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [chosenColour, setChosenColour] = useState<string | undefined>();
  const [message, setMessage] = useState<ShadeRefusal>();
  const hint = moveHint(name);
  const hexCode = chosenColour ?? hint?.hexCode ?? newShadeHexCode;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="add-shade-title">
      <Box
        component="form"
        noValidate
        onSubmit={(event: React.FormEvent) => {
          event.preventDefault();
          setMessage(onSave({ name, hexCode: chosenColour }));
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
              error={isAboutName(message)}
            />
            <ColourPicker
              value={hexCode}
              onChange={(value) => {
                setChosenColour(value);
                setMessage(undefined);
              }}
            />
            {hint && !message ? (
              <Alert severity="info">
                {t('shades.movesHere', { name: name.trim(), group: hint.group })}
              </Alert>
            ) : undefined}
            <RefusalAlert refusal={message} />
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
 * The popup of one shade: rename it, change its colour or remove it. A shade a
 * style uses can be none of these (the catalogue's messages say so).
 */
export function EditShadeDialog({
  shade,
  editable,
  onClose,
  onChange,
  onRemove,
}: {
  shade: ListedShade;
  editable: boolean;
  onClose: () => void;
  onChange: (change: { name: string; hexCode: string }) => ShadeRefusal;
  onRemove: () => ShadeRefusal;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState(shade.name);
  const [hexCode, setHexCode] = useState(shade.hexCode);
  const [message, setMessage] = useState<ShadeRefusal>();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="edit-shade-title">
      <Box
        component="form"
        noValidate
        onSubmit={(event: React.FormEvent) => {
          event.preventDefault();
          setMessage(onChange({ name, hexCode }));
        }}
      >
        <DialogTitle id="edit-shade-title">
          {t('shades.editTitle', { name: shade.name })}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <TextField
              label={t('shades.name')}
              value={name}
              disabled={!editable}
              onChange={(event) => {
                setName(event.target.value);
                setMessage(undefined);
              }}
              slotProps={{ htmlInput: { maxLength: shadeNameMaxLength } }}
              error={isAboutName(message)}
            />
            <ColourPicker
              value={hexCode}
              disabled={!editable}
              onChange={(value) => {
                setHexCode(value);
                setMessage(undefined);
              }}
            />
            {shade.isUsed ? <Alert severity="info">{t('shades.usedHint')}</Alert> : undefined}
            <RefusalAlert refusal={message} />
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
