import {
  cleanOperationDescription,
  DomainError,
  findStitchType,
  getStitchType,
  groupMismatches,
  lengthUnitFromCode,
  newOperationDefaults,
  seamLengthFromDisplay,
  storedOperationToForm,
  validateOperationForm,
  type GroupMember,
  type LengthUnitCode,
  type OperationFormInput,
  type OperationInputField,
  type StoredOperationValues,
} from '@spool/domain';
import {
  type ComponentLineWrite,
  type OperationDto,
  type OperationNblcs,
  type RecentlyUsedStitchData,
  type TktTexValue,
} from '@spool/contracts';
import type {
  OperationLineRow,
  OperationLineValues,
  OperationRow,
  OperationsRepository,
  OperationValues,
} from './operations.repository.js';
import {
  lineValuesOf,
  memberOf,
  operationColumnsOf,
  storedOf,
  toLineDto,
  validationError,
  type OperationWriteInput,
} from './operation-values.js';
import { createOperationWriteChecks } from './operation-write-checks.js';
import type { StyleHistory } from './style-history.js';

export type { OperationWriteInput } from './operation-values.js';

/** How reads show figures: the unit (0 metric, 1 imperial) and which ticket/tex figure names a thread. */
export type ReadUnits = { seamLengthUnit: LengthUnitCode; tktTexValue: TktTexValue };

/** A multi-edit entry: the new stitch code and lines of one operation. */
export type NblcsChange = {
  operationId: number;
  concurrencyStamp: string;
  stitchTypeCode: string;
  styleOperations: readonly ComponentLineWrite[];
};

/**
 * Operations of a style (core-domain spec, sections 4, 5 and 7). Every write runs the
 * domain's form rules, checks the needle names against the tenant's stitch type, the thread
 * chain (the brand's ticket/tex, the ticket/tex's package size) and the same-group rule,
 * stores lengths metric with `isCompleteOperation` computed, and marks the style modified.
 */
