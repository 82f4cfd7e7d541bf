import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { figureFormatter, type OrderFigures } from '@spool/domain';
import { useTranslation } from 'react-i18next';

/**
 * The order's live figures: per colourway its garments, thread per garment of the base size,
 * thread, packages and cost bought alone; for the order, per shade over all colourways. A cost
 * with a price missing or a shade to be decided is marked incomplete, never shown whole.
 */
export function OrderFiguresTable({ figures }: { figures: OrderFigures | null }) {
  const { t, i18n } = useTranslation();
  if (figures === null) {
    return <Typography color="text.secondary">{t('orderPanel.figures.incomplete')}</Typography>;
  }
  const language = i18n.language;
  const length = figureFormatter('threadLength', language);
  const money = figureFormatter('money', language);
  const whole = (value: number) => value.toLocaleString(language);
  const unit = t(`operationList.units.${figures.threadLengthUnit}`);
  const base = figures.sizes.find((size) => size.isBase)?.name ?? '';
  const usage = figures.usage;
  const cost = (value: number | null, priced: number) =>
    value === null ? `${money(priced)} (${t('orderPanel.figures.missingPrice')})` : money(value);

  return (
    <Stack spacing={1}>
      {figures.hasShadesToBeDecided ? (
        <Alert severity="warning">{t('orderPanel.figures.notFinal')}</Alert>
      ) : null}
      <TableContainer>
        <Table size="small" aria-label={t('orderPanel.figures.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('orderPanel.columns.colourway')}</TableCell>
              <TableCell align="right">{t('orderPanel.figures.garments')}</TableCell>
              <TableCell align="right">
                {t('orderPanel.figures.perGarment', { size: base, unit })}
              </TableCell>
              <TableCell align="right">{t('orderPanel.figures.total', { unit })}</TableCell>
              <TableCell align="right">{t('orderPanel.figures.packages')}</TableCell>
              <TableCell align="right">
                {t('orderPanel.figures.cost', { currency: figures.currencyUnit })}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {figures.colourways.map((colourway) => (
              <TableRow key={colourway.index} data-testid="colourway-figures">
                <TableCell>{colourway.name}</TableCell>
                <TableCell align="right">{whole(colourway.garments)}</TableCell>
                <TableCell align="right">{length(colourway.threadPerGarmentOfBase)}</TableCell>
                <TableCell align="right">{length(colourway.requirement)}</TableCell>
                <TableCell align="right">{whole(colourway.packages)}</TableCell>
                <TableCell align="right">
                  {colourway.cost === null
                    ? t('orderPanel.figures.missingPrice')
                    : money(colourway.cost)}
                </TableCell>
              </TableRow>
            ))}
            <TableRow data-testid="order-figures" sx={{ '& td': { fontWeight: 700 } }}>
              <TableCell>{t('orderPanel.figures.order')}</TableCell>
              <TableCell align="right">{whole(figures.garments)}</TableCell>
              <TableCell />
              <TableCell align="right">{length(usage.totalUnusedThread.requirement)}</TableCell>
              <TableCell align="right">{whole(usage.totalUnusedThread.packagesBought)}</TableCell>
              <TableCell align="right">{cost(usage.totalCost, usage.pricedCost)}</TableCell>
            </TableRow>
          </TableBody>
        </Table>
      </TableContainer>
    </Stack>
  );
}
