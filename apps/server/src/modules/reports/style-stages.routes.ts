import type { FastifyInstance } from 'fastify';
import { approveStyle, getStyleVersions, reopenStyle } from '@spool/contracts';
import type { Actor } from '../../platform/auth/caller-access.js';
import type { Tx } from '../../platform/db/database.js';
import type { Router } from '../../platform/http/router.js';
import type { StyleStagesService } from './style-stages.service.js';

/** Approving and reopening a style, and its versions. */
export function styleStagesRoutes(
  app: FastifyInstance,
  { router, stages }: { router: Router; stages: (tx: Tx, actor: Actor) => StyleStagesService },
): void {
  router.route(app, approveStyle, async ({ params, body }, { tx, actor }) =>
    stages(tx, actor).approve(params.id, body, actor.userName),
  );

  router.route(app, reopenStyle, async ({ params, body }, { tx, actor }) =>
    stages(tx, actor).reopen(params.id, body, actor.userName),
  );

  router.route(app, getStyleVersions, async ({ params }, { tx, actor }) => ({
    items: await stages(tx, actor).versionsOf(params.id),
  }));
}
