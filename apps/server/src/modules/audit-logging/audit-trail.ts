import type { AuditLogAction, AuditLogEntityType } from '@spool/contracts';
import { maskConnectionString } from '@spool/domain';
import type { Actor } from '../../platform/auth/caller-access.js';
import type { Tx } from '../../platform/db/database.js';
import { onTenantSide } from '../../platform/db/tenant-transaction.js';
import { createAuditLogRepository } from './audit-log.repository.js';

/** One administrative change; `before` is null for a creation, `after` for a deletion. */
export type AuditEntry = {
  action: AuditLogAction;
  entityType: AuditLogEntityType;
  entityId: string;
  entityName?: string | null | undefined;
  before?: object | null | undefined;
  after?: object | null | undefined;
  /** Whose history shows the entry: the entity itself unless given (a style for its operations). */
  subject?: { type: AuditLogEntityType; id: string | number } | undefined;
};

/** Records the changes of one request, in its transaction, as made by its caller. */
export type AuditTrail = {
  /** In the log of the transaction's side: its tenant's, or the host's. */
  record(entry: AuditEntry): Promise<void>;
  /** In one tenant's log, for a host-side change that belongs to that tenant (its features). */
  recordForTenant(tenantId: string, entry: AuditEntry): Promise<void>;
};

/** Keys whose values are never stored, whatever the caller passes. */
const secretKey = /password|secret/i;
/** An address carrying credentials (`scheme://user:password@host`). */
const addressWithPassword = /^[a-z][a-z0-9+.-]*:\/\/[^/@\s]*:[^/@\s]*@/i;

function withoutSecrets(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string') {
    return addressWithPassword.test(value) ? maskConnectionString(value) : value;
  }
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key, item]) => !secretKey.test(key) && item !== undefined)
        .map(([key, item]) => [key, withoutSecrets(item)]),
    );
  }
  return value;
}

const snapshot = (state: object | null | undefined) =>
  state ? (withoutSecrets(state) as Record<string, unknown>) : null;

/**
 * The audit trail of `actor`'s changes in `tx`: each entry is written in the
 * same transaction as the change, so a change that fails or is refused (and
 * rolls back) leaves none. Passwords, password hashes, secrets and the
 * password of a connection string are stripped before anything is stored.
 */
export function createAuditTrail(tx: Tx, actor: Actor): AuditTrail {
  const log = createAuditLogRepository(tx);

  const record = async (entry: AuditEntry) => {
    await log.insertEntry({
      userId: actor.userId,
      userName: actor.userName,
      action: entry.action,
      entityType: entry.entityType,
      entityId: entry.entityId,
      entityName: entry.entityName ?? null,
      before: snapshot(entry.before),
      after: snapshot(entry.after),
      subjectType: entry.subject?.type ?? entry.entityType,
      subjectId: String(entry.subject?.id ?? entry.entityId),
    });
  };

  return {
    record,

    async recordForTenant(tenantId, entry) {
      await onTenantSide(tx, tenantId, () => record(entry));
    },
  };
}
