import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../ui/toasts';

/**
 * The item select modal (platform-admin spec, section 2): one item out of a list; confirming
 * with none chosen says 'Please select an item' and keeps the dialog open.
 */
export function ItemSelectDialog({
  title,
  items,
  isLoading,
  emptyText,
  confirming,
  onConfirm,
  onClose,
}: {
  title: string;
  items: readonly { value: string; label: string }[];
  isLoading: boolean;
  emptyText: string;
  confirming: boolean;
  onConfirm: (value: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const [chosen, setChosen] = useState<string | null>(null);

  const confirm = () => {
    if (chosen === null) {
      toast.warning(t('adminForms.pleaseSelect'));
      return;
    }
    onConfirm(chosen);
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="item-select-title">
      <DialogTitle id="item-select-title">{title}</DialogTitle>
      <DialogContent dividers>
        {isLoading ? (
          <LinearProgress aria-label={t('adminForms.loading')} />
        ) : items.length === 0 ? (
          <Typography color="text.secondary">{emptyText}</Typography>
        ) : (
          <RadioGroup
            aria-labelledby="item-select-title"
            value={chosen ?? ''}
            onChange={(event) => setChosen(event.target.value)}
          >
            {items.map((item) => (
              <FormControlLabel
                key={item.value}
                value={item.value}
                control={<Radio size="small" />}
                label={item.label}
              />
            ))}
          </RadioGroup>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onClose}>{t('adminForms.cancel')}</Button>
        <Button variant="contained" loading={confirming} onClick={confirm}>
          {t('adminForms.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
