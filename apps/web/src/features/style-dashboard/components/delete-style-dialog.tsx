import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { StyleGridItem } from '@spool/contracts';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/ui/toasts';
import { forgetStyle } from '../../../lib/recent-styles';
import { useReadySession } from '../../../lib/session-context';
import { useDeleteStyle } from '../api/delete-style';

/** Asks before deleting a style with its operations; the grid, tiles and chart refresh after. */
export function DeleteStyleDialog({
  style,
  onClose,
  onDeleted,
}: {
  style: StyleGridItem;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const { state } = useReadySession();
  const remove = useDeleteStyle();

  const confirm = async () => {
    try {
      await remove.mutateAsync(style.id);
      forgetStyle(state.configuration.currentTenant.id, style.id);
      toast.success(t('styleDashboard.delete.deleted'));
      onDeleted();
    } catch (error) {
      toast.error(error instanceof Error ? error.message : t('styleDashboard.delete.failed'));
    }
    onClose();
  };

  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby="delete-style-title"
      aria-describedby="delete-style-text"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="delete-style-title">{t('styleDashboard.delete.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="delete-style-text">
          {t('styleDashboard.delete.text', { style: style.name })}
        </DialogContentText>
        <DialogContentText variant="body2" sx={{ mt: 1 }}>
          {t('styleDashboard.delete.note')}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t('styleDashboard.delete.cancel')}</Button>
        <Button
          color="error"
          variant="contained"
          loading={remove.isPending}
          onClick={() => void confirm()}
        >
          {t('styleDashboard.delete.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
