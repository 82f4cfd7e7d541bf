import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PurchasePlanInputsDto } from '@spool/contracts';
import type { PurchasePlanFigures } from '@spool/domain';
import { useTranslation } from 'react-i18next';
import type { PlanFormat } from '../utils/plan-format';
import { CompareBrandsPanel } from './compare-brands-panel';
import { PlanProblems } from './plan-problems';
import { PlanSummary } from './plan-summary';
import { PlanThreadTable } from './plan-thread-table';

/**
 * The plan's figures as edited (computed in the browser): totals and what buying together
 * saves, what is left out, the thread list, then the brand comparison.
 */
export function PlanFiguresSection({
  planId,
  concurrencyStamp,
  figures,
  stale,
  format,
  styleNames,
  brandsInPlan,
  catalogue,
  canSwap,
  dirty,
}: {
  planId: number;
  concurrencyStamp: string;
  figures: PurchasePlanFigures;
  stale: boolean;
  format: PlanFormat;
  styleNames: ReadonlyMap<number, string>;
  brandsInPlan: readonly { id: number; name: string }[];
  catalogue: PurchasePlanInputsDto['catalogue'] | undefined;
  canSwap: boolean;
  dirty: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2.5} component="section" aria-labelledby="plan-figures-title">
      <Box>
        <Typography id="plan-figures-title" variant="h2">
          {t('purchasePlanScreens.figures.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t(
            dirty
              ? 'purchasePlanScreens.figures.introUnsaved'
              : 'purchasePlanScreens.figures.intro',
          )}
        </Typography>
        <LinearProgress
          aria-hidden
          sx={{ height: 2, mt: 1, visibility: stale ? 'visible' : 'hidden' }}
        />
      </Box>
      <Box sx={{ opacity: stale ? 0.7 : 1, transition: 'opacity 120ms' }} aria-busy={stale}>
        <Stack spacing={2.5}>
          {figures.hasShadesToBeDecided ? (
            <Alert severity="warning" variant="outlined">
              {t('purchasePlanScreens.figures.shadesToBeDecided')}
            </Alert>
          ) : undefined}
          <PlanSummary figures={figures} format={format} />
          <PlanProblems figures={figures} format={format} styleNames={styleNames} />
          <PlanThreadTable figures={figures} format={format} />
        </Stack>
      </Box>
      {catalogue && brandsInPlan.length > 0 ? (
        <CompareBrandsPanel
          planId={planId}
          concurrencyStamp={concurrencyStamp}
          brandsInPlan={brandsInPlan}
          catalogue={catalogue}
          format={format}
          canApply={canSwap}
          unsaved={dirty}
        />
      ) : undefined}
    </Stack>
  );
}
