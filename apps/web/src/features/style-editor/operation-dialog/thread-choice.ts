import { operationFormMessages, type OperationFormIssue } from '@spool/domain';
import type { ComponentLineState } from './operation-form-state';

/** The thread fields of a component line chosen from a list (brand, its tkt/tex, its package size). */
export type ListField = 'brand' | 'ticketTex' | 'packageSize';

/** The order of the list fields on a line. */
export const listFields: readonly ListField[] = ['brand', 'ticketTex', 'packageSize'];

/** The id each list field chooses, as the form's rules name it. */
const idOfField = {
  brand: 'brandId',
  ticketTex: 'ticketTexId',
  packageSize: 'packageSizeId',
} as const satisfies Record<ListField, keyof ComponentLineState>;

/** The line without the text typed in these fields. */
function withoutTyped(line: ComponentLineState, fields: readonly ListField[]): ComponentLineState {
  const typed = Object.fromEntries(
    Object.entries(line.typed ?? {}).filter(([field]) => !fields.includes(field as ListField)),
  );
  const { typed: _dropped, ...rest } = line;
  return Object.keys(typed).length === 0 ? rest : { ...rest, typed };
}

/**
 * A new brand on a line: its ticket/tex and package size no longer apply (core-domain
 * specification, section 4), nor what was typed in the three fields.
 */
export function withBrand(
  line: ComponentLineState,
  brand: { id: number; name: string } | null,
): ComponentLineState {
  return {
    ...withoutTyped(line, listFields),
    brandId: brand?.id ?? null,
    brand: brand?.name ?? null,
    ticketTexId: null,
    ticketTex: null,
    packageSizeId: null,
    packageSize: null,
  };
}

/** A new ticket/tex on a line: its package size no longer applies (section 4). */
export function withTicketTex(
  line: ComponentLineState,
  ticketTex: { id: number; label: string } | null,
): ComponentLineState {
  return {
    ...withoutTyped(line, ['ticketTex', 'packageSize']),
    ticketTexId: ticketTex?.id ?? null,
    ticketTex: ticketTex?.label ?? null,
    packageSizeId: null,
    packageSize: null,
  };
}

/** A new package size (m) on a line. */
export function withPackageSize(
  line: ComponentLineState,
  size: { id: number; size: number } | null,
): ComponentLineState {
  return {
    ...withoutTyped(line, ['packageSize']),
    packageSizeId: size?.id ?? null,
    packageSize: size?.size ?? null,
  };
}

/**
 * The line with `text` typed in a list field and not (yet) chosen from its list; undefined
 * when the field shows its chosen entry again. Typed text is kept, never dropped: the form
 * refuses to save while any is left (Error: Please Select From the list).
 */
export function withTyped(
  line: ComponentLineState,
  field: ListField,
  text: string | undefined,
): ComponentLineState {
  const rest = withoutTyped(line, [field]);
  return text === undefined ? rest : { ...rest, typed: { ...rest.typed, [field]: text } };
}

/** The list fields of a line holding typed text that names no entry of their list. */
export function unlistedFields(line: ComponentLineState): ListField[] {
  return listFields.filter((field) => line.typed?.[field] !== undefined);
}

/**
 * The form's issues for typed thread that is not in the lists: one per field, on the id the
 * field chooses (Error: Please Select From the list, core-domain specification section 5).
 */
export function unlistedChoiceIssues(lines: readonly ComponentLineState[]): OperationFormIssue[] {
  return lines.flatMap((line, index) =>
    unlistedFields(line).map((field) => ({
      path: ['lines', index, idOfField[field]],
      message: operationFormMessages.selectFromList,
    })),
  );
}

/**
 * The entry of a list the typed text names: its label or, for figures, the figure as typed
 * without grouping (5000 for 5,000), ignoring case and surrounding spaces.
 */
export function entryNamed<T extends { label: string; plain?: string }>(
  options: readonly T[],
  text: string,
): T | undefined {
  const key = (value: string) => value.trim().toLocaleLowerCase();
  const wanted = key(text);
  if (wanted === '') return undefined;
  return options.find(
    (option) =>
      key(option.label) === wanted || (option.plain !== undefined && key(option.plain) === wanted),
  );
}
