import Fastify from 'fastify';
import type { Registry } from 'prom-client';
import type { Database } from '../../platform/db/database.js';
import { databaseAnswersWithin } from './database-answers.js';

export type ManagementServer = {
  /** Where it listens (`http://host:port`). */
  url: string;
  /** From now on readiness answers 503: the process is about to stop taking requests. */
  drain(): void;
  close(): Promise<void>;
};

const readinessTimeoutMs = 2_000;

/**
 * Liveness, readiness and the metrics on a port of their own (SPOOL_MANAGEMENT_PORT), as load
 * balancers, Kubernetes probes and Prometheus expect: a burst of connections to the API port
 * does not stand between a probe and its answer.
 * - `GET /livez`: 200 while the process answers at all;
 * - `GET /readyz`: 200 while the database answers within 2 s and the process is not draining,
 *   else 503 saying which;
 * - `GET /metrics`: the registry in Prometheus's text format.
 */
export async function startManagementServer(options: {
  port: number;
  host: string;
  database: Database;
  metrics: Registry;
}): Promise<ManagementServer> {
  let draining = false;
  const app = Fastify({ logger: false });
  app.get('/livez', async () => ({ status: 'alive' }));
  app.get('/readyz', async (_request, reply) => {
    const status = draining
      ? 'draining'
      : (await databaseAnswersWithin(options.database, readinessTimeoutMs))
        ? 'ready'
        : 'databaseUnreachable';
    if (status !== 'ready') reply.status(503);
    return { status };
  });
  app.get('/metrics', async (_request, reply) => {
    reply.type(options.metrics.contentType);
    return options.metrics.metrics();
  });
  const url = await app.listen({ port: options.port, host: options.host });
  return {
    url,
    drain() {
      draining = true;
    },
    close: () => app.close(),
  };
}
