import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database.js';
import { organisations, tenants } from './tenancy.tables.js';

export type Tenant = {
  id: string;
  name: string;
  organisationId: string | null;
  creationTime: Date;
};
export type Organisation = { id: string; name: string };

export function createTenantsRepository(tx: Tx) {
  return {
    async insertOrganisation(input: { name: string }): Promise<Organisation> {
      const [row] = await tx
        .insert(organisations)
        .values({ name: input.name })
        .returning({ id: organisations.id, name: organisations.name });
      if (!row) throw new Error('insert into organisations returned no row');
      return row;
    },

    async findTenant(id: string): Promise<Tenant | undefined> {
      const [row] = await tx.select().from(tenants).where(eq(tenants.id, id));
      return row;
    },

    async insertTenant(input: { name: string; organisationId?: string | null }): Promise<Tenant> {
      const [row] = await tx.insert(tenants).values(input).returning();
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
