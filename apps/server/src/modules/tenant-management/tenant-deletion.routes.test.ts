import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Permissions, type StyleDto, type StyleSampleDto } from '@spool/contracts';
import { getStitchType } from '@spool/domain';
import { count } from 'drizzle-orm';
import { inTenantTransaction } from '../../platform/db/tenant-transaction.js';
import { operationLines, styles } from '../../platform/db/schema/styles.js';
import { plannerAndAdmin } from '../../testing/stage-users.js';
import { insertStyle } from '../../testing/style-fixtures.js';
import { createTestUser } from '../../testing/test-database.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

/**
 * Deleting a tenant takes all its data with it, whatever it holds: styles whose operations run
 * its threads, an approved one with its sample, its customers and reference lists.
 */
let t: TestApp;
let hostAdmin: string;

beforeAll(async () => {
  t = await createTestApp();
  const host = await createTestUser(t.database, {
    tenantId: null,
    userName: 'host.admin',
    permissions: [Permissions.Tenants, Permissions.TenantsDelete],
  });
  hostAdmin = await t.issueToken({ sub: host });
});
afterAll(() => t?.dispose());

/** The rows of a table the tenant's own transactions see. */
const rowsOf = (tenant: string, table: typeof styles | typeof operationLines) =>
  inTenantTransaction(t.database, tenant, async (tx) => {
    const [row] = await tx.select({ value: count() }).from(table);
    return row?.value ?? 0;
  });

describe('deleting a tenant', () => {
  it('takes its styles, their threaded operations, an approved one and its sample', async () => {
    const { tenant, corespun, planner, admin } = await plannerAndAdmin(t);
    const lines = getStitchType('301').components.map((component) => ({
      needleName: component.name,
      ...corespun,
      shade: 'Navy',
    }));
    const seam = {
      description: 'Side seam',
      stitchTypeCode: '301',
      seamLengthCm: 60,
      rate: 12,
      seamThicknessMm: 1.5,
      lines,
    };
    await insertStyle(t.database, tenant, { name: 'Estimate chino', operations: [seam] });
    const { styleId } = await insertStyle(t.database, tenant, {
      name: 'Approved chino',
      operations: [seam],
    });
    const sample = (
      await t.call(planner, 'GET', `/api/style/${styleId}/sample`)
    ).json<StyleSampleDto>();
    const saved = await t.call(planner, 'PUT', `/api/style/${styleId}/sample`, {
      basis: 'operation',
      results: sample.operationRows.map((row) => ({
        operationId: row.operationId,
        line: row.line,
        measuredCm: row.estimatedCm,
      })),
      concurrencyStamp: null,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const style = (await t.call(planner, 'GET', `/api/style/${styleId}`)).json<StyleDto>();
    const approved = await t.call(admin, 'POST', `/api/style/${styleId}/approve`, {
      concurrencyStamp: style.concurrencyStamp,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await rowsOf(tenant, styles)).toBe(2);
    expect(await rowsOf(tenant, operationLines)).toBe(2 * lines.length);

    const deleted = await t.call(hostAdmin, 'DELETE', `/api/multi-tenancy/tenants/${tenant}`);
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    expect(await rowsOf(tenant, styles)).toBe(0);
    expect(await rowsOf(tenant, operationLines)).toBe(0);
    expect((await t.call(planner, 'GET', `/api/style/${styleId}`)).statusCode).toBe(401);
  });
});
