import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { planRunModes, type PlanRunMode } from '@spool/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** How the plan's styles run: one after another on the same lines, or at the same time. */
export function RunModeField({
  value,
  onChange,
  disabled,
}: {
  value: PlanRunMode;
  onChange: (value: PlanRunMode) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <FormControl disabled={disabled}>
      <FormLabel id={labelId} sx={{ typography: 'body2' }}>
        {t('purchasePlanScreens.fields.runMode')}
      </FormLabel>
      <RadioGroup
        aria-labelledby={labelId}
        value={value}
        onChange={(event) => onChange(event.target.value as PlanRunMode)}
      >
        {planRunModes.map((mode) => (
          <FormControlLabel
            key={mode}
            value={mode}
            control={<Radio size="small" />}
            label={t(`purchasePlanScreens.runModes.${mode}`)}
            slotProps={{ typography: { variant: 'body2' } }}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
