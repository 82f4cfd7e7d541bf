import type { FastifyInstance } from 'fastify';
import {
  addPastedOperations,
  checkPastedOperations,
  cloneMultipleOperations,
  cloneOperation,
  deleteMultipleOperations,
  editOperation,
  getGroupNumber,
  getOperation,
  getOperations,
  getRecentlyUsedStyleOperationStitchData,
  getStyleOperationNblcs,
  saveOperation,
  updateOperationNblcs,
  validateAlreadyExistingOperationWithSameGroup,
  validateGroupNumber,
} from '@spool/contracts';
import type { Tx } from '../../platform/db/database.js';
import type { Router } from '../../platform/http/router.js';
import type { OperationsService } from './operations.service.js';
import type { OperationPasteService } from './operation-paste.service.js';
import type { Actor } from '../../platform/auth/caller-access.js';

/** The operations calls of the specification (section 7); the service checks everything. */
export function operationsRoutes(
  app: FastifyInstance,
  deps: {
    router: Router;
    /** With the actor for changes, which the style's history records. */
    operations: (tx: Tx, actor?: Actor) => OperationsService;
    paste: (tx: Tx, actor?: Actor) => OperationPasteService;
  },
): void {
  const { router, operations, paste } = deps;
  /** The service for a change, and the name of its actor. */
  const changing = (ctx: { tx: Tx; actor: Actor }) => ({
    service: operations(ctx.tx, ctx.actor),
    actor: ctx.actor.userName,
  });

  router.route(app, getOperations, async ({ query }, { tx }) =>
    operations(tx).getOperations(query.styleId, query),
  );
  router.route(app, getOperation, async ({ query }, { tx }) =>
    operations(tx).getOperation(query.styleOprId, query.styleId, query),
  );
  router.route(app, getGroupNumber, async ({ query }, { tx }) =>
    operations(tx).lastGroupNumber(query.styleId),
  );
  router.route(app, validateGroupNumber, async ({ query }, { tx }) =>
    operations(tx).isGroupFree(query.styleId, query.GroupNumber),
  );
  router.route(app, validateAlreadyExistingOperationWithSameGroup, async ({ body }, { tx }) =>
    operations(tx).agreesWithGroup(body.operationId, body.operation),
  );
  router.route(app, saveOperation, async ({ body }, ctx) => {
    const { service, actor } = changing(ctx);
    await service.saveOperation(body, actor);
    return true;
  });
  router.route(app, editOperation, async ({ body }, ctx) => {
    const { service, actor } = changing(ctx);
    return service.editOperation(body.operation, actor);
  });
  router.route(app, cloneOperation, async ({ body }, ctx) => {
    const { service, actor } = changing(ctx);
    const [id] = await service.cloneOperations(body.styleId, [body.styleOprId], actor);
    return id ?? 0;
  });
  router.route(app, cloneMultipleOperations, async ({ body }, ctx) => {
    const { service, actor } = changing(ctx);
    return service.cloneOperations(body.styleId, body.selectedIds, actor);
  });
  router.route(app, deleteMultipleOperations, async ({ query }, ctx) => {
    const { service, actor } = changing(ctx);
    await service.deleteOperations(query.selectedIds, query.styleId, actor);
    return null;
  });
  router.route(app, getRecentlyUsedStyleOperationStitchData, async ({ query }, { tx }) =>
    operations(tx).recentlyUsedStitchData(query.styleId, query.stitchCode, query),
  );
  router.route(app, getStyleOperationNblcs, async ({ query }, { tx }) =>
    operations(tx).getNblcs(query.operationIds, query.tktTexValue),
  );
  router.route(app, updateOperationNblcs, async ({ body }, ctx) => {
    const { service, actor } = changing(ctx);
    await service.updateNblcs(body.operations, actor);
    return true;
  });
  router.route(app, checkPastedOperations, async ({ params, body }, { tx }) =>
    paste(tx).check(params.id, body),
  );
  router.route(app, addPastedOperations, async ({ params, body }, ctx) => ({
    ids: await paste(ctx.tx, ctx.actor).add(params.id, body.rows, body, ctx.actor.userName),
  }));
}
