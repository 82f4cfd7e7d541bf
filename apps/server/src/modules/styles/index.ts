export { stylesPlugin } from './styles.plugin.js';
export { countTenantStyles } from './style-counts.repository.js';
export { importedOperationValues, operationColumnsOf } from './operation-values.js';
export { createStylePicturesRepository } from './style-pictures.repository.js';
export { operationThreadSwapOf } from './operation-thread-swap.js';
export type {
  LineThread,
  OperationThreadSwap,
  ThreadSwap,
  ThreadSwapResult,
} from './operation-thread-swap.js';
export { createOrdersRepository } from './orders/orders.repository.js';
export type {
  ColourwayRow,
  OrdersRepository,
  StoredOrder,
  StyleOrderRow,
} from './orders/orders.repository.js';
export { createSheetListsRepository } from './sheet-lists.repository.js';
export type { SheetLists, SheetListsRepository } from './sheet-lists.repository.js';
export { lineNamesOf, styleSheetListsOf } from './sheet-lists.js';
