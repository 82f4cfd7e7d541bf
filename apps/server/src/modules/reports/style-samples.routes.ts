import type { FastifyInstance } from 'fastify';
import {
  calibrateFromStyleSample,
  deleteStyleSample,
  getStyleSample,
  saveStyleSample,
} from '@spool/contracts';
import type { Actor } from '../../platform/auth/caller-access.js';
import type { Tx } from '../../platform/db/database.js';
import type { Router } from '../../platform/http/router.js';
import type { StyleSamplesService } from './style-samples.service.js';

/** A style's sample results, and fitting its custom setting from them. */
export function styleSamplesRoutes(
  app: FastifyInstance,
  { router, samples }: { router: Router; samples: (tx: Tx, actor: Actor) => StyleSamplesService },
): void {
  router.route(app, getStyleSample, async ({ params }, { tx, actor }) =>
    samples(tx, actor).view(params.id),
  );

  router.route(app, saveStyleSample, async ({ params, body }, { tx, actor }) =>
    samples(tx, actor).save(params.id, body, actor.userName),
  );

  router.route(app, deleteStyleSample, async ({ params, query }, { tx, actor }) =>
    samples(tx, actor).remove(params.id, query.concurrencyStamp, actor.userName),
  );

  router.route(app, calibrateFromStyleSample, async ({ params, body }, { tx, actor }) =>
    samples(tx, actor).calibrate(params.id, body.code),
  );
}
