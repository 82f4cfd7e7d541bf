import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { figureFormatter } from '@spool/domain';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useStyleFigures } from '../api/get-style-figures';

/**
 * The items of the style's single garment consumption and thread cost per garment for the
 * window's title (one item each, so that the title's summary separates them),
 * as its reports would print them now (the domain's figure rules), updated after every save.
 * A dash with its reason while an operation is incomplete or a thread has no price.
 */
export function useStyleFigureItems(styleId: number | null): ReactElement[] {
  const { t, i18n } = useTranslation();
  const figures = useStyleFigures(styleId).data;
  if (!figures) return [];
  const language = i18n.language;
  const unit = t(`operationList.units.${figures.threadLengthUnit}`);
  const sgc =
    figures.singleGarmentConsumption === null
      ? null
      : t('styleFigures.value', {
          value: figureFormatter('threadLength', language)(figures.singleGarmentConsumption),
          unit,
        });
  const cost =
    figures.costPerGarment === null
      ? null
      : t('styleFigures.value', {
          value: figureFormatter('costPerGarment', language)(figures.costPerGarment),
          unit: figures.currencyUnit,
        });
  const dashReason = t(figures.complete ? 'styleFigures.missingPrices' : 'styleFigures.incomplete');
  // A thread the reports leave out would make any cost look whole: say which and where to correct it.
  const costDashReason =
    figures.complete && figures.unusableThreads.length > 0
      ? t('styleFigures.unusableThreads', {
          threads: figures.unusableThreads
            .map((thread) => `${thread.brand} Tkt ${thread.ticket}`)
            .join(', '),
        })
      : dashReason;
  return [
    <Figure
      key="sgc"
      label={t('styleFigures.sgc')}
      title={t('styleFigures.sgcName')}
      value={sgc}
      dashReason={dashReason}
      testId="style-sgc"
    />,
    <Figure
      key="cost"
      label={t('styleFigures.costPerGarment')}
      value={cost}
      dashReason={costDashReason}
      testId="style-cost-per-garment"
    />,
  ];
}

function Figure({
  label,
  title,
  value,
  dashReason,
  testId,
}: {
  label: string;
  title?: string;
  value: string | null;
  dashReason: string;
  testId: string;
}) {
  return (
    <Typography variant="body2" color="text.secondary" noWrap title={title}>
      {label}{' '}
      {value === null ? (
        <Tooltip title={dashReason}>
          <Box component="span" aria-label={dashReason} data-testid={testId} sx={{ px: 0.5 }}>
            –
          </Box>
        </Tooltip>
      ) : (
        <Box component="bdi" data-testid={testId} sx={{ color: 'text.primary', fontWeight: 600 }}>
          {value}
        </Box>
      )}
    </Typography>
  );
}
