import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { TktTexValue } from '@spool/contracts';
import { operationInputLimits } from '@spool/domain';
import { memo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrands, usePackageSizes, useShadeNames, useTicketTexes } from './api/get-thread-lists';
import type { ComponentLineState } from './operation-form-state';
import {
  entryNamed,
  withBrand,
  withPackageSize,
  withTicketTex,
  withTyped,
  type ListField,
} from './thread-choice';
import { formatFigure } from './format';

/** An entry of a thread list: its id, what the field shows, and a figure as typed. */
type Choice = { id: number; label: string; plain?: string };

const filterByText = createFilterOptions<Choice>();

/** The chosen entry, or a stand-in with the loaded label while the list is loading. */
function chosen(
  options: readonly Choice[],
  id: number | null,
  label: string | null,
): Choice | null {
  if (id === null) return null;
  return options.find((option) => option.id === id) ?? { id, label: label ?? '' };
}

/**
 * A thread field chosen from its list. Text typed that names no entry is kept and marked
 * (Error: Please Select From the list) instead of being dropped when the field is left;
 * text that names an entry chooses it.
 */
function ListChoice({
  options,
  value,
  typed,
  loading,
  disabled = false,
  ariaLabel,
  error,
  names = false,
  onChoose,
  onType,
}: {
  options: readonly Choice[];
  value: Choice | null;
  /** Text typed and not chosen from the list, if any. */
  typed: string | undefined;
  loading: boolean;
  disabled?: boolean;
  ariaLabel: string;
  /** A message from the form's check, shown when the field has none of its own. */
  error?: string | undefined;
  /** The entries are names (brands): each reads in its own script's direction. */
  names?: boolean;
  onChoose: (choice: Choice | null) => void;
  onType: (text: string | undefined) => void;
}) {
  const { t } = useTranslation();
  const [focused, setFocused] = useState(false);
  // Opened by a click or a key, the list shows every entry, whatever text the field holds.
  const [pristine, setPristine] = useState(false);
  const message =
    typed !== undefined && !focused ? t('operations.validation.selectFromList') : error;
  const leave = () => {
    setFocused(false);
    if (typed === undefined) return;
    // The chosen entry typed again stays chosen (a new brand would clear its tkt/tex).
    if (value !== null && entryNamed([value], typed)) onType(undefined);
    else {
      const named = entryNamed(options, typed);
      if (named) onChoose(named);
    }
  };
  return (
    <Autocomplete
      size="small"
      sx={{ minWidth: 0 }}
      options={options}
      // Typing filters the list and Enter takes the first entry left.
      autoHighlight
      value={value}
      inputValue={typed ?? value?.label ?? ''}
      clearOnBlur={false}
      loading={loading}
      disabled={disabled}
      noOptionsText={t('operationDialog.noOptions')}
      isOptionEqualToValue={(option, other) => option.id === other.id}
      onChange={(_event, choice) => onChoose(choice)}
      filterOptions={(entries, state) => (pristine ? entries : filterByText(entries, state))}
      onOpen={(event) => setPristine(event.type !== 'change')}
      onInputChange={(_event, text, reason) => {
        // An entry picked (even the one already chosen, which changes no value) replaces the
        // typed text; after a 'reset' (a new value) the field shows its entry anyway.
        if (reason === 'selectOption' && typed !== undefined) onType(undefined);
        if (reason !== 'input') return;
        setPristine(false);
        onType(text === '' ? undefined : text);
      }}
      onFocus={() => setFocused(true)}
      onBlur={leave}
      slotProps={wholeNamesInList}
      renderInput={(params) => (
        <TextField
          {...params}
          error={message !== undefined}
          helperText={message}
          // A name longer than the field ends in an ellipsis and is read whole on hover.
          title={typed ?? value?.label}
          inputProps={{
            ...params.inputProps,
            'aria-label': ariaLabel,
            ...(names ? { dir: 'auto' } : {}),
          }}
        />
      )}
    />
  );
}

/** The open list is at least wide enough for a brand's whole name, wider than a narrow field. */
const wholeNamesInList = { popper: { sx: { minWidth: 220 } } } as const;

/**
 * The thread of one component line: brand, then tkt or tex of that brand, then shade and the
 * package size of that tkt/tex (core-domain specification, section 4). A new brand clears the
 * tkt/tex and the package size; a new tkt/tex clears the package size. Drawn again only when
 * its own props change.
 */
