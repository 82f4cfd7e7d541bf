import { gte, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database.js';
import { usageEvents } from '../../platform/db/schema/usage.js';

export type UsageKind =
  'styleImport' | 'costFileImport' | 'singleGarmentReport' | 'threadUsageReport';

export type UsageEvent = {
  kind: UsageKind;
  userId: string | null;
  userName: string | null;
  format?: 'pdf' | 'csv' | undefined;
  styleId?: number | undefined;
  styleName?: string | undefined;
  rowCount?: number | undefined;
};

/** The usage events of the transaction's tenant. */
export function createUsageRepository(tx: Tx) {
  return {
    async insertEvent(event: UsageEvent): Promise<void> {
      await tx.insert(usageEvents).values({
        kind: event.kind,
        userId: event.userId,
        userName: event.userName,
        format: event.format ?? null,
        styleId: event.styleId ?? null,
        styleName: event.styleName ?? null,
        rowCount: event.rowCount ?? null,
      });
    },

    /** Events per ISO week (Monday, UTC) and kind since `since`. */
    async countByWeek(since: Date): Promise<{ weekStart: string; kind: string; count: number }[]> {
      const week = sql<string>`to_char(date_trunc('week', ${usageEvents.occurredAt} at time zone 'UTC'), 'YYYY-MM-DD')`;
      return tx
        .select({ weekStart: week, kind: usageEvents.kind, count: sql<number>`count(*)::int` })
        .from(usageEvents)
        .where(gte(usageEvents.occurredAt, since))
        .groupBy(week, usageEvents.kind);
    },
  };
}

export type UsageRepository = ReturnType<typeof createUsageRepository>;
