import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { PurchasePlanInputsDto } from '@spool/contracts';
import type { BrandMappingOverride } from '@spool/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrandComparison, type BrandSwapChoice } from '../api/compare-brands';
import type { PlanFormat } from '../utils/plan-format';
import { ApplySwapDialog } from './apply-swap-dialog';
import { BrandMappingTable } from './brand-mapping-table';
import { BrandSides } from './brand-sides';

/**
 * Compare brands (a what-if on the plan as saved): the brand to replace and the other
 * brand; the mapping of each package size to the nearest the other brand offers (corrected per
 * row), both brands' packages and cost side by side, the threads the other brand cannot supply,
 * and "Apply swap", which edits the styles' operations after a confirmation.
 */
export function CompareBrandsPanel({
  planId,
  concurrencyStamp,
  brandsInPlan,
  catalogue,
  format,
  canApply,
  unsaved,
}: {
  planId: number;
  concurrencyStamp: string;
  brandsInPlan: readonly { id: number; name: string }[];
  catalogue: PurchasePlanInputsDto['catalogue'];
  format: PlanFormat;
  canApply: boolean;
  /** The plan has changes not saved: the comparison is of the plan as saved. */
  unsaved: boolean;
}) {
  const { t } = useTranslation();
  const [fromBrandId, setFromBrandId] = useState<number | ''>('');
  const [toBrandId, setToBrandId] = useState<number | ''>('');
  const [overrides, setOverrides] = useState<readonly BrandMappingOverride[]>([]);
  const [confirming, setConfirming] = useState(false);
  const choice: BrandSwapChoice | null =
    fromBrandId !== '' && toBrandId !== '' && fromBrandId !== toBrandId
      ? { fromBrandId, toBrandId, overrides }
      : null;
  const comparison = useBrandComparison(planId, choice);
  const data = choice ? comparison.data : undefined;
  const correct = (fromPackageSizeId: number, toPackageSizeId: number | null) =>
    setOverrides((current) => [
      ...current.filter((item) => item.fromPackageSizeId !== fromPackageSizeId),
      { fromPackageSizeId, toPackageSizeId },
    ]);
  const chooseBrand = (setter: (id: number | '') => void) => (value: string) => {
    setter(value === '' ? '' : Number(value));
    setOverrides([]);
  };

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="compare-brands-title"
      sx={{ p: 2 }}
    >
      <Stack spacing={2}>
        <div>
          <Typography id="compare-brands-title" variant="h2">
            {t('purchasePlanScreens.compare.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t(
              unsaved
                ? 'purchasePlanScreens.compare.introUnsaved'
                : 'purchasePlanScreens.compare.intro',
            )}
          </Typography>
        </div>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            select
            size="small"
            label={t('purchasePlanScreens.compare.fromBrand')}
            value={fromBrandId === '' ? '' : String(fromBrandId)}
            onChange={(event) => chooseBrand(setFromBrandId)(event.target.value)}
            sx={{ minWidth: 240 }}
          >
            {brandsInPlan.map((brand) => (
              <MenuItem key={brand.id} value={String(brand.id)}>
                {brand.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label={t('purchasePlanScreens.compare.toBrand')}
            value={toBrandId === '' ? '' : String(toBrandId)}
            onChange={(event) => chooseBrand(setToBrandId)(event.target.value)}
            sx={{ minWidth: 240 }}
          >
            {catalogue.brands
              .filter((brand) => brand.id !== fromBrandId)
              .map((brand) => (
                <MenuItem key={brand.id} value={String(brand.id)}>
                  {brand.name}
                </MenuItem>
              ))}
          </TextField>
        </Stack>
        {comparison.isFetching && choice ? (
          <LinearProgress aria-label={t('adminForms.loading')} sx={{ height: 2 }} />
        ) : undefined}
        {comparison.isError && choice ? (
          <Alert severity="error">{comparison.error.message}</Alert>
        ) : undefined}
        {data ? (
          <>
            <BrandSides comparison={data} format={format} />
            <div>
              <Typography variant="h3" sx={{ mb: 0.5 }}>
                {t('purchasePlanScreens.compare.mapping')}
              </Typography>
              <BrandMappingTable
                comparison={data}
                catalogue={catalogue}
                format={format}
                onCorrect={correct}
              />
            </div>
            {data.unsupplied.length > 0 ? (
              <Alert
                severity="warning"
                aria-label={t('purchasePlanScreens.compare.unsuppliedTitle')}
              >
                <AlertTitle>
                  {t('purchasePlanScreens.compare.unsuppliedTitle', {
                    brand: data.mapping.toBrand.name,
                  })}
                </AlertTitle>
                <Box component="ul" sx={{ m: 0, paddingInlineStart: 2.5 }}>
                  {data.unsupplied.map((thread) => (
                    <li key={`${thread.packageSizeId}:${thread.shade ?? ''}`}>
                      {`${thread.brand} ${thread.article ?? ''} · `}
                      {t('purchasePlanScreens.threads.ticketValue', {
                        value: format.ticketTex(thread.ticketTex),
                      })}
                      {` · ${thread.shade ?? '—'} · ${format.packageLength(thread.packageLength)} ${thread.unit} · `}
                      {t('purchasePlanScreens.compare.packagesOf', { count: thread.quantity })}
                    </li>
                  ))}
                </Box>
              </Alert>
            ) : undefined}
            {canApply ? (
              <Box>
                <Button
                  variant="outlined"
                  startIcon={<SwapHorizIcon />}
                  disabled={unsaved || data.current.threads.length === 0}
                  onClick={() => setConfirming(true)}
                >
                  {t('purchasePlanScreens.compare.apply')}
                </Button>
                {unsaved ? (
                  <Typography
                    variant="caption"
                    color="text.secondary"
                    sx={{ display: 'block', mt: 0.5 }}
                  >
                    {t('purchasePlanScreens.compare.saveFirst')}
                  </Typography>
                ) : undefined}
              </Box>
            ) : undefined}
          </>
        ) : undefined}
      </Stack>
      {confirming && choice && data ? (
        <ApplySwapDialog
          planId={planId}
          request={{ ...choice, concurrencyStamp }}
          fromBrand={data.mapping.fromBrand.name}
          toBrand={data.mapping.toBrand.name}
          onClose={() => setConfirming(false)}
          onApplied={() => {
            setConfirming(false);
            setFromBrandId('');
            setToBrandId('');
            setOverrides([]);
          }}
        />
      ) : undefined}
    </Paper>
  );
}
