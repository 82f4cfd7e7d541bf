import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { BrandComparisonDto } from '@spool/contracts';
import { useTranslation } from 'react-i18next';
import type { PlanFormat } from '../utils/plan-format';

/** The whole plan bought as it is and with the other brand, side by side, and the difference. */
export function BrandSides({
  comparison,
  format,
}: {
  comparison: BrandComparisonDto;
  format: PlanFormat;
}) {
  const { t } = useTranslation();
  const { current, swapped, difference } = comparison;
  const signed = (value: string, raw: number) => (raw > 0 ? `+${value}` : value);
  const cost = (totals: BrandComparisonDto['current']['totals']) =>
    totals.cost === null && totals.pricedCost > 0
      ? t('purchasePlanScreens.summary.pricedOnly', { value: format.money(totals.pricedCost) })
      : format.money(totals.cost);
  const rows = [
    {
      key: 'packages',
      label: t('purchasePlanScreens.saving.packages'),
      now: format.count(current.totals.packages),
      other: format.count(swapped.totals.packages),
      difference: signed(format.count(difference.packages), difference.packages),
    },
    {
      key: 'unused',
      label: t('purchasePlanScreens.saving.unusedThread'),
      now: format.length(current.totals.unusedThread),
      other: format.length(swapped.totals.unusedThread),
      difference: signed(format.length(difference.unusedThread), difference.unusedThread),
    },
    {
      key: 'cost',
      label: t('purchasePlanScreens.saving.cost'),
      now: cost(current.totals),
      other: cost(swapped.totals),
      difference:
        difference.cost === null ? '–' : signed(format.money(difference.cost), difference.cost),
    },
  ];
  return (
    <TableContainer>
      <Table
        size="small"
        aria-label={t('purchasePlanScreens.compare.sideBySide')}
        sx={{ maxWidth: 760, '& tbody td': { whiteSpace: 'nowrap' } }}
      >
        <TableHead>
          <TableRow>
            <TableCell />
            <TableCell align="right">
              {t('purchasePlanScreens.compare.withBrand', { brand: current.brand })}
            </TableCell>
            <TableCell align="right">
              {t('purchasePlanScreens.compare.withBrand', { brand: swapped.brand })}
            </TableCell>
            <TableCell align="right">{t('purchasePlanScreens.compare.difference')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.key} aria-label={row.label}>
              <TableCell component="th" scope="row">
                {row.label}
              </TableCell>
              <TableCell align="right" data-testid={`compare-now-${row.key}`}>
                {row.now}
              </TableCell>
              <TableCell align="right" data-testid={`compare-other-${row.key}`}>
                {row.other}
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: 600 }}>
                {row.difference}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
