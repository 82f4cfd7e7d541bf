import type { Tx } from '../../platform/db/database.js';
import { createHistoryRepository } from './history.repository.js';
import { createHistoryService } from './history.service.js';

export { createAuditTrail } from './audit-trail.js';
export type { AuditEntry, AuditTrail } from './audit-trail.js';
export { auditLoggingPlugin } from './audit-logging.plugin.js';
export type { HistoryService, HistorySubject } from './history.service.js';

/** The history of what a screen edits, read in the request's transaction. */
export const historyOf = (tx: Tx) => createHistoryService({ history: createHistoryRepository(tx) });

/** The trail of a service that only reads: recording there is a mistake of the code. */
export const noAuditTrail = {
  record(): Promise<void> {
    return Promise.reject(new Error('This service was built to read: it records no change.'));
  },
};
