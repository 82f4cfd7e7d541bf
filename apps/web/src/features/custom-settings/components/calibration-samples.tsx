import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { CalibrationSampleDto, StitchCalibrationDto } from '@spool/contracts';
import { roundToHundredths, type LengthUnit } from '@spool/domain';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/ui/toasts';
import { ApiError } from '../../../lib/api-client';
import { useDeleteCalibrationSample } from '../api/stitch-calibration';
import { sampleFieldLabel } from './calibration-sample-form';
import { sampleFieldFor, sampleFields, sampleFigureForDisplay } from './calibration-units';
import { formatDateTime, formatNumber } from './format';

/**
 * A relative error as a percentage with one decimal, in the interface language: signed for a
 * sample (over or under what was measured), unsigned for a fit error (a root mean square).
 */
export function formatError(value: number, language: string, signed = true): string {
  return new Intl.NumberFormat(language, {
    style: 'percent',
    maximumFractionDigits: 1,
    minimumFractionDigits: 1,
    signDisplay: signed ? 'exceptZero' : 'auto',
  }).format(value);
}

/** Each group's error of a sample, one line per group. */
function GroupErrors({
  calibration,
  errors,
  testId,
}: {
  calibration: StitchCalibrationDto;
  errors: CalibrationSampleDto['errorBefore'];
  testId: string;
}) {
  const { t, i18n } = useTranslation();
  return (
    <Stack spacing={0} data-testid={testId}>
      {calibration.groups.map((group) => (
        <Typography key={group} variant="body2" component="span" sx={{ whiteSpace: 'nowrap' }}>
          {`${t(`customSettings.stitches.${group}`)} `}
          {/* A signed figure keeps its sign in front in right-to-left text too. */}
          <span dir="ltr">{formatError(errors[group], i18n.language)}</span>
        </Typography>
      ))}
    </Stack>
  );
}

/**
 * The unravel samples of the stitch, oldest first: how each was sewn, the thread removed per
 * group, its error with the current values and with the proposal, who entered it and when.
 */
export function CalibrationSamples({
  calibration,
  unit,
}: {
  calibration: StitchCalibrationDto;
  unit: LengthUnit;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const toast = useToast();
  const remove = useDeleteCalibrationSample(calibration.settingId, calibration.code);
  const fields = sampleFields(calibration);

  if (calibration.samples.length === 0) {
    return (
      <Typography color="text.secondary">{t('customSettings.calibration.noSamples')}</Typography>
    );
  }

  const removeSample = async (id: number) => {
    try {
      await remove.mutateAsync(id);
      toast.success(t('customSettings.calibration.removed'));
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : t('customSettings.readError'));
    }
  };

  return (
    <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Table size="small" aria-label={t('customSettings.calibration.samplesTitle')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('customSettings.calibration.number')}</TableCell>
            {fields.map((field) => (
              <TableCell key={field} align="right">
                {sampleFieldLabel(field, unit, t)}
              </TableCell>
            ))}
            <TableCell>{t('customSettings.calibration.errorNow')}</TableCell>
            <TableCell>{t('customSettings.calibration.errorAfter')}</TableCell>
            <TableCell>{t('customSettings.calibration.enteredBy')}</TableCell>
            <TableCell>{t('customSettings.calibration.enteredAt')}</TableCell>
            {calibration.editable ? <TableCell /> : undefined}
          </TableRow>
        </TableHead>
        <TableBody>
          {calibration.samples.map((sample, index) => (
            <TableRow key={sample.id} aria-label={String(index + 1)}>
              <TableCell>{index + 1}</TableCell>
              {fields.map((field) => {
                const stored = sampleFieldFor(sample, field);
                return (
                  <TableCell key={field} align="right">
                    {stored === null
                      ? '–'
                      : formatNumber(
                          roundToHundredths(sampleFigureForDisplay(field, stored, unit)),
                          language,
                        )}
                  </TableCell>
                );
              })}
              <TableCell>
                <GroupErrors
                  calibration={calibration}
                  errors={sample.errorBefore}
                  testId="error-before"
                />
              </TableCell>
              <TableCell>
                <GroupErrors
                  calibration={calibration}
                  errors={sample.errorAfter}
                  testId="error-after"
                />
              </TableCell>
              <TableCell>{sample.createdBy ?? ''}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {formatDateTime(sample.creationTime, language)}
              </TableCell>
              {calibration.editable ? (
                <TableCell padding="checkbox">
                  <IconButton
                    size="small"
                    aria-label={t('customSettings.calibration.remove', { number: index + 1 })}
                    disabled={remove.isPending}
                    onClick={() => void removeSample(sample.id)}
                  >
                    <DeleteOutlineIcon fontSize="small" />
                  </IconButton>
                </TableCell>
              ) : undefined}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
