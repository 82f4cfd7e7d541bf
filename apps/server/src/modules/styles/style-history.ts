import { weightTypeNames } from '@spool/contracts';
import { builtInDefaultSettingName, changedFields, getStitchType } from '@spool/domain';
import type { AuditTrail } from '../audit-logging/index.js';
import type {
  OperationLineRow,
  OperationRow,
  OperationsRepository,
} from './operations.repository.js';
import type { StyleRow, StylesRepository } from './styles.repository.js';

/** An operation as the style's history shows it: metric figures, threads by their names. */
export type OperationState = { row: OperationRow; lines: readonly OperationLineRow[] };

/** "Needle: Astra · Tkt 120 · 5000 m · Navy": a component line by the names a reader knows. */
export function threadText(line: OperationLineRow): string {
  const thread = [
    line.brand,
    line.ticket !== null ? `Tkt ${line.ticket}` : line.tex !== null ? `Tex ${line.tex}` : null,
    line.packageSizeM !== null ? `${line.packageSizeM} m` : null,
    line.shade,
  ].filter((part): part is string => part !== null && part !== '');
  return thread.length === 0 ? line.needleName : `${line.needleName}: ${thread.join(' · ')}`;
}

/** The fields of an operation a history compares, readable without the catalogue's ids. */
export function operationFields(
  { row, lines }: OperationState,
  stitchTypeName: string,
): Record<string, unknown> {
  const threads = Object.fromEntries(
    [...lines]
      .sort((a, b) => a.position - b.position)
      .map((line, index) => [`thread${index + 1}`, threadText(line)]),
  );
  return {
    group: row.groupNumber,
    description: row.description,
    stitchType: `${row.stitchTypeCode} ${stitchTypeName}`,
    seamLengthCm: row.seamLengthCm,
    stitchesPer3Cm: row.rate,
    bightMm: row.bightMm,
    seamThicknessMm: row.seamThicknessMm,
    rows: row.quantity,
    machines: row.machines,
    onTeam: row.isOnTeam,
    ...threads,
  };
}

/** The fields of a style a history compares: its references by name. */
export function styleFields(style: StyleRow, customSetting: string): Record<string, unknown> {
  return {
    name: style.name,
    customer: style.customer,
    productCategory: style.productCategory,
    productType: style.productType,
    color: style.color,
    size: style.size,
    description: style.description,
    weightType: weightTypeNames[style.weightType - 1] ?? null,
    quantity: style.quantity,
    numberOfProductionLines: style.numberOfProductionLines,
    customSetting,
  };
}

/**
 * Writes the history of styles and their operations into the audit log, in the change's
 * transaction, under the style (`subject`). Updates keep only the fields that changed; a
 * save that changes nothing writes nothing.
 */
export function createStyleHistory({
  audit,
  styles,
  operations,
}: {
  audit: Pick<AuditTrail, 'record'>;
  styles: Pick<StylesRepository, 'findStyle' | 'findCustomSettingName'>;
  operations: Pick<
    OperationsRepository,
    'findOperationsByIds' | 'findLines' | 'findStitchTypeNames'
  >;
}) {
  const customSettingName = async (id: number) =>
    id === 0 ? builtInDefaultSettingName : ((await styles.findCustomSettingName(id)) ?? String(id));
  const fieldsOfStyle = async (style: StyleRow) =>
    styleFields(style, await customSettingName(style.customSettingId));

  const statesOf = async (rows: readonly OperationRow[]): Promise<OperationState[]> => {
    const lines = await operations.findLines(rows.map((row) => row.id));
    return rows.map((row) => ({ row, lines: lines.filter((line) => line.operationId === row.id) }));
  };
  const currentStates = async (ids: readonly number[]) =>
    statesOf(await operations.findOperationsByIds(ids));
  const fieldsOfOperations = async (states: readonly OperationState[]) => {
    const names = await operations.findStitchTypeNames([
      ...new Set(states.map((state) => state.row.stitchTypeCode)),
    ]);
    return states.map((state) => {
      const code = state.row.stitchTypeCode;
      return operationFields(state, names.get(code) ?? getStitchType(code).isoName);
    });
  };

  const recordOperations = async (
    action: 'Created' | 'Duplicated' | 'Deleted',
    states: readonly OperationState[],
  ) => {
    const fields = await fieldsOfOperations(states);
    for (const [index, { row }] of states.entries()) {
      await audit.record({
        action,
        entityType: 'Operation',
        entityId: String(row.id),
        entityName: row.description,
        before: action === 'Deleted' ? fields[index] : null,
        after: action === 'Deleted' ? null : fields[index],
        subject: { type: 'Style', id: row.styleId },
      });
    }
  };

  return {
    async styleCreated(style: StyleRow): Promise<void> {
      await audit.record({
        action: 'Created',
        entityType: 'Style',
        entityId: String(style.id),
        entityName: style.name,
        after: await fieldsOfStyle(style),
      });
    },

    async styleUpdated(before: StyleRow, after: StyleRow): Promise<void> {
      const changes = changedFields(await fieldsOfStyle(before), await fieldsOfStyle(after));
      if (!changes) return;
      await audit.record({
        action: 'Updated',
        entityType: 'Style',
        entityId: String(after.id),
        entityName: after.name,
        ...changes,
      });
    },

    /** The copy's first entry: made from the source, with its fields. */
    async styleDuplicated(source: StyleRow, copy: StyleRow): Promise<void> {
      await audit.record({
        action: 'Duplicated',
        entityType: 'Style',
        entityId: String(copy.id),
        entityName: copy.name,
        before: { name: source.name },
        after: await fieldsOfStyle(copy),
      });
    },

    /** Call before the styles go: their last entry holds what they were. */
    async stylesDeleted(ids: readonly number[]): Promise<void> {
      for (const id of ids) {
        const style = await styles.findStyle(id);
        if (!style) continue;
        await audit.record({
          action: 'Deleted',
          entityType: 'Style',
          entityId: String(id),
          entityName: style.name,
          before: await fieldsOfStyle(style),
        });
      }
    },

    operationsAdded: async (ids: readonly number[]) =>
      recordOperations('Created', await currentStates(ids)),

    operationsDuplicated: async (copyIds: readonly number[]) =>
      recordOperations('Duplicated', await currentStates(copyIds)),

    /** Call before the operations go. */
    operationsDeleted: async (rows: readonly OperationRow[]) =>
      recordOperations('Deleted', await statesOf(rows)),

    /** Each operation's changed fields: `before` as read before the change, the rest as saved. */
    async operationsEdited(before: readonly OperationState[]): Promise<void> {
      const after = await currentStates(before.map((state) => state.row.id));
      const beforeFields = await fieldsOfOperations(before);
      const afterFields = await fieldsOfOperations(after);
      for (const [index, state] of after.entries()) {
        const previous = before.findIndex((old) => old.row.id === state.row.id);
        const changes = changedFields(beforeFields[previous] ?? {}, afterFields[index] ?? {});
        if (!changes) continue;
        await audit.record({
          action: 'Updated',
          entityType: 'Operation',
          entityId: String(state.row.id),
          entityName: state.row.description,
          ...changes,
          subject: { type: 'Style', id: state.row.styleId },
        });
      }
    },
  };
}

export type StyleHistory = ReturnType<typeof createStyleHistory>;
