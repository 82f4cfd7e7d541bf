import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contractModule from '@spool/contracts';
import { Permissions, type Contract } from '@spool/contracts';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { contractsIn, openApiPath, withExamples } from './openapi.js';
import { apiExamples } from './openapi-examples.js';

/**
 * The API page for an integrator: who may call each route, the main calls' examples (which
 * must fit their contracts), and the release the document describes.
 */

type Media = { examples?: Record<string, { summary: string; value: unknown }> };
type Operation = {
  summary?: string;
  description?: string;
  parameters?: { in: string; name: string; example?: unknown }[];
  requestBody?: { content: Record<string, Media> };
  responses: Record<string, { content?: Record<string, Media>; headers?: object }>;
  security?: unknown;
  'x-spool-access'?: string;
  'x-spool-permission'?: string;
  'x-spool-any-permission-of'?: string[];
};
type Document = {
  info: { version: string; description: string };
  paths: Record<string, Record<string, Operation>>;
};

let t: TestApp;
let document: Document;

beforeAll(async () => {
  t = await createTestApp();
  const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(response.statusCode).toBe(200);
  document = response.json<Document>();
});
afterAll(() => t?.dispose());

const operationOf = (method: string, path: string): Operation => {
  const operation = document.paths[openApiPath(path)]?.[method.toLowerCase()];
  if (!operation) throw new Error(`${method} ${path} is not in the document`);
  return operation;
};

/** Where the example has fields that parsing dropped: fields its contract does not know. */
function unknownFields(sent: unknown, parsed: unknown, path = '$'): string[] {
  if (Array.isArray(sent)) {
    if (!Array.isArray(parsed)) return [path];
    return sent.flatMap((item, index) => unknownFields(item, parsed[index], `${path}[${index}]`));
  }
  if (typeof sent !== 'object' || sent === null) return [];
  if (typeof parsed !== 'object' || parsed === null) return [path];
  return Object.entries(sent).flatMap(([key, value]) =>
    key in parsed
      ? unknownFields(value, (parsed as Record<string, unknown>)[key], `${path}.${key}`)
      : [`${path}.${key}`],
  );
}

describe('who may call a route', () => {
  it('names the permission in the description and as x-spool-permission', () => {
    const cases = [
      ['POST', '/api/style', Permissions.StylesCreate],
      ['POST', '/api/saveOperation', Permissions.StylesUpdate],
      ['GET', '/api/style/:id/order/figures', Permissions.Reports],
      ['POST', '/api/purchasePlans', Permissions.PurchasePlansCreate],
      ['GET', '/api/purchasePlans/:id/purchaseList/:brandId', Permissions.PurchasePlans],
    ] as const;
    for (const [method, path, permission] of cases) {
      const operation = operationOf(method, path);
      expect(operation['x-spool-permission'], path).toBe(permission);
      expect(operation['x-spool-access'], path).toBe('tenant');
      expect(operation.description, path).toContain(`**Permission:** \`${permission}\``);
    }
  });

  it('lists the permissions of which one will do, and says so of a public route', () => {
    const upload = operationOf('POST', '/api/import');
    expect(upload['x-spool-permission']).toBeUndefined();
    expect(upload['x-spool-any-permission-of']).toEqual([
      Permissions.Import,
      Permissions.SettingsUpdate,
    ]);
    expect(upload.description).toContain(
      `one of \`${Permissions.Import}\`, \`${Permissions.SettingsUpdate}\``,
    );
    const health = operationOf('GET', '/api/health');
    expect(health['x-spool-access']).toBe('public');
    expect(health['x-spool-permission']).toBeUndefined();
    expect(health.description).toContain('no token needed');
  });

  it('says it on every route made from a contract, as the contract says', () => {
    const contracts = contractsIn({ ...contractModule });
    let routes = 0;
    for (const contract of contracts) {
      const operation = document.paths[openApiPath(contract.path)]?.[contract.method.toLowerCase()];
      // A contract that documents one case of another's route (the cost file's upload, on the
      // import's route) has no operation of its own.
      if (operation?.summary !== contract.summary) continue;
      routes += 1;
      const name = `${contract.method} ${contract.path}`;
      expect(operation['x-spool-access'], name).toBe(contract.access);
      expect(operation['x-spool-permission'], name).toBe(contract.permission);
    }
    expect(routes).toBeGreaterThan(100);
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        if (operation.security)
          expect(operation['x-spool-access'], `${method} ${path}`).toBeDefined();
      }
    }
  });
});

