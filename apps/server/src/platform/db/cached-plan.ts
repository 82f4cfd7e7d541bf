import { createHash } from 'node:crypto';

const names = new Map<string, string>();

/**
 * A name for Drizzle's `.prepare(name)` under which each PostgreSQL connection keeps the
 * statement's plan (pg-round-trips.ts): a hash of the statement's text, so the same text always
 * gets the same name. For hot statements whose plan does not depend on their values (no filter
 * whose selectivity varies); the embedded database ignores the name. `shape` names what alone
 * decides the text (the query is compiled once per shape, not at every call).
 */
export function cachedPlanName(shape: string, query: { toSQL(): { sql: string } }): string {
  let name = names.get(shape);
  if (name === undefined) {
    name = `spool_${createHash('sha256').update(query.toSQL().sql).digest('hex').slice(0, 24)}`;
    names.set(shape, name);
  }
  return name;
}
