import {
  colourwayFieldsOf,
  changedFields,
  colourwayGarments,
  DomainError,
  effectiveOrder,
  findSize,
  maxColourwaysPerStyle,
  quantityOfSize,
  singleSizeRange,
  sizeKey,
  unknownSizesOf,
  type Colourway,
  type NamedSizeRange,
  type OperationGrading,
  type RunMode,
  type SizeRange,
} from '@spool/domain';
import type { AuditTrail } from '../../audit-logging/index.js';
import type { StyleRow } from '../styles.repository.js';
import type { ColourwayRow, OrdersRepository, SizeRangeRow } from './orders.repository.js';

/** A style's order as the style window shows it. */
export type StyleOrder = {
  styleId: number;
  sizeRange: SizeRange;
  runMode: RunMode;
  hasOwnSizes: boolean;
  concurrencyStamp: string | null;
  colourways: (Colourway & {
    id: number | null;
    garments: number;
    concurrencyStamp: string | null;
  })[];
  garments: number;
  gradings: { operationId: number; grading: OperationGrading }[];
};

const rangeText = (range: SizeRange) =>
  range.sizes
    .map((size) => `${size.name} ${size.gradePercent > 0 ? '+' : ''}${size.gradePercent} %`)
    .join(', ');

/** The fields of a colourway a history compares. */
const colourwayFields = (colourway: Colourway, range: SizeRange) => ({
  name: colourway.name,
  code: colourway.code,
  fabricColour: colourway.fabricColour,
  dtmShade: colourway.dtmShade,
  quantities: range.sizes
    .map((size) => `${size.name} ${quantityOfSize(colourway, size.name)}`)
    .join(', '),
  threadShades: Object.entries(colourway.threadShades)
    .map(([thread, choice]) => `${thread}: ${choice.kind === 'shade' ? choice.shade : choice.kind}`)
    .join('; '),
});

/** The quantities keyed by the range's own spelling of each size, zeros left out. */
const quantitiesIn = (colourway: Pick<Colourway, 'quantities'>, range: SizeRange) =>
  Object.fromEntries(
    range.sizes.flatMap((size) => {
      const quantity = quantityOfSize(colourway, size.name);
      return quantity === 0 ? [] : [[size.name, quantity]];
    }),
  );

const sameQuantities = (a: Record<string, number>, b: Record<string, number>) =>
  Object.keys(a).length === Object.keys(b).length &&
  Object.entries(a).every(([size, quantity]) => b[size] === quantity);

/**
 * A style's order: its size range, its colourways (names unique in the style, quantities only
 * in the range's sizes, at most {@link maxColourwaysPerStyle}) and how its operations follow
 * the sizes. While a style has colourways, its header's garments are their sum and at least
 * one; every change carries the stamp of what it changes and goes into the style's history.
 */
