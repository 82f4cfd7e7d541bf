import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { PlanPage } from '../../features/purchase-plans/components/plan-page';
import { PurchasePlansList } from '../../features/purchase-plans/components/purchase-plans-list';
import { usePageTitle } from '../../lib/use-page-title';

/** /purchasePlans: the tenant's purchase plans; a new or chosen plan opens. */
export function PurchasePlansRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  usePageTitle(t('purchasePlanScreens.title'));
  return <PurchasePlansList onOpen={(plan) => void navigate(`/purchasePlans/${plan.id}`)} />;
}

/** /purchasePlans/{id}: one plan, its live figures and the brand comparison. */
export function PurchasePlanRoute() {
  const navigate = useNavigate();
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id < 1) return <Navigate to="/purchasePlans" replace />;
  return <PlanPage id={id} onLeave={() => void navigate('/purchasePlans')} />;
}
