import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import type { PurchasePlanFigures } from '@spool/domain';
import { useTranslation } from 'react-i18next';
import type { PlanFormat } from '../utils/plan-format';

/**
 * What the figures leave out, said plainly: styles whose operations are incomplete (and which),
 * and threads the cost file does not price (and the styles using them).
 */
export function PlanProblems({
  figures,
  format,
  styleNames,
}: {
  figures: PurchasePlanFigures;
  format: PlanFormat;
  styleNames: ReadonlyMap<number, string>;
}) {
  const { t } = useTranslation();
  const { incompleteStyles, unpricedThreads } = figures;
  if (incompleteStyles.length === 0 && unpricedThreads.length === 0) return null;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      {incompleteStyles.length > 0 ? (
        <Alert severity="warning" aria-label={t('purchasePlanScreens.problems.incompleteTitle')}>
          <AlertTitle>{t('purchasePlanScreens.problems.incompleteTitle')}</AlertTitle>
          {t('purchasePlanScreens.problems.incompleteText')}
          <Box component="ul" sx={{ m: 0, mt: 1, paddingInlineStart: 2.5 }}>
            {incompleteStyles.map((style) => (
              <li key={style.styleId}>
                <strong>{style.name}</strong>
                {': '}
                {t(`purchasePlanScreens.problems.reasons.${style.reason}`)}
                {style.operations.length > 0
                  ? ` (${style.operations
                      .map((operation) =>
                        t('purchasePlanScreens.problems.operation', {
                          position: operation.position,
                          description: operation.description,
                        }),
                      )
                      .join(', ')})`
                  : ''}
              </li>
            ))}
          </Box>
        </Alert>
      ) : undefined}
      {unpricedThreads.length > 0 ? (
        <Alert severity="info" aria-label={t('purchasePlanScreens.problems.unpricedTitle')}>
          <AlertTitle>{t('purchasePlanScreens.problems.unpricedTitle')}</AlertTitle>
          {t('purchasePlanScreens.problems.unpricedText')}
          <Box component="ul" sx={{ m: 0, mt: 1, paddingInlineStart: 2.5 }}>
            {unpricedThreads.map((thread) => (
              <li key={`${thread.packageSizeId}:${thread.shade ?? ''}`}>
                <strong>
                  {thread.brand} {thread.article ?? ''}
                </strong>{' '}
                {t('purchasePlanScreens.threads.ticketValue', {
                  value: format.ticketTex(thread.ticketTex),
                })}
                {', '}
                {thread.shade ?? '—'}
                {', '}
                {`${format.packageLength(thread.packageLength)} ${thread.unit}`}
                {' — '}
                {t(`purchasePlanScreens.problems.missingPrice.${thread.missingPrice}`)}
                {' · '}
                {thread.styleIds.map((id) => styleNames.get(id) ?? String(id)).join(', ')}
              </li>
            ))}
          </Box>
        </Alert>
      ) : undefined}
    </Box>
  );
}
