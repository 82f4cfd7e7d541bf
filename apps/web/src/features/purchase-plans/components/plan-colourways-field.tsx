import Checkbox from '@mui/material/Checkbox';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import { useTranslation } from 'react-i18next';

/** A colourway a plan line can take. */
export type ColourwayOption = { readonly id: number; readonly name: string };

/**
 * The colourways of a style a plan line takes: all of them (null), or some, never none (the
 * last one cannot be taken off). Taking every one again means all, new ones included.
 */
export function PlanColourwaysField({
  styleName,
  options,
  value,
  readOnly,
  onChange,
}: {
  styleName: string;
  options: readonly ColourwayOption[];
  value: readonly number[] | null;
  readOnly: boolean;
  onChange: (value: number[] | null) => void;
}) {
  const { t } = useTranslation();
  const known = new Set(options.map((option) => option.id));
  const taken = value === null ? [...known] : value.filter((id) => known.has(id));
  const label = t('purchasePlanScreens.styles.colourwaysOf', { style: styleName });
  return (
    <Select<number[]>
      multiple
      size="small"
      variant="standard"
      value={taken}
      readOnly={readOnly}
      displayEmpty
      onChange={(event) => {
        const ids = (event.target.value as number[]).filter((id) => known.has(id));
        if (ids.length === 0) return;
        onChange(
          ids.length === known.size
            ? null
            : options.flatMap((o) => (ids.includes(o.id) ? [o.id] : [])),
        );
      }}
      renderValue={(ids) =>
        value === null
          ? t('purchasePlanScreens.styles.allColourways')
          : options
              .filter((option) => ids.includes(option.id))
              .map((option) => option.name)
              .join(', ')
      }
      inputProps={{ 'aria-label': label }}
      sx={{ typography: 'body2', maxWidth: { xs: 160, sm: 260 }, mt: 0.25 }}
    >
      {options.map((option) => (
        <MenuItem key={option.id} value={option.id} dense>
          <Checkbox size="small" checked={taken.includes(option.id)} sx={{ p: 0.5, me: 1 }} />
          <ListItemText primary={option.name} />
        </MenuItem>
      ))}
    </Select>
  );
}
