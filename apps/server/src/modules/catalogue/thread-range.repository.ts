import { and, asc, count, eq, lte, or, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database.js';
import { operationLines, operations } from '../../platform/db/schema/styles.js';
import { customSettingStitches } from '../../platform/db/schema/settings.js';
import {
  brands,
  packageSizes,
  stitchTypes,
  ticketTexes,
  type StoredStitchLine,
} from '../../platform/db/schema/reference.js';

export type TicketTexRow = { id: number; brandId: number; ticket: number; tex: number };
export type PackageSizeRow = {
  id: number;
  ticketTexId: number;
  lengthM: number;
  article: string | null;
};
/** A ticket/tex entry, or one of its package sizes, holding a value no estimate can use. */
export type UnusableRangeRow = {
  brand: string;
  ticketTexId: number;
  ticket: number;
  tex: number;
  /** Null: the ticket or the tex is the value; otherwise this package size's length is. */
  packageSizeId: number | null;
  lengthM: number | null;
};

export type StitchTypeRow = { id: number; code: string; name: string; lines: StoredStitchLine[] };

const ticketTexColumns = {
  id: ticketTexes.id,
  brandId: ticketTexes.brandId,
  ticket: ticketTexes.ticket,
  tex: ticketTexes.tex,
};
const packageSizeColumns = {
  id: packageSizes.id,
  ticketTexId: packageSizes.ticketTexId,
  lengthM: packageSizes.lengthM,
  article: packageSizes.article,
};
const stitchTypeColumns = {
  id: stitchTypes.id,
  code: stitchTypes.code,
  name: stitchTypes.name,
  lines: stitchTypes.lines,
};

/** The current tenant's ticket/tex entries, package sizes and stitch types. */
export function createThreadRangeRepository(tx: Tx) {
  return {
    findTicketTexesOfBrand(brandId: number): Promise<TicketTexRow[]> {
      return tx
        .select(ticketTexColumns)
        .from(ticketTexes)
        .where(eq(ticketTexes.brandId, brandId))
        .orderBy(asc(ticketTexes.ticket), asc(ticketTexes.tex), asc(ticketTexes.id));
    },

    async findTicketTex(id: number): Promise<TicketTexRow | undefined> {
      const [row] = await tx
        .select(ticketTexColumns)
        .from(ticketTexes)
        .where(eq(ticketTexes.id, id));
      return row;
    },

    async findSameTicketTex(entry: Omit<TicketTexRow, 'id'>): Promise<TicketTexRow | undefined> {
      const [row] = await tx
        .select(ticketTexColumns)
        .from(ticketTexes)
        .where(
          and(
            eq(ticketTexes.brandId, entry.brandId),
            eq(ticketTexes.ticket, entry.ticket),
            eq(ticketTexes.tex, entry.tex),
          ),
        );
      return row;
    },

    async insertTicketTex(entry: Omit<TicketTexRow, 'id'>): Promise<TicketTexRow> {
      const [row] = await tx.insert(ticketTexes).values(entry).returning(ticketTexColumns);
      if (!row) throw new Error('insert into ticket_texes returned no row');
      return row;
    },

    async updateTicketTex(
      id: number,
      change: { ticket: number; tex: number },
    ): Promise<TicketTexRow | undefined> {
      const [row] = await tx
        .update(ticketTexes)
        .set(change)
        .where(eq(ticketTexes.id, id))
        .returning(ticketTexColumns);
      return row;
    },

    async deleteTicketTex(id: number): Promise<void> {
      await tx.delete(ticketTexes).where(eq(ticketTexes.id, id));
    },

    /** Component lines that sew this ticket/tex entry, or one of its package sizes. */
    async countTicketTexUsage(id: number): Promise<number> {
      const [row] = await tx
        .select({ value: count() })
        .from(operationLines)
        .where(eq(operationLines.ticketTexId, id));
      return row?.value ?? 0;
    },

    findPackageSizesOfTicketTex(ticketTexId: number): Promise<PackageSizeRow[]> {
      return tx
        .select(packageSizeColumns)
        .from(packageSizes)
        .where(eq(packageSizes.ticketTexId, ticketTexId))
        .orderBy(asc(packageSizes.lengthM), asc(packageSizes.id));
    },

    async findPackageSize(id: number): Promise<PackageSizeRow | undefined> {
      const [row] = await tx
        .select(packageSizeColumns)
        .from(packageSizes)
        .where(eq(packageSizes.id, id));
      return row;
    },

    /** The package size that carries this article (ignoring case), if any. */
    async findPackageSizeByArticle(article: string): Promise<PackageSizeRow | undefined> {
      const [row] = await tx
        .select(packageSizeColumns)
        .from(packageSizes)
        .where(eq(sql`lower(${packageSizes.article})`, article.trim().toLowerCase()));
      return row;
    },

    async findSamePackageSize(ticketTexId: number, lengthM: number) {
      const [row] = await tx
        .select(packageSizeColumns)
        .from(packageSizes)
        .where(and(eq(packageSizes.ticketTexId, ticketTexId), eq(packageSizes.lengthM, lengthM)));
      return row;
    },

    async insertPackageSize(entry: Omit<PackageSizeRow, 'id'>): Promise<PackageSizeRow> {
      const [row] = await tx.insert(packageSizes).values(entry).returning(packageSizeColumns);
      if (!row) throw new Error('insert into package_sizes returned no row');
      return row;
    },

    async updatePackageSize(
      id: number,
      change: { lengthM: number; article: string | null },
    ): Promise<PackageSizeRow | undefined> {
      const [row] = await tx
        .update(packageSizes)
        .set(change)
        .where(eq(packageSizes.id, id))
        .returning(packageSizeColumns);
      return row;
    },

    async deletePackageSize(id: number): Promise<void> {
      await tx.delete(packageSizes).where(eq(packageSizes.id, id));
    },

    async countPackageSizeUsage(id: number): Promise<number> {
      const [row] = await tx
        .select({ value: count() })
        .from(operationLines)
        .where(eq(operationLines.packageSizeId, id));
      return row?.value ?? 0;
    },

    /**
     * The ticket/tex entries with a ticket or tex of zero or less, then the package sizes with
     * such a length: stored before the forms and the tables refused them.
     */
    async findUnusableValues(): Promise<UnusableRangeRow[]> {
      const entry = {
        brand: brands.name,
        ticketTexId: ticketTexes.id,
        ticket: ticketTexes.ticket,
        tex: ticketTexes.tex,
      };
      const entries = await tx
        .select({ ...entry, packageSizeId: sql<null>`null`, lengthM: sql<null>`null` })
        .from(ticketTexes)
        .innerJoin(brands, eq(brands.id, ticketTexes.brandId))
        .where(or(lte(ticketTexes.ticket, 0), lte(ticketTexes.tex, 0)))
        .orderBy(asc(brands.name), asc(ticketTexes.ticket), asc(ticketTexes.id));
      const sizes = await tx
        .select({ ...entry, packageSizeId: packageSizes.id, lengthM: packageSizes.lengthM })
        .from(packageSizes)
        .innerJoin(ticketTexes, eq(ticketTexes.id, packageSizes.ticketTexId))
        .innerJoin(brands, eq(brands.id, ticketTexes.brandId))
        .where(lte(packageSizes.lengthM, 0))
        .orderBy(asc(brands.name), asc(ticketTexes.ticket), asc(packageSizes.id));
      return [...entries, ...sizes];
    },

    findStitchTypes(): Promise<StitchTypeRow[]> {
      return tx
        .select(stitchTypeColumns)
        .from(stitchTypes)
        .orderBy(asc(sql`length(${stitchTypes.code})`), asc(stitchTypes.code));
    },

    async findStitchType(id: number): Promise<StitchTypeRow | undefined> {
      const [row] = await tx
        .select(stitchTypeColumns)
        .from(stitchTypes)
        .where(eq(stitchTypes.id, id));
      return row;
    },

    async findStitchTypeByCode(code: string): Promise<StitchTypeRow | undefined> {
      const [row] = await tx
        .select(stitchTypeColumns)
        .from(stitchTypes)
        .where(eq(sql`upper(${stitchTypes.code})`, code.trim().toUpperCase()));
      return row;
    },

    async renameStitchType(
      id: number,
      change: { name: string; lines: StoredStitchLine[] },
    ): Promise<StitchTypeRow | undefined> {
      const [row] = await tx
        .update(stitchTypes)
        .set(change)
        .where(eq(stitchTypes.id, id))
        .returning(stitchTypeColumns);
      return row;
    },

    async insertStitchType(stitch: Omit<StitchTypeRow, 'id'>): Promise<StitchTypeRow> {
      const [row] = await tx.insert(stitchTypes).values(stitch).returning(stitchTypeColumns);
      if (!row) throw new Error('insert into stitch_types returned no row');
      return row;
    },

    async deleteStitchType(id: number): Promise<void> {
      await tx.delete(stitchTypes).where(eq(stitchTypes.id, id));
    },

    /** Operations of the tenant's styles sewn with this stitch code. */
    async countStitchCodeUsage(code: string): Promise<number> {
      const [row] = await tx
        .select({ value: count() })
        .from(operations)
        .where(eq(operations.stitchTypeCode, code));
      return row?.value ?? 0;
    },

    /** Removes the code's values from every custom setting (they fall back to the catalogue's). */
    async deleteStitchCodeSettings(code: string): Promise<void> {
      await tx.delete(customSettingStitches).where(eq(customSettingStitches.stitchTypeCode, code));
    },
  };
}

export type ThreadRangeRepository = ReturnType<typeof createThreadRangeRepository>;
