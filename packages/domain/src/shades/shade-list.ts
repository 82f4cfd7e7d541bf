import { DomainError } from '../errors.js';
import { shadeKey } from './colour-group.js';

/**
 * A tenant's shade list and the rules of saving an edited one (platform-admin specification,
 * shade grouping, sections 4, 5 and 8). The server applies them to the list it is sent; the
 * browser applies the same ones to each change before anything is sent.
 */

/** A shade: its name, colour (`#rrggbb`) and colour group. */
export type ShadeEntry = {
  readonly name: string;
  readonly hexCode: string;
  readonly colourGroupId: number;
};

/** A stored shade. */
export type StoredShade = ShadeEntry & { readonly id: number };

/** One shade of an edited list: a stored one by its id, or a new one (no id). */
export type EditedShade = ShadeEntry & { readonly id?: number | undefined };

/** What saving an edited list changes in the stored one. */
export type ShadeListChanges = {
  readonly removeIds: readonly number[];
  /** Stored shades with another name, colour or group (moved ones included). */
  readonly updates: readonly StoredShade[];
  readonly inserts: readonly ShadeEntry[];
  /** Stored shades moved to another group by a new shade of their name ("replaced"). */
  readonly replacedIds: readonly number[];
};

/** What the rules need to know besides the two lists. */
export type ShadeListContext = {
  /** Whether a colour group of this id exists. */
  readonly isColourGroup: (id: number) => boolean;
  /** Whether a style uses the stored shade (it can then be neither changed, moved nor removed). */
  readonly isUsed: (shade: StoredShade) => boolean;
};

/** Whether two colours are the same one (`#rrggbb`, either case). */
export const sameShadeColour = (a: string, b: string): boolean =>
  a.toLowerCase() === b.toLowerCase();

/**
 * Checks an edited shade list against the stored one and says what saving it changes; the
 * whole list is saved at once, so a broken rule refuses all of it.
 *
 * - Names are trimmed and never empty ("Shade Name Can Not be Empty"), unique ignoring case
 *   across all groups ("Duplicate Shade Name"); a stored shade may be renamed to any name
 *   free in the edited list.
 * - Within a group a colour appears once ("Duplicate name or value"), checked on shades that
 *   are new or changed.
 * - A stored shade left out of the list is removed; a new shade named like a stored one of
 *   another group moves that one there (it is replaced, keeping its id); named like one of
 *   its own group that the list left out, it takes that one back.
 * - A shade a style uses can be neither removed, changed, renamed nor moved, since the styles
 *   name it and are priced by its colour group.
 *
 * @param current - the stored list
 * @param edited - the whole list as it should be saved
 * @throws DomainError with the specification's shade codes
 */
export function planShadeList(
  current: readonly StoredShade[],
  edited: readonly EditedShade[],
  context: ShadeListContext,
): ShadeListChanges {
  const currentById = new Map(current.map((shade) => [shade.id, shade]));
  const entries = edited.map((edit) => {
    const name = edit.name.trim();
    if (name === '') throw new DomainError('Spool.Settings:ShadeNameRequired');
    if (!context.isColourGroup(edit.colourGroupId)) {
      throw new DomainError('Spool.Settings:ShadeColourGroupNotFound', { id: edit.colourGroupId });
    }
    if (edit.id && !currentById.has(edit.id)) {
      throw new DomainError('Spool.Settings:ShadeNotFound', { id: edit.id });
    }
    const target: ShadeEntry = {
      name,
      hexCode: edit.hexCode.toLowerCase(),
      colourGroupId: edit.colourGroupId,
    };
    return { id: edit.id || undefined, target };
  });

  // Listed shades keep their id; a new one named like a stored one replaces it.
  const kept = new Map<number, ShadeEntry>();
  for (const entry of entries) if (entry.id !== undefined) kept.set(entry.id, entry.target);
  const replacedIds = new Set<number>();
  const inserts: ShadeEntry[] = [];
  for (const { id, target } of entries) {
    if (id !== undefined) continue;
    const existing = current.find((shade) => shadeKey(shade.name) === shadeKey(target.name));
    const listed = existing && kept.get(existing.id);
    if (!existing || (listed && shadeKey(listed.name) !== shadeKey(existing.name))) {
      inserts.push(target);
      continue;
    }
    if (replacedIds.has(existing.id)) {
      throw new DomainError('Spool.Settings:DuplicateShadeName', { name: target.name });
    }
    if ((listed ?? existing).colourGroupId === target.colourGroupId) {
      // The same name again in its own group: a duplicate, or a removed shade added back.
      if (listed) throw new DomainError('Spool.Settings:DuplicateShadeName', { name: target.name });
      kept.set(existing.id, target);
      continue;
    }
    if (context.isUsed(existing)) {
      throw new DomainError('Spool.Settings:ShadeUsedInStyle', { name: existing.name });
    }
    kept.set(existing.id, target);
    replacedIds.add(existing.id);
  }

  const removed = current.filter((shade) => !kept.has(shade.id));
  const removedInUse = removed.find(context.isUsed);
  if (removedInUse) {
    throw new DomainError('Spool.Settings:ShadeCannotBeRemoved', { name: removedInUse.name });
  }

  const updates: StoredShade[] = [];
  for (const [id, target] of kept) {
    const stored = currentById.get(id);
    if (!stored || !isShadeChanged(stored, target)) continue;
    if (context.isUsed(stored)) {
      throw new DomainError('Spool.Settings:ShadeCannotBeUpdated', { name: stored.name });
    }
    updates.push({ id, ...target });
  }

  refuseDuplicates([
    ...[...kept].map(([id, target]) => ({
      target,
      changed: updates.some((update) => update.id === id),
    })),
    ...inserts.map((target) => ({ target, changed: true })),
  ]);

  return {
    removeIds: removed.map((shade) => shade.id),
    updates,
    inserts,
    replacedIds: [...replacedIds],
  };
}

/** Whether a shade differs from how it is stored (name as typed, colour in any case, group). */
export function isShadeChanged(stored: ShadeEntry, shade: ShadeEntry): boolean {
  return (
    stored.name !== shade.name ||
    !sameShadeColour(stored.hexCode, shade.hexCode) ||
    stored.colourGroupId !== shade.colourGroupId
  );
}

/**
 * Names are unique (trimmed, ignoring case) across groups; within a group a colour appears
 * once, checked where a shade is new or changed.
 */
function refuseDuplicates(list: readonly { target: ShadeEntry; changed: boolean }[]): void {
  const names = new Set<string>();
  for (const { target } of list) {
    const key = shadeKey(target.name);
    if (names.has(key)) {
      throw new DomainError('Spool.Settings:DuplicateShadeName', { name: target.name });
    }
    names.add(key);
  }
  for (const { target, changed } of list) {
    if (!changed) continue;
    const twin = list.find(
      (other) =>
        other.target !== target &&
        other.target.colourGroupId === target.colourGroupId &&
        sameShadeColour(other.target.hexCode, target.hexCode),
    );
    if (twin) {
      throw new DomainError('Spool.Settings:DuplicateShadeNameOrValue', { name: target.name });
    }
  }
}
