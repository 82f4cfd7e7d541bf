import { sql } from 'drizzle-orm';
import type { Tx } from './database.js';
import { idempotencyKeys } from './schema/index.js';

/** How long a key answers with its first result. */
export const idempotencyKeyLifetimeHours = 24;

/** A key as its first request left it: `status` null while that request still runs. */
export type StoredIdempotencyKey = {
  requestHash: string;
  status: number | null;
  body: string | null;
};

/** Expired keys removed by each claim at most: a claim stays short whatever lies behind it. */
const expiredKeysPerClaim = 100;

/** The `Idempotency-Key`s of the transaction's tenant (row-level security keeps it). */
export function createIdempotencyKeysRepository(tx: Tx) {
  const expired = sql.raw(`now() - interval '${idempotencyKeyLifetimeHours} hours'`);
  return {
    /**
     * Takes the key for this request, unless a live one holds it: then answers that one as it
     * stands once its transaction has ended (the key's unique entry makes this insert wait for
     * a request still running with it). An expired key is taken afresh.
     */
    async claim(
      userId: string,
      key: string,
      requestHash: string,
    ): Promise<StoredIdempotencyKey | undefined> {
      const { rows: claimed } = await tx.execute(sql`
        insert into ${idempotencyKeys} (user_id, key, request_hash)
        values (${userId}, ${key}, ${requestHash})
        on conflict (tenant_id, user_id, key) do update set
          request_hash = excluded.request_hash, response_status = null,
          response_body = null, created_at = now()
          where ${idempotencyKeys.createdAt} < ${expired}
        returning 1`);
      if (claimed.length > 0) return undefined;
      const { rows } = await tx.execute<{
        request_hash: string;
        response_status: number | null;
        response_body: string | null;
      }>(sql`
        select request_hash, response_status, response_body from ${idempotencyKeys}
         where user_id = ${userId} and key = ${key}`);
      const row = rows[0];
      if (!row) throw new Error('an idempotency key that conflicted could not be read');
      return {
        requestHash: row.request_hash,
        status: row.response_status,
        body: row.response_body,
      };
    },

    /** What the request that claimed the key answered. */
    async record(userId: string, key: string, status: number, body: string | null) {
      await tx.execute(sql`
        update ${idempotencyKeys} set response_status = ${status}, response_body = ${body}
         where user_id = ${userId} and key = ${key}`);
    },

    /**
     * Removes some of the tenant's expired keys, skipping any another transaction holds, so
     * that no request waits for another's housekeeping.
     */
    async deleteExpired() {
      await tx.execute(sql`
        delete from ${idempotencyKeys}
         where (tenant_id, user_id, key) in (
           select tenant_id, user_id, key from ${idempotencyKeys}
            where ${idempotencyKeys.createdAt} < ${expired}
            limit ${expiredKeysPerClaim} for update skip locked)`);
    },
  };
}
