import type { FastifyInstance } from 'fastify';

/** How much of a body left unread the server still reads and drops after answering. */
export const unreadBodyDrainLimitBytes = 64 * 1024 * 1024;
/** How long it waits for that rest to arrive. */
const unreadBodyDrainTimeoutMs = 30_000;

/**
 * An answer given before the request's body was read to its end (413 for a body past the
 * limit, a parser's 400, 401 before an upload) must reach the client whole. Fastify closes
 * the connection after a body it refused; the client, still sending, then meets a closed
 * socket, and its TCP stack reports a reset in place of the answer (browsers show
 * "connection reset"). So the connection is kept: the rest of the body is read and dropped,
 * up to {@link unreadBodyDrainLimitBytes} and 30 seconds, after which the connection is
 * closed as before. Once the body has arrived the connection carries the next request.
 */
export function registerUnreadBodies(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.raw.complete && String(reply.getHeader('connection')) === 'close') {
      reply.removeHeader('connection');
    }
    return payload;
  });

  app.addHook('onResponse', async (request) => {
    const raw = request.raw;
    if (raw.complete || raw.destroyed) return;
    let drained = 0;
    // Destroying the request destroys its connection.
    const giveUp = () => raw.destroy();
    const timer = setTimeout(giveUp, unreadBodyDrainTimeoutMs);
    timer.unref();
    raw.on('data', (chunk: Buffer) => {
      drained += chunk.length;
      if (drained > unreadBodyDrainLimitBytes) giveUp();
    });
    raw.once('close', () => clearTimeout(timer));
    raw.once('end', () => clearTimeout(timer));
    raw.resume();
  });
}
