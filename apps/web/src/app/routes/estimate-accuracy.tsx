import { useTranslation } from 'react-i18next';
import { EstimateAccuracyPage } from '../../features/estimate-accuracy/components/estimate-accuracy-page';
import { usePageTitle } from '../../lib/use-page-title';

/** /estimateAccuracy: how far the approved estimates were from what orders really used. */
export function EstimateAccuracyRoute() {
  const { t } = useTranslation();
  usePageTitle(t('estimateAccuracy.title'));
  return <EstimateAccuracyPage />;
}
