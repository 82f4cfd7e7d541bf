import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createHttpIdentityDiscovery,
  IdentityDiscoveryError,
} from './http-identity-discovery.service.js';

type Handler = (url: URL, response: ServerResponse) => void;

/** The external identity-discovery service, played by a loopback server that records its calls. */
let handle: Handler = (_url, response) => response.end();
const calls: URL[] = [];
let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://discovery.test');
    calls.push(url);
    handle(url, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  base = `http://127.0.0.1:${address.port}/identity`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const json = (body: unknown, status = 200): Handler => {
  return (_url, response) => {
    response.statusCode = status;
    response.setHeader('content-type', 'application/json');
    response.end(typeof body === 'string' ? body : JSON.stringify(body));
  };
};

const discovery = (timeoutMs?: number) =>
  createHttpIdentityDiscovery({ baseUrl: base, accessCode: 'code-123', timeoutMs });

const atlas = {
  id: 'org-1',
  name: 'Atlas Group',
  description: 'Knitwear',
  isActive: true,
  tenants: [
    { tenantId: 't-1', applicationId: 'app-9', tenantShortName: 'Atlas North', logoUrl: null },
  ],
};

async function failureOf(promise: Promise<unknown>): Promise<IdentityDiscoveryError> {
  const error = await promise.then(
    () => undefined,
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(IdentityDiscoveryError);
  return error as IdentityDiscoveryError;
}

describe('identity discovery at an external service', () => {
  it('asks get-user with the user id and the access code, and reads the user', async () => {
    handle = json({
      id: 'u-1',
      accountReference: 'ACC-1',
      accountType: 101,
      organisations: ['org-1'],
      roles: ['admin'],
      photoBase64: null,
      isActive: true,
    });
    calls.length = 0;
    expect(await discovery().findUser('u-1')).toEqual({
      id: 'u-1',
      accountReference: 'ACC-1',
      accountType: 101,
      organisations: ['org-1'],
      roles: ['admin'],
      photoBase64: null,
      isActive: true,
    });
    expect(calls.map((url) => `${url.pathname}${url.search}`)).toEqual([
      '/identity/get-user?userId=u-1&accessCode=code-123',
    ]);
  });

  it('asks get-organisation and get-user-organisations, filling absent optional fields with null', async () => {
    const { description: _description, ...withoutDescription } = atlas;
    handle = (url, response) =>
      url.pathname.endsWith('/get-organisation')
        ? json({ ...withoutDescription, id: 7 })(url, response)
        : json([atlas])(url, response);
    calls.length = 0;
    expect(await discovery().findOrganisation('7')).toEqual({
      ...atlas,
      id: '7',
      description: null,
    });
    expect(await discovery().findUserOrganisations('u-1')).toEqual([atlas]);
    expect(calls.map((url) => `${url.pathname}${url.search}`)).toEqual([
      '/identity/get-organisation?organisationId=7&accessCode=code-123',
      '/identity/get-user-organisations?userId=u-1&accessCode=code-123',
    ]);
  });

  it('answers nothing for an id the service does not know (404 or null)', async () => {
    handle = json({ error: 'not found' }, 404);
    expect(await discovery().findUser('nobody')).toBeUndefined();
    expect(await discovery().findUserOrganisations('nobody')).toEqual([]);
    handle = json(null);
    expect(await discovery().findOrganisation('nothing')).toBeUndefined();
  });

  it('fails clearly on a 5xx, naming the call but never the access code', async () => {
    handle = json({ error: 'down' }, 503);
    const error = await failureOf(discovery().findUser('u-1'));
    expect(error.message).toBe(`Identity discovery: GET ${base}/get-user answered HTTP 503`);
    expect(error.message).not.toContain('code-123');
  });

  it('fails clearly when the service gives no answer in time', async () => {
    handle = () => undefined;
    const error = await failureOf(discovery(150).findOrganisation('org-1'));
    expect(error.message).toBe(
      `Identity discovery: GET ${base}/get-organisation gave no answer within 150 ms`,
    );
  });

  it('fails clearly on an answer that is not JSON, or not the expected shape', async () => {
    handle = json('<html>oops</html>');
    expect((await failureOf(discovery().findUser('u-1'))).message).toBe(
      `Identity discovery: GET ${base}/get-user did not answer with JSON`,
    );
    handle = json({ ...atlas, tenants: 'none' });
    expect((await failureOf(discovery().findOrganisation('org-1'))).message).toMatch(
      /^Identity discovery: GET .*\/get-organisation answered an unexpected shape \(tenants: /,
    );
    handle = json({ id: 'u-1' });
    expect((await failureOf(discovery().findUserOrganisations('u-1'))).message).toMatch(
      /answered an unexpected shape \(the answer: /,
    );
  });

  it('fails clearly when the service is unreachable', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const address = closed.address();
    await new Promise((resolve) => closed.close(resolve));
    if (address === null || typeof address === 'string') throw new Error('no port');
    const gone = createHttpIdentityDiscovery({
      baseUrl: `http://127.0.0.1:${address.port}/identity/`,
      accessCode: 'code-123',
    });
    const error = await failureOf(gone.findUser('u-1'));
    expect(error.message).toBe(
      `Identity discovery: GET http://127.0.0.1:${address.port}/identity/get-user is unreachable (connect ECONNREFUSED 127.0.0.1:${address.port})`,
    );
  });
});
