import { and, asc, count, desc, eq, ilike, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database.js';
import { requestTenantDatabaseFunction } from '../../platform/db/secure-tenant-tables.js';
import { organisations, tenants } from '../../platform/db/schema/tenancy.js';

export type Tenant = typeof tenants.$inferSelect;
/** What a tenant's requests may read of it (its connection string is the host's alone). */
export type TenantSummary = { id: string; name: string };
export type Organisation = { id: string; name: string };
export type TenantSortColumn = 'name' | 'creationTime';

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

    async findOrganisation(id: string): Promise<Organisation | undefined> {
      const [row] = await tx
        .select({ id: organisations.id, name: organisations.name })
        .from(organisations)
        .where(eq(organisations.id, id));
      return row;
    },

    /** The tenant's id and name: all the application role may read of it. */
    async findTenantSummary(id: string): Promise<TenantSummary | undefined> {
      const [row] = await tx
        .select({ id: tenants.id, name: tenants.name })
        .from(tenants)
        .where(eq(tenants.id, id));
      return row;
    },

    /** The whole tenant, its connection string included: host work only. */
    async findTenant(id: string): Promise<Tenant | undefined> {
      const [row] = await tx.select().from(tenants).where(eq(tenants.id, id));
      return row;
    },

    async insertTenant(input: {
      name: string;
      organisationId?: string | null;
      cdTenantId?: string | null;
      defaultConnectionString?: string | null;
    }): Promise<Tenant> {
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

    /** Tenants whose name contains the filter (ignoring case), sorted, one page, with the total. */
    async findTenants(query: {
      filter?: string | undefined;
      sortBy: TenantSortColumn;
      descending: boolean;
      skip: number;
      take: number;
    }): Promise<{ items: Tenant[]; totalCount: number }> {
      const where = query.filter
        ? ilike(tenants.name, `%${query.filter.replace(/[\\%_]/g, '\\$&')}%`)
        : undefined;
      const column =
        query.sortBy === 'name' ? sql`lower(${tenants.name})` : sql`${tenants.creationTime}`;
      const items = await tx
        .select()
        .from(tenants)
        .where(where)
        .orderBy(query.descending ? desc(column) : asc(column), asc(tenants.id))
        .offset(query.skip)
        .limit(query.take);
      const [total] = await tx.select({ value: count() }).from(tenants).where(where);
      return { items, totalCount: total?.value ?? 0 };
    },

    /** The tenant's own database, when it has one (the host role's to read). */
    async findConnectionString(id: string): Promise<string | null> {
      const [row] = await tx
        .select({ value: tenants.defaultConnectionString })
        .from(tenants)
        .where(eq(tenants.id, id));
      return row?.value ?? null;
    },

    /**
     * The own database of the transaction's tenant, when it has one; cheap enough for every
     * request, and readable by the tenant's requests through the owner's function alone.
     */
    async findRequestTenantConnectionString(): Promise<string | null> {
      const { rows } = await tx.execute<{ value: string | null }>(
        sql.raw(`select public.${requestTenantDatabaseFunction}() as value`),
      );
      return rows[0]?.value ?? null;
    },

    async setConnectionString(id: string, connectionString: string | null): Promise<void> {
      await tx
        .update(tenants)
        .set({
          defaultConnectionString: connectionString,
          concurrencyStamp: sql`gen_random_uuid()`,
          lastModificationTime: sql`now()`,
        })
        .where(eq(tenants.id, id));
    },

    /**
     * In a tenant's own database: the row its data's foreign keys point at, named
     * by its id (the shared database keeps its name). Nothing if it is there. Host work.
     */
    async insertTenantPlaceholder(id: string): Promise<void> {
      await tx.insert(tenants).values({ id, name: id }).onConflictDoNothing();
    },

    /** Deletes the tenant; its users, roles and data in this database go with it (cascade). */
    async deleteTenant(id: string): Promise<boolean> {
      const rows = await tx.delete(tenants).where(eq(tenants.id, id)).returning({ id: tenants.id });
      return rows.length > 0;
    },

    /** Renames the tenant if its stamp is still `concurrencyStamp`; undefined when it is not. */
    async renameTenant(
      id: string,
      change: { name: string; concurrencyStamp: string },
    ): Promise<Tenant | undefined> {
      const [row] = await tx
        .update(tenants)
        .set({
          name: change.name,
          concurrencyStamp: sql`gen_random_uuid()`,
          lastModificationTime: sql`now()`,
        })
        .where(and(eq(tenants.id, id), eq(tenants.concurrencyStamp, change.concurrencyStamp)))
        .returning();
      return row;
    },
  };
}

export type TenantsRepository = ReturnType<typeof createTenantsRepository>;
