import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { CustomSettingDto } from '@spool/contracts';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/ui/toasts';
import { useDeleteCustomSetting } from '../api/delete-custom-setting';

/** Asks before deleting a setting; a setting in use is refused by the server, with its message. */
export function DeleteCustomSettingDialog({
  setting,
  onClose,
}: {
  setting: CustomSettingDto;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const remove = useDeleteCustomSetting();

  const confirm = async () => {
    try {
      await remove.mutateAsync(setting.id);
      toast.success(t('customSettings.deleted'));
    } catch (error) {
      toast.error(error instanceof Error ? error.message : t('customSettings.updateError'));
    }
    onClose();
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="delete-custom-setting-title">
      <DialogTitle id="delete-custom-setting-title">
        {t('customSettings.deleteDialog.title')}
      </DialogTitle>
      <DialogContent>
        <DialogContentText>
          {t('customSettings.deleteDialog.text', { name: setting.name })}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t('customSettings.deleteDialog.cancel')}</Button>
        <Button
          color="error"
          variant="contained"
          loading={remove.isPending}
          onClick={() => void confirm()}
        >
          {t('customSettings.deleteDialog.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
