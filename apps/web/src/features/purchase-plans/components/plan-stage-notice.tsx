import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import type { UnapprovedPlanStyle } from '@spool/domain';
import { useTranslation } from 'react-i18next';
import { StageChip } from './stage-chip';

/**
 * The plan's styles not approved yet. For a plan of approved styles only (`blocked`), shown in
 * place of the figures with what to do; otherwise above them, so that estimates are never
 * taken for final figures.
 */
export function PlanStageNotice({
  unapproved,
  blocked,
}: {
  unapproved: readonly UnapprovedPlanStyle[];
  blocked: boolean;
}) {
  const { t } = useTranslation();
  if (unapproved.length === 0) return null;
  const title = t(
    blocked
      ? 'purchasePlanScreens.stages.blockedTitle'
      : 'purchasePlanScreens.stages.estimatesTitle',
  );
  return (
    <Alert severity={blocked ? 'warning' : 'info'} aria-label={title}>
      <AlertTitle>{title}</AlertTitle>
      {t(
        blocked
          ? 'purchasePlanScreens.stages.blockedText'
          : 'purchasePlanScreens.stages.estimatesText',
      )}
      <Box component="ul" sx={{ m: 0, mt: 1, paddingInlineStart: 2.5 }}>
        {unapproved.map((style) => (
          <Box component="li" key={style.styleId} sx={{ mt: 0.5 }}>
            <strong>{style.name}</strong> <StageChip stage={style.stage} version={style.version} />
          </Box>
        ))}
      </Box>
    </Alert>
  );
}
