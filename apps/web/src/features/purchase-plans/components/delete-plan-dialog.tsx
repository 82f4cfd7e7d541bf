import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/ui/toasts';
import { useDeletePurchasePlan } from '../api/delete-purchase-plan';

/** Asks once before deleting a plan; the server decides who may (its creator, or DeleteAny). */
export function DeletePlanDialog({
  plan,
  onClose,
  onDeleted,
}: {
  plan: { id: number; name: string };
  onClose: () => void;
  onDeleted?: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const remove = useDeletePurchasePlan();
  const confirm = async () => {
    try {
      await remove.mutateAsync(plan.id);
      toast.success(t('purchasePlanScreens.delete.deleted', { name: plan.name }));
      onDeleted?.();
    } catch (error) {
      toast.error(error instanceof Error ? error.message : t('purchasePlanScreens.delete.failed'));
    }
    onClose();
  };
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby="delete-plan-title"
      aria-describedby="delete-plan-text"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="delete-plan-title">{t('purchasePlanScreens.delete.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="delete-plan-text">
          {t('purchasePlanScreens.delete.text', { name: plan.name })}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t('purchasePlanScreens.cancel')}</Button>
        <Button
          color="error"
          variant="contained"
          loading={remove.isPending}
          onClick={() => void confirm()}
        >
          {t('purchasePlanScreens.delete.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
