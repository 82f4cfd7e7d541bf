import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database, Db } from './database.js';

/** Where the key is kept: `server_secrets`, the owner's alone (migration 0023 makes it). */
const keyName = 'tenant-signing-key';

/** The statement that reads the key, as the owner (for tools on a driver of their own). */
export const tenantSigningKeyQuery = `select value #>> '{}' as key from server_secrets where name = '${keyName}'`;

/** Signs a transaction's tenant (`null`: the host) for `app.tenant_sig`. */
export type TenantSigner = (tenantId: string | null) => string;

/**
 * The signer of one database's tenants, with its key read by the owner at start-up: row-level
 * security reads `app.tenant_id` only beside its HMAC under this key (spool_request_tenant),
 * which the serving login cannot read, so a tenant set by an injected statement sees nothing.
 */
export async function readTenantSigner(owner: Db): Promise<TenantSigner> {
  const { rows } = await owner.execute<{ key: string }>(sql.raw(tenantSigningKeyQuery));
  const hex = rows[0]?.key;
  if (!hex) throw new Error('the tenant signing key is missing from server_secrets');
  return tenantSignerOfKey(hex);
}

/** The signer of a key as `server_secrets` keeps it (hex). */
export function tenantSignerOfKey(hex: string): TenantSigner {
  const key = Buffer.from(hex, 'hex');
  return (tenantId) =>
    createHmac('sha256', key)
      .update(tenantId ?? '', 'utf8')
      .digest('hex');
}

/** For a database that serves no request (the owner's): any tenant transaction is a mistake. */
export const noTenantSigner: TenantSigner = () => {
  throw new Error('this connection is the owner’s: requests run on the serving database');
};

/**
 * The owner's database, migrated, able to open tenants' transactions as requests do (for
 * tools that serve on the owner, such as the benchmarks).
 */
export async function withTenantSigning(database: Database): Promise<Database> {
  return { ...database, signTenant: await readTenantSigner(database.db) };
}
