export { stylesPlugin } from './styles.plugin.js';
export { countTenantStyles } from './style-counts.repository.js';
export { operationColumnsOf } from './operation-values.js';
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
