import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.js';
import { keepStatisticsFresh, refreshStatistics } from './statistics.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.dispose());

/** What the planner believes `tenants` holds (-1 or 0 before any ANALYZE). */
async function plannedTenantRows(): Promise<number> {
  const result = await database.db.execute<{ reltuples: number }>(
    sql`select reltuples::float8 as reltuples from pg_class where relname = 'tenants'`,
  );
  return Number(result.rows[0]?.reltuples);
}

describe('planner statistics', () => {
  it('are refreshed, so the planner knows how many rows a table holds', async () => {
    for (let index = 0; index < 30; index += 1) await database.createTenant(`Stats ${index}`);
    await refreshStatistics(database);
    expect(await plannedTenantRows()).toBeGreaterThanOrEqual(30);
  });

  it('are kept fresh in the background on the embedded database only', async () => {
    for (let index = 30; index < 60; index += 1) await database.createTenant(`Stats ${index}`);
    const errors: unknown[] = [];
    const stop = keepStatisticsFresh(database, (error) => errors.push(error), 50);
    await new Promise((resolve) => setTimeout(resolve, 300));
    stop();
    expect(errors).toEqual([]);
    // A PostgreSQL server keeps its own statistics (autovacuum): nothing is run there.
    if (database.kind === 'pglite') expect(await plannedTenantRows()).toBeGreaterThanOrEqual(60);
    else expect(await plannedTenantRows()).toBeLessThan(60);
  });
});
