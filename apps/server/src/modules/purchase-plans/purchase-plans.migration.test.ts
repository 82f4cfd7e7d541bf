import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../platform/db/migrate.js';
import { inTenantTransaction } from '../../platform/db/tenant-transaction.js';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.js';
import { permissionGrants } from '../../platform/db/schema/identity.js';
import { createPermissionGrantsRepository, createRolesRepository } from '../identity/index.js';

/**
 * Migration 0019 gives the roles an existing tenant was seeded with the purchase plans'
 * permissions, as a new tenant's get them: the static admin role all four, the planner role
 * all but deleting another's plan; a role of the tenant's own making nothing.
 */

let database: TestDatabase;
let tenant: string;

/** The statements of the migration after its tables: the grants of existing roles. */
async function grantStatements(): Promise<string[]> {
  const text = await readFile(join(migrationsFolder, '0020_purchase_plans.sql'), 'utf8');
  const grants = text.slice(text.indexOf("-- Existing tenants' seeded roles"));
  return grants
    .split('--> statement-breakpoint')
    .map((statement) => statement.trim())
    .filter((statement) => statement !== '');
}

beforeAll(async () => {
  database = await createTestDatabase();
  tenant = (await database.createTenant('Seeded before plans')).id;
  await inTenantTransaction(database, tenant, async (tx) => {
    const roles = createRolesRepository(tx);
    const grants = createPermissionGrantsRepository(tx);
    for (const role of [
      { name: 'admin', isStatic: true },
      { name: 'planner', isDefault: true },
      { name: 'auditor' },
    ]) {
      await roles.insertRole(role);
      await grants.insertGrants(['Spool.Styles'], 'R', role.name);
    }
  });
});
afterAll(() => database?.dispose());

const grantsOf = () =>
  inTenantTransaction(database, tenant, (tx) =>
    tx
      .select({ role: permissionGrants.providerKey, name: permissionGrants.name })
      .from(permissionGrants)
      .where(sql`${permissionGrants.name} like 'Spool.PurchasePlans%'`)
      .orderBy(asc(permissionGrants.providerKey), asc(permissionGrants.name)),
  );

describe('migration 0019 on a tenant seeded before purchase plans', () => {
  it('grants the seeded admin and planner roles the new permissions, once', async () => {
    // The roles hold what they held before purchase plans; the migration's grants run as on a
    // deployment upgraded from 0018, and again (a replica's start) without adding any.
    expect(await grantsOf()).toEqual([]);
    for (let run = 0; run < 2; run += 1) {
      await database.asOwner(async (owner) => {
        for (const statement of await grantStatements()) await owner.db.execute(sql.raw(statement));
      });
    }
    expect(await grantsOf()).toEqual([
      { role: 'admin', name: 'Spool.PurchasePlans' },
      { role: 'admin', name: 'Spool.PurchasePlans.Create' },
      { role: 'admin', name: 'Spool.PurchasePlans.DeleteAny' },
      { role: 'admin', name: 'Spool.PurchasePlans.Update' },
      { role: 'planner', name: 'Spool.PurchasePlans' },
      { role: 'planner', name: 'Spool.PurchasePlans.Create' },
      { role: 'planner', name: 'Spool.PurchasePlans.Update' },
    ]);
  });
});
