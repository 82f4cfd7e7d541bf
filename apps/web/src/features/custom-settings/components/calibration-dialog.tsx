import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { LengthUnit } from '@spool/domain';
import { useTranslation } from 'react-i18next';
import { useStitchCalibration } from '../api/stitch-calibration';
import { CalibrationProposal } from './calibration-proposal';
import { CalibrationSampleForm } from './calibration-sample-form';
import { CalibrationSamples } from './calibration-samples';

/**
 * Measured calibration of one stitch type of a custom setting (CONSUMPTION.md section 7): the
 * unravel samples kept for it, a form for a new one, and the proposal with its fit error and
 * the Apply button. Read-only for the Default and while custom settings are off.
 */
export function CalibrationDialog({
  settingId,
  settingName,
  code,
  unit,
  onClose,
}: {
  settingId: number;
  settingName: string;
  code: string;
  unit: LengthUnit;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const calibration = useStitchCalibration(settingId, code);
  const data = calibration.data;
  return (
    <Dialog open onClose={onClose} maxWidth="lg" fullWidth aria-labelledby="calibration-title">
      <DialogTitle id="calibration-title" sx={{ pe: 7 }}>
        {t('customSettings.calibration.title', { code, setting: settingName })}
        <IconButton
          onClick={onClose}
          aria-label={t('customSettings.calibration.close')}
          sx={{ position: 'absolute', insetInlineEnd: 12, top: 12 }}
        >
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers>
        {calibration.isError ? (
          <Alert severity="error">{t('customSettings.readError')}</Alert>
        ) : !data ? (
          <CircularProgress aria-label={t('customSettings.calibration.samplesTitle')} />
        ) : (
          <Stack spacing={3}>
            <Typography variant="body2" color="text.secondary">
              {t('customSettings.calibration.intro')}
            </Typography>
            {data.editable ? undefined : (
              <Alert severity="info">{t('customSettings.calibration.readOnly')}</Alert>
            )}
            <Stack spacing={1.5}>
              <Stack direction="row" spacing={2} sx={{ alignItems: 'baseline' }}>
                <Typography variant="h3" component="h3">
                  {t('customSettings.calibration.samplesTitle')}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t('customSettings.calibration.sampleLimit', {
                    count: data.samples.length,
                    max: data.maxSamples,
                  })}
                </Typography>
              </Stack>
              <CalibrationSamples calibration={data} unit={unit} />
              {data.editable ? (
                <CalibrationSampleForm key={data.code} calibration={data} unit={unit} />
              ) : undefined}
            </Stack>
            <Stack spacing={1.5}>
              <Typography variant="h3" component="h3">
                {t('customSettings.calibration.proposalTitle')}
              </Typography>
              <CalibrationProposal calibration={data} settingName={settingName} />
            </Stack>
          </Stack>
        )}
      </DialogContent>
    </Dialog>
  );
}
