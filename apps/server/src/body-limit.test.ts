import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permissionsOfSide, type Contract, type ErrorResponse } from '@spool/contracts';
import { contractRoutes } from './testing/contract-routes.js';
import { createTestApp, type TestApp } from './testing/test-app.js';
import { createTestUser } from './testing/test-database.js';

/**
 * A 10 MB body gets a complete 413 on every route that takes a body, seen by a real TCP
 * client against a listening server (inject() cannot show a reset connection): the client
 * sends its whole body, reads the answer, and the same connection then carries its next
 * request. Anonymous callers get a complete 401 the same way (authentication comes first).
 */
const tenMegabytes = 10 * 1024 * 1024;
const bodyRoutes = contractRoutes().filter(({ contract }) => contract.method !== 'GET');

let t: TestApp;
let port: number;
let tenantAdmin: string;
let hostAdmin: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (address === null || typeof address === 'string') throw new Error('not listening');
  port = address.port;
  const tenantId = (await t.database.createTenant('Demo')).id;
  tenantAdmin = await t.issueToken({
    sub: await createTestUser(t.database, {
      tenantId,
      userName: 'admin',
      permissions: permissionsOfSide('tenant'),
      accountType: 101,
    }),
    tenantid: tenantId,
    account_type: 101,
  });
  hostAdmin = await t.issueToken({
    sub: await createTestUser(t.database, {
      tenantId: null,
      userName: 'host.admin',
      permissions: permissionsOfSide('host'),
    }),
  });
});
afterAll(() => t?.dispose());

type Answer = { status: number; headers: string; body: string };

/** The answers in what a connection received: status line, headers, and a body of content-length. */
function answersIn(received: Buffer): Answer[] {
  const answers: Answer[] = [];
  let rest = received;
  while (rest.length > 0) {
    const headerEnd = rest.indexOf('\r\n\r\n');
    if (headerEnd < 0) break;
    const headers = rest.subarray(0, headerEnd).toString('latin1');
    const length = Number(/\r\ncontent-length: *(\d+)/i.exec(headers)?.[1] ?? 0);
    const body = rest.subarray(headerEnd + 4, headerEnd + 4 + length);
    answers.push({
      status: Number(headers.slice(9, 12)),
      headers,
      body: body.toString('utf8'),
    });
    rest = rest.subarray(headerEnd + 4 + length);
  }
  return answers;
}

/**
 * One connection: the request with its whole body (declared by content-length, or chunked),
 * then `GET /api/health` on the same connection; what came back and any socket error.
 */
function sendOversized(
  contract: Contract,
  options: { token?: string | undefined; chunked: boolean },
): Promise<{ answers: Answer[]; errors: string[] }> {
  const path = contract.path.replace(/:id\b/, '1').replace(/:([A-Za-z_]\w*)/g, 'x');
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const errors: string[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', (error) => errors.push(error.message));
    socket.on('close', () => resolve({ answers: answersIn(Buffer.concat(chunks)), errors }));
    const write = (data: string | Buffer) =>
      new Promise<void>((done) => {
        if (socket.destroyed) return done();
        if (socket.write(data)) done();
        else socket.once('drain', done);
      });
    void (async () => {
      await write(
        [
          `${contract.method} ${path} HTTP/1.1`,
          'host: 127.0.0.1',
          'content-type: application/json',
          options.chunked ? 'transfer-encoding: chunked' : `content-length: ${tenMegabytes}`,
          ...(options.token ? [`authorization: Bearer ${options.token}`] : []),
          '',
          '',
        ].join('\r\n'),
      );
      const piece = Buffer.alloc(1024 * 1024, ' ');
      for (let sent = 0; sent < tenMegabytes && !socket.destroyed; sent += piece.length) {
        await write(
          options.chunked
            ? Buffer.concat([
                Buffer.from(`${piece.length.toString(16)}\r\n`),
                piece,
                Buffer.from('\r\n'),
              ])
            : piece,
        );
      }
      if (options.chunked) await write('0\r\n\r\n');
      await write('GET /api/health HTTP/1.1\r\nhost: 127.0.0.1\r\nconnection: close\r\n\r\n');
    })();
  });
}

const tokenFor = (contract: Contract) => (contract.access === 'host' ? hostAdmin : tenantAdmin);
const routeName = (contract: Contract) => `${contract.method} ${contract.path}`;

describe('a 10 MB body', () => {
  it('is tried on every route that takes one', () => {
    expect(bodyRoutes.length).toBeGreaterThanOrEqual(50);
    expect(bodyRoutes.map(({ contract }) => contract.path)).toContain('/api/import');
  });

  it.each(bodyRoutes.map(({ contract }) => [routeName(contract), contract]))(
    '%s: a complete 413, and the connection stays usable',
    async (_, contract) => {
      for (const chunked of [false, true]) {
        const { answers, errors } = await sendOversized(contract, {
          token: tokenFor(contract),
          chunked,
        });
        expect(errors, `socket errors (chunked: ${chunked})`).toEqual([]);
        const [answer, next] = answers;
        expect(answer?.status, `chunked: ${chunked}`).toBe(413);
        expect(answer?.headers).toMatch(/content-type: application\/json/i);
        // The envelope, with the route's own "too large" code where it has one (uploads).
        const { error } = JSON.parse(answer?.body ?? '{}') as ErrorResponse;
        expect(error.code).toMatch(/^Spool(\.\w+)?:(Payload|CostFile|Picture)?TooLarge$/);
        expect(error.message).not.toBe('');
        expect(next?.status, 'the next request on the same connection').toBe(200);
      }
    },
  );

  it.each(
    bodyRoutes
      .filter(({ contract }) => contract.access !== 'public')
      .map(({ contract }) => [routeName(contract), contract]),
  )('%s: a complete 401 to an anonymous caller', async (_, contract) => {
    const { answers, errors } = await sendOversized(contract, { chunked: false });
    expect(errors).toEqual([]);
    expect(answers.map((answer) => answer.status)).toEqual([401, 200]);
  });

  it('leaves the server answering', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(response.status).toBe(200);
  });
});
