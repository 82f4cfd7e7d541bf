import type { OperationNblcs } from '@spool/contracts';
import type { ComponentLineState } from './operation-form-state';
import { unlistedFields } from './thread-choice';

/** One selected operation in the multi-edit: its stitch code and component lines. */
export type MultiEditRow = {
  readonly operationId: number;
  readonly concurrencyStamp: string;
  readonly description: string;
  readonly stitchTypeCode: string;
  readonly lines: readonly ComponentLineState[];
};

/** What "Apply to all" copies: a stitch code and one thread; empty parts are left alone. */
export type MultiEditTemplate = {
  readonly stitchTypeCode: string | null;
  readonly line: ComponentLineState;
};

export const blankThread: ComponentLineState = {
  needleName: '',
  brandId: null,
  brand: null,
  ticketTexId: null,
  ticketTex: null,
  shade: '',
  packageSizeId: null,
  packageSize: null,
};

/** The selected operations as loaded, in the order of the selection. */
export function rowsFromNblcs(
  operations: readonly OperationNblcs[],
  order: readonly number[],
): MultiEditRow[] {
  const position = new Map(order.map((id, index) => [id, index]));
  return operations
    .toSorted(
      (left, right) =>
        (position.get(left.operationId) ?? Infinity) -
        (position.get(right.operationId) ?? Infinity),
    )
    .map((operation) => ({
      operationId: operation.operationId,
      concurrencyStamp: operation.concurrencyStamp,
      description: operation.description,
      stitchTypeCode: operation.stitchTypeCode,
      lines: operation.styleOperations
        .toSorted((left, right) => left.position - right.position)
        .map((line) => ({
          needleName: line.needleName,
          brandId: line.brandId,
          brand: line.brand,
          ticketTexId: line.ticketTexId,
          ticketTex: line.ticketTex,
          shade: line.shade ?? '',
          packageSizeId: line.packageSizeId,
          packageSize: line.packageSize,
        })),
    }));
}

/** A line with the template's thread: the brand (with its tkt/tex and package size) and the shade, where given. */
function withTemplateThread(
  line: ComponentLineState,
  thread: ComponentLineState,
): ComponentLineState {
  const branded =
    thread.brandId === null
      ? line
      : {
          ...line,
          brandId: thread.brandId,
          brand: thread.brand,
          ticketTexId: thread.ticketTexId,
          ticketTex: thread.ticketTex,
          packageSizeId: thread.packageSizeId,
          packageSize: thread.packageSize,
        };
  const shade = thread.shade.trim();
  return shade === '' ? branded : { ...branded, shade };
}

/**
 * "Apply to all": every row takes the template's stitch code (its lines become the stitch's
 * needles, blank) and then the template's thread on every line, each part only when the
 * template gives it.
 *
 * @param needleNames - the needle names of the template's stitch code (when it has one)
 */
export function applyTemplate(
  rows: readonly MultiEditRow[],
  template: MultiEditTemplate,
  needleNames: readonly string[],
): MultiEditRow[] {
  return rows.map((row) => {
    const restitched =
      template.stitchTypeCode === null || template.stitchTypeCode === row.stitchTypeCode
        ? row
        : {
            ...row,
            stitchTypeCode: template.stitchTypeCode,
            lines: needleNames.map((needleName) => ({ ...blankThread, needleName })),
          };
    return {
      ...restitched,
      lines: restitched.lines.map((line) => withTemplateThread(line, template.line)),
    };
  });
}

/**
 * Where a brand is chosen without its tkt/tex, or thread is typed that is not in the lists:
 * `operationIndex.lineIndex` of each such line (the multi-edit saves only when every brand
 * and tkt/tex choice is valid, core-domain spec section 4).
 */
export function incompleteThreadChoices(rows: readonly MultiEditRow[]): string[] {
  return rows.flatMap((row, rowIndex) =>
    row.lines.flatMap((line, lineIndex) =>
      (line.brandId !== null && line.ticketTexId === null) || unlistedFields(line).length > 0
        ? [`${rowIndex}.${lineIndex}`]
        : [],
    ),
  );
}

/** The body of updateOperationNblcs: every row's stitch code and lines, shades trimmed. */
export function toNblcsUpdate(rows: readonly MultiEditRow[], tktTex: 'Tkt' | 'Tex') {
  return {
    tktTexValue: tktTex,
    operations: rows.map((row) => ({
      operationId: row.operationId,
      concurrencyStamp: row.concurrencyStamp,
      stitchTypeCode: row.stitchTypeCode,
      styleOperations: row.lines.map((line) => ({
        needleName: line.needleName,
        brandId: line.brandId,
        ticketTexId: line.ticketTexId,
        shade: line.shade.trim() === '' ? null : line.shade.trim(),
        packageSizeId: line.packageSizeId,
      })),
    })),
  };
}
