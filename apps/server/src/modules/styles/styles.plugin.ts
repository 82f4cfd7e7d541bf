import type { FastifyInstance } from 'fastify';
import { supportedLanguages } from '@spool/contracts';
import { styleSheetColumns, type StyleSheetColumn } from '@spool/domain';
import type { Actor } from '../../platform/auth/caller-access.js';
import type { Tx } from '../../platform/db/database.js';
import type { Router } from '../../platform/http/router.js';
import type { Translator } from '../../platform/i18n.js';
import type { WorkerPool } from '../../platform/workers/worker-pool.js';
import { createAuditTrail, historyOf, noAuditTrail } from '../audit-logging/index.js';
import { createNamedListsRepository } from '../catalogue/index.js';
import { createOperationsRepository } from './operations.repository.js';
import { createOrdersRepository } from './orders/orders.repository.js';
import { ordersRoutes } from './orders/orders.routes.js';
import { createOrdersService, createSizeRangesService } from './orders/orders.service.js';
import { operationsRoutes } from './operations.routes.js';
import { createOperationsService } from './operations.service.js';
import { createOperationPasteService } from './operation-paste.service.js';
import { createSheetListsRepository } from './sheet-lists.repository.js';
import { createSampleStyleRepository } from './sample-style.repository.js';
import { createSampleStyleService } from './sample-style.service.js';
import { createStyleGridRepository } from './style-grid.repository.js';
import { createStyleGridService } from './style-grid.service.js';
import { createStyleHistory } from './style-history.js';
import { createStylePicturesRepository } from './style-pictures.repository.js';
import { stylePicturesRoutes } from './style-pictures.routes.js';
import { createStylePicturesService } from './style-pictures.service.js';
import { createStylesRepository } from './styles.repository.js';
import { stylesRoutes } from './styles.routes.js';
import { createStylesService } from './styles.service.js';

/** The styles module: styles, their sewing operations and their pictures, and their history. */
export function stylesPlugin(
  app: FastifyInstance,
  { router, translator, workers }: { router: Router; translator: Translator; workers: WorkerPool },
): void {
  // Changes are written into the audit log of the change's transaction, as the actor's.
  const history = (tx: Tx, actor: Actor | undefined) =>
    createStyleHistory({
      audit: actor ? createAuditTrail(tx, actor) : noAuditTrail,
      styles: createStylesRepository(tx),
      operations: createOperationsRepository(tx),
    });
  const styles = (tx: Tx, actor?: Actor) =>
    createStylesService({
      styles: createStylesRepository(tx),
      references: {
        customer: createNamedListsRepository(tx, 'customer'),
        productCategory: createNamedListsRepository(tx, 'productCategory'),
        productType: createNamedListsRepository(tx, 'productType'),
      },
      history: history(tx, actor),
    });
  const operations = (tx: Tx, actor?: Actor) =>
    createOperationsService({
      operations: createOperationsRepository(tx),
      history: history(tx, actor),
    });
  stylesRoutes(app, {
    router,
    styles,
    grid: (tx: Tx) => createStyleGridService({ grid: createStyleGridRepository(tx) }),
    sample: (tx: Tx, actor: Actor) =>
      createSampleStyleService({
        styles: styles(tx, actor),
        operations: operations(tx, actor),
        lists: createSampleStyleRepository(tx),
        translator,
      }),
    history: historyOf,
  });
  // A pasted header may name its columns in any of the interface languages.
  const acceptedNames = Object.fromEntries(
    styleSheetColumns.map((column) => [
      column,
      supportedLanguages.map((language) => translator.text(language, `import.columns.${column}`)),
    ]),
  ) as Record<StyleSheetColumn, string[]>;
  operationsRoutes(app, {
    router,
    operations,
    paste: (tx: Tx, actor?: Actor) =>
      createOperationPasteService({
        lists: createSheetListsRepository(tx),
        operations: createOperationsRepository(tx),
        styles: createStylesRepository(tx),
        history: history(tx, actor),
        workers,
        acceptedNames,
      }),
  });
  const audit = (tx: Tx, actor: Actor | undefined) =>
    actor ? createAuditTrail(tx, actor) : noAuditTrail;
  ordersRoutes(app, {
    router,
    orders: (tx: Tx, actor?: Actor) =>
      createOrdersService({
        orders: createOrdersRepository(tx),
        getStyle: (id) => styles(tx).getStyle(id),
        audit: audit(tx, actor),
      }),
    sizeRanges: (tx: Tx, actor?: Actor) =>
      createSizeRangesService({ orders: createOrdersRepository(tx), audit: audit(tx, actor) }),
  });
  stylePicturesRoutes(app, {
    router,
    pictures: (tx: Tx) =>
      createStylePicturesService({
        pictures: createStylePicturesRepository(tx),
        styleExists: async (id) => (await createStylesRepository(tx).findStyle(id)) !== undefined,
      }),
  });
}
