import type { FastifyInstance } from 'fastify';
import {
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

/** The operations calls of the specification (section 7); the service checks everything. */
export function operationsRoutes(
  app: FastifyInstance,
  deps: {
    router: Router;
    operations: (tx: Tx) => OperationsService;
    actorName: (tx: Tx, userId: string) => Promise<string | null>;
  },
): void {
  const { router, operations, actorName } = deps;

  router.tenant(app, getOperations, async ({ query }, { tx }) =>
    operations(tx).getOperations(query.styleId, query),
  );
  router.tenant(app, getOperation, async ({ query }, { tx }) =>
    operations(tx).getOperation(query.styleOprId, query.styleId, query),
  );
  router.tenant(app, getGroupNumber, async ({ query }, { tx }) =>
    operations(tx).lastGroupNumber(query.styleId),
  );
  router.tenant(app, validateGroupNumber, async ({ query }, { tx }) =>
    operations(tx).isGroupFree(query.styleId, query.GroupNumber),
  );
  router.tenant(app, validateAlreadyExistingOperationWithSameGroup, async ({ body }, { tx }) =>
    operations(tx).agreesWithGroup(body.operationId, body.operation),
  );
  router.tenant(app, saveOperation, async ({ body }, { tx, directoryTx, principal }) => {
    await operations(tx).saveOperation(body, await actorName(directoryTx, principal.userId));
    return true;
  });
  router.tenant(app, editOperation, async ({ body }, { tx, directoryTx, principal }) =>
    operations(tx).editOperation(body.operation, await actorName(directoryTx, principal.userId)),
  );
  router.tenant(app, cloneOperation, async ({ body }, { tx, directoryTx, principal }) => {
    const [id] = await operations(tx).cloneOperations(
      body.styleId,
      [body.styleOprId],
      await actorName(directoryTx, principal.userId),
    );
    return id ?? 0;
  });
  router.tenant(app, cloneMultipleOperations, async ({ body }, { tx, directoryTx, principal }) =>
    operations(tx).cloneOperations(
      body.styleId,
      body.selectedIds,
      await actorName(directoryTx, principal.userId),
    ),
  );
  router.tenant(
    app,
    deleteMultipleOperations,
    async ({ query }, { tx, directoryTx, principal }) => {
      await operations(tx).deleteOperations(
        query.selectedIds,
        query.styleId,
        await actorName(directoryTx, principal.userId),
      );
      return null;
    },
  );
  router.tenant(app, getRecentlyUsedStyleOperationStitchData, async ({ query }, { tx }) =>
    operations(tx).recentlyUsedStitchData(query.styleId, query.stitchCode, query),
  );
  router.tenant(app, getStyleOperationNblcs, async ({ query }, { tx }) =>
    operations(tx).getNblcs(query.operationIds, query.tktTexValue),
  );
  router.tenant(app, updateOperationNblcs, async ({ body }, { tx, directoryTx, principal }) => {
    await operations(tx).updateNblcs(
      body.operations,
      await actorName(directoryTx, principal.userId),
    );
    return true;
  });
}
