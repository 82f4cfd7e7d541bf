import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** What the metrics read of the process's parts when Prometheus asks. */
export type MetricSources = {
  /** The database's connections: open, idle, and transactions waiting for one. */
  poolUse(): { total: number; idle: number; waiting: number };
  /** Tasks waiting for a worker thread. */
  workerQueue(): number;
};

/**
 * The process's figures in Prometheus's format (prom-client), served on the management port:
 * requests by route and status with their durations, the database pool's use, the worker
 * pool's queue, and Node's own (event-loop delay, memory, garbage collection). One registry per
 * app, so that apps in one process (the tests') count apart.
 */
export function createMetrics(app: FastifyInstance, sources: MetricSources): Registry {
  const registry = new Registry();
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'spool_http_requests_total',
    help: 'HTTP requests answered, by method, route and status',
    labelNames,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'spool_http_request_duration_seconds',
    help: 'Time from a request read to its answer sent, by method, route and status',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const pool = (help: string, read: (use: ReturnType<MetricSources['poolUse']>) => number) => ({
    help,
    registers: [registry],
    collect(this: Gauge) {
      this.set(read(sources.poolUse()));
    },
  });
  new Gauge({
    name: 'spool_db_pool_connections',
    ...pool('Database connections open', (use) => use.total),
  });
  new Gauge({
    name: 'spool_db_pool_idle_connections',
    ...pool('Database connections idle', (use) => use.idle),
  });
  new Gauge({
    name: 'spool_db_pool_waiting',
    ...pool('Transactions waiting for a database connection', (use) => use.waiting),
  });
  new Gauge({
    name: 'spool_worker_queue',
    help: 'Tasks (workbooks, PDFs) waiting for a worker thread',
    registers: [registry],
    collect() {
      this.set(sources.workerQueue());
    },
  });
  app.addHook('onResponse', async (request, reply) => {
    // The route's pattern, never the path itself: ids would make a series each.
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? 'unmatched',
      status: String(reply.statusCode),
    };
    requests.inc(labels);
    durations.observe(labels, reply.elapsedTime / 1000);
  });
  return registry;
}

/** Node's own figures, once per process (they watch the event loop and the collector). */
export function collectProcessMetrics(registry: Registry): void {
  collectDefaultMetrics({ register: registry });
}
