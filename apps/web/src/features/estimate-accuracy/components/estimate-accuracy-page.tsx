import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Permissions, type CustomSettingDto, type EstimateAccuracyDto } from '@spool/contracts';
import { maxAllowancePercent, metresToYards } from '@spool/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/ui/toasts';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { isGranted, useReadySession } from '../../../lib/session-context';
import {
  useAccuracySettings,
  useApplyAllowance,
  useEstimateAccuracy,
} from '../api/estimate-accuracy';

const families = [100, 200, 300, 400, 500, 600] as const;

/** Number formats of the screen in the interface language. */
function useFormats(unit: 'm' | 'yd') {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const percent = (value: number | null) =>
    value === null
      ? '–'
      : new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(
          value / 100,
        );
  const length = (metres: number) =>
    new Intl.NumberFormat(language, {
      style: 'unit',
      unit: unit === 'yd' ? 'yard' : 'meter',
      unitDisplay: 'short',
      maximumFractionDigits: 0,
    }).format(unit === 'yd' ? metresToYards(metres) : metres);
  const count = (value: number) => new Intl.NumberFormat(language).format(value);
  const signed = (text: string, value: number | null) =>
    value !== null && value > 0 ? `+${text}` : text;
  return { language, percent, length, count, signed };
}

/**
 * The Estimate accuracy screen: the orders whose actual use was recorded in the last 12
 * months against their approved estimates, how far off the estimates were per stitch family
 * and per customer, and the allowance that would have covered 90 % of the orders; with
 * `Spool.Settings.Update`, that allowance can be applied to a custom setting.
 */
export function EstimateAccuracyPage() {
  const { t } = useTranslation();
  const { state } = useReadySession();
  const canReadSettings = isGranted(state.configuration, Permissions.Catalogue);
  const canApply = isGranted(state.configuration, Permissions.SettingsUpdate);
  const [settingId, setSettingId] = useState<number | null>(null);
  const accuracy = useEstimateAccuracy(settingId);
  const settings = useAccuracySettings(canReadSettings);
  // The built-in Default never changes; only the tenant's own settings take a proposal.
  const choices = (settings.data?.items ?? []).filter((setting) => setting.id !== 0);
  const setting = choices.find((choice) => choice.id === settingId) ?? null;

  return (
    <Stack spacing={3} sx={{ maxWidth: 1200, mx: 'auto' }}>
      <div>
        <Typography variant="h1" component="h1" gutterBottom>
          {t('estimateAccuracy.title')}
        </Typography>
        <Typography color="text.secondary">{t('estimateAccuracy.intro')}</Typography>
      </div>
      {accuracy.isError ? (
        <Alert severity="error">{t('estimateAccuracy.readError')}</Alert>
      ) : !accuracy.data ? (
        <Skeleton variant="rounded" height={240} />
      ) : (
        <>
          <ProposalCard
            accuracy={accuracy.data}
            choices={canReadSettings ? choices : []}
            setting={setting}
            onSetting={setSettingId}
            canApply={canApply && settings.data?.customSettingToggleValue !== false}
          />
          {accuracy.data.orders.length === 0 ? (
            <Alert severity="info">{t('estimateAccuracy.empty')}</Alert>
          ) : (
            <>
              <OrdersTable accuracy={accuracy.data} />
              <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} alignItems="flex-start">
                <StatisticsTable
                  title={t('estimateAccuracy.familiesTitle')}
                  firstColumn={t('estimateAccuracy.columns.family')}
                  unit={accuracy.data.threadLengthUnit}
                  rows={accuracy.data.families.map((family) => ({
                    key: String(family.stitchClass),
                    name: families.includes(family.stitchClass as (typeof families)[number])
                      ? t(
                          `estimateAccuracy.family.c${family.stitchClass as (typeof families)[number]}`,
                        )
                      : t('estimateAccuracy.family.other'),
                    ...family,
                  }))}
                />
                <StatisticsTable
                  title={t('estimateAccuracy.customersTitle')}
                  firstColumn={t('estimateAccuracy.columns.customer')}
                  unit={accuracy.data.threadLengthUnit}
                  rows={accuracy.data.customers.map((customer) => ({
                    key: customer.customer,
                    name: customer.customer,
                    ...customer,
                  }))}
                />
              </Stack>
            </>
          )}
        </>
      )}
    </Stack>
  );
}

