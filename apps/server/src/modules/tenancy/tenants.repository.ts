import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database.js';
import { tenants } from './tenancy.tables.js';

export type Tenant = { id: string; name: string; creationTime: Date };

export function createTenantsRepository(tx: Tx) {
  return {
    async insertTenant(input: { name: string }): Promise<Tenant> {
      const [row] = await tx.insert(tenants).values({ name: input.name }).returning();
      if (!row) throw new Error('insert into tenants returned no row');
      return row;
    },

    async findTenantByName(name: string): Promise<Tenant | undefined> {
      const [row] = await tx
        .select()
        .from(tenants)
        .where(eq(sql`lower(${tenants.name})`, name.trim().toLowerCase()));
      return row;
    },
  };
}

export type TenantsRepository = ReturnType<typeof createTenantsRepository>;
