import { index, jsonb, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Host-side: what the embedded OpenID provider stores (sessions, interactions,
 * codes, refresh tokens, grants), shared by every server replica.
 */
export const oidcPayloads = pgTable(
  'oidc_payloads',
  {
    model: varchar('model', { length: 64 }).notNull(),
    id: varchar('id', { length: 256 }).notNull(),
    payload: jsonb('payload').notNull(),
    grantId: varchar('grant_id', { length: 256 }),
    userCode: varchar('user_code', { length: 256 }),
    uid: varchar('uid', { length: 256 }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.model, table.id] }),
    index('oidc_payloads_grant_id_idx').on(table.grantId),
    index('oidc_payloads_uid_idx').on(table.uid),
    index('oidc_payloads_expires_at_idx').on(table.expiresAt),
  ],
);

/**
 * Host-side: secrets generated once on first start and shared by every
 * replica (the token signing key, the cookie keys). Never sent to a client.
 */
export const serverSecrets = pgTable('server_secrets', {
  name: varchar('name', { length: 64 }).primaryKey(),
  value: jsonb('value').notNull(),
  creationTime: timestamp('creation_time', { withTimezone: true }).notNull().defaultNow(),
});