export const ThreadFields = memo(function ThreadFields({
  line,
  tktTex,
  label,
  error,
  onChange,
  wrap,
}: {
  line: ComponentLineState;
  tktTex: TktTexValue;
  /** Names the line for assistive technology, e.g. "Needle thread". */
  label: string;
  /** A message on the tkt/tex choice (Error: Please Select From the list). */
  error?: string | undefined;
  onChange: (line: ComponentLineState) => void;
  /** Places each field (a table cell, a grid item). */
  wrap: (key: string, field: ReactNode) => ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const brands = useBrands();
  const ticketTexes = useTicketTexes(line.brandId);
  const packageSizes = usePackageSizes(line.ticketTexId);
  const shades = useShadeNames();

  const figure = (kind: 'ticketTex' | 'packageLength', value: number) => ({
    label: formatFigure(kind, value, i18n.language),
    plain: String(value),
  });
  const brandOptions: Choice[] = (brands.data ?? []).map((brand) => ({
    id: brand.id,
    label: brand.name,
  }));
  const ticketTexOptions: Choice[] = (ticketTexes.data ?? []).map((entry) => ({
    id: entry.id,
    ...figure('ticketTex', tktTex === 'Tex' ? entry.tex : entry.ticket),
  }));
  const packageOptions: Choice[] = (packageSizes.data ?? []).map((size) => ({
    id: size.id,
    ...figure('packageLength', size.size),
  }));
  const tktTexName = tktTex === 'Tex' ? 'Tex' : 'Tkt';

  const ariaLabel = (field: string) => `${label}: ${field}`;
  const type = (field: ListField) => (text: string | undefined) =>
    onChange(withTyped(line, field, text));

  return (
    <>
      {wrap(
        'brand',
        <ListChoice
          options={brandOptions}
          value={chosen(brandOptions, line.brandId, line.brand)}
          typed={line.typed?.brand}
          loading={brands.isLoading}
          ariaLabel={ariaLabel(t('operationDialog.brand'))}
          names
          onChoose={(value) =>
            onChange(withBrand(line, value ? { id: value.id, name: value.label } : null))
          }
          onType={type('brand')}
        />,
      )}
      {wrap(
        'ticketTex',
        <ListChoice
          options={ticketTexOptions}
          value={chosen(ticketTexOptions, line.ticketTexId, line.ticketTex)}
          typed={line.typed?.ticketTex}
          loading={ticketTexes.isLoading}
          disabled={line.brandId === null}
          ariaLabel={ariaLabel(tktTexName)}
          error={error}
          onChoose={(value) => onChange(withTicketTex(line, value))}
          onType={type('ticketTex')}
        />,
      )}
      {wrap(
        'shade',
        <Autocomplete
          size="small"
          sx={{ minWidth: 0 }}
          freeSolo
          options={shades.data ?? []}
          value={line.shade}
          inputValue={line.shade}
          onInputChange={(_event, value) =>
            onChange({ ...line, shade: value.slice(0, operationInputLimits.shade.maxLength) })
          }
          onChange={(_event, value) => onChange({ ...line, shade: (value ?? '').trim() })}
          renderInput={(params) => (
            <TextField
              {...params}
              onBlur={() => {
                if (line.shade !== line.shade.trim())
                  onChange({ ...line, shade: line.shade.trim() });
              }}
              inputProps={{
                ...params.inputProps,
                maxLength: operationInputLimits.shade.maxLength,
                'aria-label': ariaLabel(t('operationDialog.shade')),
              }}
            />
          )}
        />,
      )}
      {wrap(
        'packageSize',
        <ListChoice
          options={packageOptions}
          value={chosen(
            packageOptions,
            line.packageSizeId,
            line.packageSize === null
              ? null
              : formatFigure('packageLength', line.packageSize, i18n.language),
          )}
          typed={line.typed?.packageSize}
          loading={packageSizes.isLoading}
          disabled={line.ticketTexId === null}
          ariaLabel={ariaLabel(t('operationDialog.packageSize'))}
          onChoose={(value) =>
            onChange(
              withPackageSize(
                line,
                value === null
                  ? null
                  : {
                      id: value.id,
                      size: packageSizes.data?.find((size) => size.id === value.id)?.size ?? 0,
                    },
              ),
            )
          }
          onType={type('packageSize')}
        />,
      )}
    </>
  );
});
