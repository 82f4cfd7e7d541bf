import { asc, count, eq, sql } from 'drizzle-orm';
import type { Customer } from '@spool/domain';
import type { Tx } from '../../platform/db/database.js';
import { customers } from '../../platform/db/schema/catalogue.js';
import { customSettings } from '../../platform/db/schema/settings.js';

const customerColumns = {
  id: customers.id,
  name: customers.name,
  creationTime: customers.creationTime,
};

/**
 * The current tenant's customers. Runs inside a tenant transaction: row-level
 * security limits every statement to that tenant, and new rows take the
 * tenant from the transaction.
 */
export function createCustomersRepository(tx: Tx) {
  return {
    async findCustomers(page: { skip: number; take: number }): Promise<{
      items: Customer[];
      totalCount: number;
    }> {
      const items = await tx
        .select(customerColumns)
        .from(customers)
        .orderBy(asc(sql`lower(${customers.name})`), asc(customers.id))
        .offset(page.skip)
        .limit(page.take);
      const [total] = await tx.select({ value: count() }).from(customers);
      return { items, totalCount: total?.value ?? 0 };
    },

    async findCustomer(id: number): Promise<Customer | undefined> {
      const [row] = await tx.select(customerColumns).from(customers).where(eq(customers.id, id));
      return row;
    },

    async findCustomerByName(name: string): Promise<Customer | undefined> {
      const [row] = await tx
        .select(customerColumns)
        .from(customers)
        .where(eq(sql`lower(${customers.name})`, name.trim().toLowerCase()));
      return row;
    },

    /** Many customers in set-based statements (imports, seeding); names must already be valid. */
    async insertCustomers(names: readonly string[]): Promise<Customer[]> {
      const created: Customer[] = [];
      const chunkSize = 1_000;
      for (let start = 0; start < names.length; start += chunkSize) {
        const chunk = names.slice(start, start + chunkSize).map((name) => ({ name }));
        created.push(...(await tx.insert(customers).values(chunk).returning(customerColumns)));
      }
      return created;
    },

    /** The customer with the custom setting its new styles start with (null: none chosen). */
    async findCustomerDefault(
      id: number,
    ): Promise<(Customer & { defaultCustomSettingId: number | null }) | undefined> {
      const [row] = await tx
        .select({ ...customerColumns, defaultCustomSettingId: customers.defaultCustomSettingId })
        .from(customers)
        .where(eq(customers.id, id));
      return row;
    },

    /** The name of a custom setting of the tenant, undefined when it has none of that id. */
    async findCustomSettingName(id: number): Promise<string | undefined> {
      const [row] = await tx
        .select({ name: customSettings.name })
        .from(customSettings)
        .where(eq(customSettings.id, id));
      return row?.name;
    },

    /** Sets (or clears, with null) the custom setting the customer's new styles start with. */
    async saveCustomerDefault(id: number, customSettingId: number | null): Promise<void> {
      await tx
        .update(customers)
        .set({ defaultCustomSettingId: customSettingId })
        .where(eq(customers.id, id));
    },

    async insertCustomer(input: { name: string }): Promise<Customer> {
      const [row] = await tx
        .insert(customers)
        .values({ name: input.name })
        .returning(customerColumns);
      if (!row) throw new Error('insert into customers returned no row');
      return row;
    },
  };
}

export type CustomersRepository = ReturnType<typeof createCustomersRepository>;
