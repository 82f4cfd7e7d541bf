import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgPolicy,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { optionalTenantIdColumn, tenantOrHostPolicy } from '../tenant-columns.js';
import { tenants } from './tenancy.js';

/** NULL tenant (a host row) compares as this in unique indexes. */
const hostKey = sql`'00000000-0000-0000-0000-000000000000'::uuid`;

/**
 * Users of the host (tenant_id NULL) and of each tenant, as ABP's IdentityUser.
 * Local accounts carry a scrypt hash; users of an external provider carry its
 * issuer and subject instead. Names and e-mails are unique per tenant,
 * ignoring case; so is the external subject.
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: optionalTenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    userName: varchar('user_name', { length: 256 }).notNull(),
    email: varchar('email', { length: 256 }).notNull(),
    emailConfirmed: boolean('email_confirmed').notNull().default(false),
    name: varchar('name', { length: 64 }),
    surname: varchar('surname', { length: 64 }),
    phoneNumber: varchar('phone_number', { length: 32 }),
    passwordHash: text('password_hash'),
    /**
     * Who this user is at the external provider: `issuer#subject` (an issuer
     * has no fragment, so `#` cannot be ambiguous). Text: OpenID Connect lets
     * a subject alone be 255 characters long.
     */
    externalSubject: text('external_subject'),
    /** 101 marks a tenant administrator (the `account_type` claim). */
    accountType: integer('account_type'),
    isActive: boolean('is_active').notNull().default(true),
    lockoutEnabled: boolean('lockout_enabled').notNull().default(true),
    lockoutEnd: timestamp('lockout_end', { withTimezone: true }),
    accessFailedCount: integer('access_failed_count').notNull().default(0),
    lastSignInTime: timestamp('last_sign_in_time', { withTimezone: true }),
    concurrencyStamp: uuid('concurrency_stamp').notNull().defaultRandom(),
    creationTime: timestamp('creation_time', { withTimezone: true }).notNull().defaultNow(),
    lastModificationTime: timestamp('last_modification_time', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('users_tenant_user_name_key').on(
      sql`coalesce(${table.tenantId}, ${hostKey})`,
      sql`lower(${table.userName})`,
    ),
    uniqueIndex('users_tenant_email_key').on(
      sql`coalesce(${table.tenantId}, ${hostKey})`,
      sql`lower(${table.email})`,
    ),
    // Unique per tenant: the same person signing in to two tenants has a user in each.
    // The subject leads, so that each request's look-up by subject uses this index.
    uniqueIndex('users_external_subject_tenant_key')
      .on(table.externalSubject, sql`coalesce(${table.tenantId}, ${hostKey})`)
      .where(sql`${table.externalSubject} is not null`),
    index('users_tenant_id_idx').on(table.tenantId),
    tenantOrHostPolicy('users'),
    // Sign-in must find the user before the tenant is known; only spool_signin may.
    pgPolicy('users_sign_in_read', { for: 'select', to: 'spool_signin', using: sql`true` }),
    pgPolicy('users_sign_in_attempts', {
      for: 'update',
      to: 'spool_signin',
      using: sql`true`,
      withCheck: sql`true`,
    }),
  ],
).enableRLS();

/** Roles of the host and of each tenant, as ABP's IdentityRole; names unique per tenant. */
export const roles = pgTable(
  'roles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: optionalTenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 256 }).notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    isPublic: boolean('is_public').notNull().default(true),
    isStatic: boolean('is_static').notNull().default(false),
    concurrencyStamp: uuid('concurrency_stamp').notNull().defaultRandom(),
    creationTime: timestamp('creation_time', { withTimezone: true }).notNull().defaultNow(),
    lastModificationTime: timestamp('last_modification_time', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('roles_tenant_name_key').on(
      sql`coalesce(${table.tenantId}, ${hostKey})`,
      sql`lower(${table.name})`,
    ),
    tenantOrHostPolicy('roles'),
  ],
).enableRLS();

export const userRoles = pgTable(
  'user_roles',
  {
    tenantId: optionalTenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.roleId] }),
    index('user_roles_role_id_idx').on(table.roleId),
    tenantOrHostPolicy('user_roles'),
  ],
).enableRLS();

/**
 * Granted permissions (ABP's PermissionGrant): provider `R` with the role name
 * as key, or `U` with the user id. A row is a grant; no row, no permission.
 */
export const permissionGrants = pgTable(
  'permission_grants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: optionalTenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 128 }).notNull(),
    providerName: varchar('provider_name', { length: 1 }).notNull(),
    providerKey: varchar('provider_key', { length: 256 }).notNull(),
  },
  (table) => [
    uniqueIndex('permission_grants_key').on(
      sql`coalesce(${table.tenantId}, ${hostKey})`,
      table.providerName,
      sql`lower(${table.providerKey})`,
      table.name,
    ),
    tenantOrHostPolicy('permission_grants'),
  ],
).enableRLS();

/**
 * How many times what decides a caller's access has changed on each side (a tenant, or the
 * host as the nil uuid): its users, their roles, the roles' and users' grants, and the
 * tenant's own database. Triggers add one in the transaction of every such change (migration
 * 0019); each request reads its side's number with its transaction's settings, and what the
 * process keeps of a caller (caller-access.ts) counts only while the number is the same.
 * Not row-level secured: it holds counters only, which the application role may read.
 */
export const accessVersions = pgTable('access_versions', {
  side: uuid('side').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(1),
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

export type UserRow = typeof users.$inferSelect;
export type RoleRow = typeof roles.$inferSelect;
