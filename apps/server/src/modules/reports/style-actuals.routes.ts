import type { FastifyInstance } from 'fastify';
import { getEstimateAccuracy, getStyleActuals, saveStyleActuals } from '@spool/contracts';
import type { Actor } from '../../platform/auth/caller-access.js';
import type { Tx } from '../../platform/db/database.js';
import type { Router } from '../../platform/http/router.js';
import type { EstimateAccuracyService } from './estimate-accuracy.service.js';
import type { StyleActualsService } from './style-actuals.service.js';

/** Actual use of a style's approved versions, and the accuracy of the estimates. */
export function styleActualsRoutes(
  app: FastifyInstance,
  {
    router,
    actuals,
    accuracy,
  }: {
    router: Router;
    actuals: (tx: Tx, actor: Actor) => StyleActualsService;
    accuracy: (tx: Tx) => EstimateAccuracyService;
  },
): void {
  router.route(app, getStyleActuals, async ({ params }, { tx, actor }) =>
    actuals(tx, actor).actualsOf(params.id),
  );

  router.route(app, saveStyleActuals, async ({ params, body }, { tx, actor }) =>
    actuals(tx, actor).record(params.id, body, actor.userName),
  );

  router.route(app, getEstimateAccuracy, async ({ query }, { tx }) =>
    accuracy(tx).accuracy(query.customSettingId),
  );
}
