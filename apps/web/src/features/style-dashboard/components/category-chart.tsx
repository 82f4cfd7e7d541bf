import PieChartOutlineIcon from '@mui/icons-material/PieChartOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { lazy, Suspense, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { afterFirstPaint } from '../../../lib/after-first-paint';
import { useStyleCategoryChart } from '../api/get-style-category-chart';
import { formatCount, formatShare } from './format';

/** Dyed-thread colours around the theme's teal and its warm accent. */
const palette = [
  '#1f5c63',
  '#b8692e',
  '#4f8a90',
  '#8aa88f',
  '#d4a373',
  '#577590',
  '#a26769',
  '#6d8b74',
  '#c9a227',
  '#7b6d8d',
];

/**
 * The charts library is a chunk of its own, asked for once the dashboard has painted (as the
 * grid's), while its figures come: the chart's card shows before it is in.
 */
const loadPieChart = afterFirstPaint(() => import('@mui/x-charts/PieChart'));
const PieChart = lazy(async () => ({ default: (await loadPieChart()).PieChart }));

const chartHeight = 220;
/** On a phone the legend goes below the pie, which then takes the card's whole width. */
const phoneChartHeight = 200;

/**
 * Styles by product category as a pie, with each category's share to one decimal in the legend:
 * beside the pie, or below it on a phone. The pie's radii are shares of the space it is given,
 * so it is never cut off, whatever the card's width.
 */
export function CategoryChart() {
  const { t, i18n } = useTranslation();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const chart = useStyleCategoryChart();
  useEffect(() => void loadPieChart(), []);
  const language = i18n.language;
  const items = chart.data?.items;
  const total = items?.reduce((sum, item) => sum + item.count, 0) ?? 0;
  const data = useMemo(
    () =>
      (items ?? []).map((item, index) => ({
        id: index,
        value: item.count,
        label: t('styleDashboard.chart.legend', {
          category: item.productCategory,
          percent: formatShare(item.count, total, language),
        }),
      })),
    [items, total, t, language],
  );

  return (
    <Card
      component="section"
      aria-labelledby="category-chart-title"
      sx={{ p: 2.5, height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <Typography id="category-chart-title" variant="h3" component="h2" sx={{ mb: 1 }}>
        {t('styleDashboard.chart.title')}
      </Typography>
      {chart.isError ? (
        <Alert severity="error">{t('styleDashboard.chart.readError')}</Alert>
      ) : chart.isPending ? (
        <ChartSkeleton />
      ) : total === 0 ? (
        <Stack
          spacing={1.5}
          sx={{
            height: chartHeight,
            alignItems: 'center',
            justifyContent: 'center',
            textAlign: 'center',
            color: 'text.secondary',
          }}
          data-testid="category-chart-empty"
        >
          <PieChartOutlineIcon sx={{ fontSize: 44, opacity: 0.5 }} />
          <Typography variant="body2" sx={{ maxWidth: 360 }}>
            {t('styleDashboard.chart.empty')}
          </Typography>
        </Stack>
      ) : (
        <Box sx={{ flex: 1, minHeight: chartHeight }} data-testid="category-chart">
          <Suspense fallback={<ChartSkeleton />}>
            <PieChart
              height={phone ? phoneChartHeight : chartHeight}
              colors={palette}
              series={[
                {
                  data,
                  innerRadius: '50%',
                  outerRadius: '100%',
                  paddingAngle: 1,
                  cornerRadius: 4,
                  highlightScope: { fade: 'global', highlight: 'item' },
                  valueFormatter: (item) => formatCount(item.value, language),
                },
              ]}
              slotProps={{
                legend: phone
                  ? {
                      direction: 'horizontal',
                      position: { vertical: 'bottom', horizontal: 'center' },
                    }
                  : { direction: 'vertical', position: { vertical: 'middle', horizontal: 'end' } },
              }}
            />
          </Suspense>
        </Box>
      )}
    </Card>
  );
}

/** The pie's place while its data or the charts library loads. */
function ChartSkeleton() {
  return (
    <Stack
      direction="row"
      spacing={4}
      useFlexGap
      sx={{ alignItems: 'center', height: chartHeight }}
    >
      <Skeleton variant="circular" width={170} height={170} />
      <Stack spacing={1} sx={{ flex: 1 }}>
        <Skeleton width="60%" />
        <Skeleton width="45%" />
        <Skeleton width="50%" />
      </Stack>
    </Stack>
  );
}
