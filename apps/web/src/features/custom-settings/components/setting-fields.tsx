import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { CustomSettingTktTex } from '@spool/contracts';
import { maxAllowancePercent, minAllowancePercent } from '@spool/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** Tkt or Tex: how a setting's threads are labelled. */
export function TktTexField({
  value,
  onChange,
  disabled = false,
}: {
  value: CustomSettingTktTex;
  onChange: (value: CustomSettingTktTex) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <FormControl disabled={disabled}>
      <FormLabel id={labelId} sx={{ mb: 1 }}>
        {t('customSettings.form.tktTex')}
      </FormLabel>
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        value={value}
        disabled={disabled}
        aria-labelledby={labelId}
        onChange={(_event, next: CustomSettingTktTex | null) => next && onChange(next)}
      >
        <ToggleButton value="Tkt" sx={{ px: 3 }}>
          {t('customSettings.form.tkt')}
        </ToggleButton>
        <ToggleButton value="Tex" sx={{ px: 3 }}>
          {t('customSettings.form.tex')}
        </ToggleButton>
      </ToggleButtonGroup>
    </FormControl>
  );
}

const marks = [0, 10, 20, 30, 40, 50].map((value) => ({ value, label: `${value}` }));

/** The allowance slider: 0 to 50 %, step 1 (platform-admin spec, section 9). */
export function AllowanceField({
  value,
  onChange,
  disabled = false,
}: {
  value: number;
  onChange: (value: number) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <FormControl disabled={disabled} fullWidth>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
        <FormLabel id={labelId}>{t('customSettings.form.allowance')}</FormLabel>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {t('customSettings.form.allowanceValue', { value })}
        </Typography>
      </Stack>
      <Box sx={{ px: 1 }}>
        <Slider
          aria-labelledby={labelId}
          value={value}
          min={minAllowancePercent}
          max={maxAllowancePercent}
          step={1}
          marks={marks}
          disabled={disabled}
          valueLabelDisplay="auto"
          getAriaValueText={(current) =>
            t('customSettings.form.allowanceValue', { value: current })
          }
          onChange={(_event, next: number | number[]) =>
            onChange(Array.isArray(next) ? (next[0] ?? 0) : next)
          }
        />
      </Box>
    </FormControl>
  );
}
