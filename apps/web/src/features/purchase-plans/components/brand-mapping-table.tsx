import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import type { BrandComparisonDto, PurchasePlanInputsDto } from '@spool/contracts';
import { useTranslation } from 'react-i18next';
import type { PlanFormat } from '../utils/plan-format';

type Mapped = NonNullable<BrandComparisonDto['mapping']['entries'][number]['to']>;

/**
 * The brand mapping: each package size of the brand replaced that the plan uses, and the one of
 * the other brand it becomes (the nearest ticket/tex and package, or the user's choice, or none:
 * not supplied). Each row's choice is the user's to correct.
 */
export function BrandMappingTable({
  comparison,
  catalogue,
  format,
  onCorrect,
}: {
  comparison: BrandComparisonDto;
  catalogue: PurchasePlanInputsDto['catalogue'];
  format: PlanFormat;
  onCorrect: (fromPackageSizeId: number, toPackageSizeId: number | null) => void;
}) {
  const { t } = useTranslation();
  const { fromBrand, toBrand } = comparison.mapping;
  const tickets = new Map(
    catalogue.ticketTexes
      .filter((entry) => entry.brandId === toBrand.id)
      .map((entry) => [entry.id, entry]),
  );
  const choices = catalogue.packageSizes
    .filter((size) => tickets.has(size.ticketTexId))
    .map((size) => ({ size, ticket: tickets.get(size.ticketTexId) }))
    .sort(
      (a, b) => (a.ticket?.ticket ?? 0) - (b.ticket?.ticket ?? 0) || a.size.length - b.size.length,
    );
  const threadOf = (thread: Pick<Mapped, 'ticket' | 'packageLength' | 'unit' | 'article'>) =>
    [
      t('purchasePlanScreens.threads.ticketValue', { value: format.ticketTex(thread.ticket) }),
      `${format.packageLength(thread.packageLength)} ${thread.unit}`,
      thread.article,
    ]
      .filter(Boolean)
      .join(' · ');
  return (
    <TableContainer>
      <Table size="small" aria-label={t('purchasePlanScreens.compare.mapping')}>
        <TableHead>
          <TableRow>
            <TableCell>{fromBrand.name}</TableCell>
            <TableCell>{toBrand.name}</TableCell>
            <TableCell>{t('purchasePlanScreens.compare.source')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {comparison.mapping.entries.map((entry) => {
            const label = threadOf(entry.from);
            return (
              <TableRow key={entry.from.packageSizeId} aria-label={label}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{label}</TableCell>
                <TableCell sx={{ minWidth: 240 }}>
                  <TextField
                    select
                    size="small"
                    fullWidth
                    value={entry.to ? String(entry.to.packageSizeId) : ''}
                    onChange={(event) =>
                      onCorrect(
                        entry.from.packageSizeId,
                        event.target.value === '' ? null : Number(event.target.value),
                      )
                    }
                    slotProps={{
                      htmlInput: {
                        'aria-label': t('purchasePlanScreens.compare.replacementOf', {
                          thread: label,
                        }),
                      },
                      select: { displayEmpty: true },
                    }}
                  >
                    <MenuItem value="">
                      <em>{t('purchasePlanScreens.compare.notSupplied')}</em>
                    </MenuItem>
                    {choices.map(({ size, ticket }) => (
                      <MenuItem key={size.id} value={String(size.id)}>
                        {threadOf({
                          ticket: ticket?.ticket ?? 0,
                          packageLength: size.length,
                          unit: size.unit,
                          article: size.article ?? null,
                        })}
                      </MenuItem>
                    ))}
                  </TextField>
                </TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    variant="outlined"
                    color={entry.source === 'user' ? 'primary' : 'default'}
                    label={t(`purchasePlanScreens.compare.sources.${entry.source}`)}
                  />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
