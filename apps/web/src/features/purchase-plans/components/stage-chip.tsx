import Chip from '@mui/material/Chip';
import type { PlanStyleStage } from '@spool/domain';
import { useTranslation } from 'react-i18next';

/** A style's stage in a plan: approved in green, an estimate or a sample-checked one in amber. */
export function StageChip({ stage, version }: { stage: PlanStyleStage; version: number | null }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={stage === 'approved' ? 'success' : 'warning'}
      label={t(`purchasePlanScreens.stages.${stage}`, { version: version ?? '' })}
    />
  );
}
