import { Writable } from 'node:stream';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getHealth, permissionsOfSide, type Contract } from '@spool/contracts';
import { contractRoutes } from './testing/contract-routes.js';
import { insertStyle } from './testing/style-fixtures.js';
import { createTestApp, type TestApp } from './testing/test-app.js';
import { createTestUser } from './testing/test-database.js';
import { fuzzValue, hostileValue } from './testing/zod-arbitraries.js';

/**
 * The API fuzz suite: every route of the contracts gets requests derived from its own
 * zod schemas (valid ones, and ones with NUL characters, lone surrogates, numbers past
 * 32 bits, megabyte strings, wrong types and odd keys slipped in), from an anonymous
 * caller and from administrators holding every permission of their side. No answer may
 * be a 5xx, and the server must still answer its health check at the end.
 *
 * Bounded in time: about {@link budgetMs} for all routes together, whatever the machine.
 */
const budgetMs = 35_000;
const runsPerRoute = 200;
/** A run's replay seed (fast-check prints it on failure); random otherwise. */
const seed = undefined as number | undefined;

const routes = contractRoutes();
const perRouteMs = Math.floor(budgetMs / routes.length);

type Caller = 'anonymous' | 'tenantAdmin' | 'hostAdmin';

const callersOf = (contract: Contract): Caller[] => {
  switch (contract.access) {
    case 'public':
      return ['anonymous'];
    case 'tenant':
      return ['anonymous', 'tenantAdmin'];
    case 'host':
      return ['anonymous', 'hostAdmin'];
    case 'signedIn':
      return ['anonymous', 'tenantAdmin', 'hostAdmin'];
  }
};

/** Pieces of a URL that decode to something odd (NUL, a surrogate's bytes, broken UTF-8). */
const rawUrlToken = fc.constantFrom('%00', '%ED%A0%80', '%FF', '%C0%80', '%E2%82', '%', '%25');

/** Bodies that are not JSON at all, or JSON with a prototype key. */
const rawBody = fc.constantFrom(
  '{',
  '[1,',
  '{"a":1}x',
  '\u0000',
  '"\\ud800"',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
);

/** Text for a URL: percent-encoded as UTF-8 (a lone surrogate becomes U+FFFD, as browsers send it). */
function urlText(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
  return encodeURIComponent(Buffer.from(text, 'utf8').toString('utf8'));
}

function queryString(query: unknown, raw: string | undefined): string {
  const parts: string[] = [];
  if (query !== null && typeof query === 'object' && !Array.isArray(query)) {
    for (const [key, value] of Object.entries(query)) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [value]) {
        parts.push(`${urlText(key)}=${urlText(item)}`);
      }
    }
  } else if (query !== undefined) {
    parts.push(urlText(query));
  }
  if (raw !== undefined) parts.push(`x=${raw}`);
  return parts.length === 0 ? '' : `?${parts.join('&')}`;
}

function pathOf(contract: Contract, params: unknown, raw: string | undefined): string {
  const values = (params ?? {}) as Record<string, unknown>;
  return contract.path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
    const value = typeof values === 'object' ? values[name] : undefined;
    if (raw !== undefined) return raw;
    return value === undefined || value === '' ? '1' : urlText(value);
  });
}

type FuzzRequest = {
  caller: Caller;
  params: unknown;
  query: unknown;
  body: unknown;
  rawParam: string | undefined;
  rawQuery: string | undefined;
  rawBody: string | undefined;
};

/** One request for a route: its caller, URL and body, with now and then a raw odd piece. */
const requestOf = (contract: Contract): fc.Arbitrary<FuzzRequest> =>
  fc.record({
    caller: fc.constantFrom(...callersOf(contract)),
    params: contract.params ? fuzzValue(contract.params) : fc.constant(undefined),
    query: contract.query ? fuzzValue(contract.query) : fc.option(hostileValue, { nil: undefined }),
    body: fuzzValue(contract.body),
    rawParam: fc.option(rawUrlToken, { nil: undefined, freq: 8 }),
    rawQuery: fc.option(rawUrlToken, { nil: undefined, freq: 8 }),
    rawBody: fc.option(rawBody, { nil: undefined, freq: 10 }),
  });

let t: TestApp;
const tokens: Record<Caller, string | undefined> = {
  anonymous: undefined,
  tenantAdmin: undefined,
  hostAdmin: undefined,
};

/**
 * What the server logged at warning level and above: a value the database refused
 * (answered 400 by the error handler, but the schemas should have refused it first).
 */
