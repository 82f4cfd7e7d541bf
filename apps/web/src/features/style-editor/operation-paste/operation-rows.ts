import type { OperationDto } from '@spool/contracts';
import { clipboardTableOf, operationPasteColumns, type OperationPasteColumn } from '@spool/domain';

/**
 * Operations as spreadsheet rows on the clipboard: a header naming the import template's
 * operation columns, then one row per operation, in the units the list shows. The thread is
 * the first component line's that has one (the template has one thread per row).
 */
export function operationRowsText(
  operations: readonly OperationDto[],
  header: Readonly<Record<OperationPasteColumn, string>>,
): string {
  const rows = operations.map((operation) => {
    const line =
      operation.styleOperations.find((entry) => entry.brand !== null) ??
      operation.styleOperations[0];
    const cells: Record<OperationPasteColumn, string> = {
      group: String(operation.group),
      onTeam: operation.isOnTeam ? 'On' : 'Off',
      operationDescription: operation.description,
      stitchType: operation.stitchTypeCode,
      seamLength: operation.seamLength === null ? '' : String(operation.seamLength),
      threadBrand: line?.brand ?? '',
      ticketTex: line?.ticketTex ?? '',
      shade: line?.shade ?? '',
      packageSize: line?.packageSize == null ? '' : String(line.packageSize),
    };
    return operationPasteColumns.map((column) => cells[column]);
  });
  return clipboardTableOf([operationPasteColumns.map((column) => header[column]), ...rows]);
}

/** Whether a paste or copy lands in a field, where it is the field's own. */
export function isTextEntry(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable ||
      target instanceof HTMLInputElement ||
      target instanceof HTMLTextAreaElement)
  );
}
