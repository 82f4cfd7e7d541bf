import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Contract } from '@spool/contracts';
import { contractRoutes } from './testing/contract-routes.js';
import { createTestApp, type TestApp } from './testing/test-app.js';
import { createTestUser } from './testing/test-database.js';
import { validValue } from './testing/zod-arbitraries.js';

/**
 * Who may call a route is checked before its input is read: a caller without the route's
 * permission gets 403 whether it sends no body, a body its schema refuses, one that is not
 * JSON at all, or a body the route would take. The routes come from the contracts, so a new
 * one is covered by itself.
 */
const permissioned = contractRoutes().filter(
  ({ contract }) =>
    contract.access !== 'public' &&
    (contract.permission !== undefined || contract.anyPermissionOf !== undefined),
);

let t: TestApp;
let tenantCaller = '';
let hostCaller = '';

beforeAll(async () => {
  t = await createTestApp();
  const tenant = await t.database.createTenant('Permission First');
  // Signed in, on the right side, and holding no permission at all.
  tenantCaller = await t.issueToken({
    sub: await createTestUser(t.database, {
      tenantId: tenant.id,
      userName: 'nobody.special',
      permissions: [],
    }),
    tenantid: tenant.id,
  });
  hostCaller = await t.issueToken({
    sub: await createTestUser(t.database, {
      tenantId: null,
      userName: 'host.nobody',
      permissions: [],
    }),
  });
});
afterAll(() => t?.dispose());

/** One value the schema accepts, the same every run. */
const accepted = (schema: unknown): unknown =>
  fc.sample(validValue(schema), { numRuns: 1, seed: 7 })[0];

/** A path or query value as text: primitives as they print, anything else as JSON. */
const asText = (value: unknown): string =>
  typeof value === 'object' && value !== null ? JSON.stringify(value) : `${value as string}`;

function urlOf(contract: Contract, query: unknown): string {
  const params = (contract.params ? accepted(contract.params) : {}) as Record<string, unknown>;
  const path = contract.path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) =>
    encodeURIComponent(asText(params[name] ?? '1')),
  );
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries((query ?? {}) as Record<string, unknown>)) {
    if (value !== undefined) search.append(key, asText(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** What each call sends: nothing, then bodies (or queries) of every kind. */
function inputsOf(contract: Contract) {
  const validQuery = contract.query ? accepted(contract.query) : undefined;
  const base = { url: urlOf(contract, validQuery), payload: undefined as string | undefined };
  if (contract.method === 'GET' || contract.method === 'DELETE') {
    return [
      { kind: 'no input', ...base, url: urlOf(contract, undefined) },
      { kind: 'a valid query', ...base },
      { kind: 'an invalid query', ...base, url: `${base.url.split('?')[0]}?page=-1&%00=x` },
    ];
  }
  const valid = contract.body ? accepted(contract.body) : {};
  return [
    { kind: 'no body', ...base },
    { kind: 'a body its schema refuses', ...base, payload: JSON.stringify({ '': [null] }) },
    { kind: 'a body that is not JSON', ...base, payload: '{"unfinished":' },
    { kind: 'a body it would take', ...base, payload: JSON.stringify(valid) },
  ];
}

describe('a caller without the route’s permission', () => {
  it('covers every route that needs a permission', () => {
    expect(permissioned.length).toBeGreaterThan(100);
  });

  it.each(permissioned.map(({ name, contract }) => [name, contract] as const))(
    '%s: 403 whatever the input',
    async (_name, contract) => {
      const token = contract.access === 'host' ? hostCaller : tenantCaller;
      for (const input of inputsOf(contract)) {
        const response = await t.app.inject({
          method: contract.method,
          url: input.url,
          headers: {
            authorization: `Bearer ${token}`,
            ...(input.payload !== undefined && { 'content-type': 'application/json' }),
          },
          ...(input.payload !== undefined && { payload: input.payload }),
        });
        expect(response.statusCode, `${contract.method} ${input.url} with ${input.kind}`).toBe(403);
        expect(response.json(), input.kind).toMatchObject({ error: { code: 'Spool:Forbidden' } });
      }
    },
  );
});
