import { sql } from 'drizzle-orm';
import type { Database, Tx } from './database.js';
import { applicationRole, hostRole, signInRole, type SpoolRole } from './roles.js';

/** A string as an SQL literal (standard_conforming_strings: only quotes need doubling). */
function literal(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}

/** The transaction's tenant and its signature, without which row-level security shows nothing. */
const tenantSettings = (database: Database, tenantId: string | null) => [
  `set local app.tenant_id = ${literal(tenantId ?? '')}`,
  `set local app.tenant_sig = ${literal(database.signTenant(tenantId))}`,
];

/** Each open transaction's database, so that a move to another side is signed by its key. */
const databaseOfTransaction = new WeakMap<Tx, Database>();

/** `work` with its transaction known to belong to `database` (for `switchTransactionTenant`). */
const remembering =
  <A extends unknown[], T>(database: Database, work: (tx: Tx, ...rest: A) => Promise<T>) =>
  (tx: Tx, ...rest: A): Promise<T> => {
    databaseOfTransaction.set(tx, database);
    return work(tx, ...rest);
  };

/**
 * Opens `work`'s transaction as `role` with `app.tenant_id` set for this transaction only,
 * and runs `read` (one SELECT) after them: all in one round trip (database.ts), whose last
 * rows `work` gets. SET LOCAL statements rather than `set_config`: on the embedded database
 * the serving session may not call `set_config` (see serving-database.ts). `readOnly`: the
 * database refuses any write.
 */
function inTransactionAs<T>(
  database: Database,
  role: SpoolRole,
  tenantId: string | null,
  work: (tx: Tx, read: Record<string, unknown>[]) => Promise<T>,
  options: { read?: string; readOnly?: boolean } = {},
): Promise<T> {
  const serving = database.forRole(role);
  return serving.db.transaction(async (tx) => {
    const opening = [
      ...(options.readOnly ? ['set transaction read only'] : []),
      `set local role ${role}`,
      ...tenantSettings(database, tenantId),
      ...(options.read ? [options.read] : []),
    ];
    const rows = await serving.runOpening(tx, opening);
    return remembering(database, work)(tx, rows);
  });
}

/** A request's role: the application's, or the host's administration role. */
const requestRole = (side: { administration?: boolean }): SpoolRole =>
  side.administration ? hostRole : applicationRole;

/**
 * A request's transaction on the caller's side (its tenant, or the host with `null`) as the
 * application role, or the host's administration role: `read` (the caller's access version)
 * runs in the same round trip as the transaction's settings, and `work` gets its rows.
 * `readOnly`: the database refuses any write.
 */
export function inRequestTransaction<T>(
  database: Database,
  side: { tenantId: string | null; administration?: boolean; readOnly?: boolean },
  read: string,
  work: (tx: Tx, read: Record<string, unknown>[]) => Promise<T>,
): Promise<T> {
  return inTransactionAs(database, requestRole(side), side.tenantId, work, {
    read,
    readOnly: side.readOnly ?? false,
  });
}

/**
 * Runs `work` in one transaction as the application role, with `app.tenant_id`
 * set to the tenant for this transaction only, so row-level security shows and
 * accepts that tenant's rows and nothing else. All of it commits or none of it does.
 */
export function inTenantTransaction<T>(
  database: Database,
  tenantId: string,
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  return inTransactionAs(database, applicationRole, tenantId, work);
}

/**
 * Host-side work of a request (the host's users, roles and grants, the
 * application configuration): the application role with no tenant, so every
 * tenant-owned table reads as empty and refuses writes, and tenants and
 * organisations are not writable.
 */
export function inHostTransaction<T>(database: Database, work: (tx: Tx) => Promise<T>): Promise<T> {
  return inTransactionAs(database, applicationRole, null, work);
}

/**
 * The host's administration (tenants, organisations, any tenant's feature
 * values, the first-start seed): as `spool_host`, with no tenant; it may move
 * to a tenant's side (`onTenantSide`) as the application role can.
 */
export function inHostAdminTransaction<T>(
  database: Database,
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  return inTransactionAs(database, hostRole, null, work);
}

/**
 * The sign-in role's work: as `spool_signin`, which may read users of every
 * tenant (to find who is signing in before the tenant is known), record
 * failed attempts, and keep the embedded provider's state, and may do nothing else.
 */
export function inSignInTransaction<T>(
  database: Database,
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  return inTransactionAs(database, signInRole, null, work);
}

/**
 * Moves the current transaction to another tenant (`null`: the host). Only for
 * work that must span sides in one transaction, such as the first-start seed.
 */
export async function switchTransactionTenant(tx: Tx, tenantId: string | null): Promise<void> {
  const database = databaseOfTransaction.get(tx);
  if (!database)
    throw new Error('switchTransactionTenant needs a transaction of tenant-transaction.ts');
  for (const setting of tenantSettings(database, tenantId)) await tx.execute(sql.raw(setting));
}

/**
 * Runs `work` on one tenant's side of a host transaction, then returns to the
 * host. A failure rolls the whole transaction back, so there is no side to
 * restore then.
 */
export async function onTenantSide<T>(
  tx: Tx,
  tenantId: string,
  work: () => Promise<T>,
): Promise<T> {
  await switchTransactionTenant(tx, tenantId);
  const result = await work();
  await switchTransactionTenant(tx, null);
  return result;
}

/**
 * Serialises this transaction with every other transaction taking the same
 * key (work that must happen once, such as the first-start seed); released at
 * commit or rollback.
 */
export async function lockTransaction(tx: Tx, key: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${key})`);
}
