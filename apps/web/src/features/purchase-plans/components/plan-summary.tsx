import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { PurchasePlanFigures } from '@spool/domain';
import { useTranslation } from 'react-i18next';
import type { PlanFormat } from '../utils/plan-format';

/**
 * The plan's totals (packages to buy, unused thread, cost) and "What buying together saves":
 * the same order bought style by style, as each style's Thread Usage report buys it, beside
 * the plan, and the difference in packages, unused thread and money.
 */
export function PlanSummary({
  figures,
  format,
}: {
  figures: PurchasePlanFigures;
  format: PlanFormat;
}) {
  const { t } = useTranslation();
  const { totals, styleByStyle, saving } = figures;
  const cost = (value: { cost: number | null; pricedCost: number }) =>
    value.cost === null && value.pricedCost > 0
      ? t('purchasePlanScreens.summary.pricedOnly', { value: format.money(value.pricedCost) })
      : format.money(value.cost);
  const tiles = [
    {
      key: 'packages',
      label: t('purchasePlanScreens.summary.packages'),
      value: format.count(totals.packages),
    },
    {
      key: 'requirement',
      label: t('purchasePlanScreens.summary.requirement'),
      value: format.length(totals.requirement),
    },
    {
      key: 'unused',
      label: t('purchasePlanScreens.summary.unusedThread'),
      value: format.length(totals.unusedThread),
    },
    { key: 'cost', label: t('purchasePlanScreens.summary.cost'), value: cost(totals) },
  ];
  const rows = [
    {
      key: 'packages',
      label: t('purchasePlanScreens.saving.packages'),
      alone: format.count(styleByStyle.packages),
      together: format.count(totals.packages),
      saved: format.count(saving.packages),
    },
    {
      key: 'unused',
      label: t('purchasePlanScreens.saving.unusedThread'),
      alone: format.length(styleByStyle.unusedThread),
      together: format.length(totals.unusedThread),
      saved: format.length(saving.unusedThread),
    },
    {
      key: 'cost',
      label: t('purchasePlanScreens.saving.cost'),
      alone: cost(styleByStyle),
      together: cost(totals),
      saved: cost(saving),
    },
  ];
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(0, 1.2fr)' },
      }}
    >
      <Box
        role="group"
        aria-label={t('purchasePlanScreens.summary.title')}
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}
      >
        {tiles.map((tile) => (
          <Paper key={tile.key} variant="outlined" sx={{ p: 2 }}>
            <Typography variant="body2" color="text.secondary">
              {tile.label}
            </Typography>
            <Typography
              component="bdi"
              data-testid={`plan-total-${tile.key}`}
              sx={{ display: 'block', fontSize: '1.375rem', fontWeight: 700, mt: 0.5 }}
            >
              {tile.value}
            </Typography>
          </Paper>
        ))}
      </Box>
      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="plan-saving-title"
        sx={{ p: 2, borderColor: 'success.light' }}
      >
        <Typography id="plan-saving-title" variant="h3">
          {t('purchasePlanScreens.saving.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('purchasePlanScreens.saving.intro')}
        </Typography>
        <TableContainer>
          <Table
            size="small"
            aria-labelledby="plan-saving-title"
            sx={{ '& tbody td': { whiteSpace: 'nowrap' } }}
          >
            <TableHead>
              <TableRow>
                <TableCell />
                <TableCell align="right">{t('purchasePlanScreens.saving.styleByStyle')}</TableCell>
                <TableCell align="right">{t('purchasePlanScreens.saving.together')}</TableCell>
                <TableCell align="right">{t('purchasePlanScreens.saving.saved')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.key} aria-label={row.label}>
                  <TableCell component="th" scope="row">
                    {row.label}
                  </TableCell>
                  <TableCell align="right" data-testid={`style-by-style-${row.key}`}>
                    {row.alone}
                  </TableCell>
                  <TableCell align="right" data-testid={`together-${row.key}`}>
                    {row.together}
                  </TableCell>
                  <TableCell
                    align="right"
                    data-testid={`saving-${row.key}`}
                    sx={{ fontWeight: 700, color: 'success.dark' }}
                  >
                    {row.saved}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </Paper>
    </Box>
  );
}
