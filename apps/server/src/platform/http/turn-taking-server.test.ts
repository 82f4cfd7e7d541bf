import { connect, type Socket } from 'node:net';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { turnTakingServer } from './turn-taking-server.js';

/**
 * The server Spool answers on, over real sockets. Client and server share this event loop, as
 * the server shares its loop with everything it does: a request that keeps the loop busy keeps
 * the test's next step waiting too, which is what these tests measure, by order, never by time.
 */

/** Work a request does without yielding (a large page's JSON, say), in ms. */
const busyMs = 15;

let server: Server | undefined;
const sockets: Socket[] = [];

afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

/**
 * Starts the server: `/busy/<n>` keeps the loop busy for `busyMs`, anything else answers at once;
 * `begun` lists the paths in the order their handling began, `answered` as their answers went out.
 */
async function startServer() {
  const begun: string[] = [];
  const answered: string[] = [];
  let firstStarted: () => void = () => undefined;
  const busyStarted = new Promise<void>((resolve) => (firstStarted = resolve));
  const handler = (request: IncomingMessage, response: ServerResponse) => {
    const path = request.url ?? '';
    begun.push(path);
    if (path.startsWith('/busy/')) {
      firstStarted();
      const until = performance.now() + busyMs;
      while (performance.now() < until) {
        // the loop is busy
      }
    }
    response.on('finish', () => answered.push(path));
    response.end(path);
  };
  const made = turnTakingServer('/api/health')(handler, { keepAliveTimeout: 5_000 });
  server = made;
  let connections = 0;
  made.on('connection', () => (connections += 1));
  /** Waits until the server has accepted `count` connections in all. */
  const accepted = async (count: number) => {
    while (connections < count) await new Promise((resolve) => setImmediate(resolve));
  };
  await new Promise<void>((resolve) => made.listen(0, '127.0.0.1', resolve));
  const { port } = made.address() as { port: number };
  return { port, begun, answered, busyStarted, accepted };
}

function open(port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => resolve(socket));
    socket.once('error', reject);
    sockets.push(socket);
  });
}

const requestText = (path: string) => `GET ${path} HTTP/1.1\r\nHost: spool\r\n\r\n`;

/** Resolves once `count` answers have come on `socket`, with their bodies in order. */
function answersOn(socket: Socket, count: number): Promise<string[]> {
  return new Promise((resolve) => {
    let text = '';
    const onData = (chunk: Buffer) => {
      text += chunk.toString('latin1');
      const bodies = [...text.matchAll(/\r\n\r\n([^\r\n]*?)(?=HTTP\/1\.1 |$)/g)].map(
        (match) => match[1] ?? '',
      );
      if (bodies.length >= count && bodies.every((body) => body.length > 0)) {
        socket.off('data', onData);
        resolve(bodies.slice(0, count));
      }
    };
    socket.on('data', onData);
  });
}

/**
 * Ten busy requests that come at once, on connections of their own the server has accepted
 * (`accepted`, with the connections open before); waits until the first has started.
 */
async function tenBusyRequests(
  port: number,
  {
    busyStarted,
    accepted,
  }: { busyStarted: Promise<void>; accepted: (count: number) => Promise<void> },
  openBefore = 0,
) {
  const busy = await Promise.all(Array.from({ length: 10 }, () => open(port)));
  await accepted(openBefore + 10);
  const answers = busy.map((socket, index) => {
    const answer = answersOn(socket, 1);
    socket.write(requestText(`/busy/${index}`));
    return answer;
  });
  await busyStarted;
  return Promise.all(answers);
}

/**
 * Ten busy requests come at once; once the first has started, `path` goes on a connection opened
 * before them (`kept`) or after (`new`). Answers its answer's body and the order of all answers.
 */
async function sendWhileBusy(path: string, connection: 'kept' | 'new') {
  const started = await startServer();
  const kept = connection === 'kept' ? await open(started.port) : undefined;
  const busy = tenBusyRequests(started.port, started, kept ? 1 : 0);
  await started.busyStarted;
  const socket = kept ?? (await open(started.port));
  const answer = answersOn(socket, 1);
  socket.write(requestText(path));
  const [body] = await answer;
  await busy;
  return { body, answered: started.answered };
}

describe('the server Spool answers on', () => {
  it('answers every request, each connection’s in the order they were sent', async () => {
    const { port } = await startServer();
    const connections = await Promise.all([open(port), open(port), open(port)]);
    const answers = connections.map((socket, connection) => {
      const answer = answersOn(socket, 4);
      socket.write(
        [1, 2, 3, 4].map((request) => requestText(`/c${connection}/r${request}`)).join(''),
      );
      return answer;
    });
    expect(await Promise.all(answers)).toEqual(
      [0, 1, 2].map((connection) => [1, 2, 3, 4].map((request) => `/c${connection}/r${request}`)),
    );
  });

  it('answers a health check on a kept connection before requests that came before it', async () => {
    const { body, answered } = await sendWhileBusy('/api/health', 'kept');
    expect(body).toBe('/api/health');
    expect(answered).toHaveLength(11);
    expect(answered.indexOf('/api/health')).toBeLessThan(9);
  });

  it('accepts a new connection while requests wait, and answers its health check before them', async () => {
    const { body, answered } = await sendWhileBusy('/api/health?ready', 'new');
    expect(body).toBe('/api/health?ready');
    expect(answered.indexOf('/api/health?ready')).toBeLessThan(9);
  });

  it('starts other requests in turn with those that came before them, never ahead', async () => {
    const { answered } = await sendWhileBusy('/styles', 'kept');
    expect(answered.at(-1)).toBe('/styles');
  });

  it('never starts a request whose caller hung up while it waited', async () => {
    const server = await startServer();
    const caller = await open(server.port);
    const busy = tenBusyRequests(server.port, server, 1);
    await server.busyStarted;
    caller.end(requestText('/abandoned'));
    caller.destroy();
    await busy;
    // One more request after them, so that every turn that could start the abandoned one is past.
    const last = await open(server.port);
    const answer = answersOn(last, 1);
    last.write(requestText('/after'));
    await answer;
    expect(server.begun).toContain('/after');
    expect(server.begun).not.toContain('/abandoned');
  });
});