const warnings: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    warnings.push(chunk.toString('utf8'));
    done();
  },
});

beforeAll(async () => {
  t = await createTestApp({ logger: { level: 'warn', stream: logStream } });
  const tenant = await t.database.createTenant('Fuzz');
  const tenantAdmin = await createTestUser(t.database, {
    tenantId: tenant.id,
    userName: 'fuzz.admin',
    permissions: permissionsOfSide('tenant'),
    accountType: 101,
  });
  const hostAdmin = await createTestUser(t.database, {
    tenantId: null,
    userName: 'fuzz.host',
    permissions: permissionsOfSide('host'),
  });
  tokens.tenantAdmin = await t.issueToken({
    sub: tenantAdmin,
    tenantid: tenant.id,
    account_type: 101,
    expiresInSeconds: 3600,
  });
  tokens.hostAdmin = await t.issueToken({ sub: hostAdmin, expiresInSeconds: 3600 });
  // Rows for the small ids the fuzzer favours: a style with a complete operation.
  await insertStyle(t.database, tenant.id, {
    name: 'Fuzz shirt',
    operations: [
      {
        description: 'Side seam',
        stitchTypeCode: '301',
        seamLengthCm: 60,
        rate: 12,
        lines: [{ needleName: 'Needle', shade: 'Navy' }],
      },
    ],
  });
});
afterAll(() => t?.dispose());

const short = (value: unknown) => {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 300 ? `${text.slice(0, 300)}… (${text.length} characters)` : text;
};

/** Sends one request; throws when the answer is a 5xx or the database refused a value. */
async function sendAndCheck(contract: Contract, request: FuzzRequest): Promise<void> {
  const url = `${pathOf(contract, request.params, request.rawParam)}${queryString(
    request.query,
    request.rawQuery,
  )}`;
  const token = tokens[request.caller];
  const payload =
    contract.method === 'GET'
      ? undefined
      : (request.rawBody ??
        (request.body === undefined ? undefined : JSON.stringify(request.body)));
  const response = await t.app.inject({
    method: contract.method,
    url,
    headers: {
      ...(token && { authorization: `Bearer ${token}` }),
      ...(payload !== undefined && { 'content-type': 'application/json' }),
    },
    ...(payload !== undefined && { payload }),
  });
  const refused = warnings.splice(0).find((line) => line.includes('refused by the database'));
  if (response.statusCode >= 500 || refused) {
    const refusal = refused
      ? ` (the database refused a value the schemas let through: ${short(
          (JSON.parse(refused) as { err?: { message?: string } }).err?.message,
        )})`
      : '';
    throw new Error(
      `${contract.method} ${short(url)} as ${request.caller} with ${short(payload)} answered ${
        response.statusCode
      }: ${short(response.body)}${refusal}`,
    );
  }
}

describe('the API under fuzzed requests', () => {
  it('finds every route of the contracts', () => {
    expect(routes.length).toBeGreaterThanOrEqual(100);
    expect(routes.map(({ contract }) => contract.path)).toContain('/api/brand/:id');
  });

  it.each(routes.map((route) => [`${route.contract.method} ${route.contract.path}`, route]))(
    '%s never answers 5xx',
    async (_, { contract }) => {
      const property = fc.asyncProperty(requestOf(contract), (request) =>
        sendAndCheck(contract, request),
      );
      const options = {
        ...(seed !== undefined && { seed }),
        // The failure alone: a counterexample may hold a megabyte of text.
        reporter: (details: fc.RunDetails<[FuzzRequest]>) => {
          // Cut off by the time limit before its first request was answered: nothing found.
          const cutBeforeAnswer = details.interrupted && details.numRuns === 0;
          if (details.failed && !cutBeforeAnswer) {
            const cause =
              details.errorInstance instanceof Error
                ? details.errorInstance.message
                : String(details.errorInstance);
            throw new Error(
              `${cause} (seed ${details.seed}, path ${details.counterexamplePath ?? ''})`,
            );
          }
        },
      };
      // One request however slow the route (a first workbook starts its worker), then
      // as many as the route's share of the time allows.
      await fc.assert(property, { ...options, numRuns: 1 });
      await fc.assert(property, {
        ...options,
        numRuns: runsPerRoute,
        interruptAfterTimeLimit: perRouteMs,
        markInterruptAsFailure: false,
      });
    },
  );

  it('leaves the server healthy', async () => {
    const response = await t.call(undefined, 'GET', getHealth.path);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', databaseReachable: true });
  });
});
