import { and, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { colourGroupCodes, type ColourGroupCode, type ShadeListChanges } from '@spool/domain';
import type { Tx } from '../../../platform/db/database.js';
import { operationLines } from '../../../platform/db/schema/styles.js';
import { colourGroups, shades } from '../../../platform/db/schema/settings.js';

export type Shade = {
  id: number;
  name: string;
  /** `#rrggbb`. */
  hexCode: string;
  colourGroupId: number;
  /** Changes whenever the shade does. */
  concurrencyStamp: string;
};

export type ColourGroup = { id: number; code: ColourGroupCode; name: string };

/** How often styles use a shade: its name as the component lines spell it, and their count. */
export type ShadeUse = { name: string; uses: number };

const shadeColumns = {
  id: shades.id,
  name: shades.name,
  hexCode: shades.hexCode,
  colourGroupId: shades.colourGroupId,
  concurrencyStamp: shades.concurrencyStamp,
};

const byName = sql`lower(btrim(${shades.name}))`;

/**
 * The current tenant's colour groups and shades (row-level security limits every
 * statement to the transaction's tenant).
 */
export function createShadesRepository(tx: Tx) {
  return {
    async findShades(page: { descending: boolean; skip: number; take: number }): Promise<{
      items: Shade[];
      totalCount: number;
    }> {
      const items = await tx
        .select(shadeColumns)
        .from(shades)
        .orderBy(page.descending ? desc(byName) : asc(byName), asc(shades.id))
        .offset(page.skip)
        .limit(page.take);
      const [total] = await tx.select({ value: count() }).from(shades);
      return { items, totalCount: total?.value ?? 0 };
    },

    findAllShades(): Promise<Shade[]> {
      return tx.select(shadeColumns).from(shades).orderBy(asc(byName), asc(shades.id));
    },

    async findColourGroups(): Promise<ColourGroup[]> {
      const rows = await tx
        .select({ id: colourGroups.id, code: colourGroups.code, name: colourGroups.name })
        .from(colourGroups)
        .orderBy(asc(colourGroups.id));
      return rows.flatMap((row) => {
        const code = colourGroupCodes.find((known) => known === row.code);
        return code ? [{ id: row.id, code, name: row.name }] : [];
      });
    },

    /**
     * The shades that styles use, by name as their operations' component lines
     * spell it (trimmed, ignoring case), with how many lines use each. A used
     * shade can be neither removed nor changed, and the operation dialog lists
     * the most used first.
     */
    async findShadesInUse(): Promise<ShadeUse[]> {
      const name = sql<string>`min(btrim(${operationLines.shade}))`;
      return tx
        .select({ name, uses: sql<number>`count(*)::int` })
        .from(operationLines)
        .where(sql`btrim(coalesce(${operationLines.shade}, '')) <> ''`)
        .groupBy(sql`lower(btrim(${operationLines.shade}))`);
    },

    /**
     * Applies the edited list: removals, then changes, then additions, in the
     * request's transaction (all or nothing). Renamed shades pass through a
     * placeholder name first, so that two shades may swap names. A changed
     * shade gets a new stamp; false (and the caller undoes the transaction)
     * when one no longer has the stamp it was read with.
     */
    async saveShades(
      changes: ShadeListChanges,
      read: { expectedStamps: ReadonlyMap<number, string> },
    ): Promise<boolean> {
      if (changes.removeIds.length > 0) {
        await tx.delete(shades).where(inArray(shades.id, [...changes.removeIds]));
      }
      for (const shade of changes.updates) {
        await tx
          .update(shades)
          .set({ name: `\u2063${shade.id}` })
          .where(and(eq(shades.id, shade.id), ne(shades.name, shade.name)));
      }
      for (const shade of changes.updates) {
        const updated = await tx
          .update(shades)
          .set({
            name: shade.name,
            hexCode: shade.hexCode,
            colourGroupId: shade.colourGroupId,
            concurrencyStamp: sql`gen_random_uuid()`,
          })
          .where(
            and(
              eq(shades.id, shade.id),
              eq(shades.concurrencyStamp, read.expectedStamps.get(shade.id) ?? ''),
            ),
          )
          .returning({ id: shades.id });
        if (updated.length === 0) return false;
      }
      if (changes.inserts.length > 0) {
        await tx.insert(shades).values([...changes.inserts]);
      }
      return true;
    },
  };
}

export type ShadesRepository = ReturnType<typeof createShadesRepository>;
