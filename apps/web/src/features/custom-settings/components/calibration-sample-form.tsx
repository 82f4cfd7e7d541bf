import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { StitchCalibrationDto } from '@spool/contracts';
import { calibrationSampleSchema, type LengthUnit } from '@spool/domain';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/ui/toasts';
import { ApiError } from '../../../lib/api-client';
import { useAddCalibrationSample } from '../api/stitch-calibration';
import {
  newSampleForm,
  sampleBody,
  sampleFields,
  type SampleField,
  type SampleForm,
} from './calibration-units';

const groupOfField = { needleCm: 'needle', underCm: 'under', topCm: 'top' } as const;

/** A sample figure's label, with the unit the tenant types it in. */
export function sampleFieldLabel(field: SampleField, unit: LengthUnit, t: TFunction): string {
  const imperial = unit === 'imperial';
  switch (field) {
    case 'seamLengthCm':
      return t(`customSettings.calibration.${imperial ? 'seamLengthInch' : 'seamLengthCm'}`);
    case 'cycles':
      return t('customSettings.calibration.cycles');
    case 'ratePer3Cm':
      return t(`customSettings.calibration.${imperial ? 'ratePerInch' : 'ratePer3Cm'}`);
    case 'seamThicknessMm':
      return t('customSettings.calibration.thicknessMm');
    case 'bightMm':
      return t(`customSettings.calibration.${imperial ? 'bightInch' : 'bightMm'}`);
    case 'needleCm':
    case 'underCm':
    case 'topCm':
      return t(`customSettings.calibration.${imperial ? 'threadInch' : 'threadCm'}`, {
        group: t(`customSettings.stitches.${groupOfField[field]}`),
      });
  }
}

/**
 * The form of a new unravel sample: the figures the stitch's samples hold, prefilled with its
 * reference condition; the server checks them and names what is missing or wrong.
 */
export function CalibrationSampleForm({
  calibration,
  unit,
}: {
  calibration: StitchCalibrationDto;
  unit: LengthUnit;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const add = useAddCalibrationSample(calibration.settingId, calibration.code);
  const [form, setForm] = useState<SampleForm>(() => newSampleForm(calibration, unit));
  const [problems, setProblems] = useState<Partial<Record<SampleField, string>>>({});
  const full = calibration.samples.length >= calibration.maxSamples;

  const submit = async () => {
    const body = sampleBody(calibration, form, unit);
    // The domain's rules, as the server runs them, to name the wrong fields at once.
    const checked = calibrationSampleSchema.safeParse({
      ...body,
      stitchTypeCode: calibration.code,
    });
    if (!checked.success) {
      const found: Partial<Record<SampleField, string>> = {};
      for (const issue of checked.error.issues) {
        const field = issue.path[0] as SampleField;
        const maximum = 'maximum' in issue ? Number(issue.maximum) : undefined;
        found[field] ??= t(issue.message as 'validation.invalid', { max: maximum });
      }
      setProblems(found);
      return;
    }
    setProblems({});
    try {
      await add.mutateAsync(body);
      toast.success(t('customSettings.calibration.added'));
      setForm(newSampleForm(calibration, unit));
    } catch (error) {
      toast.error(
        error instanceof ApiError && error.status < 500
          ? error.message
          : t('customSettings.calibration.addError'),
      );
    }
  };

  return (
    <Stack
      component="form"
      aria-label={t('customSettings.calibration.add')}
      direction="row"
      spacing={1.5}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {sampleFields(calibration).map((field) => (
        <TextField
          key={field}
          size="small"
          label={sampleFieldLabel(field, unit, t)}
          value={form[field] ?? ''}
          onChange={(event) => setForm({ ...form, [field]: event.target.value })}
          error={problems[field] !== undefined}
          helperText={problems[field]}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          sx={{ width: 200 }}
        />
      ))}
      <Button
        type="submit"
        variant="contained"
        startIcon={<AddIcon />}
        loading={add.isPending}
        disabled={full}
        sx={{ mt: 0.25 }}
      >
        {t('customSettings.calibration.add')}
      </Button>
    </Stack>
  );
}
