import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CalibrateFromSampleResult, StyleSampleDto } from '@spool/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/ui/toasts';
import { ApiError } from '../../../lib/api-client';
import { useApplySampleCalibration, useCalibrateFromSample } from '../api/style-samples';

/**
 * Fitting the style's custom setting from its unpicked sample, stitch by stitch: the operations
 * are kept as unravel samples of the setting, and the measured calibration's proposal, with its
 * fit error now and after, can be applied after a confirmation (which flags the styles using
 * the setting, as any calibration does).
 */
export function SampleCalibration({
  styleId,
  sample,
}: {
  styleId: number;
  sample: StyleSampleDto;
}) {
  const { t, i18n } = useTranslation();
  const toast = useToast('style');
  const calibrate = useCalibrateFromSample(styleId);
  const apply = useApplySampleCalibration();
  const [result, setResult] = useState<CalibrateFromSampleResult | null>(null);
  const [confirming, setConfirming] = useState(false);
  // The stitches of the operations whose every line was measured: the calibration fits a
  // stitch's groups together.
  const measuredOperations = new Map<number, { code: string; complete: boolean }>();
  for (const row of sample.operationRows) {
    const before = measuredOperations.get(row.operationId);
    measuredOperations.set(row.operationId, {
      code: row.stitchTypeCode,
      complete: (before?.complete ?? true) && row.measuredCm !== null && row.measuredCm > 0,
    });
  }
  const codes = [
    ...new Set(
      [...measuredOperations.values()]
        .filter((operation) => operation.complete)
        .map((operation) => operation.code),
    ),
  ].sort();
  const percent = new Intl.NumberFormat(i18n.language, {
    style: 'percent',
    maximumFractionDigits: 1,
  });
  const fail = (error: unknown) =>
    toast.error(
      error instanceof ApiError && error.message !== '' ? error.message : t('styleWindow.error'),
    );

  const fitStitch = async (code: string) => {
    try {
      setResult(await calibrate.mutateAsync(code));
    } catch (error) {
      fail(error);
    }
  };

  const proposal = result?.calibration.proposal ?? null;
  /** "needle 31, under 118": the groups the stitch has, in the interface language. */
  const valuesText = (values: Record<'needle' | 'under' | 'top', number>) =>
    (result?.calibration.groups ?? [])
      .map((group) => `${t(`styleSample.groups.${group}`)} ${values[group]}`)
      .join(', ');
  const confirmApply = async () => {
    if (!result || !proposal) return;
    try {
      await apply.mutateAsync({
        settingId: result.calibration.settingId,
        code: result.calibration.code,
        ...proposal.proposed,
      });
      toast.success(t('styleSample.fit.applied'));
      setConfirming(false);
      setResult(null);
    } catch (error) {
      fail(error);
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={1.5}>
        <Typography variant="subtitle1" component="h3">
          {t('styleSample.fit.title', { setting: sample.setting.name })}
        </Typography>
        {sample.setting.id === 0 ? (
          <Alert severity="info">{t('styleSample.fit.default')}</Alert>
        ) : !sample.setting.calibratable ? (
          <Alert severity="info">{t('styleSample.fit.off')}</Alert>
        ) : (
          <>
            <Typography variant="body2" color="text.secondary">
              {t('styleSample.fit.text')}
            </Typography>
            {codes.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                {t('styleSample.fit.none')}
              </Typography>
            ) : null}
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              {codes.map((code) => (
                <Button
                  key={code}
                  variant="outlined"
                  loading={calibrate.isPending && calibrate.variables === code}
                  onClick={() => void fitStitch(code)}
                >
                  {t('styleSample.fit.button', { code })}
                </Button>
              ))}
            </Stack>
          </>
        )}
        {result ? (
          <Stack spacing={1} role="status">
            <Typography variant="body2">
              {t('styleSample.fit.kept', {
                added: result.added,
                alreadyKept: result.alreadyKept,
              })}
            </Typography>
            {proposal ? (
              <>
                <Typography variant="body2">
                  {t('styleSample.fit.proposal', {
                    code: result.calibration.code,
                    values: valuesText(proposal.proposed),
                    current: valuesText(result.calibration.current),
                  })}
                </Typography>
                <Typography variant="body2">
                  {t('styleSample.fit.error', {
                    before: percent.format(proposal.fitErrorBefore),
                    after: percent.format(proposal.fitErrorAfter),
                  })}
                </Typography>
                {proposal.changes ? (
                  <div>
                    <Button variant="contained" onClick={() => setConfirming(true)}>
                      {t('styleSample.fit.apply')}
                    </Button>
                  </div>
                ) : (
                  <Typography variant="body2" color="text.secondary">
                    {t('styleSample.fit.noChange')}
                  </Typography>
                )}
              </>
            ) : null}
          </Stack>
        ) : null}
      </Stack>
      {confirming && result ? (
        <Dialog open onClose={() => setConfirming(false)} maxWidth="xs">
          <DialogTitle>
            {t('styleSample.fit.confirmTitle', { setting: sample.setting.name })}
          </DialogTitle>
          <DialogContent>
            <DialogContentText>
              {t('styleSample.fit.confirmText', { code: result.calibration.code })}
            </DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setConfirming(false)}>{t('styleSample.fit.cancel')}</Button>
            <Button
              variant="contained"
              loading={apply.isPending}
              onClick={() => void confirmApply()}
            >
              {t('styleSample.fit.confirm')}
            </Button>
          </DialogActions>
        </Dialog>
      ) : null}
    </Paper>
  );
}
