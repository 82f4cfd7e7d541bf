import type { StyleDto } from '@spool/contracts';
import {
  sameReferenceName,
  styleInputSchema,
  weightTypeCodes,
  type StyleInputDraft,
} from '@spool/domain';

/** What the style window's fields hold: text as typed, the template as chosen. */
export type StyleForm = {
  name: string;
  customer: string;
  quantity: string;
  numberOfProductionLines: string;
  productCategory: string;
  productType: string;
  customSettingId: number | null;
  description: string;
  weightType: WeightTypeCode;
  color: string;
  size: string;
};
export type StyleField = keyof StyleForm;
export type WeightTypeCode = (typeof weightTypeCodes)[keyof typeof weightTypeCodes];

export type ReferenceEntry = {
  id: number;
  name: string;
  /** A customer's: the custom setting its new styles start with (null: none chosen). */
  defaultCustomSettingId?: number | null;
};
export type ReferenceLists = {
  customer: readonly ReferenceEntry[];
  productCategory: readonly ReferenceEntry[];
  productType: readonly ReferenceEntry[];
};

/** A field's message: an i18n key of the domain's schema and its values. */
export type FieldMessage = { key: string; values: { max?: number; min?: number } };

/** The order fields are checked and their first message toasted in. */
export const styleFieldOrder: readonly StyleField[] = [
  'name',
  'customer',
  'quantity',
  'numberOfProductionLines',
  'productCategory',
  'productType',
  'customSettingId',
  'description',
  'weightType',
  'color',
  'size',
];

/** A new style: standard fabric weight, the user's default template. */
export function emptyStyleForm(customSettingId: number | null): StyleForm {
  return {
    name: '',
    customer: '',
    quantity: '',
    numberOfProductionLines: '',
    productCategory: '',
    productType: '',
    customSettingId,
    description: '',
    weightType: weightTypeCodes.standard,
    color: '',
    size: '',
  };
}

/** The fields of a saved style. */
export function styleFormOf(style: StyleDto): StyleForm {
  return {
    name: style.name,
    customer: style.customer,
    quantity: String(style.quantity),
    numberOfProductionLines: String(style.numberOfProductionLines),
    productCategory: style.productCategory,
    productType: style.productType,
    customSettingId: style.customSettingId,
    description: style.description ?? '',
    weightType: weightTypeCodes[style.weightType],
    color: style.color ?? '',
    size: style.size ?? '',
  };
}

const referenceFields = ['customer', 'productCategory', 'productType'] as const;

/**
 * Whether the fields differ from the loaded values: text trimmed; customer, product category
 * and product type ignoring case (core-domain spec, section 4).
 */
export function isStyleFormDirty(form: StyleForm, loaded: StyleForm): boolean {
  return styleFieldOrder.some((field) => {
    const [a, b] = [form[field], loaded[field]];
    if (typeof a !== 'string' || typeof b !== 'string') return a !== b;
    return (referenceFields as readonly string[]).includes(field)
      ? !sameReferenceName(a, b)
      : a.trim() !== b.trim();
  });
}

const wholeNumber = (text: string): number | undefined =>
  text.trim() === '' ? undefined : Number(text.trim());

/** A typed name is the listed entry it matches (ignoring case), or a new name. */
function referenceOf(text: string, list: readonly ReferenceEntry[]) {
  const name = text.trim();
  if (name === '') return { name: null };
  const match = list.find((entry) => sameReferenceName(entry.name, name));
  return match ? { id: match.id } : { name };
}

/** The request body the fields make. */
export function styleDraftOf(form: StyleForm, lists: ReferenceLists): StyleInputDraft {
  return {
    name: form.name,
    color: form.color,
    size: form.size,
    description: form.description,
    weightType: form.weightType,
    quantity: wholeNumber(form.quantity) as number,
    numberOfProductionLines: wholeNumber(form.numberOfProductionLines) as number,
    customer: referenceOf(form.customer, lists.customer),
    productCategory: referenceOf(form.productCategory, lists.productCategory),
    productType: referenceOf(form.productType, lists.productType),
    customSettingId: form.customSettingId as number,
  };
}

/**
 * Checks the fields with the domain's own schema (the server checks the same): the first
 * message of each field, by field.
 */
export function styleFormMessages(
  form: StyleForm,
  lists: ReferenceLists,
): Partial<Record<StyleField, FieldMessage>> {
  const result = styleInputSchema.safeParse(styleDraftOf(form, lists));
  if (result.success) return {};
  const messages: Partial<Record<StyleField, FieldMessage>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as StyleField;
    if (messages[field]) continue;
    const limits = issue as { maximum?: unknown; minimum?: unknown };
    messages[field] = {
      key: /^[a-z]\w*(\.\w+)+$/i.test(issue.message) ? issue.message : 'validation.invalid',
      values: {
        ...(typeof limits.maximum === 'number' && { max: limits.maximum }),
        ...(typeof limits.minimum === 'number' && { min: limits.minimum }),
      },
    };
  }
  return messages;
}

/** Whether a typed reference names no entry of its list (it will be created on save). */
export function isNewReference(text: string, list: readonly ReferenceEntry[]): boolean {
  const name = text.trim();
  return name !== '' && !list.some((entry) => sameReferenceName(entry.name, name));
}

/** The i18n key of each field's label. */
export const styleFieldLabels = {
  name: 'styleWindow.fields.name',
  customer: 'styleWindow.fields.customer',
  quantity: 'styleWindow.fields.quantity',
  numberOfProductionLines: 'styleWindow.fields.productionLines',
  productCategory: 'styleWindow.fields.productCategory',
  productType: 'styleWindow.fields.productType',
  customSettingId: 'styleWindow.fields.customSetting',
  description: 'styleWindow.fields.description',
  weightType: 'styleWindow.fields.weightType',
  color: 'styleWindow.fields.color',
  size: 'styleWindow.fields.size',
} as const satisfies Record<StyleField, string>;

/** Messages that say which field they are about (the specification's own wording). */
const fieldNamingMessages: ReadonlySet<string> = new Set([
  'styles.validation.nameRequired',
  'styles.validation.customerRequired',
  'styles.validation.productCategoryRequired',
  'styles.validation.productTypeRequired',
  'styles.validation.customSettingRequired',
  'styleWindow.nameExists',
]);

/**
 * Every problem of the fields, in field order, as the toast of a failed save lists them
 * (core-domain spec, sections 5 and 8): each message, after its field's label when the
 * message does not name the field itself ("Number of garments: This field is required.").
 */
export function styleProblemList(
  messages: Partial<Record<StyleField, FieldMessage>>,
  text: (message: FieldMessage) => string,
  label: (field: StyleField) => string,
): string[] {
  return styleFieldOrder.flatMap((field) => {
    const message = messages[field];
    if (!message) return [];
    return [
      fieldNamingMessages.has(message.key) ? text(message) : `${label(field)}: ${text(message)}`,
    ];
  });
}

/**
 * The custom setting a new style takes when its customer is `customerName`: that customer's
 * default when it has one still listed, otherwise `fallback` (the form's first choice).
 */
export function customersSettingId(
  customerName: string,
  customers: readonly ReferenceEntry[],
  settingIds: readonly number[],
  fallback: number | null,
): number | null {
  const customer = customers.find((entry) => sameReferenceName(entry.name, customerName.trim()));
  const chosen = customer?.defaultCustomSettingId;
  return chosen !== null && chosen !== undefined && settingIds.includes(chosen) ? chosen : fallback;
}
