import type { FastifyInstance } from 'fastify';
import { getHealth } from '@spool/contracts';
import type { Database } from '../../platform/db/database.js';
import type { Router } from '../../platform/http/router.js';
import { databaseAnswersWithin } from './database-answers.js';

const pingTimeoutMs = 2_000;

/** GET /api/health: 200 while the database answers within 2 s, 503 otherwise. */
export function healthPlugin(
  app: FastifyInstance,
  { router, database, version }: { router: Router; database: Database; version: string },
): void {
  router.route(app, getHealth, async (_input, { reply }) => {
    const databaseReachable = await databaseAnswersWithin(database, pingTimeoutMs);
    if (!databaseReachable) reply.status(503);
    return {
      status: databaseReachable ? ('ok' as const) : ('unavailable' as const),
      version,
      database: database.kind,
      databaseReachable,
    };
  });
}
