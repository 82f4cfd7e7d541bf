import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { PlanThread, PurchasePlanFigures } from '@spool/domain';
import { useTranslation } from 'react-i18next';
import type { PlanFormat } from '../utils/plan-format';

const numeric = { align: 'right' as const, sx: { whiteSpace: 'nowrap' } };
/** Headers wrap (their figures do not), so that the list fits a laptop's width. */
const headNumeric = { align: 'right' as const };

/**
 * The plan's thread list: per thread (brand, article, ticket/tex, shade, package) the
 * requirement, packages to buy, unused thread, unit price, cost and the price's source (the
 * cost file's article row, or the brand's row for every article); totals below.
 */
export function PlanThreadTable({
  figures,
  format,
  title,
}: {
  figures: Pick<PurchasePlanFigures, 'threads'> & { totals: PurchasePlanFigures['totals'] };
  format: PlanFormat;
  title?: string;
}) {
  const { t } = useTranslation();
  const heading = title ?? t('purchasePlanScreens.threads.title');
  const source = (thread: PlanThread) =>
    thread.shadeToBeDecided
      ? t('purchasePlanScreens.threads.toBeDecided')
      : thread.price === null
        ? t('purchasePlanScreens.threads.noPrice')
        : (thread.costFileArticle ?? t('purchasePlanScreens.threads.anyArticle'));
  return (
    <Paper variant="outlined" component="section" aria-label={heading}>
      <Typography variant="h2" sx={{ p: 2, pb: 1 }}>
        {heading}
      </Typography>
      <TableContainer>
        <Table
          size="small"
          aria-label={heading}
          sx={{ '& thead th': { lineHeight: 1.3, verticalAlign: 'bottom' } }}
        >
          <TableHead>
            <TableRow>
              <TableCell>{t('purchasePlanScreens.threads.brand')}</TableCell>
              <TableCell>{t('purchasePlanScreens.threads.article')}</TableCell>
              <TableCell {...headNumeric}>{t('purchasePlanScreens.threads.ticketTex')}</TableCell>
              <TableCell>{t('purchasePlanScreens.threads.shade')}</TableCell>
              <TableCell {...headNumeric}>{t('purchasePlanScreens.threads.package')}</TableCell>
              <TableCell {...headNumeric}>
                {t('purchasePlanScreens.threads.requirement', { unit: format.lengthUnit })}
              </TableCell>
              <TableCell {...headNumeric}>{t('purchasePlanScreens.threads.packages')}</TableCell>
              <TableCell {...headNumeric}>
                {t('purchasePlanScreens.threads.unused', { unit: format.lengthUnit })}
              </TableCell>
              <TableCell {...headNumeric}>
                {t('purchasePlanScreens.threads.price', { currency: format.currencyUnit })}
              </TableCell>
              <TableCell {...headNumeric}>
                {t('purchasePlanScreens.threads.cost', { currency: format.currencyUnit })}
              </TableCell>
              <TableCell>{t('purchasePlanScreens.threads.priceSource')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {figures.threads.map((thread, index) => (
              <TableRow key={`${index}:${thread.packageSizeId}:${thread.shade ?? ''}`} hover>
                <TableCell sx={{ minWidth: 110 }}>{thread.brand}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{thread.article ?? '—'}</TableCell>
                <TableCell {...numeric}>{format.ticketTex(thread.ticketTex)}</TableCell>
                {thread.shadeToBeDecided ? (
                  <TableCell sx={{ color: 'warning.dark', fontStyle: 'italic' }}>
                    {t('purchasePlanScreens.threads.toBeDecided')}
                  </TableCell>
                ) : (
                  <TableCell>{thread.shade ?? '—'}</TableCell>
                )}
                <TableCell {...numeric}>
                  {`${format.packageLength(thread.packageLength)} ${thread.unit}`}
                </TableCell>
                <TableCell {...numeric}>{format.lengthDigits(thread.requirement)}</TableCell>
                <TableCell {...numeric} sx={{ ...numeric.sx, fontWeight: 600 }}>
                  {format.count(thread.quantity)}
                </TableCell>
                <TableCell {...numeric}>{format.lengthDigits(thread.unusedThread)}</TableCell>
                <TableCell {...numeric}>{format.moneyDigits(thread.price)}</TableCell>
                <TableCell {...numeric}>{format.moneyDigits(thread.cost)}</TableCell>
                <TableCell
                  sx={{ color: thread.price === null ? 'warning.dark' : 'text.secondary' }}
                >
                  {source(thread)}
                </TableCell>
              </TableRow>
            ))}
            {figures.threads.length === 0 ? (
              <TableRow>
                <TableCell colSpan={11}>
                  <Typography variant="body2" color="text.secondary" sx={{ py: 2 }}>
                    {t('purchasePlanScreens.threads.empty')}
                  </Typography>
                </TableCell>
              </TableRow>
            ) : undefined}
          </TableBody>
          <TableFooter>
            <TableRow sx={{ '& td': { fontWeight: 700, color: 'text.primary' } }}>
              <TableCell colSpan={5}>{t('purchasePlanScreens.threads.total')}</TableCell>
              <TableCell {...numeric}>{format.lengthDigits(figures.totals.requirement)}</TableCell>
              <TableCell {...numeric}>{format.count(figures.totals.packages)}</TableCell>
              <TableCell {...numeric}>{format.lengthDigits(figures.totals.unusedThread)}</TableCell>
              <TableCell />
              <TableCell {...numeric}>
                {figures.totals.cost === null && figures.totals.pricedCost === 0
                  ? '–'
                  : format.moneyDigits(figures.totals.cost ?? figures.totals.pricedCost)}
              </TableCell>
              <TableCell />
            </TableRow>
          </TableFooter>
        </Table>
      </TableContainer>
    </Paper>
  );
}
