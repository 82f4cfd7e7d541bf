import { colourGroupCodes, DomainError, shadeKey } from '@spool/domain';
import type { ColourGroup, Shade, ShadesRepository, ShadeUse } from './shades.repository.js';
import type { SystemConfigurationRepository } from './system-configuration.repository.js';

/** A shade as lists show it: with whether a style uses it. */
export type ShadeView = Shade & { isUsed: boolean };

/** One shade of the edited list: an existing one by id, a new one without (or 0). */
export type ShadeEdit = {
  id?: number | undefined;
  name: string;
  hexCodeValue: string;
  colorGroupId: number;
};

export type ShadesSaved = {
  added: number;
  updated: number;
  replaced: number;
  removed: number;
  items: ShadeView[];
};

type Target = Omit<Shade, 'id'>;

const sameColour = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * Shade grouping (platform-admin spec, sections 2, 4 and 5). The whole edited
 * list is saved at once: names are trimmed, never empty and unique ignoring case
 * and surrounding spaces; a colour appears once per group; a new shade named
 * like one in another group moves that one there (replaces it). A shade that a
 * style uses can be neither removed, changed nor moved, since the styles name
 * it and are priced by its colour group.
 */
export function createShadesService({
  shades,
  configurations,
}: {
  shades: ShadesRepository;
  configurations: SystemConfigurationRepository;
}) {
  const usage = async () => {
    const uses = await shades.findShadesInUse();
    const byKey = new Map<string, ShadeUse>();
    for (const use of uses) {
      const key = shadeKey(use.name);
      const known = byKey.get(key);
      byKey.set(key, { name: known?.name ?? use.name.trim(), uses: (known?.uses ?? 0) + use.uses });
    }
    return byKey;
  };

  const withUse = (list: readonly Shade[], used: ReadonlyMap<string, ShadeUse>): ShadeView[] =>
    list.map((shade) => ({ ...shade, isUsed: used.has(shadeKey(shade.name)) }));

  /** The colour groups in the specification's order: C, B, N, U, W. */
  const findColourGroups = async (): Promise<ColourGroup[]> =>
    (await shades.findColourGroups()).sort(
      (a, b) => colourGroupCodes.indexOf(a.code) - colourGroupCodes.indexOf(b.code),
    );

  return {
    findColourGroups,

    async findShades(query: { sorting?: string | undefined; skip: number; take: number }) {
      const descending = /\sdesc$/i.test(query.sorting?.trim() ?? '');
      const page = await shades.findShades({ descending, skip: query.skip, take: query.take });
      return { items: withUse(page.items, await usage()), totalCount: page.totalCount };
    },

    /** The names of the shades styles use, each once, by name. */
    async findUniqueUsedShadeNames(): Promise<string[]> {
      return [...(await usage()).values()]
        .map((use) => use.name)
        .sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
    },

    /** Every shade, the most used in styles first, then by name. */
    async findShadesByMostFrequentUse(): Promise<ShadeView[]> {
      const used = await usage();
      const uses = (shade: Shade) => used.get(shadeKey(shade.name))?.uses ?? 0;
      const list = await shades.findAllShades();
      return withUse(
        [...list].sort(
          (a, b) =>
            uses(b) - uses(a) || a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }),
        ),
        used,
      );
    },

    /** Saves the whole edited list, all or nothing; see the rules above. */
    async updateShades(edits: readonly ShadeEdit[]): Promise<ShadesSaved> {
      const configuration = await configurations.findConfiguration();
      if (configuration && !configuration.shadeConfigurationToggle) {
        throw new DomainError('Spool.Settings:ShadeConfigurationOff');
      }
      const groups = await shades.findColourGroups();
      const current = await shades.findAllShades();
      const currentById = new Map(current.map((shade) => [shade.id, shade]));
      const used = await usage();
      const isUsed = (shade: Shade) => used.has(shadeKey(shade.name));

      const entries = edits.map((edit) => {
        const name = edit.name.trim();
        if (name === '') throw new DomainError('Spool.Settings:ShadeNameRequired');
        if (!groups.some((group) => group.id === edit.colorGroupId)) {
          throw new DomainError('Spool.Settings:ShadeColourGroupNotFound', {
            id: edit.colorGroupId,
          });
        }
        if (edit.id && !currentById.has(edit.id)) {
          throw new DomainError('Spool.Settings:ShadeNotFound', { id: edit.id });
        }
        const target: Target = {
          name,
          hexCode: edit.hexCodeValue.toLowerCase(),
          colourGroupId: edit.colorGroupId,
        };
        return { id: edit.id || undefined, target };
      });

      // Listed shades keep their id; a new one named like a stored one replaces it.
      const kept = new Map<number, Target>();
      for (const entry of entries) if (entry.id !== undefined) kept.set(entry.id, entry.target);
      const replacedIds = new Set<number>();
      const inserts: Target[] = [];
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
        const groupNow = (listed ?? existing).colourGroupId;
        if (groupNow === target.colourGroupId) {
          // The same name again in its own group: a duplicate, or a removed shade added back.
          if (listed) {
            throw new DomainError('Spool.Settings:DuplicateShadeName', { name: target.name });
          }
          kept.set(existing.id, target);
          continue;
        }
        if (isUsed(existing)) {
          throw new DomainError('Spool.Settings:ShadeUsedInStyle', { name: existing.name });
        }
        kept.set(existing.id, target);
        replacedIds.add(existing.id);
      }

      const removed = current.filter((shade) => !kept.has(shade.id));
      const removedInUse = removed.find(isUsed);
      if (removedInUse) {
        throw new DomainError('Spool.Settings:ShadeCannotBeRemoved', { name: removedInUse.name });
      }

      const updates: Shade[] = [];
      for (const [id, target] of kept) {
        const stored = currentById.get(id);
        if (!stored) continue;
        const changed =
          stored.name !== target.name ||
          !sameColour(stored.hexCode, target.hexCode) ||
          stored.colourGroupId !== target.colourGroupId;
        if (!changed) continue;
        if (isUsed(stored)) {
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

      await shades.saveShades({ removeIds: removed.map((shade) => shade.id), updates, inserts });
      return {
        added: inserts.length,
        updated: updates.length - replacedIds.size,
        replaced: replacedIds.size,
        removed: removed.length,
        items: withUse(await shades.findAllShades(), used),
      };
    },
  };
}

/**
 * Names are unique (trimmed, ignoring case) across groups; within a group a
 * colour appears once, checked where a shade is new or changed.
 */
function refuseDuplicates(list: readonly { target: Target; changed: boolean }[]): void {
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
        sameColour(other.target.hexCode, target.hexCode),
    );
    if (twin) {
      throw new DomainError('Spool.Settings:DuplicateShadeNameOrValue', { name: target.name });
    }
  }
}

export type ShadesService = ReturnType<typeof createShadesService>;
