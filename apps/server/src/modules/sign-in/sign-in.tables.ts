import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';

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

/**
 * Host-side: sign-in attempts per login name in the current window, whether or
 * not an account has that name, so that every replica limits guessing alike.
 * Only the sign-in role reads and writes it.
 */
export const signInThrottle = pgTable('sign_in_throttle', {
  /** The login as typed, trimmed and lower-cased. */
  loginKey: text('login_key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  attempts: integer('attempts').notNull(),
});
