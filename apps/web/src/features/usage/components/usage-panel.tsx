import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { costFileAccountType } from '@spool/contracts';
import { useTranslation } from 'react-i18next';
import { useReadySession } from '../../../lib/session-context';
import { useWeeklyUsage } from '../api/get-weekly-usage';

const chartHeight = 240;

/**
 * The tenant administrator's usage panel on the system configuration screen: imports and
 * report downloads per week, the last 12 weeks, as bars, with this week's figures in words.
 */
export function UsagePanel() {
  const { state } = useReadySession();
  if (state.configuration.currentUser.accountType !== costFileAccountType) return null;
  return <UsageSection />;
}

function UsageSection() {
  const { t, i18n } = useTranslation();
  const usage = useWeeklyUsage();
  const weeks = usage.data?.weeks ?? [];
  const thisWeek = weeks.at(-1);
  const weekLabel = (weekStart: string) =>
    new Date(`${weekStart}T00:00:00Z`).toLocaleDateString(i18n.language, {
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    });

  return (
    <Card component="section" aria-labelledby="usage-title" sx={{ p: 2.5 }}>
      <Typography id="usage-title" variant="h2" component="h2">
        {t('usage.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('usage.intro')}
      </Typography>
      {usage.isError ? (
        <Alert severity="error">{t('usage.readError')}</Alert>
      ) : usage.isPending ? (
        <Skeleton variant="rounded" height={chartHeight} />
      ) : (
        <>
          {thisWeek && (
            <Typography sx={{ mb: 1 }}>
              {t('usage.thisWeek', {
                imports: thisWeek.imports,
                reports: thisWeek.reportDownloads,
              })}
            </Typography>
          )}
          <BarChart
            height={chartHeight}
            aria-label={t('usage.chartLabel')}
            xAxis={[{ scaleType: 'band', data: weeks.map((week) => weekLabel(week.weekStart)) }]}
            yAxis={[
              {
                min: 0,
                // Whole counts; an empty quarter still shows a 0 to 1 scale, not 0.00.
                max: Math.max(
                  1,
                  ...weeks.map((week) => Math.max(week.imports, week.reportDownloads)),
                ),
                tickMinStep: 1,
                valueFormatter: (value: number) => String(Math.round(value)),
              },
            ]}
            series={[
              {
                data: weeks.map((week) => week.imports),
                label: t('usage.imports'),
                color: '#1f5c63',
              },
              {
                data: weeks.map((week) => week.reportDownloads),
                label: t('usage.reportDownloads'),
                color: '#b8692e',
              },
            ]}
          />
        </>
      )}
    </Card>
  );
}
