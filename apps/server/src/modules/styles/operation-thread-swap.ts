import { styleThreadKey, threadShadesRenamed } from '@spool/domain';
import type { Tx } from '../../platform/db/database.js';
import { createAuditTrail } from '../audit-logging/index.js';
import type { LineThreadChange, OperationsRepository } from './operations.repository.js';
import { createOperationsRepository } from './operations.repository.js';
import { createOrdersRepository, type OrdersRepository } from './orders/orders.repository.js';
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
  orders,
  history,
}: {
  operations: Pick<
    OperationsRepository,
    'findOperationsOfStyles' | 'findLines' | 'updateLineThreads' | 'touchStyle'
  >;
  orders: Pick<OrdersRepository, 'findColourways' | 'updateColourway'>;
  history: Pick<StyleHistory, 'operationsEdited'>;
}) {
  /**
   * Each colourway's shade choices follow the threads replaced (threadShadesRenamed), so that
   * a thread dyed to match stays so with its new brand.
   */
  const renameThreadShades = async (
    styleId: number,
    renamed: ReadonlyMap<string, ReadonlySet<string>>,
  ) => {
    for (const colourway of await orders.findColourways(styleId)) {
      const threadShades = threadShadesRenamed(colourway.threadShades, renamed);
      if (Object.keys(threadShades).length === Object.keys(colourway.threadShades).length) continue;
      await orders.updateColourway(
        styleId,
        colourway.id,
        { threadShades },
        colourway.concurrencyStamp,
      );
    }
  };

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
      const styleOf = new Map(rows.map((row) => [row.id, row.styleId]));
      const renamedOf = new Map<number, Map<string, Set<string>>>();
      for (const line of lines) {
        const thread = swap(line);
        const styleId = styleOf.get(line.operationId);
        if (!thread || styleId === undefined || line.brandId === null || line.ticketTexId === null)
          continue;
        const renamed = renamedOf.get(styleId) ?? new Map<string, Set<string>>();
        const from = styleThreadKey({
          ...line,
          brandId: line.brandId,
          ticketTexId: line.ticketTexId,
        });
        renamed.set(
          from,
          (renamed.get(from) ?? new Set()).add(styleThreadKey({ ...thread, shade: line.shade })),
        );
        renamedOf.set(styleId, renamed);
      }
      for (const styleId of styles) {
        await operations.touchStyle(styleId, actor);
        await renameThreadShades(styleId, renamedOf.get(styleId) ?? new Map());
      }
      return { changedLines: changes.length, changedOperations: changed.size, styleIds: styles };
    },
  };
}

/** The thread swap of `actor`'s request, writing the styles' history into its audit log. */
export function operationThreadSwapOf(tx: Tx, actor: Actor) {
  const operations = createOperationsRepository(tx);
  return createOperationThreadSwap({
    operations,
    orders: createOrdersRepository(tx),
    history: createStyleHistory({
      audit: createAuditTrail(tx, actor),
      styles: createStylesRepository(tx),
      operations,
    }),
  });
}

export type OperationThreadSwap = ReturnType<typeof createOperationThreadSwap>;
