import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { StitchCalibrationDto } from '@spool/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/ui/toasts';
import { ApiError } from '../../../lib/api-client';
import { useApplyCalibration } from '../api/stitch-calibration';
import { formatError } from './calibration-samples';

/**
 * The values that best fit the samples beside the current ones, the fit error before and
 * after, and the Apply button, which asks for confirmation first (styles using the setting
 * are flagged until their reports are printed again).
 */
export function CalibrationProposal({
  calibration,
  settingName,
}: {
  calibration: StitchCalibrationDto;
  settingName: string;
}) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const apply = useApplyCalibration();
  const [confirming, setConfirming] = useState(false);
  const { proposal } = calibration;
  if (!proposal) {
    return (
      <Typography color="text.secondary">{t('customSettings.calibration.needsSamples')}</Typography>
    );
  }
  const language = i18n.language;

  const confirm = async () => {
    try {
      await apply.mutateAsync({
        settingId: calibration.settingId,
        code: calibration.code,
        ...proposal.proposed,
      });
      toast.success(t('customSettings.calibration.applied'));
      setConfirming(false);
    } catch (error) {
      toast.error(
        error instanceof ApiError && error.status < 500
          ? error.message
          : t('customSettings.calibration.applyError'),
      );
    }
  };

  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, minWidth: 320 }}>
        <Table size="small" aria-label={t('customSettings.calibration.proposalTitle')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('customSettings.calibration.group')}</TableCell>
              <TableCell align="right">{t('customSettings.calibration.now')}</TableCell>
              <TableCell align="right">{t('customSettings.calibration.proposed')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {calibration.groups.map((group) => (
              <TableRow key={group} aria-label={group}>
                <TableCell>{t(`customSettings.stitches.${group}`)}</TableCell>
                <TableCell align="right">{calibration.current[group]}</TableCell>
                <TableCell align="right" sx={{ fontWeight: 700 }} data-testid={`proposed-${group}`}>
                  {proposal.proposed[group]}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      <Tooltip title={t('customSettings.calibration.fitErrorHint')}>
        <Typography data-testid="fit-error" sx={{ fontWeight: 600 }}>
          {t('customSettings.calibration.fitError', {
            before: formatError(proposal.fitErrorBefore, language, false),
            after: formatError(proposal.fitErrorAfter, language, false),
          })}
        </Typography>
      </Tooltip>
      {proposal.changes ? (
        <Button
          variant="contained"
          disabled={!calibration.editable}
          onClick={() => setConfirming(true)}
        >
          {t('customSettings.calibration.apply')}
        </Button>
      ) : (
        <Alert severity="success">{t('customSettings.calibration.noChange')}</Alert>
      )}
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        aria-labelledby="apply-calibration-title"
      >
        <DialogTitle id="apply-calibration-title">
          {t('customSettings.calibration.confirmTitle')}
        </DialogTitle>
        <DialogContent>
          <DialogContentText>
            {t('customSettings.calibration.confirmText', {
              code: calibration.code,
              setting: settingName,
              ...proposal.proposed,
            })}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>
            {t('customSettings.calibration.cancel')}
          </Button>
          <Button variant="contained" loading={apply.isPending} onClick={() => void confirm()}>
            {t('customSettings.calibration.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
