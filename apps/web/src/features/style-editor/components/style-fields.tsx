import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { CustomSettingDto } from '@spool/contracts';
import { styleDescriptionMaxLength, styleNameMaxLength, weightTypeCodes } from '@spool/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReferenceKind } from '../api/get-reference-lists';
import type { ReferenceLists, StyleField, StyleForm, WeightTypeCode } from '../utils/style-form';
import { ReferenceField } from './reference-field';

/** Longest colour and size; digits of garments and production lines (core-domain spec, section 9). */
const shortTextMaxLength = 30;
const garmentsMaxDigits = 7;
const productionLinesMaxDigits = 2;

const weightNames = Object.keys(weightTypeCodes) as (keyof typeof weightTypeCodes)[];

const digitsOnly = (text: string, max: number) => text.replace(/\D/g, '').slice(0, max);

/**
 * The style's fields (core-domain spec, section 2): name, customer, garments, production lines,
 * product category, product type, custom setting template; behind See More: description,
 * fabric weight, colour and size. Messages show under a field once it was left or saving
 * was tried.
 */
export function StyleFields({
  form,
  frozen = false,
  nameLocked,
  quantityLocked = false,
  messages,
  lists,
  listsLoading,
  customSettings,
  onChange,
  onLeave,
}: {
  form: StyleForm;
  /** An approved style: every field is shown, none can be changed. */
  frozen?: boolean;
  nameLocked: boolean;
  /** The garments are the colourways' sum: shown, not typed. */
  quantityLocked?: boolean;
  /** The shown message of each field, translated. */
  messages: Partial<Record<StyleField, string>>;
  lists: ReferenceLists;
  listsLoading: boolean;
  customSettings: readonly CustomSettingDto[];
  onChange: <F extends StyleField>(field: F, value: StyleForm[F]) => void;
  onLeave: (field: StyleField) => void;
}) {
  const { t } = useTranslation();
  const [seeMore, setSeeMore] = useState(false);
  const message = (field: StyleField) => messages[field] ?? null;
  const text = (field: StyleField, fallback = ' ') => ({
    error: message(field) !== null,
    helperText: message(field) ?? fallback,
    onBlur: () => onLeave(field),
    ...(frozen && { disabled: true }),
  });
  const reference = (kind: ReferenceKind, label: string) => (
    <ReferenceField
      label={label}
      value={form[kind]}
      options={lists[kind]}
      loading={listsLoading}
      error={message(kind)}
      disabled={frozen}
      onChange={(value) => onChange(kind, value)}
      onBlur={() => onLeave(kind)}
    />
  );
  const grid = {
    display: 'grid',
    gap: 2,
    gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
  } as const;

  return (
    <Box>
      <Box sx={grid}>
        <TextField
          label={t('styleWindow.fields.name')}
          value={form.name}
          onChange={(event) => onChange('name', event.target.value)}
          required
          disabled={nameLocked}
          {...text('name', nameLocked ? t('styleWindow.nameLocked') : ' ')}
          slotProps={{ htmlInput: { maxLength: styleNameMaxLength } }}
        />
        {reference('customer', t('styleWindow.fields.customer'))}
        <TextField
          label={t('styleWindow.fields.quantity')}
          value={form.quantity}
          onChange={(event) =>
            onChange('quantity', digitsOnly(event.target.value, garmentsMaxDigits))
          }
          required
          disabled={quantityLocked}
          {...text('quantity', quantityLocked ? t('orderPanel.totalGarments') : ' ')}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: garmentsMaxDigits } }}
        />
        <TextField
          label={t('styleWindow.fields.productionLines')}
          value={form.numberOfProductionLines}
          onChange={(event) =>
            onChange(
              'numberOfProductionLines',
              digitsOnly(event.target.value, productionLinesMaxDigits),
            )
          }
          required
          {...text('numberOfProductionLines')}
          slotProps={{
            htmlInput: { inputMode: 'numeric', maxLength: productionLinesMaxDigits },
          }}
        />
        {reference('productCategory', t('styleWindow.fields.productCategory'))}
        {reference('productType', t('styleWindow.fields.productType'))}
        <TextField
          select
          label={t('styleWindow.fields.customSetting')}
          value={form.customSettingId ?? ''}
          onChange={(event) => onChange('customSettingId', Number(event.target.value))}
          required
          {...text('customSettingId')}
        >
          {customSettings.map((setting) => (
            <MenuItem key={setting.id} value={setting.id}>
              {setting.name}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', pt: 1 }}>
          <Button
            onClick={() => setSeeMore((open) => !open)}
            aria-expanded={seeMore}
            aria-controls="style-more-fields"
            endIcon={seeMore ? <ExpandLessIcon /> : <ExpandMoreIcon />}
          >
            {t(seeMore ? 'styleWindow.seeLess' : 'styleWindow.seeMore')}
          </Button>
        </Box>
      </Box>
      <Collapse in={seeMore} id="style-more-fields">
        <Box sx={{ ...grid, pt: 1 }}>
          <TextField
            label={t('styleWindow.fields.description')}
            value={form.description}
            onChange={(event) => onChange('description', event.target.value)}
            {...text('description')}
            sx={{ gridColumn: { md: 'span 2' } }}
            slotProps={{ htmlInput: { maxLength: styleDescriptionMaxLength } }}
          />
          <TextField
            select
            label={t('styleWindow.fields.weightType')}
            value={form.weightType}
            onChange={(event) =>
              onChange('weightType', Number(event.target.value) as WeightTypeCode)
            }
            {...text('weightType')}
          >
            {weightNames.map((name) => (
              <MenuItem key={name} value={weightTypeCodes[name]}>
                {t(`styleWindow.weight.${name}`)}
              </MenuItem>
            ))}
          </TextField>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: '1fr 1fr' }}>
            <TextField
              label={t('styleWindow.fields.color')}
              value={form.color}
              onChange={(event) => onChange('color', event.target.value)}
              {...text('color')}
              slotProps={{ htmlInput: { maxLength: shortTextMaxLength } }}
            />
            <TextField
              label={t('styleWindow.fields.size')}
              value={form.size}
              onChange={(event) => onChange('size', event.target.value)}
              {...text('size')}
              slotProps={{ htmlInput: { maxLength: shortTextMaxLength } }}
            />
          </Box>
        </Box>
      </Collapse>
    </Box>
  );
}
