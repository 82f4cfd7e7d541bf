import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import type { StyleDto } from '@spool/contracts';
import { styleInputSchema, styleNameMaxLength } from '@spool/domain';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { rememberStyle } from '../../lib/recent-styles';
import { useReadySession } from '../../lib/session-context';
import { useToast } from '../ui/toasts';
import { useCloneStyle, useStyleNameCheck, useStyleNameTaken } from './styles-api';

/** The name checked against the server once typing pauses. */
function useSettledValue(value: string, delayMs = 300): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/**
 * The duplicate-style popup of the dashboard grid and the style window (core-domain spec,
 * sections 2 and 5): a new name, required and unique (checked while typing and again by the
 * server), then Save, or Save and open the copy. The copy joins the recently created styles.
 */
export function DuplicateStyleDialog({
  style,
  onClose,
  onCloned,
}: {
  style: { id: number; name: string };
  onClose: () => void;
  /** After the copy is made; `open` when the person chose Save and open. */
  onCloned: (copy: StyleDto, open: boolean) => void;
}) {
  const { t } = useTranslation();
  const toast = useToast('duplicate-style');
  const { state } = useReadySession();
  const clone = useCloneStyle();
  const checkName = useStyleNameCheck();
  const [name, setName] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [checking, setChecking] = useState(false);
  const settledName = useSettledValue(name);
  const taken = useStyleNameTaken(settledName);
  // While the check of a new name runs, the previous name's answer is no answer for it.
  const isTaken = settledName === name && taken.data === true && !taken.isPlaceholderData;
  const isEmpty = !styleInputSchema.shape.name.safeParse(name).success;
  const busy = checking || clone.isPending;

  const problem = isEmpty
    ? submitted
      ? t('styleDashboard.duplicate.nameRequired')
      : undefined
    : isTaken
      ? t('styleDashboard.duplicate.nameTaken')
      : undefined;

  /** Whether the name is free as far as the check of this very name tells (the server judges). */
  const nameLooksFree = async (): Promise<boolean> => {
    setChecking(true);
    try {
      return !(await checkName(name));
    } catch {
      return true;
    } finally {
      setChecking(false);
    }
  };

  const save = async (andOpen: boolean) => {
    if (busy) return;
    setSubmitted(true);
    if (isEmpty) {
      toast.error(t('styleDashboard.duplicate.nameRequired'));
      return;
    }
    if (!(await nameLooksFree())) {
      toast.error(t('styleDashboard.duplicate.nameTaken'));
      return;
    }
    try {
      const copy = await clone.mutateAsync({ styleId: style.id, inputName: name.trim() });
      rememberStyle(state.configuration.currentTenant.id, 'created', {
        id: copy.id,
        name: copy.name,
      });
      toast.success(t('styleDashboard.duplicate.cloned'));
      onCloned(copy, andOpen);
    } catch (error) {
      toast.error(
        error instanceof Error && error.message !== ''
          ? error.message
          : t('styleDashboard.duplicate.failed'),
      );
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save(false);
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="duplicate-style-title" maxWidth="xs" fullWidth>
      <form onSubmit={submit} noValidate>
        <DialogTitle id="duplicate-style-title">{t('styleDashboard.duplicate.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {t('styleDashboard.duplicate.intro', { style: style.name })}
          </DialogContentText>
          <TextField
            autoFocus
            fullWidth
            required
            label={t('styleDashboard.duplicate.name')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={problem !== undefined}
            helperText={problem ?? ' '}
            slotProps={{ htmlInput: { maxLength: styleNameMaxLength } }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>{t('styleDashboard.duplicate.cancel')}</Button>
          <Button variant="outlined" disabled={busy} onClick={() => void save(true)}>
            {t('styleDashboard.duplicate.saveAndOpen')}
          </Button>
          <Button type="submit" variant="contained" loading={busy}>
            {t('styleDashboard.duplicate.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
