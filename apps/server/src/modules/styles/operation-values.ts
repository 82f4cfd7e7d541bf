import { ZodError } from 'zod';
import {
  getStitchType,
  isStoredOperationComplete,
  newOperationDefaults,
  type GroupMember,
  type ImportedOperation,
  type StitchSetting,
  type OperationFormIssue,
  type OperationFormLine,
  type StitchType,
  type StoredOperationValues,
} from '@spool/domain';
import {
  operationFormPathToWire,
  type ComponentLineDto,
  type TktTexValue,
  type toOperationFormInput,
} from '@spool/contracts';
import type { OperationLineRow, OperationRow } from './operations.repository.js';

/** An operation as the contract's write schema gives it (after its own parsing). */
export type OperationWriteInput = Parameters<typeof toOperationFormInput>[0];

/*
 * An operation's values between the forms of the wire, the domain and the tables: what the
 * operations service reads and writes, with no database work of its own.
 */

export const sameName = (a: string, b: string) =>
  a.trim().toLocaleLowerCase('en') === b.trim().toLocaleLowerCase('en');

/** The form's failures as a validation error whose paths use the wire's names. */
export function validationError(
  issues: readonly OperationFormIssue[],
  prefix: (string | number)[] = [],
): ZodError {
  return new ZodError(
    issues.map((issue) => ({
      code: 'custom' as const,
      path: issue.path.length === 0 ? [] : [...prefix, ...operationFormPathToWire(issue.path)],
      message: issue.message,
      input: undefined,
      ...issue.params,
    })),
  );
}

export const storedOf = (
  row: OperationRow,
  lines: readonly OperationFormLine[],
): StoredOperationValues => ({
  group: row.groupNumber,
  isOnTeam: row.isOnTeam,
  description: row.description,
  stitchTypeCode: row.stitchTypeCode,
  seamLengthCm: row.seamLengthCm,
  ratePer3Cm: row.rate,
  bightMm: row.bightMm,
  rows: row.quantity,
  machines: row.machines,
  seamThicknessMm: row.seamThicknessMm,
  lines,
});

export const lineValuesOf = (line: OperationLineRow): OperationFormLine => ({
  needleName: line.needleName,
  brandId: line.brandId,
  ticketTexId: line.ticketTexId,
  packageSizeId: line.packageSizeId,
  shade: line.shade,
});

export const figure = (value: number | null) => (value === null ? null : String(value));

export function toLineDto(line: OperationLineRow, tktTex: TktTexValue): ComponentLineDto {
  return {
    position: line.position,
    needleName: line.needleName,
    brandId: line.brandId,
    brand: line.brand,
    ticketTexId: line.ticketTexId,
    ticketTex: figure(tktTex === 'Tex' ? line.tex : line.ticket),
    shade: line.shade,
    packageSizeId: line.packageSizeId,
    packageSize: line.packageSizeM,
  };
}

/**
 * The stored columns of a valid operation: hidden inputs, which the engine fixes at the
 * stitch's reference condition anyway, are stored as placeholders (seam length 0, the section
 * 9 rate and seam thickness, one row) since the table wants a value; the bight stays null.
 */
export function operationColumnsOf(stored: StoredOperationValues, stitch: StitchType) {
  return {
    groupNumber: stored.group,
    isOnTeam: stored.isOnTeam,
    description: stored.description,
    stitchTypeCode: stored.stitchTypeCode,
    seamLengthCm: stored.seamLengthCm ?? 0,
    rate: stored.ratePer3Cm ?? stitch.defaultRatePer3Cm,
    bightMm: stored.bightMm,
    seamThicknessMm: stored.seamThicknessMm ?? stitch.defaultSeamThicknessMm,
    quantity: stored.rows ?? 1,
    machines: stored.machines,
    isCompleteOperation: isStoredOperationComplete(stored),
  };
}

/**
 * The stored columns and lines of an operation read from a spreadsheet's row (imported or
 * pasted): the row's values, the stitch's new-operation defaults with the custom setting's
 * bight, and the row's thread on every component line of the stitch.
 *
 * @param lineNames - the tenant's names of the stitch's component lines, in order
 */
export function importedOperationValues(
  operation: Omit<ImportedOperation, 'rowNumber'>,
  lineNames: readonly string[] | undefined,
  bights: ReadonlyMap<string, Pick<StitchSetting, 'bightMm'>>,
) {
  const code = operation.stitchTypeCode;
  const defaults = newOperationDefaults(code, bights.get(code));
  const names = lineNames ?? defaults.lines.map((line) => line.needleName);
  const lines = names.map((needleName) => ({
    needleName,
    brandId: operation.thread?.brandId ?? null,
    ticketTexId: operation.thread?.ticketTexId ?? null,
    packageSizeId: operation.thread?.packageSizeId ?? null,
    shade: operation.thread?.shade ?? null,
  }));
  const stored = {
    group: operation.group,
    isOnTeam: operation.isOnTeam,
    description: operation.description,
    stitchTypeCode: code,
    seamLengthCm: operation.seamLengthCm,
    ratePer3Cm: defaults.ratePer3Cm,
    bightMm: defaults.bightMm,
    rows: defaults.rows,
    machines: defaults.machines,
    seamThicknessMm: defaults.seamThicknessMm,
    lines,
  };
  return { ...operationColumnsOf(stored, getStitchType(code)), lines };
}

export const memberOf = (row: OperationRow): GroupMember => ({
  id: row.id,
  group: row.groupNumber,
  description: row.description,
  isOnTeam: row.isOnTeam,
  stitchTypeCode: row.stitchTypeCode,
  seamLengthCm: row.seamLengthCm,
});
