import type { FastifyInstance } from 'fastify';
import {
  createColourway,
  createSizeRange,
  deleteColourway,
  deleteSizeRange,
  duplicateColourway,
  getSizeRanges,
  getStyleOrder,
  reorderColourways,
  updateColourway,
  updateOperationGrading,
  updateSizeRange,
  updateStyleSizes,
  updateThreadShades,
} from '@spool/contracts';
import type { Actor } from '../../../platform/auth/caller-access.js';
import type { Tx } from '../../../platform/db/database.js';
import type { Router } from '../../../platform/http/router.js';
import type { OrdersService, SizeRangesService } from './orders.service.js';

/** A style's sizes and colourways, and the tenant's named size ranges. */
export function ordersRoutes(
  app: FastifyInstance,
  deps: {
    router: Router;
    orders: (tx: Tx, actor?: Actor) => OrdersService;
    sizeRanges: (tx: Tx, actor?: Actor) => SizeRangesService;
  },
): void {
  const { router, orders, sizeRanges } = deps;

  router.route(app, getStyleOrder, async ({ params }, { tx }) => orders(tx).getOrder(params.id));
  router.route(app, updateStyleSizes, async ({ params, body }, { tx, actor }) =>
    orders(tx, actor).setSizes(params.id, body.sizeRange, body.runMode, body.concurrencyStamp),
  );
  router.route(app, createColourway, async ({ params, body }, { tx, actor }) =>
    orders(tx, actor).createColourway(params.id, body),
  );
  router.route(app, updateColourway, async ({ params, body }, { tx, actor }) => {
    const { concurrencyStamp, ...colourway } = body;
    return orders(tx, actor).updateColourway(
      params.id,
      params.colourwayId,
      colourway,
      concurrencyStamp,
    );
  });
  router.route(app, duplicateColourway, async ({ params, body }, { tx, actor }) =>
    orders(tx, actor).duplicateColourway(params.id, params.colourwayId, body.name),
  );
  router.route(app, reorderColourways, async ({ params, body }, { tx, actor }) =>
    orders(tx, actor).reorderColourways(params.id, body.ids),
  );
  router.route(app, deleteColourway, async ({ params }, { tx, actor }) =>
    orders(tx, actor).deleteColourway(params.id, params.colourwayId),
  );
  router.route(app, updateThreadShades, async ({ params, body }, { tx, actor }) =>
    orders(tx, actor).updateThreadShades(params.id, body.colourways),
  );
  router.route(app, updateOperationGrading, async ({ params, body }, { tx, actor }) =>
    orders(tx, actor).setGrading(params.id, params.operationId, body.grading),
  );

  router.route(app, getSizeRanges, async (_input, { tx }) => sizeRanges(tx).list());
  router.route(app, createSizeRange, async ({ body }, { tx, actor }) =>
    sizeRanges(tx, actor).create(body),
  );
  router.route(app, updateSizeRange, async ({ params, body }, { tx, actor }) => {
    const { concurrencyStamp, ...input } = body;
    return sizeRanges(tx, actor).update(params.id, input, concurrencyStamp);
  });
  router.route(app, deleteSizeRange, async ({ params }, { tx, actor }) => {
    await sizeRanges(tx, actor).remove(params.id);
    return null;
  });
}