describe('the main calls’ examples', () => {
  it.each(apiExamples.map((example) => [example.contract.path, example] as const))(
    '%s: fits its contract, without a field the contract does not know',
    (_path, example) => {
      const { contract } = example;
      const parts = [
        ['params', contract.params, example.params],
        ['query', contract.query, example.query],
        ['body', contract.body, example.body],
      ] as const;
      for (const [part, schema, value] of parts) {
        // An example sends what its contract takes, and only that.
        expect(value === undefined || schema !== undefined, part).toBe(true);
        if (schema === undefined || value === undefined) continue;
        const parsed = schema.safeParse(value);
        expect(parsed.error?.issues, part).toBeUndefined();
        expect(unknownFields(value, parsed.data), part).toEqual([]);
      }
      if (contract.params) expect(example.params, 'params').toBeDefined();
      if (contract.body) expect(example.body, 'body').toBeDefined();
      if ('json' in example.response) {
        expect(contract.produces).not.toBe('file');
        // What the server would send: the answer parsed by its schema is the example itself.
        expect(contract.response.parse(example.response.json)).toEqual(example.response.json);
      } else {
        expect(contract.produces).toBe('file');
      }
    },
  );

  it('covers creating a style, adding an operation, its order figures, a plan and its list', () => {
    expect(apiExamples.map(({ contract }) => `${contract.method} ${contract.path}`)).toEqual([
      'POST /api/style',
      'POST /api/saveOperation',
      'GET /api/style/:id/order/figures',
      'POST /api/purchasePlans',
      'GET /api/purchasePlans/:id/purchaseList/:brandId',
    ]);
  });

  it('are in the document where the page shows them', () => {
    const create = operationOf('POST', '/api/style');
    const [sent] = Object.values(create.requestBody?.content['application/json']?.examples ?? {});
    expect(sent?.value).toMatchObject({ name: 'Five-pocket jeans 501', quantity: 1200 });
    const [answered] = Object.values(
      create.responses['201']?.content?.['application/json']?.examples ?? {},
    );
    expect(answered?.value).toMatchObject({ name: 'Five-pocket jeans 501', stage: 'estimate' });

    const figures = operationOf('GET', '/api/style/:id/order/figures');
    expect(figures.parameters?.find((parameter) => parameter.name === 'id')?.example).toBe(42);
    const [figuresAnswer] = Object.values(
      figures.responses['200']?.content?.['application/json']?.examples ?? {},
    );
    expect(figuresAnswer?.value).toMatchObject({ totals: { packages: 45 } });

    const list = operationOf('GET', '/api/purchasePlans/:id/purchaseList/:brandId');
    expect(Object.keys(list.responses['200']?.content ?? {})).toEqual([
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ]);
    expect(list.responses['200']?.headers).toHaveProperty('Content-Disposition');
  });

  it('refuses an example whose route is not in the document', () => {
    const lost: Contract = { ...apiExamples[0]!.contract, path: '/api/nowhere' };
    expect(() => withExamples({ paths: {} }, [{ ...apiExamples[0]!, contract: lost }])).toThrow(
      'The example of POST /api/nowhere has no operation',
    );
  });
});

describe('the version', () => {
  it('is the release of the root package.json, in the document and the health answer', async () => {
    const root = JSON.parse(
      readFileSync(new URL('../../../../../package.json', import.meta.url), 'utf8'),
    ) as { version: string };
    expect(document.info.version).toBe(root.version);
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.json<{ version: string }>().version).toBe(root.version);
  });

  it('comes with the rule that an incompatible change gets a new path', () => {
    expect(document.info.description).toContain('gets a new path');
  });
});