export function createOperationsService({
  operations,
  history,
}: {
  operations: OperationsRepository;
  history: StyleHistory;
}) {
  const requireStyle = async (styleId: number) => {
    if (!(await operations.styleExists(styleId))) {
      throw new DomainError('Spool.Styles:StyleNotFound', { id: styleId });
    }
  };

  /** The operation, of the style when one is given; 404 otherwise (another tenant's too). */
  const getOperationRow = async (id: number, styleId?: number): Promise<OperationRow> => {
    const row = await operations.findOperation(id);
    if (!row || (styleId !== undefined && row.styleId !== styleId)) {
      throw new DomainError('Spool.Operations:OperationNotFound', { id });
    }
    return row;
  };

  /** All of these operations (each id once); 404 naming the first that is missing. */
  const getOperationRows = async (ids: readonly number[], styleId?: number) => {
    const unique = [...new Set(ids)];
    const rows = await operations.findOperationsByIds(unique);
    const found = new Set(
      rows.filter((row) => styleId === undefined || row.styleId === styleId).map((row) => row.id),
    );
    const missing = unique.find((id) => !found.has(id));
    if (missing !== undefined)
      throw new DomainError('Spool.Operations:OperationNotFound', { id: missing });
    return rows;
  };

  const linesByOperation = async (ids: readonly number[]) => {
    const byOperation = new Map<number, OperationLineRow[]>();
    for (const line of await operations.findLines(ids)) {
      byOperation.set(line.operationId, [...(byOperation.get(line.operationId) ?? []), line]);
    }
    return byOperation;
  };

  const toDtos = async (
    rows: readonly OperationRow[],
    units: ReadUnits,
  ): Promise<OperationDto[]> => {
    const lines = await linesByOperation(rows.map((row) => row.id));
    const names = await operations.findStitchTypeNames([
      ...new Set(rows.map((row) => row.stitchTypeCode)),
    ]);
    const unit = lengthUnitFromCode(units.seamLengthUnit);
    return rows.map((row) => {
      const rowLines = lines.get(row.id) ?? [];
      const shown = storedOperationToForm(storedOf(row, rowLines.map(lineValuesOf)), unit);
      return {
        id: row.id,
        styleId: row.styleId,
        group: row.groupNumber,
        isOnTeam: row.isOnTeam,
        description: row.description,
        stitchTypeCode: row.stitchTypeCode,
        stitchTypeName: names.get(row.stitchTypeCode) ?? getStitchType(row.stitchTypeCode).isoName,
        seamLength: shown.seamLength,
        quantity: shown.quantity,
        bight: shown.bight,
        rate: shown.rate,
        machines: row.machines,
        seamThikness: shown.seamThickness,
        seamLengthUnit: units.seamLengthUnit,
        isCompleteOperation: row.isCompleteOperation,
        styleOperations: rowLines.map((line) => toLineDto(line, units.tktTexValue)),
        creationTime: row.creationTime.toISOString(),
        concurrencyStamp: row.concurrencyStamp,
      };
    });
  };

  const { canonicalNeedleNames, checkThreadChain, checkGroup, prepareWrite, toLineValues } =
    createOperationWriteChecks(operations);

  return {
    async getOperations(styleId: number, units: ReadUnits): Promise<OperationDto[]> {
      await requireStyle(styleId);
      return toDtos(await operations.findOperationsOfStyle(styleId), units);
    },

    async getOperation(id: number, styleId: number, units: ReadUnits): Promise<OperationDto> {
      const [dto] = await toDtos([await getOperationRow(id, styleId)], units);
      if (!dto) throw new DomainError('Spool.Operations:OperationNotFound', { id });
      return dto;
    },

    /** The style's last group number (0 when it has none); a new operation takes the next. */
    async lastGroupNumber(styleId: number): Promise<number> {
      await requireStyle(styleId);
      return operations.lastGroupNumber(styleId);
    },

    /** Whether no operation of the style uses the group number yet. */
    async isGroupFree(styleId: number, groupNumber: number): Promise<boolean> {
      await requireStyle(styleId);
      return !(await operations.isGroupUsed(styleId, groupNumber));
    },

    /**
     * Whether the operation agrees with the other operations of its group (the domain's
     * `groupMismatches`); only the fields that rule compares are read.
     */
    async agreesWithGroup(operationId: number, body: OperationWriteInput): Promise<boolean> {
      await requireStyle(body.styleId);
      if (operationId > 0) await getOperationRow(operationId, body.styleId);
      const unit = lengthUnitFromCode(body.seamLengthUnit);
      const others = await operations.findOperationsOfStyle(body.styleId);
      const member: GroupMember = {
        id: operationId > 0 ? operationId : undefined,
        group: body.group,
        description: cleanOperationDescription(body.description),
        isOnTeam: body.isOnTeam,
        stitchTypeCode: body.stitchTypeCode.trim().toUpperCase(),
        seamLengthCm:
          body.seamLength === null || body.seamLength === undefined
            ? null
            : seamLengthFromDisplay(body.seamLength, unit),
      };
      return groupMismatches(member, others.map(memberOf)).length === 0;
    },

    async saveOperation(body: OperationWriteInput, actor: string | null): Promise<number> {
      await requireStyle(body.styleId);
      const { columns, lines } = await prepareWrite(body);
      const id = await operations.insertOperation({ ...columns, styleId: body.styleId }, lines);
      await history.operationsAdded([id]);
      await operations.touchStyle(body.styleId, actor);
      return id;
    },

    /** Replaces an operation of the style; 409 when its stamp is stale. Returns its id. */
    async editOperation(
      body: OperationWriteInput & { id: number; concurrencyStamp: string },
      actor: string | null,
    ): Promise<number> {
      const row = await getOperationRow(body.id, body.styleId);
      const existingLines = (await linesByOperation([row.id])).get(row.id) ?? [];
      const { columns, lines } = await prepareWrite(body, { row, lines: existingLines });
      if (!(await operations.updateOperation(row.id, body.concurrencyStamp, columns, lines))) {
        throw new DomainError('Spool:Conflict');
      }
      await history.operationsEdited([{ row, lines: existingLines }]);
      await operations.touchStyle(row.styleId, actor);
      return row.id;
    },

    /**
     * Copies of operations of the style, each under the next free group number (in the
     * order of their groups), with their lines; returns the new ids in that order.
     */
    async cloneOperations(
      styleId: number,
      ids: readonly number[],
      actor: string | null,
    ): Promise<number[]> {
      await requireStyle(styleId);
      const rows = await getOperationRows(ids, styleId);
      const lines = await linesByOperation(rows.map((row) => row.id));
      let group = await operations.lastGroupNumber(styleId);
      const copies: number[] = [];
      for (const row of rows) {
        group += 1;
        const values: OperationValues = {
          styleId,
          groupNumber: group,
          isOnTeam: row.isOnTeam,
          description: row.description,
          stitchTypeCode: row.stitchTypeCode,
          seamLengthCm: row.seamLengthCm,
          quantity: row.quantity,
          bightMm: row.bightMm,
          rate: row.rate,
          machines: row.machines,
          seamThicknessMm: row.seamThicknessMm,
          isCompleteOperation: row.isCompleteOperation,
        };
        const lineValues = (lines.get(row.id) ?? []).map(lineValuesOf).map(toLineValues);
        copies.push(await operations.insertOperation(values, lineValues));
      }
      await history.operationsDuplicated(copies);
      await operations.touchStyle(styleId, actor);
      return copies;
    },

    /** Deletes all of these operations (of the style when given) or, when one is missing, none. */
    async deleteOperations(
      ids: readonly number[],
      styleId: number | undefined,
      actor: string | null,
    ): Promise<void> {
      const rows = await getOperationRows(ids, styleId);
      await history.operationsDeleted(rows);
      await operations.deleteOperations(rows.map((row) => row.id));
      for (const style of new Set(rows.map((row) => row.styleId))) {
        await operations.touchStyle(style, actor);
      }
    },

    /** The values of the style's latest operation with this stitch code, to prefill the dialog. */
    async recentlyUsedStitchData(
      styleId: number,
      stitchCode: string,
      units: ReadUnits,
    ): Promise<RecentlyUsedStitchData | null> {
      await requireStyle(styleId);
      const row = await operations.findLatestOfStitch(styleId, stitchCode.trim().toUpperCase());
      if (!row) return null;
      const [dto] = await toDtos([row], units);
      if (!dto) return null;
      return {
        seamLength: dto.seamLength,
        quantity: dto.quantity,
        bight: dto.bight,
        rate: dto.rate,
        machines: dto.machines,
        seamThikness: dto.seamThikness,
        styleOperations: dto.styleOperations,
      };
    },

    /** Multi-edit data: the stitch code and lines of each operation. */
    async getNblcs(ids: readonly number[], tktTexValue: TktTexValue): Promise<OperationNblcs[]> {
      const rows = await getOperationRows(ids);
      const dtos = await toDtos(rows, { seamLengthUnit: 0, tktTexValue });
      return dtos.map((dto) => ({
        operationId: dto.id,
        description: dto.description,
        stitchTypeCode: dto.stitchTypeCode,
        concurrencyStamp: dto.concurrencyStamp,
        styleOperations: dto.styleOperations,
      }));
    },

    /**
     * Multi-edit: new stitch code and lines for several operations, all or nothing. Each is
     * checked as the dialog's save is (its other values kept; an input the new stitch asks
     * for that was hidden takes the stitch's default), then the same-group rule runs on the
     * operations as they will be.
     */
    async updateNblcs(changes: readonly NblcsChange[], actor: string | null): Promise<void> {
      const rows = await getOperationRows(changes.map((change) => change.operationId));
      const rowById = new Map(rows.map((row) => [row.id, row]));
      const existingLines = await linesByOperation(rows.map((row) => row.id));
      const updates: {
        row: OperationRow;
        stamp: string;
        columns: ReturnType<typeof operationColumnsOf>;
        lines: OperationLineValues[];
      }[] = [];

      for (const [index, change] of changes.entries()) {
        const row = rowById.get(change.operationId);
        if (!row)
          throw new DomainError('Spool.Operations:OperationNotFound', { id: change.operationId });
        const code = change.stitchTypeCode.trim().toUpperCase();
        // An input the new stitch asks that the old one hid starts at the section 9 default.
        const defaults = findStitchType(code) ? newOperationDefaults(code) : undefined;
        const before = findStitchType(row.stitchTypeCode)?.visibleInputs;
        const fresh = <T>(field: OperationInputField, kept: T, fallback: T | null | undefined) =>
          before?.[field] === true ? kept : (fallback ?? kept);
        const stored: StoredOperationValues = {
          ...storedOf(row, []),
          stitchTypeCode: code,
          seamLengthCm: fresh('seamLength', row.seamLengthCm, defaults?.seamLengthCm),
          ratePer3Cm: fresh('rate', row.rate, defaults?.ratePer3Cm),
          bightMm: fresh('bight', row.bightMm ?? defaults?.bightMm ?? null, defaults?.bightMm),
          seamThicknessMm: fresh('seamThickness', row.seamThicknessMm, defaults?.seamThicknessMm),
          rows: fresh('quantity', row.quantity, defaults?.rows),
        };
        const shown = storedOperationToForm(stored, 'metric');
        const input: OperationFormInput = {
          ...shown,
          stitchTypeCode: change.stitchTypeCode,
          lines: change.styleOperations.map((line) => ({ ...line })),
        };
        const result = validateOperationForm(input);
        if (!result.success) throw validationError(result.issues, ['operations', index]);
        const stitch = getStitchType(result.data.stitchTypeCode);
        const lines = await canonicalNeedleNames(
          stitch,
          result.data.lines,
          (existingLines.get(row.id) ?? []).map((line) => line.needleName),
        );
        await checkThreadChain(lines);
        updates.push({
          row,
          stamp: change.concurrencyStamp,
          columns: operationColumnsOf({ ...stored, lines }, stitch),
          lines: lines.map(toLineValues),
        });
      }

      const updated = new Map(updates.map((update) => [update.row.id, update]));
      for (const styleId of new Set(rows.map((row) => row.styleId))) {
        const members = (await operations.findOperationsOfStyle(styleId)).map((row) => {
          const update = updated.get(row.id);
          return update
            ? { ...memberOf(row), stitchTypeCode: update.columns.stitchTypeCode }
            : memberOf(row);
        });
        for (const member of members) {
          if (updated.has(member.id ?? 0)) checkGroup(member, members);
        }
      }

      for (const update of updates) {
        const { row, stamp, columns, lines } = update;
        if (!(await operations.updateOperation(row.id, stamp, columns, lines))) {
          throw new DomainError('Spool:Conflict');
        }
      }
      await history.operationsEdited(
        rows.map((row) => ({ row, lines: existingLines.get(row.id) ?? [] })),
      );
      for (const styleId of new Set(rows.map((row) => row.styleId))) {
        await operations.touchStyle(styleId, actor);
      }
    },
  };
}

export type OperationsService = ReturnType<typeof createOperationsService>;
