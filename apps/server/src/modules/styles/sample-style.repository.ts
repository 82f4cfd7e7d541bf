import { asc, eq, inArray } from 'drizzle-orm';
import type { ColourGroupCode, RangeShade, RangeThread } from '@spool/domain';
import type { Tx } from '../../platform/db/database.js';
import {
  brands,
  packageSizes,
  stitchTypes,
  ticketTexes,
} from '../../platform/db/schema/reference.js';
import { colourGroups, shades } from '../../platform/db/schema/settings.js';

/** What the sample style reads of the current tenant's lists: its threads, shades and stitches. */
export function createSampleStyleRepository(tx: Tx) {
  return {
    /** Every package size with its ticket/tex and brand, in list order (brand, ticket, size). */
    findThreadRange(): Promise<RangeThread[]> {
      return tx
        .select({
          brandId: brands.id,
          ticketTexId: ticketTexes.id,
          tex: ticketTexes.tex,
          packageSizeId: packageSizes.id,
          lengthM: packageSizes.lengthM,
        })
        .from(brands)
        .innerJoin(ticketTexes, eq(ticketTexes.brandId, brands.id))
        .innerJoin(packageSizes, eq(packageSizes.ticketTexId, ticketTexes.id))
        .orderBy(asc(brands.id), asc(ticketTexes.id), asc(packageSizes.id));
    },

    /** The shades with their colour group, in list order. */
    async findShades(): Promise<RangeShade[]> {
      const rows = await tx
        .select({ name: shades.name, colourGroup: colourGroups.code })
        .from(shades)
        .innerJoin(colourGroups, eq(colourGroups.id, shades.colourGroupId))
        .orderBy(asc(shades.id));
      return rows.map((row) => ({
        name: row.name,
        colourGroup: row.colourGroup as ColourGroupCode,
      }));
    },

    /** Which of these stitch codes the tenant's stitch type list holds. */
    async findStitchCodes(codes: readonly string[]): Promise<Set<string>> {
      if (codes.length === 0) return new Set();
      const rows = await tx
        .select({ code: stitchTypes.code })
        .from(stitchTypes)
        .where(inArray(stitchTypes.code, [...codes]));
      return new Set(rows.map((row) => row.code));
    },
  };
}

export type SampleStyleRepository = ReturnType<typeof createSampleStyleRepository>;
