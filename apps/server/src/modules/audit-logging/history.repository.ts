import { and, count, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type {
  AuditLogAction,
  AuditLogEntityType,
  HistoryEntryDto,
  HistoryUsageKind,
} from '@spool/contracts';
import type { Tx } from '../../platform/db/database.js';
import { usageEvents } from '../../platform/db/schema/usage.js';
import { auditLogEntries } from '../../platform/db/schema/audit-logging.js';

/** One line of a history: a change of the audit log, or a usage event. */
export type HistoryEntry = Omit<HistoryEntryDto, 'time'> & { time: Date };

/** Whose history: its audit entries, and which of the tenant's usage events belong to it. */
export type HistorySubject = {
  type: AuditLogEntityType;
  /** One entity; absent: every entity of the type (the shades, the cost file). */
  id?: string | undefined;
  usage?: {
    /** Events about this style (its reports). */
    styleId?: number | undefined;
    /** Events of these kinds, whatever their style (the cost file's imports). */
    kinds?: readonly HistoryUsageKind[] | undefined;
    /** The import that made the style: saved in the style's transaction, so at its creation time. */
    importedAt?: Date | undefined;
  };
};

type Row = {
  id: string;
  time: Date;
  userName: string | null;
  action: string | null;
  entityType: string | null;
  entityName: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  usageKind: string | null;
  format: string | null;
  rowCount: number | null;
};

const toEntry = (row: Row): HistoryEntry => ({
  id: row.id,
  time: new Date(row.time),
  userName: row.userName,
  action: row.action as AuditLogAction | null,
  entityType: row.entityType as AuditLogEntityType | null,
  entityName: row.entityName,
  before: row.before,
  after: row.after,
  usage:
    row.usageKind === null
      ? null
      : {
          kind: row.usageKind as HistoryUsageKind,
          format: row.format === 'pdf' || row.format === 'csv' ? row.format : null,
          rowCount: row.rowCount,
        },
});

/**
 * Newest first; entries of one time in the order they were written (a change's sequence, a use's
 * id), then by id, so that a change and a use sharing both still keep one order.
 */
const newestFirst = [sql`time desc`, sql`sequence desc`, sql`id desc`];

/** The histories of the transaction's tenant (row-level security keeps to it). */
export function createHistoryRepository(tx: Tx) {
  const changesOf = (subject: HistorySubject): SQL | undefined =>
    and(
      eq(auditLogEntries.subjectType, subject.type),
      subject.id === undefined ? undefined : eq(auditLogEntries.subjectId, subject.id),
    );

  const usageOf = (subject: HistorySubject): SQL | undefined => {
    const usage = subject.usage;
    if (!usage) return undefined;
    const parts = [
      usage.styleId === undefined ? undefined : eq(usageEvents.styleId, usage.styleId),
      usage.kinds === undefined || usage.kinds.length === 0
        ? undefined
        : inArray(usageEvents.kind, [...usage.kinds]),
      usage.importedAt === undefined
        ? undefined
        : and(
            eq(usageEvents.kind, 'styleImport'),
            // The time as read, to the millisecond; the column holds microseconds.
            gte(usageEvents.occurredAt, usage.importedAt),
            lt(usageEvents.occurredAt, new Date(usage.importedAt.getTime() + 1)),
          ),
    ].filter((part): part is SQL => part !== undefined);
    return parts.length === 0 ? undefined : or(...parts);
  };

  return {
    /** One page, newest first, with the total. */
    async findHistory(
      subject: HistorySubject,
      page: { skip: number; take: number },
    ): Promise<{ items: HistoryEntry[]; totalCount: number }> {
      const changes = changesOf(subject);
      const usage = usageOf(subject);
      const changeRows = tx
        .select({
          id: sql<string>`${auditLogEntries.id}::text`.as('id'),
          time: sql<Date>`${auditLogEntries.executionTime}`.as('time'),
          sequence: sql<number>`${auditLogEntries.sequence}`.as('sequence'),
          userName: sql<string | null>`${auditLogEntries.userName}`.as('user_name'),
          action: sql<string | null>`${auditLogEntries.action}`.as('action'),
          entityType: sql<string | null>`${auditLogEntries.entityType}`.as('entity_type'),
          entityName: sql<string | null>`${auditLogEntries.entityName}`.as('entity_name'),
          before: sql<Record<string, unknown> | null>`${auditLogEntries.before}`.as('before'),
          after: sql<Record<string, unknown> | null>`${auditLogEntries.after}`.as('after'),
          usageKind: sql<string | null>`null::varchar`.as('usage_kind'),
          format: sql<string | null>`null::varchar`.as('format'),
          rowCount: sql<number | null>`null::integer`.as('row_count'),
        })
        .from(auditLogEntries)
        .where(changes);
      const [changeCount] = await tx
        .select({ value: count() })
        .from(auditLogEntries)
        .where(changes);
      let totalCount = changeCount?.value ?? 0;
      let rows: Row[];
      if (usage === undefined) {
        rows = await changeRows
          .orderBy(...newestFirst)
          .offset(page.skip)
          .limit(page.take);
      } else {
        const usageRows = tx
          .select({
            id: sql<string>`'usage-' || ${usageEvents.id}::text`.as('id'),
            time: sql<Date>`${usageEvents.occurredAt}`.as('time'),
            sequence: sql<number>`${usageEvents.id}::bigint`.as('sequence'),
            userName: sql<string | null>`${usageEvents.userName}`.as('user_name'),
            action: sql<string | null>`null::varchar`.as('action'),
            entityType: sql<string | null>`null::varchar`.as('entity_type'),
            entityName: sql<string | null>`${usageEvents.styleName}`.as('entity_name'),
            before: sql<Record<string, unknown> | null>`null::jsonb`.as('before'),
            after: sql<Record<string, unknown> | null>`null::jsonb`.as('after'),
            usageKind: sql<string | null>`${usageEvents.kind}`.as('usage_kind'),
            format: sql<string | null>`${usageEvents.format}`.as('format'),
            rowCount: sql<number | null>`${usageEvents.rowCount}`.as('row_count'),
          })
          .from(usageEvents)
          .where(usage);
        // As a WITH query: the embedded serving session runs no statement that opens with "(".
        const merged = tx.$with('history').as(unionAll(changeRows, usageRows));
        rows = await tx
          .with(merged)
          .select()
          .from(merged)
          .orderBy(...newestFirst)
          .offset(page.skip)
          .limit(page.take);
        const [usageCount] = await tx.select({ value: count() }).from(usageEvents).where(usage);
        totalCount += usageCount?.value ?? 0;
      }
      return { items: rows.map(toEntry), totalCount };
    },
  };
}

export type HistoryRepository = ReturnType<typeof createHistoryRepository>;
