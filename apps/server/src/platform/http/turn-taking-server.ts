import http, { type IncomingMessage, type ServerResponse } from 'node:http';

/**
 * The HTTP server Fastify answers on (its `serverFactory`), starting a few requests per turn of
 * the event loop rather than every request that arrived (issue 14: `GET /api/health` under load).
 *
 * Node's event loop accepts one new connection per turn (libuv; seen with strace: one accept4
 * between two epoll_pwait). A turn that starts every request read in it grows with the load:
 * under 200 busy connections one turn is tens of milliseconds, so a burst of 200 new connections
 * takes seconds to accept, and a monitor's new connection waits behind them. Here a turn starts
 * at most `requestsPerTurn` of the requests read; the others wait, in the order they came, for
 * the next turns. Turns stay short, so the loop gets back to accepting (and to the database's
 * answers) every few hundred microseconds, and the throughput is the same: the work is the same,
 * cut finer.
 *
 * `GET /api/health` never waits there: it costs next to nothing (its database check is a kept
 * answer or a connection of its own), and a monitor that sees it late under load would take a
 * busy but healthy server out of service.
 */
const requestsPerTurn = 2;

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

/** The options of Fastify's own HTTP/1 server that this one keeps (fastify/lib/server.js). */
type ServerOptions = {
  http?: http.ServerOptions | null | undefined;
  keepAliveTimeout?: number | undefined;
  requestTimeout?: number | undefined;
  connectionTimeout?: number | undefined;
  maxRequestsPerSocket?: number | undefined;
};

const isHealthCheck = (request: IncomingMessage) =>
  request.method === 'GET' &&
  (request.url === '/api/health' || request.url?.startsWith('/api/health?') === true);

export function createTurnTakingServer(handler: Handler, options: ServerOptions): http.Server {
  /** Requests read and not started yet, from `head` on. */
  const waiting: (readonly [IncomingMessage, ServerResponse])[] = [];
  let head = 0;
  let scheduled = false;

  const startSome = () => {
    const end = Math.min(waiting.length, head + requestsPerTurn);
    for (; head < end; head += 1) {
      const [request, response] = waiting[head] as readonly [IncomingMessage, ServerResponse];
      waiting[head] = undefined as never;
      handler(request, response);
    }
    if (head < waiting.length) {
      setImmediate(startSome);
      return;
    }
    waiting.length = 0;
    head = 0;
    scheduled = false;
  };

  const server = http.createServer(options.http ?? {}, (request, response) => {
    if (isHealthCheck(request)) {
      handler(request, response);
      return;
    }
    waiting.push([request, response]);
    if (!scheduled) {
      scheduled = true;
      setImmediate(startSome);
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
