import { createHash } from 'node:crypto';

/**
 * A name for Drizzle's `.prepare(name)` under which each PostgreSQL connection keeps the
 * statement's plan (pg-round-trips.ts): the same text always gets the same name. For hot
 * statements whose plan does not depend on their values (no filter whose selectivity varies);
 * the embedded database ignores the name.
 */
export function cachedPlanName(query: { toSQL(): { sql: string } }): string {
  return `spool_${createHash('sha256').update(query.toSQL().sql).digest('hex').slice(0, 24)}`;
}
