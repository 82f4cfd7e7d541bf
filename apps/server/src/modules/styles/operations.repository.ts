import { and, asc, desc, eq, inArray, max, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database.js';
import {
  brands,
  packageSizes,
  stitchTypes,
  ticketTexes,
} from '../../platform/db/schema/reference.js';
import { operationLines, operations, styles } from '../../platform/db/schema/styles.js';

/** A component line with the names of the thread it runs. */
export type OperationLineRow = {
  operationId: number;
  position: number;
  needleName: string;
  brandId: number | null;
  brand: string | null;
  ticketTexId: number | null;
  ticket: number | null;
  tex: number | null;
  packageSizeId: number | null;
  packageSizeM: number | null;
  shade: string | null;
};

export type OperationLineValues = {
  needleName: string;
  brandId: number | null;
  ticketTexId: number | null;
  packageSizeId: number | null;
  shade: string | null;
};

/** A component line's new thread: its operation and place, and the thread's ids. */
export type LineThreadChange = {
  operationId: number;
  position: number;
  brandId: number;
  ticketTexId: number;
  packageSizeId: number;
};

/** What is written of an operation: metric (seam length cm, rate per 3 cm, bight and thickness mm). */
export type OperationValues = {
  styleId: number;
  groupNumber: number;
  isOnTeam: boolean;
  description: string;
  stitchTypeCode: string;
  seamLengthCm: number;
  quantity: number;
  bightMm: number | null;
  rate: number;
  machines: number;
  seamThicknessMm: number;
  isCompleteOperation: boolean;
};

/** An operation as stored. */
export type OperationRow = OperationValues & {
  id: number;
  creationTime: Date;
  lastModificationTime: Date | null;
  concurrencyStamp: string;
};

const operationColumns = {
  id: operations.id,
  styleId: operations.styleId,
  groupNumber: operations.groupNumber,
  isOnTeam: operations.isOnTeam,
  description: operations.description,
  stitchTypeCode: operations.stitchTypeCode,
  seamLengthCm: operations.seamLengthCm,
  quantity: operations.quantity,
  bightMm: operations.bightMm,
  rate: operations.rate,
  machines: operations.machines,
  seamThicknessMm: operations.seamThicknessMm,
  isCompleteOperation: operations.isCompleteOperation,
  creationTime: operations.creationTime,
  lastModificationTime: operations.lastModificationTime,
  concurrencyStamp: operations.concurrencyStamp,
};

/**
 * The operations of the tenant's styles and their component lines (row-level security keeps
 * every statement to the tenant), with the thread reference rows their checks need.
 */
export function createOperationsRepository(tx: Tx) {
  const insertLines = async (operationId: number, lines: readonly OperationLineValues[]) => {
    if (lines.length === 0) return;
    await tx
      .insert(operationLines)
      .values(lines.map((line, index) => ({ ...line, operationId, position: index + 1 })));
  };

  return {
    async styleExists(styleId: number): Promise<boolean> {
      const [row] = await tx.select({ id: styles.id }).from(styles).where(eq(styles.id, styleId));
      return row !== undefined;
    },

    /** Marks the style changed (its operations changed); its concurrency stamp stays. */
    async touchStyle(styleId: number, actor: string | null): Promise<void> {
      await tx
        .update(styles)
        .set({ lastModificationTime: sql`now()`, lastModifiedBy: actor })
        .where(eq(styles.id, styleId));
    },

    /** The style's operations by group, then creation. */
    findOperationsOfStyle(styleId: number): Promise<OperationRow[]> {
      return tx
        .select(operationColumns)
        .from(operations)
        .where(eq(operations.styleId, styleId))
        .orderBy(asc(operations.groupNumber), asc(operations.creationTime), asc(operations.id));
    },

    async findOperation(id: number): Promise<OperationRow | undefined> {
      const [row] = await tx.select(operationColumns).from(operations).where(eq(operations.id, id));
      return row;
    },

    /** The operations of these styles, by style, then group, then creation. */
    findOperationsOfStyles(styleIds: readonly number[]): Promise<OperationRow[]> {
      if (styleIds.length === 0) return Promise.resolve([]);
      return tx
        .select(operationColumns)
        .from(operations)
        .where(inArray(operations.styleId, [...styleIds]))
        .orderBy(asc(operations.styleId), asc(operations.groupNumber), asc(operations.id));
    },

    findOperationsByIds(ids: readonly number[]): Promise<OperationRow[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return tx
        .select(operationColumns)
        .from(operations)
        .where(inArray(operations.id, [...ids]))
        .orderBy(asc(operations.groupNumber), asc(operations.id));
    },

    /** The latest written operation of the style with this stitch code. */
    async findLatestOfStitch(styleId: number, code: string): Promise<OperationRow | undefined> {
      const [row] = await tx
        .select(operationColumns)
        .from(operations)
        .where(and(eq(operations.styleId, styleId), eq(operations.stitchTypeCode, code)))
        .orderBy(
          desc(sql`coalesce(${operations.lastModificationTime}, ${operations.creationTime})`),
          desc(operations.id),
        )
        .limit(1);
      return row;
    },

    /** The style's highest group number, 0 when it has no operation. */
    async lastGroupNumber(styleId: number): Promise<number> {
      const [row] = await tx
        .select({ value: max(operations.groupNumber) })
        .from(operations)
        .where(eq(operations.styleId, styleId));
      return row?.value ?? 0;
    },

    async isGroupUsed(styleId: number, groupNumber: number): Promise<boolean> {
      const [row] = await tx
        .select({ id: operations.id })
        .from(operations)
        .where(and(eq(operations.styleId, styleId), eq(operations.groupNumber, groupNumber)))
        .limit(1);
      return row !== undefined;
    },

    /** The component lines of these operations, in order, with the names of their thread. */
    findLines(operationIds: readonly number[]): Promise<OperationLineRow[]> {
      if (operationIds.length === 0) return Promise.resolve([]);
      return tx
        .select({
          operationId: operationLines.operationId,
          position: operationLines.position,
          needleName: operationLines.needleName,
          brandId: operationLines.brandId,
          brand: brands.name,
          ticketTexId: operationLines.ticketTexId,
          ticket: ticketTexes.ticket,
          tex: ticketTexes.tex,
          packageSizeId: operationLines.packageSizeId,
          packageSizeM: packageSizes.lengthM,
          shade: operationLines.shade,
        })
        .from(operationLines)
        .leftJoin(brands, eq(brands.id, operationLines.brandId))
        .leftJoin(ticketTexes, eq(ticketTexes.id, operationLines.ticketTexId))
        .leftJoin(packageSizes, eq(packageSizes.id, operationLines.packageSizeId))
        .where(inArray(operationLines.operationId, [...operationIds]))
        .orderBy(asc(operationLines.operationId), asc(operationLines.position));
    },

    async insertOperation(
      values: OperationValues,
      lines: readonly OperationLineValues[],
    ): Promise<number> {
      const [row] = await tx.insert(operations).values(values).returning({ id: operations.id });
      if (!row) throw new Error('insert into operations returned no row');
      await insertLines(row.id, lines);
      return row.id;
    },

    /**
     * Replaces the operation's values and lines if its stamp is still `concurrencyStamp`;
     * false when it is not (or the operation is gone).
     */
    async updateOperation(
      id: number,
      concurrencyStamp: string,
      values: Omit<OperationValues, 'styleId'>,
      lines: readonly OperationLineValues[],
    ): Promise<boolean> {
      const rows = await tx
        .update(operations)
        .set({
          ...values,
          lastModificationTime: sql`now()`,
          concurrencyStamp: sql`gen_random_uuid()`,
        })
        .where(and(eq(operations.id, id), eq(operations.concurrencyStamp, concurrencyStamp)))
        .returning({ id: operations.id });
      if (rows.length === 0) return false;
      await tx.delete(operationLines).where(eq(operationLines.operationId, id));
      await insertLines(id, lines);
      return true;
    },

    /**
     * Gives component lines another thread (brand, ticket/tex, package size; the shade stays),
     * a thousand lines a statement, and renews their operations' stamps and modification time:
     * a dialog opened before on one of them gets 409 instead of writing the old thread back.
     */
    async updateLineThreads(changes: readonly LineThreadChange[]): Promise<void> {
      for (let start = 0; start < changes.length; start += 1000) {
        const values = sql.join(
          changes
            .slice(start, start + 1000)
            .map(
              (change) =>
                sql`(${change.operationId}::integer, ${change.position}::smallint, ${change.brandId}::integer, ${change.ticketTexId}::integer, ${change.packageSizeId}::integer)`,
            ),
          sql`, `,
        );
        await tx.execute(sql`
          update ${operationLines}
             set brand_id = changed.brand_id, ticket_tex_id = changed.ticket_tex_id,
                 package_size_id = changed.package_size_id
            from (values ${values})
              as changed(operation_id, position, brand_id, ticket_tex_id, package_size_id)
           where ${operationLines.operationId} = changed.operation_id
             and ${operationLines.position} = changed.position`);
      }
      const ids = [...new Set(changes.map((change) => change.operationId))];
      for (let start = 0; start < ids.length; start += 1000) {
        await tx
          .update(operations)
          .set({ lastModificationTime: sql`now()`, concurrencyStamp: sql`gen_random_uuid()` })
          .where(inArray(operations.id, ids.slice(start, start + 1000)));
      }
    },

    async deleteOperations(ids: readonly number[]): Promise<number> {
      if (ids.length === 0) return 0;
      const rows = await tx
        .delete(operations)
        .where(inArray(operations.id, [...ids]))
        .returning({ id: operations.id });
      return rows.length;
    },

    /** The tenant's names of a stitch type and its lines, if the tenant has the code. */
    async findStitchType(code: string) {
      const [row] = await tx
        .select({ name: stitchTypes.name, lines: stitchTypes.lines })
        .from(stitchTypes)
        .where(eq(stitchTypes.code, code));
      return row;
    },

    /** The tenant's stitch type names by code. */
    async findStitchTypeNames(codes: readonly string[]): Promise<Map<string, string>> {
      if (codes.length === 0) return new Map();
      const rows = await tx
        .select({ code: stitchTypes.code, name: stitchTypes.name })
        .from(stitchTypes)
        .where(inArray(stitchTypes.code, [...codes]));
      return new Map(rows.map((row) => [row.code, row.name]));
    },

    async findBrandIds(ids: readonly number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await tx
        .select({ id: brands.id })
        .from(brands)
        .where(inArray(brands.id, [...ids]));
      return new Set(rows.map((row) => row.id));
    },

    /** Ticket/tex entries by id, with the brand each belongs to. */
    async findTicketTexBrands(ids: readonly number[]): Promise<Map<number, number>> {
      if (ids.length === 0) return new Map();
      const rows = await tx
        .select({ id: ticketTexes.id, brandId: ticketTexes.brandId })
        .from(ticketTexes)
        .where(inArray(ticketTexes.id, [...ids]));
      return new Map(rows.map((row) => [row.id, row.brandId]));
    },

    /** Package sizes by id, with the ticket/tex entry each belongs to. */
    async findPackageSizeTicketTexes(ids: readonly number[]): Promise<Map<number, number>> {
      if (ids.length === 0) return new Map();
      const rows = await tx
        .select({ id: packageSizes.id, ticketTexId: packageSizes.ticketTexId })
        .from(packageSizes)
        .where(inArray(packageSizes.id, [...ids]));
      return new Map(rows.map((row) => [row.id, row.ticketTexId]));
    },
  };
}

export type OperationsRepository = ReturnType<typeof createOperationsRepository>;
