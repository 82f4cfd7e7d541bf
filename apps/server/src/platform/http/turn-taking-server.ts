import http, { type IncomingMessage, type ServerResponse } from 'node:http';

/**
 * The HTTP server Fastify answers on (its `serverFactory`), which keeps each turn of the event
 * loop short under load (issue 14: `GET /api/health` under a burst of connections).
 *
 * Node's event loop accepts one new connection per turn (libuv; seen with strace: one accept4
 * between two epoll_pwait). A turn that starts every request read in it grows with the load:
 * under 200 busy connections a turn is tens of milliseconds, so a burst of 200 new connections
 * takes seconds to accept, and a monitor's new connection waits behind them (up to 3.3 s in
 * `bench:load` with one core kept busy). Here a request is started as soon as it is read while
 * its turn is short: the turn's first two, and any other within 2 ms of the first. Past that it
 * waits, in the order it came, and the turns' ends (their check phase) start two of those
 * waiting each. A busy loop thus gets back to accepting connections (and reading the database's
 * answers) every few milliseconds; a quiet one starts every request at once, as before (the
 * grid's throughput under 10 connections was the same within the machine's noise).
 *
 * A health check (`healthPath`, GET) never waits: it costs next to nothing (its database check is
 * a kept answer or a connection of its own), and a monitor that sees it late under load would take
 * a busy but healthy server out of service.
 */
/** Requests a turn starts at least: as they are read, or at its end from those waiting. */
const requestsPerTurn = 2;
/** How long after its first a turn goes on starting requests as they are read, in ms. */
const startingBudgetMs = 2;

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

/** The options of Fastify's own HTTP/1 server that this one keeps (fastify/lib/server.js). */
type ServerOptions = {
  http?: http.ServerOptions | null | undefined;
  keepAliveTimeout?: number | undefined;
  requestTimeout?: number | undefined;
  connectionTimeout?: number | undefined;
  maxRequestsPerSocket?: number | undefined;
};

/** Fastify's `serverFactory` for a server whose health checks (GET `healthPath`) never wait. */
export function turnTakingServer(healthPath: string) {
  const isHealthCheck = (request: IncomingMessage) =>
    request.method === 'GET' &&
    (request.url === healthPath || request.url?.startsWith(`${healthPath}?`) === true);
  return (handler: Handler, options: ServerOptions) =>
    createTurnTakingServer(handler, options, isHealthCheck);
}

function createTurnTakingServer(
  handler: Handler,
  options: ServerOptions,
  isHealthCheck: (request: IncomingMessage) => boolean,
): http.Server {
  /** Requests read and not started yet, from `head` on. */
  const waiting: (readonly [IncomingMessage, ServerResponse])[] = [];
  let head = 0;
  /** Requests started since the last turn's check phase, the first at `firstStartedAt`. */
  let startedThisTurn = 0;
  let firstStartedAt = 0;
  let turnEndScheduled = false;

  const scheduleTurnEnd = () => {
    if (turnEndScheduled) return;
    turnEndScheduled = true;
    setImmediate(endOfTurn);
  };
  const start = (request: IncomingMessage, response: ServerResponse) => {
    if (startedThisTurn === 0) firstStartedAt = performance.now();
    startedThisTurn += 1;
    scheduleTurnEnd();
    handler(request, response);
  };
  /** In the turn's check phase: a new count, and the next of those waiting. */
  const endOfTurn = () => {
    turnEndScheduled = false;
    startedThisTurn = 0;
    while (head < waiting.length && startedThisTurn < requestsPerTurn) {
      const [request, response] = waiting[head] as readonly [IncomingMessage, ServerResponse];
      waiting[head] = undefined as never;
      head += 1;
      // Its caller hung up while it waited: nobody to answer, no work to do.
      if (!request.socket.destroyed) start(request, response);
    }
    // Those started leave the list once they are half of it (it never empties under overload).
    if (head === waiting.length || (head > 1024 && head * 2 > waiting.length)) {
      waiting.splice(0, head);
      head = 0;
    }
  };

  const server = http.createServer(options.http ?? {}, (request, response) => {
    if (isHealthCheck(request)) {
      handler(request, response);
    } else if (
      head === waiting.length &&
      (startedThisTurn < requestsPerTurn || performance.now() - firstStartedAt < startingBudgetMs)
    ) {
      // A request is started as soon as it is read, as any server would, while the turn is short.
      start(request, response);
    } else {
      waiting.push([request, response]);
      scheduleTurnEnd();
    }
  });
  // As Fastify sets up its own server.
  if (options.keepAliveTimeout !== undefined) server.keepAliveTimeout = options.keepAliveTimeout;
  if (options.requestTimeout !== undefined) server.requestTimeout = options.requestTimeout;
  if (options.connectionTimeout !== undefined) server.setTimeout(options.connectionTimeout);
  if (options.maxRequestsPerSocket !== undefined && options.maxRequestsPerSocket > 0) {
    server.maxRequestsPerSocket = options.maxRequestsPerSocket;
  }
  return server;
}
