import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';

/** Host-side: organisations, each holding one or more tenants (a person may work in several). */
export const organisations = pgTable(
  'organisations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: varchar('name', { length: 64 }).notNull(),
    creationTime: timestamp('creation_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('organisations_name_key').on(sql`lower(${table.name})`)],
);

/** Host-side: the tenants themselves (no tenant_id, no row-level security). */
export const tenants = pgTable(
  'tenants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: varchar('name', { length: 64 }).notNull(),
    organisationId: uuid('organisation_id').references(() => organisations.id, {
      onDelete: 'set null',
    }),
    /** The tenant's id at the identity-discovery service (`CDTenantId`), when it has one. */
    cdTenantId: varchar('cd_tenant_id', { length: 64 }),
    /**
     * The tenant's own PostgreSQL database (`postgres://...`), holding its data
     * (styles, settings, catalogue); NULL: the shared database, under row-level
     * security. Identity (users, roles, grants) always stays in the shared one.
     */
    defaultConnectionString: text('default_connection_string'),
    concurrencyStamp: uuid('concurrency_stamp').notNull().defaultRandom(),
    creationTime: timestamp('creation_time', { withTimezone: true }).notNull().defaultNow(),
    lastModificationTime: timestamp('last_modification_time', { withTimezone: true }),
  },
  (table) => [uniqueIndex('tenants_name_key').on(sql`lower(${table.name})`)],
);