export function createOrdersService({
  orders,
  getStyle,
  audit,
}: {
  orders: OrdersRepository;
  /** The style, or the domain's StyleNotFound. */
  getStyle: (id: number) => Promise<StyleRow>;
  audit: Pick<AuditTrail, 'record'>;
}) {
  const readOrder = async (styleId: number): Promise<StyleOrder> => {
    const style = await getStyle(styleId);
    const own = await orders.findOrder(styleId);
    const rows = await orders.findColourways(styleId);
    const { range, colourways } = effectiveOrder(
      { color: style.color, size: style.size, garments: style.quantity },
      own?.range ?? null,
      rows,
    );
    const gradings = await orders.findGradings(styleId);
    const listed = colourways.map((colourway) => {
      const row = rows.find((candidate) => candidate === colourway);
      return {
        ...colourwayFieldsOf(colourway),
        id: row?.id ?? null,
        garments: colourwayGarments(colourway, range),
        concurrencyStamp: row?.concurrencyStamp ?? null,
      };
    });
    return {
      styleId,
      sizeRange: range,
      runMode: own?.runMode ?? 'sequential',
      hasOwnSizes: own !== undefined,
      concurrencyStamp: own?.concurrencyStamp ?? null,
      colourways: listed,
      garments: listed.reduce((sum, colourway) => sum + colourway.garments, 0),
      gradings: [...gradings].map(([operationId, grading]) => ({ operationId, grading })),
    };
  };

  /** The style's range, made its own (its header's size) when it had none. */
  const ownRange = async (style: StyleRow): Promise<SizeRange> => {
    const own = await orders.findOrder(style.id);
    if (own) return own.range;
    const range = singleSizeRange(style.size);
    await orders.insertOrder(style.id, range, 'sequential');
    return range;
  };

  const colourwayOf = async (styleId: number, id: number): Promise<ColourwayRow> => {
    const row = (await orders.findColourways(styleId)).find((candidate) => candidate.id === id);
    if (!row) throw new DomainError('Spool.Orders:ColourwayNotFound', { id });
    return row;
  };

  const checkColourway = async (
    styleId: number,
    colourway: Colourway,
    range: SizeRange,
    exceptId?: number,
  ) => {
    const [unknown] = unknownSizesOf(colourway, range);
    if (unknown !== undefined) {
      throw new DomainError('Spool.Orders:UnknownSize', {
        size: unknown,
        sizes: range.sizes.map((size) => size.name).join(', '),
      });
    }
    if (await orders.isColourwayNameTaken(styleId, colourway.name, exceptId)) {
      throw new DomainError('Spool.Orders:DuplicateColourwayName', { name: colourway.name });
    }
  };

  /** Keeps the header's garments the colourways' sum, which must be at least one garment. */
  const syncGarments = async (style: StyleRow, range: SizeRange) => {
    const rows = await orders.findColourways(style.id);
    if (rows.length === 0) return;
    const garments = rows.reduce((sum, row) => sum + colourwayGarments(row, range), 0);
    if (garments < 1) throw new DomainError('Spool.Orders:OrderWithoutGarments');
    if (garments !== style.quantity) await orders.setStyleQuantity(style.id, garments);
  };

  const record = (
    style: StyleRow,
    action: 'Created' | 'Updated' | 'Duplicated' | 'Deleted',
    id: number,
    name: string,
    change: { before?: object | null; after?: object | null },
  ) =>
    audit.record({
      action,
      entityType: 'Colourway',
      entityId: String(id),
      entityName: name,
      ...change,
      subject: { type: 'Style', id: style.id },
    });

  const addColourway = async (
    styleId: number,
    colourway: Colourway,
    action: 'Created' | 'Duplicated',
    source?: string,
  ): Promise<StyleOrder> => {
    const style = await getStyle(styleId);
    const range = await ownRange(style);
    const rows = await orders.findColourways(styleId);
    if (rows.length >= maxColourwaysPerStyle) {
      throw new DomainError('Spool.Orders:TooManyColourways', { max: maxColourwaysPerStyle });
    }
    await checkColourway(styleId, colourway, range);
    const values = { ...colourway, quantities: quantitiesIn(colourway, range) };
    const position = Math.max(-1, ...rows.map((row) => row.position)) + 1;
    const id = await orders.insertColourway(styleId, position, values);
    await syncGarments(style, range);
    await record(style, action, id, values.name, {
      before: source === undefined ? null : { name: source },
      after: colourwayFields(values, range),
    });
    return readOrder(styleId);
  };

  return {
    getOrder: readOrder,

    async setSizes(
      styleId: number,
      range: SizeRange,
      runMode: RunMode,
      concurrencyStamp: string | null,
    ): Promise<StyleOrder> {
      const style = await getStyle(styleId);
      const current = await orders.findOrder(styleId);
      const saved =
        current === undefined
          ? concurrencyStamp === null && (await orders.insertOrder(styleId, range, runMode))
          : concurrencyStamp !== null &&
            (await orders.updateOrder(styleId, range, runMode, concurrencyStamp));
      if (!saved) throw new DomainError('Spool:Conflict');
      for (const row of await orders.findColourways(styleId)) {
        const dropped = Object.entries(row.quantities).find(
          ([size, quantity]) => quantity > 0 && !findSize(range, size),
        );
        if (dropped) {
          throw new DomainError('Spool.Orders:SizeInUse', {
            size: dropped[0],
            colourway: row.name,
          });
        }
        const quantities = quantitiesIn(row, range);
        if (!sameQuantities(quantities, row.quantities)) {
          await orders.updateColourway(styleId, row.id, { quantities }, row.concurrencyStamp);
        }
      }
      const before = current ?? { range: singleSizeRange(style.size), runMode: 'sequential' };
      const changes = changedFields(
        {
          sizes: rangeText(before.range),
          baseSize: before.range.baseSize,
          runMode: before.runMode,
        },
        { sizes: rangeText(range), baseSize: range.baseSize, runMode },
      );
      if (changes) {
        await audit.record({
          action: 'Updated',
          entityType: 'Style',
          entityId: String(style.id),
          entityName: style.name,
          ...changes,
        });
      }
      return readOrder(styleId);
    },

    createColourway: (styleId: number, colourway: Colourway) =>
      addColourway(styleId, colourway, 'Created'),

    async duplicateColourway(styleId: number, id: number, name: string): Promise<StyleOrder> {
      const source = await colourwayOf(styleId, id);
      const copy: Colourway = {
        name,
        code: source.code,
        fabricColour: source.fabricColour,
        dtmShade: source.dtmShade,
        quantities: source.quantities,
        threadShades: source.threadShades,
      };
      return addColourway(styleId, copy, 'Duplicated', source.name);
    },

    async updateColourway(
      styleId: number,
      id: number,
      colourway: Colourway,
      concurrencyStamp: string,
    ): Promise<StyleOrder> {
      const style = await getStyle(styleId);
      const range = await ownRange(style);
      const current = await colourwayOf(styleId, id);
      await checkColourway(styleId, colourway, range, id);
      const values = { ...colourway, quantities: quantitiesIn(colourway, range) };
      if (!(await orders.updateColourway(styleId, id, values, concurrencyStamp))) {
        throw new DomainError('Spool:Conflict');
      }
      await syncGarments(style, range);
      const changes = changedFields(
        colourwayFields(current, range),
        colourwayFields(values, range),
      );
      if (changes) await record(style, 'Updated', id, values.name, changes);
      return readOrder(styleId);
    },

    async updateThreadShades(
      styleId: number,
      changes: readonly {
        id: number;
        concurrencyStamp: string;
        threadShades: Colourway['threadShades'];
      }[],
    ): Promise<StyleOrder> {
      const style = await getStyle(styleId);
      const range = await ownRange(style);
      for (const change of changes) {
        const current = await colourwayOf(styleId, change.id);
        const saved = await orders.updateColourway(
          styleId,
          change.id,
          { threadShades: change.threadShades },
          change.concurrencyStamp,
        );
        if (!saved) throw new DomainError('Spool:Conflict');
        const fields = changedFields(
          colourwayFields(current, range),
          colourwayFields({ ...current, threadShades: change.threadShades }, range),
        );
        if (fields) await record(style, 'Updated', current.id, current.name, fields);
      }
      return readOrder(styleId);
    },

    async reorderColourways(styleId: number, ids: readonly number[]): Promise<StyleOrder> {
      await getStyle(styleId);
      const rows = await orders.findColourways(styleId);
      const known = new Set(rows.map((row) => row.id));
      if (
        ids.length !== rows.length ||
        new Set(ids).size !== ids.length ||
        !ids.every((id) => known.has(id))
      ) {
        throw new DomainError('Spool.Orders:ColourwayListMismatch');
      }
      await orders.setPositions(styleId, ids);
      return readOrder(styleId);
    },

    async deleteColourway(styleId: number, id: number): Promise<StyleOrder> {
      const style = await getStyle(styleId);
      const range = await ownRange(style);
      const current = await colourwayOf(styleId, id);
      await orders.deleteColourway(styleId, id);
      await syncGarments(style, range);
      await record(style, 'Deleted', id, current.name, {
        before: colourwayFields(current, range),
      });
      return readOrder(styleId);
    },

    async setGrading(
      styleId: number,
      operationId: number,
      grading: OperationGrading | null,
    ): Promise<StyleOrder> {
      const style = await getStyle(styleId);
      const [found] = await orders.operationIdsOf(styleId, [operationId]);
      if (found === undefined) {
        throw new DomainError('Spool.Operations:OperationNotFound', { id: operationId });
      }
      const own = await orders.findOrder(styleId);
      const range = own?.range ?? singleSizeRange(style.size);
      const unknown = Object.keys(grading?.grades ?? {}).find((size) => !findSize(range, size));
      if (unknown !== undefined) {
        throw new DomainError('Spool.Orders:UnknownSize', {
          size: unknown,
          sizes: range.sizes.map((size) => size.name).join(', '),
        });
      }
      const base = Object.keys(grading?.grades ?? {}).find(
        (size) => sizeKey(size) === sizeKey(range.baseSize),
      );
      if (base !== undefined) throw new DomainError('Spool.Orders:BaseSizeGraded', { size: base });
      await orders.setGrading(operationId, grading);
      return readOrder(styleId);
    },
  };
}

