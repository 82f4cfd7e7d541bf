import SearchIcon from '@mui/icons-material/Search';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { StyleStage } from '@spool/contracts';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { AutocompleteRenderInputParams } from '@mui/material/Autocomplete';
import { startTransition, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/ui/toasts';
import { recentStyles, type RecentStyle } from '../../../lib/recent-styles';
import { useStyleSearch } from '../api/search-styles';

/** Typing settles for this long before the server is asked. */
const searchDelayMs = 300;

type Group = 'latest' | 'results' | 'created' | 'opened';
type Option = RecentStyle & { group: Group; stage?: StyleStage };

function useSettledValue(value: string): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), searchDelayMs);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

const contains = (text: string) => (style: RecentStyle) =>
  style.name.toLocaleLowerCase().includes(text.trim().toLocaleLowerCase());

type SearchBoxProps = { tenantId: string | null; onChoose: (styleId: number) => void };

const boxWidth = { xs: 200, sm: 280, md: 340 };

/** The search field itself, in the Autocomplete (`params`) or standing in for it. */
function SearchField({
  params,
  ...field
}: { params?: AutocompleteRenderInputParams } & Pick<
  TextFieldProps,
  'onFocus' | 'onPointerEnter' | 'sx'
>) {
  const { t } = useTranslation();
  return (
    <TextField
      {...params}
      {...field}
      size="small"
      placeholder={t('styleSearch.placeholder')}
      inputProps={{
        ...params?.inputProps,
        'aria-label': t('styleSearch.label'),
        ...(!params && { role: 'combobox', 'aria-expanded': false }),
      }}
      InputProps={{
        ...params?.InputProps,
        startAdornment: (
          <InputAdornment position="start">
            <SearchIcon fontSize="small" />
          </InputAdornment>
        ),
        // Standing in, the Autocomplete's own inner padding: nothing moves when it comes in.
        sx: { bgcolor: 'background.default', borderRadius: 5, ...(!params && { pl: '6px' }) },
      }}
    />
  );
}

/**
 * The header's quick style search (core-domain spec, section 2): on focus a panel of the
 * latest styles, the recently created and the recently opened ones (this device); while
 * typing, the styles whose name contains the text. Choosing one hands its id to `onChoose`
 * (which opens it in the style window). A search that finds nothing says 'No style found'.
 *
 * MUI's Autocomplete reads its box's width at every render once it is in the page: in the
 * page's first render that forced a layout of the whole new page (25 ms of its longest task),
 * and drawn just after, it was still a long task of the page's load on a slow processor. So the
 * same-looking field stands in until the pointer comes over it (the Autocomplete comes in, as a
 * transition, before the click) or it is focused (the Autocomplete comes in at once, focused).
 */
export function StyleSearchBox(props: SearchBoxProps) {
  const [live, setLive] = useState<'no' | 'yes' | 'focused'>('no');
  if (live === 'no') {
    return (
      <SearchField
        sx={{ width: boxWidth }}
        onPointerEnter={() => startTransition(() => setLive((now) => (now === 'no' ? 'yes' : now)))}
        onFocus={() => setLive('focused')}
      />
    );
  }
  return <LiveSearchBox {...props} autoFocus={live === 'focused'} />;
}

function LiveSearchBox({ tenantId, onChoose, autoFocus }: SearchBoxProps & { autoFocus: boolean }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [recent, setRecent] = useState<{ created: RecentStyle[]; opened: RecentStyle[] }>({
    created: [],
    opened: [],
  });
  const settledText = useSettledValue(text);
  const search = useStyleSearch(settledText, open);
  const isSearching = settledText.trim() !== '';
  const settled = settledText === text && !search.isPlaceholderData;
  const toastedFor = useRef<string | null>(null);

  // Nothing matches the text: say so once per text.
  const nothingFound = open && isSearching && settled && search.data?.length === 0;
  useEffect(() => {
    if (!nothingFound) return;
    const key = settledText.trim().toLowerCase();
    if (toastedFor.current === key) return;
    toastedFor.current = key;
    toast.error(t('styleSearch.noneFound'));
  }, [nothingFound, settledText, t, toast]);

  const options = useMemo<Option[]>(() => {
    const found = (search.data ?? []).map((style) => ({
      id: style.id,
      name: style.name,
      stage: style.stage,
      group: isSearching ? ('results' as const) : ('latest' as const),
    }));
    const matching = isSearching ? contains(settledText) : () => true;
    return [
      ...found,
      ...recent.created.filter(matching).map((style) => ({ ...style, group: 'created' as const })),
      ...recent.opened.filter(matching).map((style) => ({ ...style, group: 'opened' as const })),
    ];
  }, [search.data, isSearching, settledText, recent]);

  return (
    <Autocomplete<Option, false, false, false>
      open={open}
      onOpen={() => {
        setRecent({
          created: recentStyles(tenantId, 'created'),
          opened: recentStyles(tenantId, 'opened'),
        });
        toastedFor.current = null;
        setOpen(true);
      }}
      onClose={() => setOpen(false)}
      openOnFocus
      forcePopupIcon={false}
      autoHighlight
      blurOnSelect
      value={null}
      inputValue={text}
      onInputChange={(_event, value, reason) => {
        if (reason !== 'reset') setText(value);
      }}
      onChange={(_event, option) => {
        if (!option) return;
        setText('');
        onChoose(option.id);
      }}
      options={options}
      filterOptions={(all) => all}
      groupBy={(option) => t(`styleSearch.${option.group}`)}
      getOptionLabel={(option) => option.name}
      getOptionKey={(option) => `${option.group}-${option.id}`}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      renderOption={({ key, ...props }, option) => (
        <li key={key} {...props}>
          <Box component="span" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
            {option.name}
          </Box>
          {option.stage === undefined || option.stage === 'estimate' ? null : (
            <Typography component="span" variant="caption" color="success.main" sx={{ ml: 1 }}>
              {t(`styleDashboard.stages.${option.stage}`)}
            </Typography>
          )}
        </li>
      )}
      loading={search.isFetching || text !== settledText}
      loadingText={t('styleSearch.searching')}
      noOptionsText={t('styleSearch.noneFound')}
      size="small"
      sx={{ width: boxWidth }}
      slotProps={{
        listbox: { sx: { maxHeight: 420 } },
        paper: { elevation: 8, sx: { mt: 0.5, border: 1, borderColor: 'divider' } },
      }}
      renderInput={(params) => (
        <SearchField params={{ ...params, inputProps: { ...params.inputProps, autoFocus } }} />
      )}
    />
  );
}
