import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorResponse, StyleDto } from '@spool/contracts';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { createTestUser } from '../../testing/test-database.js';
import { styleInput, twoSeededTenants } from '../../testing/style-fixtures.js';
import { inTenantTransaction } from '../db/tenant-transaction.js';

let t: TestApp;
let atlas: string;
let planner: string;
let colleague: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ atlas } = await twoSeededTenants(t.database));
  const permissions = ['Spool.Styles', 'Spool.Styles.Create'];
  const [plannerId, colleagueId] = [
    await createTestUser(t.database, { tenantId: atlas, userName: 'key.planner', permissions }),
    await createTestUser(t.database, { tenantId: atlas, userName: 'key.colleague', permissions }),
  ];
  planner = await t.issueToken({ sub: plannerId, tenantid: atlas });
  colleague = await t.issueToken({ sub: colleagueId, tenantid: atlas });
});
afterAll(() => t?.dispose());

const createStyle = (
  token: string,
  name: string,
  key: string | undefined,
  headers: Record<string, string> = {},
) =>
  t.call(token, 'POST', '/api/style', styleInput(name), {
    ...headers,
    ...(key !== undefined && { 'idempotency-key': key }),
  });

const stylesNamed = async (name: string) =>
  inTenantTransaction(t.database, atlas, async (tx) => {
    const { rows } = await tx.execute<{ count: number }>(
      sql`select count(*)::int as count from styles where name = ${name}`,
    );
    return rows[0]?.count;
  });

const errorOf = (response: { json: () => unknown }) => (response.json() as ErrorResponse).error;

describe('Idempotency-Key on POST', () => {
  it('answers a repeated key with the first result, without doing the work again', async () => {
    const first = await createStyle(planner, 'Keyed once', 'repeat-1');
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await createStyle(planner, 'Keyed once', 'repeat-1');
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.headers['content-type']).toMatch(/^application\/json/);
    expect(again.json<StyleDto>()).toEqual(first.json<StyleDto>());
    expect(await stylesNamed('Keyed once')).toBe(1);
  });

  it('refuses the same key with another request (422), in the caller’s language', async () => {
    expect((await createStyle(planner, 'Keyed body A', 'reused-1')).statusCode).toBe(201);
    const other = await createStyle(planner, 'Keyed body B', 'reused-1');
    expect(other.statusCode).toBe(422);
    expect(errorOf(other)).toEqual({
      code: 'Spool.Idempotency:KeyReused',
      message:
        'This Idempotency-Key was already used for a different request. Use a new key for a new request.',
    });
    const inFrench = await createStyle(planner, 'Keyed body B', 'reused-1', {
      'accept-language': 'fr',
    });
    expect(inFrench.statusCode).toBe(422);
    expect(errorOf(inFrench).message).toBe(
      'Cette Idempotency-Key a déjà servi pour une autre requête. Utilisez une nouvelle clé pour une nouvelle requête.',
    );
    expect(await stylesNamed('Keyed body B')).toBe(0);
  });

  it('keeps no key for a request that failed, so the caller may retry', async () => {
    expect((await createStyle(planner, 'Keyed taken', undefined)).statusCode).toBe(201);
    const failed = await createStyle(planner, 'Keyed taken', 'failed-1');
    expect(failed.statusCode).toBe(409);
    // Kept, the key would refuse another request (422) or replay the 409.
    const retried = await createStyle(planner, 'Keyed after failure', 'failed-1');
    expect(retried.statusCode).toBe(201);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
    expect(await stylesNamed('Keyed after failure')).toBe(1);
  });

  it('keeps each user’s keys apart', async () => {
    expect((await createStyle(planner, 'Keyed by planner', 'shared-1')).statusCode).toBe(201);
    const theirs = await createStyle(colleague, 'Keyed by colleague', 'shared-1');
    expect(theirs.statusCode).toBe(201);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(await stylesNamed('Keyed by colleague')).toBe(1);
  });

  it('takes a key older than 24 hours as new, and removes expired keys', async () => {
    expect((await createStyle(planner, 'Keyed yesterday', 'expired-1')).statusCode).toBe(201);
    await inTenantTransaction(t.database, atlas, (tx) =>
      tx.execute(sql`update idempotency_keys set created_at = created_at - interval '25 hours'
                      where key in ('expired-1', 'repeat-1')`),
    );
    const today = await createStyle(planner, 'Keyed today', 'expired-1');
    expect(today.statusCode).toBe(201);
    expect(today.headers['idempotent-replayed']).toBeUndefined();
    expect(await stylesNamed('Keyed today')).toBe(1);
    const left = await inTenantTransaction(t.database, atlas, (tx) =>
      tx.execute<{ key: string }>(
        sql`select key from idempotency_keys where key in ('expired-1', 'repeat-1')`,
      ),
    );
    expect(left.rows).toEqual([{ key: 'expired-1' }]);
  });

  it('does the work once for two requests with one key at the same time', async () => {
    const [one, two] = await Promise.all([
      createStyle(planner, 'Keyed at once', 'concurrent-1'),
      createStyle(planner, 'Keyed at once', 'concurrent-1'),
    ]);
    expect([one?.statusCode, two?.statusCode]).toEqual([201, 201]);
    expect(one?.json()).toEqual(two?.json());
    expect(await stylesNamed('Keyed at once')).toBe(1);
  });

  it.each([
    ['empty', ''],
    ['longer than 255 characters', 'k'.repeat(256)],
    ['not printable', 'tab\there'],
    ['not ASCII', 'clé'],
  ])('refuses a key that is %s (400)', async (_what, key) => {
    const response = await createStyle(planner, 'Keyed badly', key);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).validationErrors).toEqual([
      {
        message: 'The Idempotency-Key header must be 1 to 255 printable characters.',
        members: ['idempotency-key'],
      },
    ]);
    expect(await stylesNamed('Keyed badly')).toBe(0);
  });

  it('takes a key of 255 printable characters', async () => {
    const response = await createStyle(planner, 'Keyed long', `${'k'.repeat(254)}~`);
    expect(response.statusCode).toBe(201);
  });

  it('documents the header on every POST route', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { parameters?: { in: string; name: string }[] }>>;
    }>();
    const posts = Object.entries(document.paths).flatMap(([path, operations]) =>
      operations['post'] ? [[path, operations['post']] as const] : [],
    );
    expect(posts.length).toBeGreaterThan(20);
    for (const [path, operation] of posts) {
      expect(
        operation.parameters?.some(
          (parameter) => parameter.in === 'header' && parameter.name === 'idempotency-key',
        ),
        path,
      ).toBe(true);
    }
  });
});
