export { createAuditTrail } from './audit-trail.js';
export type { AuditEntry, AuditTrail } from './audit-trail.js';
export { auditLoggingPlugin } from './audit-logging.plugin.js';
