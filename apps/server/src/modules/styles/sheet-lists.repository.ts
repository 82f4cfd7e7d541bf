import { eq } from 'drizzle-orm';
import type { ColourGroupCode, StitchSetting } from '@spool/domain';
import type { Tx } from '../../platform/db/database.js';
import {
  brands,
  packageSizes,
  stitchTypes,
  ticketTexes,
} from '../../platform/db/schema/reference.js';
import {
  colourGroups,
  costEntries,
  customSettingStitches,
  shades,
  systemConfigurations,
} from '../../platform/db/schema/settings.js';
import { styles } from '../../platform/db/schema/styles.js';

/** What a style sheet is checked against, read in one transaction. */
export type SheetLists = {
  /** The tenant's stitch types with the names of their component lines, in order. */
  stitchTypes: readonly { code: string; lineNames: readonly string[] }[];
  brands: readonly {
    id: number;
    name: string;
    ticketTexes: readonly {
      id: number;
      ticket: number;
      tex: number;
      packageSizes: readonly { id: number; lengthM: number }[];
    }[];
  }[];
  /** Shade name (as stored) and its colour group code. */
  shades: readonly { name: string; colourGroup: ColourGroupCode }[];
  defaultColourGroup: ColourGroupCode | null;
  /** Brand id and the colour groups its cost entries price. */
  pricedColourGroups: readonly { brandId: number; colourGroup: ColourGroupCode }[];
  existingStyleNames: readonly string[];
  /** The tenant's default allowance (%), for the upload dialog's title. */
  defaultAllowance: number;
};

/** Rows by a key (Map.groupBy comes with Node 21). */
function groupBy<T, K>(rows: readonly T[], keyOf: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const group = groups.get(keyOf(row));
    if (group) group.push(row);
    else groups.set(keyOf(row), [row]);
  }
  return groups;
}

/**
 * What rows of operations from a spreadsheet are read against: the tenant's lists, and the
 * bights of a custom setting. The style import and the operations pasted into a style read
 * them alike.
 */
export function createSheetListsRepository(tx: Tx) {
  return {
    /** With `styleNames: false`, `existingStyleNames` is left empty (a paste into a style needs none). */
    async findLists({ styleNames = true }: { styleNames?: boolean } = {}): Promise<SheetLists> {
      const [stitchRows, brandRows, ticketRows, sizeRows, shadeRows, configuration, priced, names] =
        await Promise.all([
          tx.select({ code: stitchTypes.code, lines: stitchTypes.lines }).from(stitchTypes),
          tx.select({ id: brands.id, name: brands.name }).from(brands),
          tx
            .select({
              id: ticketTexes.id,
              brandId: ticketTexes.brandId,
              ticket: ticketTexes.ticket,
              tex: ticketTexes.tex,
            })
            .from(ticketTexes),
          tx
            .select({
              id: packageSizes.id,
              ticketTexId: packageSizes.ticketTexId,
              lengthM: packageSizes.lengthM,
            })
            .from(packageSizes),
          tx
            .select({ name: shades.name, code: colourGroups.code })
            .from(shades)
            .innerJoin(colourGroups, eq(colourGroups.id, shades.colourGroupId)),
          tx
            .select({
              defaultColourGroup: systemConfigurations.defaultColourGroup,
              defaultAllowance: systemConfigurations.defaultAllowance,
            })
            .from(systemConfigurations),
          tx
            .selectDistinct({ brandId: costEntries.brandId, colourGroup: costEntries.colourGroup })
            .from(costEntries),
          styleNames ? tx.select({ name: styles.name }).from(styles) : [],
        ]);
      const sizesOf = groupBy(sizeRows, (size) => size.ticketTexId);
      const ticketsOf = groupBy(ticketRows, (ticket) => ticket.brandId);
      return {
        stitchTypes: stitchRows.map((row) => ({
          code: row.code,
          lineNames: row.lines.map((line) => line.name),
        })),
        brands: brandRows.map((brand) => ({
          id: brand.id,
          name: brand.name,
          ticketTexes: (ticketsOf.get(brand.id) ?? []).map((ticket) => ({
            id: ticket.id,
            ticket: ticket.ticket,
            tex: ticket.tex,
            packageSizes: (sizesOf.get(ticket.id) ?? []).map(({ id, lengthM }) => ({
              id,
              lengthM,
            })),
          })),
        })),
        shades: shadeRows.map((row) => ({
          name: row.name,
          colourGroup: row.code as ColourGroupCode,
        })),
        defaultColourGroup: (configuration[0]?.defaultColourGroup ??
          null) as ColourGroupCode | null,
        pricedColourGroups: priced.map((row) => ({
          brandId: row.brandId,
          colourGroup: row.colourGroup as ColourGroupCode,
        })),
        existingStyleNames: names.map((row) => row.name),
        defaultAllowance: configuration[0]?.defaultAllowance ?? 10,
      };
    },

    /** The bights (mm) a custom setting gives its stitch types, where it sets one. */
    async findSettingBights(
      customSettingId: number,
    ): Promise<Map<string, Pick<StitchSetting, 'bightMm'>>> {
      if (customSettingId === 0) return new Map();
      const rows = await tx
        .select({
          code: customSettingStitches.stitchTypeCode,
          bightMm: customSettingStitches.bightMm,
        })
        .from(customSettingStitches)
        .where(eq(customSettingStitches.customSettingId, customSettingId));
      return new Map(rows.map((row) => [row.code, { bightMm: row.bightMm }]));
    },
  };
}

export type SheetListsRepository = ReturnType<typeof createSheetListsRepository>;
