import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Box from '@mui/material/Box';
import { purchasePlanNameMaxLength, purchasePlanNoteMaxLength } from '@spool/domain';
import { useTranslation } from 'react-i18next';
import type { PlanForm } from '../utils/plan-form';
import { RunModeField } from './run-mode-field';

type HeaderFields = Pick<PlanForm, 'name' | 'note' | 'needBy' | 'runMode' | 'approvedOnly'>;

/** The plan's header: name, need-by date, note, how its styles run, approved styles only. */
export function PlanFields({
  form,
  readOnly,
  nameMissing,
  onChange,
}: {
  form: HeaderFields;
  readOnly: boolean;
  nameMissing: boolean;
  onChange: (change: Partial<HeaderFields>) => void;
}) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ p: 2.5 }}>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            md: 'minmax(0, 2fr) minmax(180px, 1fr) minmax(0, 2fr)',
          },
          alignItems: 'start',
        }}
      >
        <TextField
          label={t('purchasePlanScreens.fields.name')}
          value={form.name}
          onChange={(event) => onChange({ name: event.target.value })}
          required
          error={nameMissing}
          helperText={nameMissing ? t('purchasePlans.validation.nameRequired') : undefined}
          slotProps={{ htmlInput: { maxLength: purchasePlanNameMaxLength, readOnly } }}
        />
        <TextField
          label={t('purchasePlanScreens.fields.needBy')}
          type="date"
          value={form.needBy}
          onChange={(event) => onChange({ needBy: event.target.value })}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { readOnly } }}
        />
        <RunModeField
          value={form.runMode}
          onChange={(runMode) => onChange({ runMode })}
          disabled={readOnly}
        />
        <TextField
          label={t('purchasePlanScreens.fields.note')}
          value={form.note}
          onChange={(event) => onChange({ note: event.target.value })}
          multiline
          minRows={1}
          sx={{ gridColumn: { md: '1 / 3' } }}
          slotProps={{ htmlInput: { maxLength: purchasePlanNoteMaxLength, readOnly } }}
        />
        <div>
          <FormControlLabel
            control={
              <Checkbox
                checked={form.approvedOnly}
                disabled={readOnly}
                onChange={(event) => onChange({ approvedOnly: event.target.checked })}
                slotProps={{ input: { 'aria-describedby': 'plan-approved-only-hint' } }}
              />
            }
            label={t('purchasePlanScreens.stages.approvedOnly')}
          />
          <FormHelperText id="plan-approved-only-hint" sx={{ mt: 0 }}>
            {t('purchasePlanScreens.stages.approvedOnlyHint')}
          </FormHelperText>
        </div>
      </Box>
    </Paper>
  );
}
