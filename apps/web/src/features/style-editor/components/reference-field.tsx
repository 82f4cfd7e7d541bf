import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { referenceNameMaxLength } from '@spool/domain';
import { useTranslation } from 'react-i18next';
import { isNewReference, type ReferenceEntry } from '../utils/style-form';

/**
 * A customer, product category or product type: typed, or chosen from the list (the most used
 * first). A name that matches no entry (ignoring case) is created when the style is saved.
 */
export function ReferenceField({
  label,
  value,
  options,
  loading,
  error,
  disabled = false,
  onChange,
  onBlur,
}: {
  label: string;
  value: string;
  options: readonly ReferenceEntry[];
  loading: boolean;
  error: string | null;
  disabled?: boolean;
  onChange: (value: string) => void;
  onBlur: () => void;
}) {
  const { t } = useTranslation();
  const isNew = !loading && isNewReference(value, options);
  return (
    <Autocomplete
      freeSolo
      options={options.map((entry) => entry.name)}
      inputValue={value}
      onInputChange={(_event, next) => onChange(next)}
      loading={loading}
      disabled={disabled}
      openOnFocus
      autoHighlight={false}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required
          onBlur={onBlur}
          error={error !== null}
          helperText={error ?? (isNew ? t('styleWindow.newEntry') : ' ')}
          inputProps={{ ...params.inputProps, maxLength: referenceNameMaxLength }}
        />
      )}
    />
  );
}
