import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import Button from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** The dialog is a chunk of its own, loaded when first asked for: the grid shows without it. */
const PlanPurchaseDialog = lazy(async () => ({
  default: (await import('./plan-purchase-dialog')).PlanPurchaseDialog,
}));

/**
 * "Plan thread purchase" among the styles grid's selection actions: a new plan of
 * the selected styles, opened once created.
 */
export function PlanPurchaseButton({
  styles,
}: {
  styles: readonly { id: number; name: string }[];
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" startIcon={<ShoppingCartOutlinedIcon />} onClick={() => setOpen(true)}>
        {t('purchasePlanScreens.create.action')}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <PlanPurchaseDialog
            styles={styles}
            onClose={() => setOpen(false)}
            onCreated={(plan) => void navigate(`/purchasePlans/${plan.id}`)}
          />
        </Suspense>
      ) : undefined}
    </>
  );
}
