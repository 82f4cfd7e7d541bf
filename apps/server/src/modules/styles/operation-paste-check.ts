import {
  readPastedOperations,
  type GroupMember,
  type PastedOperations,
  type StyleSheetOptions,
} from '@spool/domain';
import { styleSheetListsOf } from './sheet-lists.js';
import type { SheetLists } from './sheet-lists.repository.js';

export type PastedOperationsCheckInput = {
  /** The rows in the operation columns' order. */
  rows: readonly (readonly string[])[];
  lists: SheetLists;
  options: StyleSheetOptions;
  /** The style's own operations, for the same-group rule. */
  styleOperations: readonly GroupMember[];
};

/**
 * Reads pasted rows against the tenant's lists. Plain data in and out, so that it runs in a
 * worker thread: a thousand rows take longer than a request may hold the event loop.
 */
export function checkPastedOperations(input: PastedOperationsCheckInput): PastedOperations {
  return readPastedOperations(
    input.rows,
    styleSheetListsOf(input.lists),
    input.options,
    input.styleOperations,
  );
}
