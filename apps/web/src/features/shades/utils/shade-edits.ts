import type { ShadeDto, ShadeInput } from '@spool/contracts';
import { shadeKey } from '@spool/domain';

/** A shade of the list being edited; `id` is absent until the shade is saved. */
export type LocalShade = {
  /** Identifies the row in the browser (the id, or a temporary key for a new shade). */
  key: string;
  id?: number;
  name: string;
  /** `#rrggbb`, lower case. */
  hexCodeValue: string;
  colorGroupId: number;
  isUsed: boolean;
};

/** The shade catalogue's messages (platform-admin spec, section 8), by their text keys. */
export type ShadeMessage =
  | 'nameRequired'
  | 'duplicateName'
  | 'duplicateNameOrValue'
  | 'cannotBeUpdated'
  | 'cannotBeRemoved'
  | 'usedInStyle';

export type EditResult =
  | { ok: true; list: LocalShade[]; kind: 'added' | 'replaced' | 'updated' | 'removed' }
  | { ok: false; message: ShadeMessage };

export const toLocalShade = (shade: ShadeDto): LocalShade => ({
  key: String(shade.id),
  id: shade.id,
  name: shade.name,
  hexCodeValue: shade.hexCodeValue.toLowerCase(),
  colorGroupId: shade.colorGroupId,
  isUsed: shade.isUsed,
});

export const toShadeInput = (shade: LocalShade): ShadeInput => ({
  ...(shade.id !== undefined && { id: shade.id }),
  name: shade.name,
  hexCodeValue: shade.hexCodeValue,
  colorGroupId: shade.colorGroupId,
});

const sameColour = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** A shade of the same name (trimmed, ignoring case) in another group: the one an addition would move. */
export function findShadeToMove(
  list: readonly LocalShade[],
  name: string,
  colorGroupId: number,
): LocalShade | undefined {
  const key = shadeKey(name);
  if (key === '') return undefined;
  return list.find((shade) => shadeKey(shade.name) === key && shade.colorGroupId !== colorGroupId);
}

/**
 * Adds a shade to a group, as the server will check it: a name, not already in
 * the group, a colour not already in the group; a shade of that name in another
 * group moves here (is replaced) unless a style uses it.
 */
export function addShade(
  list: readonly LocalShade[],
  input: { key: string; name: string; hexCodeValue: string; colorGroupId: number },
): EditResult {
  const name = input.name.trim();
  if (name === '') return { ok: false, message: 'nameRequired' };
  const inGroup = list.filter((shade) => shade.colorGroupId === input.colorGroupId);
  if (inGroup.some((shade) => shadeKey(shade.name) === shadeKey(name))) {
    return { ok: false, message: 'duplicateName' };
  }
  if (inGroup.some((shade) => sameColour(shade.hexCodeValue, input.hexCodeValue))) {
    return { ok: false, message: 'duplicateNameOrValue' };
  }
  const moved = findShadeToMove(list, name, input.colorGroupId);
  if (moved?.isUsed) return { ok: false, message: 'usedInStyle' };
  const added: LocalShade = {
    key: input.key,
    name,
    hexCodeValue: input.hexCodeValue.toLowerCase(),
    colorGroupId: input.colorGroupId,
    isUsed: false,
  };
  return {
    ok: true,
    list: [...list.filter((shade) => shade !== moved), added],
    kind: moved ? 'replaced' : 'added',
  };
}

/** Gives a shade another colour, unless a style uses it or its group already has that colour. */
export function recolourShade(
  list: readonly LocalShade[],
  key: string,
  hexCodeValue: string,
): EditResult {
  const shade = list.find((candidate) => candidate.key === key);
  if (!shade) return { ok: true, list: [...list], kind: 'updated' };
  if (sameColour(shade.hexCodeValue, hexCodeValue))
    return { ok: true, list: [...list], kind: 'updated' };
  if (shade.isUsed) return { ok: false, message: 'cannotBeUpdated' };
  const taken = list.some(
    (other) =>
      other !== shade &&
      other.colorGroupId === shade.colorGroupId &&
      sameColour(other.hexCodeValue, hexCodeValue),
  );
  if (taken) return { ok: false, message: 'duplicateNameOrValue' };
  return {
    ok: true,
    list: list.map((other) =>
      other === shade ? { ...shade, hexCodeValue: hexCodeValue.toLowerCase() } : other,
    ),
    kind: 'updated',
  };
}

/** Removes a shade, unless a style uses it. */
export function removeShade(list: readonly LocalShade[], key: string): EditResult {
  const shade = list.find((candidate) => candidate.key === key);
  if (shade?.isUsed) return { ok: false, message: 'cannotBeRemoved' };
  return { ok: true, list: list.filter((other) => other.key !== key), kind: 'removed' };
}

/** Whether a row differs from what is saved (new, or another colour or group). */
export function isUnsaved(shade: LocalShade, saved: readonly LocalShade[]): boolean {
  const stored = saved.find((candidate) => candidate.id !== undefined && candidate.id === shade.id);
  return (
    !stored ||
    !sameColour(stored.hexCodeValue, shade.hexCodeValue) ||
    stored.colorGroupId !== shade.colorGroupId ||
    stored.name !== shade.name
  );
}
