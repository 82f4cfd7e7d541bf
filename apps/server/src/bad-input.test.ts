import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permissionsOfSide } from '@spool/contracts';
import { inTenantTransaction } from './platform/db/tenant-transaction.js';
import { registerErrorHandler } from './platform/http/error-handler.js';
import { createTranslator } from './platform/i18n.js';
import { styleInput } from './testing/style-fixtures.js';
import { createTestApp, type TestApp } from './testing/test-app.js';
import { createTestUser } from './testing/test-database.js';

/**
 * Input the database cannot take (NUL characters, lone UTF-16 surrogates, numbers past
 * PostgreSQL's integer) is refused by the contracts' shared text and id schemas with 400
 * and the field's name, in a body, a query string or a path, whatever the route.
 */

let t: TestApp;
let tenantId: string;
let planner: string;
let hostAdmin: string;

beforeAll(async () => {
  t = await createTestApp();
  tenantId = (await t.database.createTenant('Atlas')).id;
  planner = await t.issueToken({
    sub: await createTestUser(t.database, {
      tenantId,
      userName: 'planner',
      permissions: permissionsOfSide('tenant'),
    }),
    tenantid: tenantId,
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

type ErrorBody = {
  error: {
    code: string;
    message: string;
    validationErrors?: { message: string; members: string[] }[];
  };
};

const notAllowed = 'This text contains characters that are not allowed.';

describe('text with a NUL character or a lone surrogate', () => {
  it('is refused in a body with 400, naming the field (NUL)', async () => {
    const response = await t.call(planner, 'POST', '/api/style', styleInput('Side\u0000seam'));
    expect(response.statusCode).toBe(400);
    const { error } = response.json<ErrorBody>();
    expect(error.code).toBe('Spool:ValidationError');
    expect(error.validationErrors).toContainEqual({ message: notAllowed, members: ['name'] });
  });

  it('is refused in a body with 400, naming the field (lone surrogates, nested)', async () => {
    const response = await t.call(
      planner,
      'POST',
      '/api/style',
      styleInput('Hoodie', { customer: { name: 'Polar \ud83d' } }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>().error.validationErrors).toContainEqual({
      message: notAllowed,
      members: ['customer.name'],
    });

    const renamed = await t.call(planner, 'POST', '/api/brand', { name: '\udc00Coats' });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json<ErrorBody>().error.validationErrors).toContainEqual({
      message: notAllowed,
      members: ['name'],
    });
  });

  it('is refused in a query string and in a path', async () => {
    const filtered = await t.call(planner, 'GET', '/api/styleGrid?Filter=a%00b');
    expect(filtered.statusCode).toBe(400);
    expect(filtered.json<ErrorBody>().error.validationErrors).toEqual([
      { message: notAllowed, members: ['Filter'] },
    ]);

    const byName = await t.call(hostAdmin, 'GET', '/api/identity/users/by-username/%00admin');
    expect(byName.statusCode).toBe(400);
    expect(byName.json<ErrorBody>().error.validationErrors).toEqual([
      { message: notAllowed, members: ['userName'] },
    ]);

    const permissions = await t.call(
      hostAdmin,
      'GET',
      '/api/permission-management/permissions?providerName=R&providerKey=%00',
    );
    expect(permissions.statusCode).toBe(400);
    expect(permissions.json<ErrorBody>().error.validationErrors).toContainEqual({
      message: notAllowed,
      members: ['providerKey'],
    });
  });

  it('is named in the caller’s language', async () => {
    const response = await t.call(
      planner,
      'POST',
      '/api/brand',
      { name: 'a\u0000' },
      {
        'accept-language': 'fr',
      },
    );
    expect(response.json<ErrorBody>().error.validationErrors).toEqual([
      { message: 'Ce texte contient des caractères non autorisés.', members: ['name'] },
    ]);
  });

  it('leaves text in any script, emoji included, as it is', async () => {
    const response = await t.call(planner, 'POST', '/api/brand', { name: 'Ürün 产品 👖' });
    expect(response.statusCode).toBe(201);
    expect(response.json<{ name: string }>().name).toBe('Ürün 产品 👖');
  });

  it('as a JSON key is dropped with the unknown field, never stored', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/brand',
      headers: { authorization: `Bearer ${planner}`, 'content-type': 'application/json' },
      payload: '{"name":"Gütermann","\\u0000":"x","\\ud800":1}',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).not.toHaveProperty('\u0000');
  });
});

describe('ids and whole numbers past PostgreSQL’s integer (2^31 - 1)', () => {
  it('GET /api/style/2147483648 is a 400 naming the id', async () => {
    const response = await t.call(planner, 'GET', '/api/style/2147483648');
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>().error.validationErrors).toEqual([
      { message: 'At most 2147483647.', members: ['id'] },
    ]);
    // The largest id is well formed: it names no style.
    expect((await t.call(planner, 'GET', '/api/style/2147483647')).statusCode).toBe(404);
  });

  it('is a 400 naming the field in a body, nested or not', async () => {
    const cloned = await t.call(planner, 'POST', '/api/cloneStyle', {
      styleId: 2 ** 31,
      inputName: 'Copy',
    });
    expect(cloned.statusCode).toBe(400);
    expect(cloned.json<ErrorBody>().error.validationErrors).toEqual([
      { message: 'At most 2147483647.', members: ['styleId'] },
    ]);

    const style = await t.call(
      planner,
      'POST',
      '/api/style',
      styleInput('Parka', { customer: { id: 2 ** 40 } }),
    );
    expect(style.statusCode).toBe(400);
    expect(style.json<ErrorBody>().error.validationErrors).toContainEqual({
      message: 'At most 2147483647.',
      members: ['customer.id'],
    });
  });

  it('is a 400 naming the field in a query string (paging, ids)', async () => {
    const paged = await t.call(planner, 'GET', '/api/brand?SkipCount=1e20');
    expect(paged.statusCode).toBe(400);
    expect(paged.json<ErrorBody>().error.validationErrors).toEqual([
      { message: 'At most 2147483647.', members: ['SkipCount'] },
    ]);
    const operations = await t.call(planner, 'GET', '/api/getOperations?styleId=9999999999');
    expect(operations.statusCode).toBe(400);
    expect(operations.json<ErrorBody>().error.validationErrors?.[0]?.members).toEqual(['styleId']);
  });
});

describe('a value PostgreSQL refuses, should one get past the schemas', () => {
  it('is answered 400 (invalid input), not 500', async () => {
    const app = Fastify();
    registerErrorHandler(app, createTranslator());
    app.get('/nul', () =>
      inTenantTransaction(t.database, tenantId, (tx) =>
        tx.execute(sql`select ${'a\u0000b'}::text as value`),
      ),
    );
    app.get('/overflow', () =>
      inTenantTransaction(t.database, tenantId, (tx) =>
        tx.execute(sql`select ${String(2 ** 31)}::integer as value`),
      ),
    );
    app.get('/surrogate', () =>
      inTenantTransaction(t.database, tenantId, (tx) =>
        tx.execute(sql`select ${'{"a":"\\ud800"}'}::jsonb as value`),
      ),
    );
    try {
      for (const url of ['/nul', '/overflow', '/surrogate']) {
        const response = await app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(400);
        expect(response.json<ErrorBody>().error.code).toBe('Spool:ValidationError');
      }
    } finally {
      await app.close();
    }
  });
});

describe('a unique key someone took meanwhile, past the service’s own check', () => {
  it('is answered 409 "taken", never as someone else’s change of the record', async () => {
    const app = Fastify();
    registerErrorHandler(app, createTranslator());
    app.get('/twice', () =>
      inTenantTransaction(t.database, tenantId, async (tx) => {
        await tx.execute(sql`insert into customers (name) values ('Twice Apparel')`);
        await tx.execute(sql`insert into customers (name) values ('twice apparel')`);
      }),
    );
    try {
      const response = await app.inject({
        method: 'GET',
        url: '/twice',
        headers: { 'accept-language': 'fr' },
      });
      expect(response.statusCode).toBe(409);
      expect(response.json<ErrorBody>().error).toEqual({
        code: 'Spool:Duplicate',
        message:
          'Quelqu’un vient d’enregistrer la même valeur : elle est prise. Choisissez-en une autre.',
      });
    } finally {
      await app.close();
    }
  });
});
