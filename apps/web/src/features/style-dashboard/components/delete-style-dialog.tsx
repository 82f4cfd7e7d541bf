import Box from '@mui/material/Box';
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
import { useDeleteStyles } from '../api/delete-style';

/** Names listed in the question before "and N more". */
const listedNames = 8;

/**
 * Asks once before deleting one style or several with their operations. It stays open until
 * the grid, the tiles and the chart have their new data, so that they all change together.
 */
export function DeleteStyleDialog({
  styles,
  onClose,
  onDeleted,
}: {
  styles: readonly StyleGridItem[];
  onClose: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const { state } = useReadySession();
  const remove = useDeleteStyles();
  const [only] = styles;
  const several = styles.length > 1;

  const confirm = async () => {
    try {
      await remove.mutateAsync(styles.map((style) => style.id));
      for (const style of styles) forgetStyle(state.configuration.currentTenant.id, style.id);
      toast.success(
        several
          ? t('styleGrid.delete.deletedSeveral', { count: styles.length })
          : t('styleDashboard.delete.deleted'),
      );
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
      <DialogTitle id="delete-style-title">
        {several ? t('styleGrid.delete.titleSeveral') : t('styleDashboard.delete.title')}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id="delete-style-text">
          {several
            ? t('styleGrid.delete.textSeveral', { count: styles.length })
            : t('styleDashboard.delete.text', { style: only?.name ?? '' })}
        </DialogContentText>
        {several ? (
          <Box
            component="ul"
            aria-label={t('styleGrid.delete.listLabel')}
            sx={{ my: 1, paddingInlineStart: 3, color: 'text.secondary', typography: 'body2' }}
          >
            {styles.slice(0, listedNames).map((style) => (
              <li key={style.id}>{style.name}</li>
            ))}
            {styles.length > listedNames ? (
              <li>{t('styleGrid.delete.more', { count: styles.length - listedNames })}</li>
            ) : undefined}
          </Box>
        ) : undefined}
        <DialogContentText variant="body2" sx={{ mt: 1 }}>
          {several ? t('styleGrid.delete.noteSeveral') : t('styleDashboard.delete.note')}
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
          {several
            ? t('styleGrid.delete.confirmSeveral', { count: styles.length })
            : t('styleDashboard.delete.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
