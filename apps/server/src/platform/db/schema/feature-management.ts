import { pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';

/**
 * Host-side: feature values set by the host, for the whole host (`H`, empty
 * key) or for one tenant (`T`, the tenant id). A feature without a row has its
 * definition's default.
 */
export const featureValues = pgTable(
  'feature_values',
  {
    name: varchar('name', { length: 128 }).notNull(),
    providerName: varchar('provider_name', { length: 1 }).notNull(),
    providerKey: varchar('provider_key', { length: 64 }).notNull(),
    value: varchar('value', { length: 1024 }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.providerName, table.providerKey, table.name] })],
);
