import type { HistoryEntryDto } from '@spool/contracts';
import type { TFunction } from 'i18next';

/** One changed field as the drawer lists it: its label, and its value before and after. */
export type FieldChangeText = { key: string; label: string; before?: string; after?: string };

const fieldKeys = [
  'name',
  'customer',
  'productCategory',
  'productType',
  'color',
  'size',
  'description',
  'weightType',
  'quantity',
  'numberOfProductionLines',
  'customSetting',
  'group',
  'stitchType',
  'seamLengthCm',
  'stitchesPer3Cm',
  'bightMm',
  'seamThicknessMm',
  'rows',
  'machines',
  'onTeam',
  'tktTex',
  'allowancePercent',
  'allowanceBands',
  'needle',
  'under',
  'top',
  'wastePercent',
  'colour',
  'colourGroup',
  'prices',
  'version',
  'note',
  'reason',
  'actualUseM',
  'differencePercent',
  'measuredLines',
] as const;
type FieldKey = (typeof fieldKeys)[number];
const isFieldKey = (key: string): key is FieldKey => (fieldKeys as readonly string[]).includes(key);
const weights = ['light', 'standard', 'heavy'] as const;

/** The label of a stored field name, in the interface language; an unknown one as stored. */
export function fieldLabel(key: string, t: TFunction): string {
  const thread = /^thread(\d+)$/.exec(key);
  if (thread) return t('history.field.thread', { number: Number(thread[1]) });
  return isFieldKey(key) ? t(`history.field.${key}`) : key;
}

/** A stored value as text: numbers in the language's digits and separators, yes/no, weights. */
export function valueText(key: string, value: unknown, t: TFunction, language: string): string {
  if (value === null || value === undefined || value === '') return t('history.none');
  if (typeof value === 'boolean') return t(value ? 'history.yes' : 'history.no');
  if (typeof value === 'number') return new Intl.NumberFormat(language).format(value);
  if (key === 'weightType' && weights.some((weight) => weight === value)) {
    return t(`styleWindow.weight.${value as (typeof weights)[number]}`);
  }
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** Where a field shows in an entry: the order of the screens' forms (jsonb keeps none). */
const displayOrder = (key: string): number => {
  const thread = /^thread(\d+)$/.exec(key);
  if (thread) return fieldKeys.indexOf('onTeam') + Number(thread[1]) / 10;
  const index = isFieldKey(key) ? fieldKeys.indexOf(key) : -1;
  return index < 0 ? fieldKeys.length : index;
};

/**
 * The fields an entry shows, in the forms' order: a change's fields before and after; a
 * creation's or deletion's values, those with a value only.
 */
export function fieldChanges(
  entry: HistoryEntryDto,
  t: TFunction,
  language: string,
): FieldChangeText[] {
  // A copy's source is named in its title, not listed as a field.
  const before = entry.action === 'Duplicated' ? null : entry.before;
  const after = entry.after;
  const isChange = before !== null && after !== null;
  const hasValue = (value: unknown) => value !== null && value !== undefined && value !== '';
  const keys = [...new Set([...Object.keys(after ?? {}), ...Object.keys(before ?? {})])]
    .filter((key) => isChange || hasValue((after ?? before)?.[key]))
    .sort((a, b) => displayOrder(a) - displayOrder(b));
  return keys.map((key) => ({
    key,
    label: fieldLabel(key, t),
    ...(before && { before: valueText(key, before[key], t, language) }),
    ...(after && { after: valueText(key, after[key], t, language) }),
  }));
}

/** What was done: "Edited operation “Join side seam”", "Downloaded the … report (PDF)". */
export function entryTitle(entry: HistoryEntryDto, t: TFunction): string {
  if (entry.usage) {
    const { kind, format, rowCount } = entry.usage;
    return kind === 'costFileImport' || kind === 'styleImport'
      ? t(`history.usage.${kind}`, { count: rowCount ?? 0 })
      : t(`history.usage.${kind}`, { format: (format ?? '').toUpperCase() });
  }
  const name = entry.entityName ?? '';
  const source = typeof entry.before?.['name'] === 'string' ? entry.before['name'] : '';
  const version = entry.after?.['version'];
  const options = { name, source, version: typeof version === 'number' ? version : '' };
  const type = entry.entityType;
  const action = entry.action;
  if (action === null) return name;
  // A style's stages: "Approved version 2", "Reopened the style: version 3 begins".
  if (type === 'Style' && (action === 'Approved' || action === 'Reopened')) {
    return t(`history.action.Style.${action}`, options);
  }
  if (action === 'Approved' || action === 'Reopened') return t('history.action.other', options);
  if (
    type === 'Style' ||
    type === 'Operation' ||
    type === 'CustomSetting' ||
    type === 'Colourway'
  ) {
    return t(`history.action.${type}.${action}`, options);
  }
  // Actual use recorded for an approved version: "Recorded the actual use of version 2".
  if (type === 'StyleActuals') {
    return t(
      `history.action.StyleActuals.${action === 'Updated' ? 'Updated' : 'Created'}`,
      options,
    );
  }
  if (type === 'SizeRange') {
    return t(`history.action.SizeRange.${action === 'Duplicated' ? 'Created' : action}`, options);
  }
  if (type === 'Shade') {
    return t(`history.action.Shade.${action === 'Duplicated' ? 'Created' : action}`, options);
  }
  if (type === 'CostFile') {
    return t(`history.action.CostFile.${action === 'Updated' ? 'Updated' : 'Created'}`, options);
  }
  if (type === 'CustomSettingStitchType') {
    return t('history.action.CustomSettingStitchType.Updated', options);
  }
  return t('history.action.other', options);
}
