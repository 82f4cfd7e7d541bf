import type { FastifyInstance } from 'fastify';
import { getHealth } from '@spool/contracts';
import type { Database } from '../../platform/db/database.js';
import type { Router } from '../../platform/http/router.js';

const pingTimeoutMs = 2_000;

/** GET /api/health: 200 while the database answers within 2 s, 503 otherwise. */
export function healthPlugin(
  app: FastifyInstance,
  { router, database, version }: { router: Router; database: Database; version: string },
): void {
  router.public(app, getHealth, async (_input, { reply }) => {
    const databaseReachable = await pingWithin(database, pingTimeoutMs);
    if (!databaseReachable) reply.status(503);
    return {
      status: databaseReachable ? ('ok' as const) : ('unavailable' as const),
      version,
      database: database.kind,
      databaseReachable,
    };
  });
}

async function pingWithin(database: Database, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([
      database.ping().then(
        () => true,
        () => false,
      ),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}