/** A tenant's named size ranges: names unique in any case, changes carry the stamp. */
export function createSizeRangesService({
  orders,
  audit,
}: {
  orders: OrdersRepository;
  audit: Pick<AuditTrail, 'record'>;
}) {
  const found = async (id: number): Promise<SizeRangeRow> => {
    const row = await orders.findSizeRange(id);
    if (!row) throw new DomainError('Spool.Orders:SizeRangeNotFound', { id });
    return row;
  };
  const fields = (row: NamedSizeRange) => ({
    name: row.name,
    sizes: rangeText(row.range),
    baseSize: row.range.baseSize,
  });
  const checkName = async (name: string, exceptId?: number) => {
    if (await orders.isSizeRangeNameTaken(name, exceptId)) {
      throw new DomainError('Spool.Orders:DuplicateSizeRangeName', { name });
    }
  };

  return {
    list: () => orders.listSizeRanges(),

    async create(input: NamedSizeRange): Promise<SizeRangeRow> {
      await checkName(input.name);
      const id = await orders.insertSizeRange(input.name, input.range);
      await audit.record({
        action: 'Created',
        entityType: 'SizeRange',
        entityId: String(id),
        entityName: input.name,
        after: fields(input),
      });
      return found(id);
    },

    async update(id: number, input: NamedSizeRange, stamp: string): Promise<SizeRangeRow> {
      const current = await found(id);
      await checkName(input.name, id);
      if (!(await orders.updateSizeRange(id, input.name, input.range, stamp))) {
        throw new DomainError('Spool:Conflict');
      }
      const changes = changedFields(fields(current), fields(input));
      if (changes) {
        await audit.record({
          action: 'Updated',
          entityType: 'SizeRange',
          entityId: String(id),
          entityName: input.name,
          ...changes,
        });
      }
      return found(id);
    },

    async remove(id: number): Promise<void> {
      const current = await found(id);
      await orders.deleteSizeRange(id);
      await audit.record({
        action: 'Deleted',
        entityType: 'SizeRange',
        entityId: String(id),
        entityName: current.name,
        before: fields(current),
      });
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
export type SizeRangesService = ReturnType<typeof createSizeRangesService>;
