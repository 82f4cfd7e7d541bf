import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/ui/toasts';
import { useApplyBrandSwap, type BrandSwapChoice } from '../api/compare-brands';

/**
 * Asks before the swap edits the thread lines of the plan's styles (one transaction, in the
 * audit log); then says how many lines and operations changed.
 */
export function ApplySwapDialog({
  planId,
  request,
  fromBrand,
  toBrand,
  onClose,
  onApplied,
}: {
  planId: number;
  request: BrandSwapChoice & { concurrencyStamp: string };
  fromBrand: string;
  toBrand: string;
  onClose: () => void;
  onApplied: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const apply = useApplyBrandSwap(planId);
  const confirm = async () => {
    try {
      const result = await apply.mutateAsync(request);
      toast.success(
        t('purchasePlanScreens.compare.applied', {
          lines: result.changedLines,
          operations: result.changedOperations,
          count: result.styleIds.length,
        }),
      );
      onApplied();
    } catch (error) {
      toast.error(error instanceof Error ? error.message : t('purchasePlanScreens.saveFailed'));
      onClose();
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="apply-swap-title" maxWidth="xs" fullWidth>
      <DialogTitle id="apply-swap-title">
        {t('purchasePlanScreens.compare.confirmTitle')}
      </DialogTitle>
      <DialogContent>
        <DialogContentText>
          {t('purchasePlanScreens.compare.confirmText', { from: fromBrand, to: toBrand })}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t('purchasePlanScreens.cancel')}</Button>
        <Button variant="contained" loading={apply.isPending} onClick={() => void confirm()}>
          {t('purchasePlanScreens.compare.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
