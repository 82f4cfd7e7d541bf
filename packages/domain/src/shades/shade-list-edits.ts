import { isDomainError, type DomainError } from '../errors.js';
import { shadeKey } from './colour-group.js';
import { isShadeChanged, planShadeList, sameShadeColour, type EditedShade } from './shade-list.js';

/**
 * One change at a time to a shade list being edited (the shade grouping panel keeps its
 * changes until Update). Each change is checked with {@link planShadeList}, the rules the
 * server applies to the saved list, so a change the server would refuse is refused at once,
 * with the same message.
 */

/** A shade of the list being edited; `key` tells rows apart (new shades have no id yet). */
export type ListedShade = EditedShade & {
  readonly key: string;
  /** Whether a style uses the shade as stored. */
  readonly isUsed: boolean;
};

/** The colour a new shade starts with until one is chosen. */
export const newShadeHexCode = '#4f8a90';

/** A change made to the list, or the rule it breaks. */
export type ShadeListEdit =
  | { readonly ok: true; readonly list: ListedShade[] }
  | { readonly ok: false; readonly error: DomainError };

/** Checks the changed list against the saved one with the server's rules. */
function checked(saved: readonly ListedShade[], list: ListedShade[]): ShadeListEdit {
  const savedIds = new Map(
    saved.flatMap((shade) => (shade.id === undefined ? [] : [[shade.id, shade] as const])),
  );
  try {
    planShadeList(
      [...savedIds].map(([id, shade]) => ({ ...shade, id })),
      list,
      {
        isColourGroup: () => true,
        isUsed: (shade) => savedIds.get(shade.id)?.isUsed ?? false,
      },
    );
    return { ok: true, list };
  } catch (error) {
    if (isDomainError(error)) return { ok: false, error };
    throw error;
  }
}

/** The shade of this name (trimmed, ignoring case) in another group: the one adding it would move. */
export function findShadeToMove(
  list: readonly ListedShade[],
  name: string,
  colourGroupId: number,
): ListedShade | undefined {
  const key = shadeKey(name);
  if (key === '') return undefined;
  return list.find(
    (shade) => shadeKey(shade.name) === key && shade.colourGroupId !== colourGroupId,
  );
}

/**
 * Adds a shade to a group. A shade of that name in another group moves here instead (unless
 * a style uses it) and keeps its colour unless another is chosen; a new shade takes the
 * chosen colour, or {@link newShadeHexCode}.
 *
 * @param added - the new row: its key, name as typed, group, and the colour if one was chosen
 */
export function addShade(
  saved: readonly ListedShade[],
  list: readonly ListedShade[],
  added: { key: string; name: string; colourGroupId: number; hexCode?: string | undefined },
): ShadeListEdit {
  const moved = findShadeToMove(list, added.name, added.colourGroupId);
  const shade: ListedShade = {
    key: added.key,
    name: added.name.trim(),
    hexCode: (added.hexCode ?? moved?.hexCode ?? newShadeHexCode).toLowerCase(),
    colourGroupId: added.colourGroupId,
    isUsed: false,
  };
  return checked(saved, [...list.filter((other) => other !== moved), shade]);
}

/** Renames a shade and gives it another colour; a shade a style uses keeps both. */
export function changeShade(
  saved: readonly ListedShade[],
  list: readonly ListedShade[],
  key: string,
  change: { name: string; hexCode: string },
): ShadeListEdit {
  const shade = list.find((candidate) => candidate.key === key);
  if (!shade) return { ok: true, list: [...list] };
  const name = change.name.trim();
  if (name === shade.name && sameShadeColour(change.hexCode, shade.hexCode)) {
    return { ok: true, list: [...list] };
  }
  const changed = { ...shade, name, hexCode: change.hexCode.toLowerCase() };
  return checked(
    saved,
    list.map((other) => (other === shade ? changed : other)),
  );
}

/** Removes a shade, unless a style uses it. */
export function removeShade(
  saved: readonly ListedShade[],
  list: readonly ListedShade[],
  key: string,
): ShadeListEdit {
  return checked(
    saved,
    list.filter((other) => other.key !== key),
  );
}

/** Whether a row differs from what is saved: new, renamed, recoloured or moved. */
export function isUnsavedShade(shade: ListedShade, saved: readonly ListedShade[]): boolean {
  const stored = saved.find((candidate) => candidate.id !== undefined && candidate.id === shade.id);
  return !stored || isShadeChanged(stored, shade);
}
