import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { TktTexValue } from '@spool/contracts';
import { operationInputLimits } from '@spool/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrands, usePackageSizes, useShadeNames, useTicketTexes } from './api/get-thread-lists';
import { withBrand, withTicketTex, type ComponentLineState } from './operation-form-state';
import { formatFigure } from './format';

/** An entry of a thread list: its id and what the field shows. */
type Choice = { id: number; label: string };

/** The chosen entry, or a stand-in with the loaded label while the list is loading. */
function chosen(
  options: readonly Choice[],
  id: number | null,
  label: string | null,
): Choice | null {
  if (id === null) return null;
  return options.find((option) => option.id === id) ?? { id, label: label ?? '' };
}

const fieldSx = { minWidth: 0 } as const;

/**
 * The thread of one component line: brand, then tkt or tex of that brand, then shade and the
 * package size of that tkt/tex (core-domain specification, section 4). A new brand clears the
 * tkt/tex and the package size; a new tkt/tex clears the package size.
 */
export function ThreadFields({
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

  const brandOptions: Choice[] = (brands.data ?? []).map((brand) => ({
    id: brand.id,
    label: brand.name,
  }));
  const ticketTexOptions: Choice[] = (ticketTexes.data ?? []).map((entry) => ({
    id: entry.id,
    label: formatFigure('ticketTex', tktTex === 'Tex' ? entry.tex : entry.ticket, i18n.language),
  }));
  const packageOptions: Choice[] = (packageSizes.data ?? []).map((size) => ({
    id: size.id,
    label: formatFigure('packageLength', size.size, i18n.language),
  }));
  const tktTexName = tktTex === 'Tex' ? 'Tex' : 'Tkt';

  const ariaLabel = (field: string) => `${label}: ${field}`;

  return (
    <>
      {wrap(
        'brand',
        <Autocomplete
          size="small"
          sx={fieldSx}
          options={brandOptions}
          value={chosen(brandOptions, line.brandId, line.brand)}
          loading={brands.isLoading}
          noOptionsText={t('operationDialog.noOptions')}
          isOptionEqualToValue={(option, value) => option.id === value.id}
          onChange={(_event, value) =>
            onChange(withBrand(line, value ? { id: value.id, name: value.label } : null))
          }
          renderInput={(params) => (
            <TextField
              {...params}
              inputProps={{
                ...params.inputProps,
                'aria-label': ariaLabel(t('operationDialog.brand')),
              }}
            />
          )}
        />,
      )}
      {wrap(
        'ticketTex',
        <Autocomplete
          size="small"
          sx={fieldSx}
          options={ticketTexOptions}
          value={chosen(ticketTexOptions, line.ticketTexId, line.ticketTex)}
          loading={ticketTexes.isLoading}
          disabled={line.brandId === null}
          noOptionsText={t('operationDialog.noOptions')}
          isOptionEqualToValue={(option, value) => option.id === value.id}
          onChange={(_event, value) => onChange(withTicketTex(line, value))}
          renderInput={(params) => (
            <TextField
              {...params}
              error={error !== undefined}
              helperText={error}
              inputProps={{ ...params.inputProps, 'aria-label': ariaLabel(tktTexName) }}
            />
          )}
        />,
      )}
      {wrap(
        'shade',
        <Autocomplete
          size="small"
          sx={fieldSx}
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
        <Autocomplete
          size="small"
          sx={fieldSx}
          options={packageOptions}
          value={chosen(
            packageOptions,
            line.packageSizeId,
            line.packageSize === null
              ? null
              : formatFigure('packageLength', line.packageSize, i18n.language),
          )}
          loading={packageSizes.isLoading}
          disabled={line.ticketTexId === null}
          noOptionsText={t('operationDialog.noOptions')}
          isOptionEqualToValue={(option, value) => option.id === value.id}
          onChange={(_event, value) =>
            onChange({
              ...line,
              packageSizeId: value?.id ?? null,
              packageSize: packageSizes.data?.find((size) => size.id === value?.id)?.size ?? null,
            })
          }
          renderInput={(params) => (
            <TextField
              {...params}
              inputProps={{
                ...params.inputProps,
                'aria-label': ariaLabel(t('operationDialog.packageSize')),
              }}
            />
          )}
        />,
      )}
    </>
  );
}
