import { and, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/database.js';
import { oidcPayloads } from '../../platform/db/schema/sign-in.js';

/** What oidc-provider stores: a JSON payload with optional look-up keys. */
export type OidcPayload = Record<string, unknown> & {
  grantId?: string;
  userCode?: string;
  uid?: string;
  consumed?: number;
};

const notExpired = (now: Date) =>
  or(isNull(oidcPayloads.expiresAt), gt(oidcPayloads.expiresAt, now));

/** The embedded issuer's storage, one model (Session, Grant, RefreshToken, ...) at a time. */
export function createOidcPayloadsRepository(tx: Tx | Db, model: string) {
  const findWhere = async (condition: ReturnType<typeof eq>, now: Date) => {
    const [row] = await tx
      .select({ payload: oidcPayloads.payload, consumedAt: oidcPayloads.consumedAt })
      .from(oidcPayloads)
      .where(and(eq(oidcPayloads.model, model), condition, notExpired(now)));
    if (!row) return undefined;
    const payload = row.payload as OidcPayload;
    return row.consumedAt
      ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) }
      : payload;
  };

  return {
    async upsert(id: string, payload: OidcPayload, expiresAt: Date | null): Promise<void> {
      const values = {
        model,
        id,
        payload,
        grantId: payload.grantId ?? null,
        userCode: payload.userCode ?? null,
        uid: payload.uid ?? null,
        expiresAt,
      };
      await tx
        .insert(oidcPayloads)
        .values(values)
        .onConflictDoUpdate({ target: [oidcPayloads.model, oidcPayloads.id], set: values });
    },
    find: (id: string, now: Date) => findWhere(eq(oidcPayloads.id, id), now),
    findByUid: (uid: string, now: Date) => findWhere(eq(oidcPayloads.uid, uid), now),
    findByUserCode: (userCode: string, now: Date) =>
      findWhere(eq(oidcPayloads.userCode, userCode), now),
    async consume(id: string, at: Date): Promise<void> {
      await tx
        .update(oidcPayloads)
        .set({ consumedAt: at })
        .where(and(eq(oidcPayloads.model, model), eq(oidcPayloads.id, id)));
    },
    async destroy(id: string): Promise<void> {
      await tx
        .delete(oidcPayloads)
        .where(and(eq(oidcPayloads.model, model), eq(oidcPayloads.id, id)));
    },
    /** Every model's rows of the grant go, as oidc-provider expects of revokeByGrantId. */
    async revokeByGrantId(grantId: string): Promise<void> {
      await tx.delete(oidcPayloads).where(eq(oidcPayloads.grantId, grantId));
    },
  };
}

/** Housekeeping across every model: removes stored sign-in state past its expiry. */
export async function deleteExpiredOidcPayloads(tx: Tx, now: Date): Promise<number> {
  const result = await tx
    .delete(oidcPayloads)
    .where(sql`${oidcPayloads.expiresAt} is not null and ${lte(oidcPayloads.expiresAt, now)}`);
  return result.rowCount ?? 0;
}
