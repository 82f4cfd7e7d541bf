import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Colourway, OperationGrading, RunMode, SizeRange } from '@spool/domain';
import type { Tx } from '../../../platform/db/database.js';
import {
  operationGradings,
  sizeRanges,
  styleColourways,
  styleOrders,
} from '../../../platform/db/schema/orders.js';
import { operations, styles } from '../../../platform/db/schema/styles.js';

/** A style's own size range and run mode, with the stamp of the pair. */
export type StyleOrderRow = {
  range: SizeRange;
  runMode: RunMode;
  concurrencyStamp: string;
};

export type ColourwayRow = Colourway & {
  id: number;
  styleId: number;
  position: number;
  concurrencyStamp: string;
};

/** A style's order as the estimates take it: its own range (none: its header's size) and the rest. */
export type StoredOrder = {
  range: SizeRange | null;
  runMode: RunMode;
  colourways: ColourwayRow[];
  gradings: Map<number, OperationGrading>;
};

export type SizeRangeRow = {
  id: number;
  name: string;
  range: SizeRange;
  concurrencyStamp: string;
};

const colourwayColumns = {
  id: styleColourways.id,
  styleId: styleColourways.styleId,
  position: styleColourways.position,
  name: styleColourways.name,
  code: styleColourways.code,
  fabricColour: styleColourways.fabricColour,
  dtmShade: styleColourways.dtmShade,
  quantities: styleColourways.quantities,
  threadShades: styleColourways.threadShades,
  concurrencyStamp: styleColourways.concurrencyStamp,
};

const sizeRangeOf = (row: { sizes: SizeRange['sizes']; baseSize: string }): SizeRange => ({
  sizes: row.sizes,
  baseSize: row.baseSize,
});

const sameName = (column: typeof styleColourways.name | typeof sizeRanges.name, name: string) =>
  eq(sql`lower(btrim(${column}))`, name.trim().toLowerCase());

