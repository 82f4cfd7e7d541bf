import type { Sorting } from '@spool/contracts';
import { colourGroupCodes, DomainError, planShadeList, shadeKey } from '@spool/domain';
import type { SettingsHistory } from '../settings-history.js';
import type { ColourGroup, Shade, ShadesRepository, ShadeUse } from './shades.repository.js';
import type { SystemConfigurationRepository } from '../system-configuration/system-configuration.repository.js';

/** A shade as lists show it: with whether a style uses it. */
export type ShadeView = Shade & { isUsed: boolean };

/**
 * One shade of the edited list: an existing one by id, a new one without (or 0); an
 * existing one may carry the stamp it was read with.
 */
export type ShadeEdit = {
  id?: number | undefined;
  name: string;
  hexCodeValue: string;
  colorGroupId: number;
  concurrencyStamp?: string | null | undefined;
};

export type ShadesSaved = {
  added: number;
  updated: number;
  replaced: number;
  removed: number;
  items: ShadeView[];
};

/**
 * Shade grouping (platform-admin spec, sections 2, 4 and 5): the lists, and the
 * whole edited list saved at once under the domain's rules (`planShadeList`:
 * names trimmed, required and unique ignoring case; a colour once per group; a
 * new shade named like one of another group moves it there; a shade a style
 * uses is neither removed, changed, renamed nor moved).
 */
export function createShadesService({
  shades,
  configurations,
  history,
}: {
  shades: ShadesRepository;
  configurations: SystemConfigurationRepository;
  /** Where a save of the list writes its changes (the audit log of its transaction). */
  history: Pick<SettingsHistory, 'shadesSaved'>;
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

    async findShades(query: { sorting?: Sorting<'name'> | undefined; skip: number; take: number }) {
      const descending = query.sorting?.direction === 'desc';
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

    /**
     * Saves the whole edited list, all or nothing, with the domain's rules
     * (`planShadeList`). A listed shade whose stamp is not the stored one was
     * changed by someone else since it was read: 409, and nothing is saved.
     */
    async updateShades(edits: readonly ShadeEdit[]): Promise<ShadesSaved> {
      const configuration = await configurations.findConfiguration();
      if (configuration && !configuration.shadeConfigurationToggle) {
        throw new DomainError('Spool.Settings:ShadeConfigurationOff');
      }
      const groups = await shades.findColourGroups();
      const current = await shades.findAllShades();
      const used = await usage();
      const stampOf = new Map(current.map((shade) => [shade.id, shade.concurrencyStamp]));
      const stale = edits.some(
        (edit) =>
          edit.id && edit.concurrencyStamp && edit.concurrencyStamp !== stampOf.get(edit.id),
      );
      if (stale) throw new DomainError('Spool:Conflict');
      const changes = planShadeList(
        current,
        edits.map((edit) => ({
          id: edit.id,
          name: edit.name,
          hexCode: edit.hexCodeValue,
          colourGroupId: edit.colorGroupId,
        })),
        {
          isColourGroup: (id) => groups.some((group) => group.id === id),
          isUsed: (shade) => used.has(shadeKey(shade.name)),
        },
      );

      const saved = await shades.saveShades(changes, {
        expectedStamps: new Map(
          changes.updates.map((update) => [update.id, stampOf.get(update.id) ?? '']),
        ),
      });
      if (!saved) throw new DomainError('Spool:Conflict');
      const after = await shades.findAllShades();
      const groupName = new Map(groups.map((group) => [group.id, group.name]));
      const stateOf = (shade: Shade) => ({
        ...shade,
        colourGroup: groupName.get(shade.colourGroupId) ?? String(shade.colourGroupId),
      });
      await history.shadesSaved(current.map(stateOf), after.map(stateOf));
      return {
        added: changes.inserts.length,
        updated: changes.updates.length - changes.replacedIds.length,
        replaced: changes.replacedIds.length,
        removed: changes.removeIds.length,
        items: withUse(after, used),
      };
    },
  };
}

export type ShadesService = ReturnType<typeof createShadesService>;
