import Autocomplete from '@mui/material/Autocomplete';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import type { StitchTypeInSettingDto } from '@spool/contracts';
import {
  cleanOperationDescription,
  operationDescriptionMaxLength,
  operationInputLimits,
} from '@spool/domain';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldErrors } from './form-issues';
import type { OperationFormState } from './operation-form-state';

/**
 * The first fields of the operation form: group (warned when another operation has it),
 * team, description (commas become spaces when left) and stitch type.
 */
export function OperationBasics({
  form,
  labels,
  errors,
  groupTaken,
  stitchRows,
  stitchRow,
  stitchesLoading,
  onChange,
  onGroupChange,
  onGroupLeft,
  onStitchChange,
  focus,
}: {
  form: OperationFormState;
  labels: { group: string; description: string; stitchTypeCode: string };
  errors: FieldErrors;
  groupTaken: boolean;
  stitchRows: readonly StitchTypeInSettingDto[];
  stitchRow: StitchTypeInSettingDto | undefined;
  stitchesLoading: boolean;
  onChange: (change: Partial<OperationFormState>) => void;
  onGroupChange: (group: string) => void;
  onGroupLeft: () => void;
  onStitchChange: (row: StitchTypeInSettingDto | null) => void;
  /** The field a new operation's form starts in (the keyboard's place after a save). */
  focus: 'group' | 'description' | null;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'flex-start' }}
        useFlexGap
        flexWrap="wrap"
      >
        <TextField
          label={labels.group}
          autoFocus={focus === 'group'}
          type="number"
          value={form.group}
          onChange={(event) => onGroupChange(event.target.value)}
          onFocus={(event) => event.target.select()}
          onBlur={onGroupLeft}
          required
          error={errors['group'] !== undefined}
          helperText={
            errors['group'] ?? (groupTaken ? t('operations.messages.groupExists') : undefined)
          }
          slotProps={{
            htmlInput: {
              min: operationInputLimits.group.min,
              max: operationInputLimits.group.max,
              step: 1,
            },
            formHelperText: { sx: groupTaken ? { color: 'warning.dark' } : {} },
          }}
          sx={{ width: 150 }}
        />
        <FormControlLabel
          sx={{ mt: 1, mr: 1 }}
          control={
            <Switch
              checked={form.isOnTeam}
              onChange={(event) => onChange({ isOnTeam: event.target.checked })}
            />
          }
          label={t('operationDialog.team')}
        />
        <TextField
          label={labels.description}
          autoFocus={focus === 'description'}
          value={form.description}
          onChange={(event) => onChange({ description: event.target.value })}
          onBlur={() => onChange({ description: cleanOperationDescription(form.description) })}
          required
          error={errors['description'] !== undefined}
          helperText={
            errors['description'] ??
            t('operationDialog.descriptionHelp', { max: operationDescriptionMaxLength })
          }
          slotProps={{ htmlInput: { maxLength: operationDescriptionMaxLength } }}
          sx={{ flex: '1 1 320px' }}
        />
      </Stack>

      <StitchTypeField
        rows={stitchRows}
        row={stitchRow}
        loading={stitchesLoading}
        label={labels.stitchTypeCode}
        error={errors['stitchTypeCode']}
        onChange={onStitchChange}
      />
    </>
  );
}

/** The stitch type, chosen from the setting's list; drawn again only when its props change. */
const StitchTypeField = memo(function StitchTypeField({
  rows,
  row,
  loading,
  label,
  error,
  onChange,
}: {
  rows: readonly StitchTypeInSettingDto[];
  row: StitchTypeInSettingDto | undefined;
  loading: boolean;
  label: string;
  error: string | undefined;
  onChange: (row: StitchTypeInSettingDto | null) => void;
}) {
  const { t } = useTranslation();
  return (
    <Autocomplete
      options={rows}
      // Typing filters the list and Enter takes the first entry left.
      autoHighlight
      value={row ?? null}
      loading={loading}
      getOptionLabel={(entry) => `${entry.code} - ${entry.name}`}
      isOptionEqualToValue={(option, value) => option.code === value.code}
      noOptionsText={t('operationDialog.noStitchType')}
      onChange={(_event, chosen) => onChange(chosen)}
      sx={{ maxWidth: 560 }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required
          error={error !== undefined}
          helperText={error}
        />
      )}
    />
  );
});