/** SQL of a style's order: its size range, colourways and the gradings of its operations. */
export function createOrdersRepository(tx: Tx) {
  return {
    async findOrder(styleId: number): Promise<StyleOrderRow | undefined> {
      const [row] = await tx.select().from(styleOrders).where(eq(styleOrders.styleId, styleId));
      return (
        row && {
          range: sizeRangeOf(row),
          runMode: row.runMode as RunMode,
          concurrencyStamp: row.concurrencyStamp,
        }
      );
    },

    /** Creates the style's order row (when it has none); false when one was there already. */
    async insertOrder(styleId: number, range: SizeRange, runMode: RunMode): Promise<boolean> {
      const rows = await tx
        .insert(styleOrders)
        .values({ styleId, sizes: range.sizes, baseSize: range.baseSize, runMode })
        .onConflictDoNothing()
        .returning({ styleId: styleOrders.styleId });
      return rows.length > 0;
    },

    /** Updates the order if its stamp is still `concurrencyStamp`; false when it is not. */
    async updateOrder(
      styleId: number,
      range: SizeRange,
      runMode: RunMode,
      concurrencyStamp: string,
    ): Promise<boolean> {
      const rows = await tx
        .update(styleOrders)
        .set({
          sizes: range.sizes,
          baseSize: range.baseSize,
          runMode,
          lastModificationTime: sql`now()`,
          concurrencyStamp: sql`gen_random_uuid()`,
        })
        .where(
          and(eq(styleOrders.styleId, styleId), eq(styleOrders.concurrencyStamp, concurrencyStamp)),
        )
        .returning({ styleId: styleOrders.styleId });
      return rows.length > 0;
    },

    /** The orders of many styles at once (their own ranges, colourways and gradings). */
    async findOrdersOfStyles(styleIds: readonly number[]) {
      const ids = [...styleIds];
      if (ids.length === 0) return new Map<number, StoredOrder>();
      const ranges = await tx.select().from(styleOrders).where(inArray(styleOrders.styleId, ids));
      const rows = await tx
        .select(colourwayColumns)
        .from(styleColourways)
        .where(inArray(styleColourways.styleId, ids))
        .orderBy(asc(styleColourways.position), asc(styleColourways.id));
      const gradings = await tx
        .select({
          styleId: operations.styleId,
          operationId: operationGradings.operationId,
          grading: operationGradings.grading,
        })
        .from(operationGradings)
        .innerJoin(operations, eq(operations.id, operationGradings.operationId))
        .where(inArray(operations.styleId, ids));
      return new Map(
        ids.map((styleId): [number, StoredOrder] => {
          const own = ranges.find((row) => row.styleId === styleId);
          return [
            styleId,
            {
              range: own ? sizeRangeOf(own) : null,
              runMode: (own?.runMode ?? 'sequential') as RunMode,
              colourways: rows.filter((row) => row.styleId === styleId),
              gradings: new Map(
                gradings
                  .filter((row) => row.styleId === styleId)
                  .map((row) => [row.operationId, row.grading]),
              ),
            },
          ];
        }),
      );
    },

    findColourways(styleId: number): Promise<ColourwayRow[]> {
      return tx
        .select(colourwayColumns)
        .from(styleColourways)
        .where(eq(styleColourways.styleId, styleId))
        .orderBy(asc(styleColourways.position), asc(styleColourways.id));
    },

    async isColourwayNameTaken(styleId: number, name: string, exceptId?: number) {
      const [row] = await tx
        .select({ id: styleColourways.id })
        .from(styleColourways)
        .where(
          and(
            eq(styleColourways.styleId, styleId),
            sameName(styleColourways.name, name),
            exceptId === undefined ? undefined : ne(styleColourways.id, exceptId),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    async insertColourway(styleId: number, position: number, values: Colourway): Promise<number> {
      const [row] = await tx
        .insert(styleColourways)
        .values({ ...values, styleId, position })
        .returning({ id: styleColourways.id });
      if (!row) throw new Error('insert into style_colourways returned no row');
      return row.id;
    },

    /** Updates the colourway if its stamp is still `concurrencyStamp`; false when it is not. */
    async updateColourway(
      styleId: number,
      id: number,
      values: Partial<Colourway>,
      concurrencyStamp: string,
    ): Promise<boolean> {
      const rows = await tx
        .update(styleColourways)
        .set({
          ...values,
          lastModificationTime: sql`now()`,
          concurrencyStamp: sql`gen_random_uuid()`,
        })
        .where(
          and(
            eq(styleColourways.styleId, styleId),
            eq(styleColourways.id, id),
            eq(styleColourways.concurrencyStamp, concurrencyStamp),
          ),
        )
        .returning({ id: styleColourways.id });
      return rows.length > 0;
    },

    /** Puts the colourways in the order given: position = index. */
    async setPositions(styleId: number, ids: readonly number[]): Promise<void> {
      for (const [position, id] of ids.entries()) {
        await tx
          .update(styleColourways)
          .set({ position })
          .where(and(eq(styleColourways.styleId, styleId), eq(styleColourways.id, id)));
      }
    },

    async deleteColourway(styleId: number, id: number): Promise<void> {
      await tx
        .delete(styleColourways)
        .where(and(eq(styleColourways.styleId, styleId), eq(styleColourways.id, id)));
    },

    /** Keeps the header's garments equal to the colourways' (its stamp stays: no header field moved). */
    async setStyleQuantity(styleId: number, quantity: number): Promise<void> {
      await tx.update(styles).set({ quantity }).where(eq(styles.id, styleId));
    },

    /** How the style's operations follow the sizes, by operation id (only those not by the range). */
    async findGradings(styleId: number): Promise<Map<number, OperationGrading>> {
      const rows = await tx
        .select({ operationId: operationGradings.operationId, grading: operationGradings.grading })
        .from(operationGradings)
        .innerJoin(operations, eq(operations.id, operationGradings.operationId))
        .where(eq(operations.styleId, styleId));
      return new Map(rows.map((row) => [row.operationId, row.grading]));
    },

    /** Sets an operation's grading; null: graded by the range again. */
    async setGrading(operationId: number, grading: OperationGrading | null): Promise<void> {
      if (grading === null) {
        await tx.delete(operationGradings).where(eq(operationGradings.operationId, operationId));
        return;
      }
      await tx
        .insert(operationGradings)
        .values({ operationId, grading })
        .onConflictDoUpdate({
          target: [operationGradings.tenantId, operationGradings.operationId],
          set: { grading },
        });
    },

    listSizeRanges(): Promise<SizeRangeRow[]> {
      return tx
        .select({
          id: sizeRanges.id,
          name: sizeRanges.name,
          sizes: sizeRanges.sizes,
          baseSize: sizeRanges.baseSize,
          concurrencyStamp: sizeRanges.concurrencyStamp,
        })
        .from(sizeRanges)
        .orderBy(asc(sql`lower(${sizeRanges.name})`), asc(sizeRanges.id))
        .then((rows) =>
          rows.map(({ sizes, baseSize, ...row }) => ({ ...row, range: { sizes, baseSize } })),
        );
    },

    async findSizeRange(id: number): Promise<SizeRangeRow | undefined> {
      const [row] = await tx.select().from(sizeRanges).where(eq(sizeRanges.id, id));
      return (
        row && {
          id: row.id,
          name: row.name,
          range: sizeRangeOf(row),
          concurrencyStamp: row.concurrencyStamp,
        }
      );
    },

    async isSizeRangeNameTaken(name: string, exceptId?: number): Promise<boolean> {
      const [row] = await tx
        .select({ id: sizeRanges.id })
        .from(sizeRanges)
        .where(
          and(
            sameName(sizeRanges.name, name),
            exceptId === undefined ? undefined : ne(sizeRanges.id, exceptId),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    async insertSizeRange(name: string, range: SizeRange): Promise<number> {
      const [row] = await tx
        .insert(sizeRanges)
        .values({ name, sizes: range.sizes, baseSize: range.baseSize })
        .returning({ id: sizeRanges.id });
      if (!row) throw new Error('insert into size_ranges returned no row');
      return row.id;
    },

    async updateSizeRange(
      id: number,
      name: string,
      range: SizeRange,
      concurrencyStamp: string,
    ): Promise<boolean> {
      const rows = await tx
        .update(sizeRanges)
        .set({
          name,
          sizes: range.sizes,
          baseSize: range.baseSize,
          lastModificationTime: sql`now()`,
          concurrencyStamp: sql`gen_random_uuid()`,
        })
        .where(and(eq(sizeRanges.id, id), eq(sizeRanges.concurrencyStamp, concurrencyStamp)))
        .returning({ id: sizeRanges.id });
      return rows.length > 0;
    },

    async deleteSizeRange(id: number): Promise<boolean> {
      const rows = await tx
        .delete(sizeRanges)
        .where(eq(sizeRanges.id, id))
        .returning({ id: sizeRanges.id });
      return rows.length > 0;
    },

    /** The style's operations' ids, in their order: gradings name only these. */
    async operationIdsOf(styleId: number, ids: readonly number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await tx
        .select({ id: operations.id })
        .from(operations)
        .where(and(eq(operations.styleId, styleId), inArray(operations.id, [...ids])));
      return rows.map((row) => row.id);
    },
  };
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