function ProposalCard({
  accuracy,
  choices,
  setting,
  onSetting,
  canApply,
}: {
  accuracy: EstimateAccuracyDto;
  choices: CustomSettingDto[];
  setting: CustomSettingDto | null;
  onSetting: (id: number | null) => void;
  canApply: boolean;
}) {
  const { t } = useTranslation();
  const { percent, count } = useFormats(accuracy.threadLengthUnit);
  const [confirming, setConfirming] = useState(false);
  const { proposal } = accuracy;
  const bands = setting && accuracy.bands?.customSettingId === setting.id ? accuracy.bands : null;
  const hasBands = setting?.allowanceBands !== null && setting?.allowanceBands !== undefined;
  const ready = setting !== null && (hasBands ? bands !== null : proposal.percent !== null);
  const headingId = useId();

  return (
    <Card component="section" aria-labelledby={headingId} sx={{ p: 2.5 }}>
      <Stack spacing={2}>
        <Typography id={headingId} variant="h2" component="h2">
          {t('estimateAccuracy.proposalTitle')}
        </Typography>
        <Typography data-testid="accuracy-proposal">
          {proposal.percent === null
            ? t('estimateAccuracy.noProposal')
            : t('estimateAccuracy.proposal', {
                percent: percent(proposal.percent),
                covered: count(proposal.covered),
                orders: count(proposal.orders),
                share: percent(accuracy.coveredShare * 100),
              })}
        </Typography>
        {choices.length > 0 ? (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems="flex-start">
            <TextField
              select
              size="small"
              label={t('estimateAccuracy.setting')}
              value={setting?.id ?? ''}
              onChange={(event) =>
                onSetting(event.target.value === '' ? null : Number(event.target.value))
              }
              sx={{ minWidth: '16rem' }}
            >
              <MenuItem value="">{t('estimateAccuracy.noSetting')}</MenuItem>
              {choices.map((choice) => (
                <MenuItem key={choice.id} value={choice.id}>
                  {choice.name}
                </MenuItem>
              ))}
            </TextField>
            {canApply && setting ? (
              <Button variant="outlined" disabled={!ready} onClick={() => setConfirming(true)}>
                {t('estimateAccuracy.apply')}
              </Button>
            ) : null}
          </Stack>
        ) : null}
        {setting && !hasBands ? (
          <Typography variant="body2" color="text.secondary">
            {t('estimateAccuracy.flatSetting', {
              name: setting.name,
              percent: percent(setting.defaultAllowance),
            })}
          </Typography>
        ) : null}
        {setting && bands ? <BandsTable name={setting.name} accuracy={accuracy} /> : null}
      </Stack>
      {confirming && setting ? (
        <ApplyDialog
          setting={setting}
          accuracy={accuracy}
          bands={hasBands ? bands : null}
          onClose={() => setConfirming(false)}
        />
      ) : null}
    </Card>
  );
}

