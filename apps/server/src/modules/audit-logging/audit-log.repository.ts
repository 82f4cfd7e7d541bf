import { count, desc, eq, sql } from 'drizzle-orm';
import type { AuditLogAction } from '@spool/contracts';
import type { Tx } from '../../platform/db/database.js';
import { switchTransactionTenant } from '../../platform/db/tenant-transaction.js';
import { auditLogEntries } from '../../platform/db/schema/audit-logging.js';

/** A change as stored: the entity's state before and after, as plain JSON. */
export type AuditLogEntry = {
  id: string;
  tenantId: string | null;
  executionTime: Date;
  userId: string | null;
  userName: string | null;
  action: AuditLogAction;
  entityType: string;
  entityId: string;
  entityName: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

export type NewAuditLogEntry = Omit<AuditLogEntry, 'id' | 'tenantId' | 'executionTime'> & {
  subjectType: string | null;
  subjectId: string | null;
};

const entryColumns = {
  id: auditLogEntries.id,
  tenantId: auditLogEntries.tenantId,
  executionTime: auditLogEntries.executionTime,
  userId: auditLogEntries.userId,
  userName: auditLogEntries.userName,
  action: sql<AuditLogAction>`${auditLogEntries.action}`,
  entityType: auditLogEntries.entityType,
  entityId: auditLogEntries.entityId,
  entityName: auditLogEntries.entityName,
  before: auditLogEntries.before,
  after: auditLogEntries.after,
};

/** The audit logs; entries go to the log of the transaction's side (`app.tenant_id`'s tenant, or the host). */
export function createAuditLogRepository(tx: Tx) {
  return {
    /**
     * Writes in the log of the transaction's side. The time is the clock's, not
     * the transaction's start, so that several changes of one request keep their order.
     */
    async insertEntry(entry: NewAuditLogEntry): Promise<void> {
      await tx.insert(auditLogEntries).values({ ...entry, executionTime: sql`clock_timestamp()` });
    },

    /**
     * One page of a log, newest first, with the total: a tenant's, read from
     * the host's transaction (which then returns to the host), or the host's (null).
     */
    async findEntries(query: {
      tenantId: string | null;
      entityType?: string | undefined;
      skip: number;
      take: number;
    }): Promise<{ items: AuditLogEntry[]; totalCount: number }> {
      const where =
        query.entityType === undefined
          ? undefined
          : eq(sql`lower(${auditLogEntries.entityType})`, query.entityType.toLowerCase());
      if (query.tenantId !== null) await switchTransactionTenant(tx, query.tenantId);
      const items = await tx
        .select(entryColumns)
        .from(auditLogEntries)
        .where(where)
        .orderBy(desc(auditLogEntries.executionTime), desc(auditLogEntries.sequence))
        .offset(query.skip)
        .limit(query.take);
      const [total] = await tx.select({ value: count() }).from(auditLogEntries).where(where);
      if (query.tenantId !== null) await switchTransactionTenant(tx, null);
      return { items, totalCount: total?.value ?? 0 };
    },
  };
}

export type AuditLogRepository = ReturnType<typeof createAuditLogRepository>;
