import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStylesToAdd } from '../api/search-styles';

/** Adds a style to the plan: a search of the tenant's styles by name (those in it left out). */
export function AddStyleField({
  present,
  onAdd,
}: {
  present: ReadonlySet<number>;
  onAdd: (style: { id: number; name: string }) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const found = useStylesToAdd(text, open);
  const options = (found.data ?? []).filter((style) => !present.has(style.id));
  return (
    <Autocomplete
      size="small"
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={options}
      loading={found.isFetching}
      value={null}
      inputValue={text}
      onInputChange={(_, value, reason) => setText(reason === 'reset' ? '' : value)}
      onChange={(_, style) => {
        if (style) onAdd(style);
        setText('');
      }}
      filterOptions={(list) => list}
      getOptionLabel={(style) => style.name}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      noOptionsText={t('purchasePlanScreens.styles.noneFound')}
      loadingText={t('purchasePlanScreens.styles.searching')}
      sx={{ width: { xs: '100%', sm: 320 } }}
      renderInput={(params) => (
        <TextField {...params} label={t('purchasePlanScreens.styles.add')} />
      )}
    />
  );
}
