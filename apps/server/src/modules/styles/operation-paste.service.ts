import {
  DomainError,
  lengthUnitFromCode,
  operationPasteMaxRows,
  pastedRowsOf,
  pasteLayoutOf,
  ticketModeFromCode,
  type PastedOperations,
  type StyleSheetColumn,
  type StyleSheetOptions,
} from '@spool/domain';
import type { CheckPastedOperationsBody, PastedOperationsCheck } from '@spool/contracts';
import type { OperationsRepository } from './operations.repository.js';
import { importedOperationValues, memberOf } from './operation-values.js';
import type { WorkerPool } from '../../platform/workers/worker-pool.js';
import type { PastedOperationsCheckInput } from './operation-paste-check.js';
import { lineNamesOf } from './sheet-lists.js';
import type { SheetListsRepository } from './sheet-lists.repository.js';
import type { StyleHistory } from './style-history.js';
import type { StylesRepository } from './styles.repository.js';

export type PasteUnits = Pick<CheckPastedOperationsBody, 'seamLengthUnit' | 'tktTexVal'>;

const optionsOf = (units: PasteUnits): StyleSheetOptions => ({
  lengthUnit: lengthUnitFromCode(units.seamLengthUnit),
  ticketMode: ticketModeFromCode(units.tktTexVal),
});

/**
 * Operations pasted from a spreadsheet into a style: checked cell by cell with the import's
 * rules against the tenant's lists and the style's operations, and the good rows added in the
 * caller's transaction with the stitch's defaults and the style's custom setting's bights.
 */
export function createOperationPasteService({
  lists,
  operations,
  styles,
  history,
  workers,
  acceptedNames,
}: {
  lists: SheetListsRepository;
  operations: OperationsRepository;
  styles: Pick<StylesRepository, 'findStyle'>;
  history: StyleHistory;
  workers: WorkerPool;
  /** Per template column, its names in every language (a pasted header may use any). */
  acceptedNames: Readonly<Record<StyleSheetColumn, readonly string[]>>;
}) {
  /** The rows read against the tenant's lists and the style's own operations. */
  const read = async (styleId: number, rows: readonly (readonly string[])[], units: PasteUnits) => {
    const style = await styles.findStyle(styleId);
    if (!style) throw new DomainError('Spool.Styles:StyleNotFound', { id: styleId });
    if (rows.length === 0) throw new DomainError('Spool.Operations:PasteEmpty');
    if (rows.length > operationPasteMaxRows) {
      throw new DomainError('Spool.Operations:PasteTooManyRows', { max: operationPasteMaxRows });
    }
    const [tenantLists, styleOperations, bights] = await Promise.all([
      lists.findLists({ styleNames: false }),
      operations.findOperationsOfStyle(styleId),
      lists.findSettingBights(style.customSettingId),
    ]);
    const input: PastedOperationsCheckInput = {
      rows,
      lists: tenantLists,
      options: optionsOf(units),
      styleOperations: styleOperations.map(memberOf),
    };
    const result = await workers.run<PastedOperations>('checkPastedOperations', input);
    return { ...result, tenantLists, bights };
  };

  return {
    /** The pasted rows in the operation columns' order, with their wrong cells; nothing saved. */
    async check(styleId: number, body: CheckPastedOperationsBody): Promise<PastedOperationsCheck> {
      const layout = body.layout
        ? { ...body.layout, needsMapping: false }
        : pasteLayoutOf(body.rows, acceptedNames);
      const rows = pastedRowsOf(body.rows, layout);
      const { issues } = await read(styleId, rows, body);
      return {
        layout: { ...layout, columns: [...layout.columns] },
        rows,
        issues: issues.map((issue) => ({ ...issue, params: { ...issue.params } })),
      };
    },

    /**
     * Adds every row as an operation of the style, in their order; when any cell is wrong
     * (the style changed since the check), nothing is added. Returns the new ids.
     */
    async add(
      styleId: number,
      rows: readonly (readonly string[])[],
      units: PasteUnits,
      actor: string | null,
    ): Promise<number[]> {
      const trimmed = rows.map((row) => row.map((cell) => cell.trim()));
      const {
        operations: pasted,
        issues,
        tenantLists,
        bights,
      } = await read(styleId, trimmed, units);
      if (issues.length > 0) {
        throw new DomainError('Spool.Operations:PastedCellsWrong', { count: issues.length });
      }
      const lineNames = lineNamesOf(tenantLists);
      const ids: number[] = [];
      for (const operation of pasted) {
        const { lines, ...columns } = importedOperationValues(
          operation,
          lineNames.get(operation.stitchTypeCode),
          bights,
        );
        ids.push(await operations.insertOperation({ ...columns, styleId }, lines));
      }
      await history.operationsAdded(ids);
      await operations.touchStyle(styleId, actor);
      return ids;
    },
  };
}

export type OperationPasteService = ReturnType<typeof createOperationPasteService>;
