import type { Tx } from '../../platform/db/database.js';
import { createAuditTrail } from '../audit-logging/index.js';
import type { LineThreadChange, OperationsRepository } from './operations.repository.js';
import { createOperationsRepository } from './operations.repository.js';
import { createStyleHistory, type OperationState, type StyleHistory } from './style-history.js';
import { createStylesRepository } from './styles.repository.js';
import type { Actor } from '../../platform/auth/caller-access.js';

/** A component line's thread, as a swap reads and writes it. */
export type LineThread = {
  brandId: number | null;
  ticketTexId: number | null;
  packageSizeId: number | null;
};

/** The thread a line takes instead, or null to leave it. */
export type ThreadSwap = (
  line: LineThread,
) => { brandId: number; ticketTexId: number; packageSizeId: number } | null;

export type ThreadSwapResult = {
  changedLines: number;
  changedOperations: number;
  /** The styles whose operations changed, in ascending order. */
  styleIds: number[];
};

/**
 * Gives the component lines of styles' operations another thread (a purchase plan's brand
 * swap), in the caller's transaction: each operation changed gets a new stamp and an
 * audit entry with its threads before and after, under its style, and each style changed is
 * marked modified by the actor. The caller checks the threads exist (a brand mapping of the
 * tenant's range).
 */
export function createOperationThreadSwap({
  operations,
  history,
}: {
  operations: Pick<
    OperationsRepository,
    'findOperationsOfStyles' | 'findLines' | 'updateLineThreads' | 'touchStyle'
  >;
  history: Pick<StyleHistory, 'operationsEdited'>;
}) {
  return {
    async swapThreads(
      styleIds: readonly number[],
      swap: ThreadSwap,
      actor: string | null,
    ): Promise<ThreadSwapResult> {
      const rows = await operations.findOperationsOfStyles(styleIds);
      const lines = await operations.findLines(rows.map((row) => row.id));
      const changes: LineThreadChange[] = lines.flatMap((line) => {
        const thread = swap(line);
        return thread
          ? [{ operationId: line.operationId, position: line.position, ...thread }]
          : [];
      });
      const changed = new Set(changes.map((change) => change.operationId));
      const before: OperationState[] = rows
        .filter((row) => changed.has(row.id))
        .map((row) => ({ row, lines: lines.filter((line) => line.operationId === row.id) }));
      if (changes.length === 0) return { changedLines: 0, changedOperations: 0, styleIds: [] };
      await operations.updateLineThreads(changes);
      await history.operationsEdited(before);
      const styles = [...new Set(before.map((state) => state.row.styleId))].sort((a, b) => a - b);
      for (const styleId of styles) await operations.touchStyle(styleId, actor);
      return { changedLines: changes.length, changedOperations: changed.size, styleIds: styles };
    },
  };
}

/** The thread swap of `actor`'s request, writing the styles' history into its audit log. */
export function operationThreadSwapOf(tx: Tx, actor: Actor) {
  const operations = createOperationsRepository(tx);
  return createOperationThreadSwap({
    operations,
    history: createStyleHistory({
      audit: createAuditTrail(tx, actor),
      styles: createStylesRepository(tx),
      operations,
    }),
  });
}

export type OperationThreadSwap = ReturnType<typeof createOperationThreadSwap>;