function BandsTable({ name, accuracy }: { name: string; accuracy: EstimateAccuracyDto }) {
  const { t } = useTranslation();
  const { percent, count } = useFormats(accuracy.threadLengthUnit);
  const id = useId();
  return (
    <TableContainer>
      <Typography id={id} variant="subtitle1" component="h3">
        {t('estimateAccuracy.bandsTitle', { name })}
      </Typography>
      <Table size="small" aria-labelledby={id}>
        <TableHead>
          <TableRow>
            <TableCell>{t('estimateAccuracy.bandColumns.garments')}</TableCell>
            <TableCell align="right">{t('estimateAccuracy.bandColumns.current')}</TableCell>
            <TableCell align="right">{t('estimateAccuracy.bandColumns.proposed')}</TableCell>
            <TableCell align="right">{t('estimateAccuracy.bandColumns.orders')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {(accuracy.bands?.items ?? []).map((band) => (
            <TableRow key={band.from}>
              <TableCell>
                {band.to === null
                  ? t('estimateAccuracy.bandOpen', { from: count(band.from) })
                  : t('estimateAccuracy.bandRange', { from: count(band.from), to: count(band.to) })}
              </TableCell>
              <TableCell align="right">{percent(band.currentPercent)}</TableCell>
              <TableCell align="right">
                {band.proposal.percent === null
                  ? `${percent(band.percent)} (${t('estimateAccuracy.bandKept')})`
                  : percent(band.percent)}
              </TableCell>
              <TableCell align="right">{count(band.proposal.orders)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** Confirms the change of the setting's allowance, and makes it through the settings API. */
function ApplyDialog({
  setting,
  accuracy,
  bands,
  onClose,
}: {
  setting: CustomSettingDto;
  accuracy: EstimateAccuracyDto;
  bands: EstimateAccuracyDto['bands'];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const apply = useApplyAllowance();
  const { percent } = useFormats(accuracy.threadLengthUnit);
  const id = useId();
  const proposed = accuracy.proposal.percent ?? setting.defaultAllowance;
  // The flat allowance is a whole percent: the proposal rounded up still covers its orders, up
  // to the most a setting takes, which the dialog then says.
  const flat = Math.min(maxAllowancePercent, Math.ceil(proposed));

  const confirm = async () => {
    try {
      await apply.mutateAsync({
        body: {
          id: setting.id,
          tktTex: setting.tktTex,
          concurrencyStamp: setting.concurrencyStamp,
          ...(bands
            ? {
                defaultAllowance: setting.defaultAllowance,
                allowanceBands: bands.items.map(({ from, to, percent: value }) => ({
                  from,
                  to,
                  percent: value,
                })),
              }
            : { defaultAllowance: flat }),
        },
        isDefault: setting.isDefaultSettingId,
      });
      toast.success(t('estimateAccuracy.applied', { name: setting.name }));
      onClose();
    } catch (error) {
      toast.error(
        error instanceof ApiError && error.message !== ''
          ? error.message
          : t('estimateAccuracy.applyError'),
      );
    }
  };

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby={`${id}-title`}>
      <DialogTitle id={`${id}-title`}>
        {t('estimateAccuracy.applyTitle', { name: setting.name })}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={1.5}>
          <DialogContentText>
            {bands
              ? t('estimateAccuracy.applyBands')
              : t(
                  Math.ceil(proposed) > maxAllowancePercent
                    ? 'estimateAccuracy.applyFlatCapped'
                    : 'estimateAccuracy.applyFlat',
                  { percent: percent(flat), proposal: percent(proposed) },
                )}
          </DialogContentText>
          <DialogContentText>{t('estimateAccuracy.applyEffect')}</DialogContentText>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('estimateAccuracy.cancel')}</Button>
        <Button variant="contained" loading={apply.isPending} onClick={() => void confirm()}>
          {t('estimateAccuracy.applyConfirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function OrdersTable({ accuracy }: { accuracy: EstimateAccuracyDto }) {
  const { t } = useTranslation();
  const { language, percent, length, count, signed } = useFormats(accuracy.threadLengthUnit);
  const id = useId();
  const numeric = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;
  return (
    <Card component="section" aria-labelledby={id} sx={{ p: 2.5 }}>
      <Typography id={id} variant="h2" component="h2" gutterBottom>
        {t('estimateAccuracy.ordersTitle')}
      </Typography>
      <TableContainer>
        <Table size="small" aria-labelledby={id}>
          <TableHead>
            <TableRow>
              <TableCell>{t('estimateAccuracy.columns.style')}</TableCell>
              <TableCell>{t('estimateAccuracy.columns.customer')}</TableCell>
              <TableCell align="right">{t('estimateAccuracy.columns.version')}</TableCell>
              <TableCell align="right">{t('estimateAccuracy.columns.garments')}</TableCell>
              <TableCell>{t('estimateAccuracy.columns.recorded')}</TableCell>
              <TableCell align="right">{t('estimateAccuracy.columns.approved')}</TableCell>
              <TableCell align="right">{t('estimateAccuracy.columns.actual')}</TableCell>
              <TableCell align="right">{t('estimateAccuracy.columns.difference')}</TableCell>
              <TableCell align="right">{t('estimateAccuracy.columns.allowance')}</TableCell>
              <TableCell align="right">{t('estimateAccuracy.columns.needed')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {accuracy.orders.map((order) => (
              <TableRow key={`${order.styleId}/${order.version}`}>
                <TableCell>{order.styleName}</TableCell>
                <TableCell>{order.customer}</TableCell>
                <TableCell align="right">{order.version}</TableCell>
                <TableCell align="right" sx={numeric}>
                  {count(order.garments)}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {formatDateTime(order.recordedAt, language)}
                </TableCell>
                <TableCell align="right" sx={numeric}>
                  {length(order.requirementM)}
                </TableCell>
                <TableCell align="right" sx={numeric}>
                  {length(order.actualM)}
                </TableCell>
                <TableCell
                  align="right"
                  sx={{ ...numeric, color: order.differenceM > 0 ? 'error.main' : 'success.main' }}
                >
                  {signed(length(order.differenceM), order.differenceM)} (
                  {signed(percent(order.differencePercent), order.differencePercent)})
                </TableCell>
                <TableCell align="right" sx={numeric}>
                  {percent(order.allowancePercent)}
                </TableCell>
                <TableCell align="right" sx={numeric}>
                  {percent(order.neededAllowancePercent)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Card>
  );
}

function StatisticsTable({
  title,
  firstColumn,
  unit,
  rows,
}: {
  title: string;
  firstColumn: string;
  unit: 'm' | 'yd';
  rows: {
    key: string;
    name: string;
    orders: number;
    meanPercent: number;
    spreadPercent: number | null;
  }[];
}) {
  const { t } = useTranslation();
  const { percent, count } = useFormats(unit);
  const id = useId();
  return (
    <Card component="section" aria-labelledby={id} sx={{ p: 2.5, flex: 1, width: '100%' }}>
      <Typography id={id} variant="h2" component="h2" gutterBottom>
        {title}
      </Typography>
      <TableContainer>
        <Table size="small" aria-labelledby={id}>
          <TableHead>
            <TableRow>
              <TableCell>{firstColumn}</TableCell>
              <TableCell align="right">{t('estimateAccuracy.columns.orders')}</TableCell>
              <TableCell align="right">{t('estimateAccuracy.columns.mean')}</TableCell>
              <TableCell align="right">{t('estimateAccuracy.columns.spread')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.key}>
                <TableCell>{row.name}</TableCell>
                <TableCell align="right">{count(row.orders)}</TableCell>
                <TableCell align="right">{percent(row.meanPercent)}</TableCell>
                <TableCell align="right">{percent(row.spreadPercent)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Card>
  );
}
