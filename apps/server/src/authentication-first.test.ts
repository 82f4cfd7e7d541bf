import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorResponse } from '@spool/contracts';
import { contractRoutes } from './testing/contract-routes.js';
import { createTestApp, type TestApp } from './testing/test-app.js';
import { createTestUser } from './testing/test-database.js';

/**
 * Authentication comes before a request's input is read: whatever an anonymous caller
 * sends to a route that needs sign-in (malformed path, query and body), the answer is
 * 401 and names no field, so that nobody learns a route's input without signing in. A
 * signed-in caller of the wrong side gets 403 the same way. Every route of the contracts.
 */
const routes = contractRoutes().filter(({ contract }) => contract.access !== 'public');

/** A request no route accepts: every path parameter, query parameter and body wrong. */
function malformed(path: string) {
  return {
    url: `${path.replace(/:([A-Za-z_]\w*)/g, 'not%00valid')}?SkipCount=-1&MaxResultCount=x&providerName=%00&styleId=2147483648`,
    payload: '{"name": 12, "styleId": "x", "\\u0000": "\\ud800"',
  };
}

let t: TestApp;
let tenantUser: string;
let hostUser: string;

beforeAll(async () => {
  t = await createTestApp();
  const tenantId = (await t.database.createTenant('Demo')).id;
  tenantUser = await t.issueToken({
    sub: await createTestUser(t.database, { tenantId, userName: 'planner', permissions: [] }),
    tenantid: tenantId,
  });
  hostUser = await t.issueToken({
    sub: await createTestUser(t.database, { tenantId: null, userName: 'host', permissions: [] }),
  });
});
afterAll(() => t?.dispose());

const send = (method: string, url: string, payload: string, token?: string) =>
  t.app.inject({
    method: method as 'GET',
    url,
    headers: {
      'content-type': 'application/json',
      ...(token !== undefined && { authorization: `Bearer ${token}` }),
    },
    ...(method !== 'GET' && { payload }),
  });

describe('authentication before validation', () => {
  it('covers every route that needs sign-in', () => {
    expect(routes.length).toBeGreaterThanOrEqual(90);
  });

  it.each(routes.map((route) => [`${route.contract.method} ${route.contract.path}`, route]))(
    '%s: 401 to an anonymous caller, whatever it sends, naming no field',
    async (_, { contract }) => {
      const { url, payload } = malformed(contract.path);
      for (const token of [undefined, 'not-a-token']) {
        const response = await send(contract.method, url, payload, token);
        expect(response.statusCode).toBe(401);
        expect(response.json<ErrorResponse>()).toEqual({
          error: { code: 'Spool:Unauthorized', message: 'Please sign in to continue.' },
        });
      }
    },
  );

  it.each(
    routes
      .filter(({ contract }) => contract.access === 'host' || contract.access === 'tenant')
      .map((route) => [`${route.contract.method} ${route.contract.path}`, route]),
  )('%s: 403 to a caller of the other side, whatever it sends', async (_, { contract }) => {
    const { url, payload } = malformed(contract.path);
    const response = await send(
      contract.method,
      url,
      payload,
      contract.access === 'host' ? tenantUser : hostUser,
    );
    expect(response.statusCode).toBe(403);
    expect(response.json<ErrorResponse>().error).toEqual({
      code: 'Spool:Forbidden',
      message: 'You do not have permission to do this.',
    });
  });
});
