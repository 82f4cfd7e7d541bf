import { createHash } from 'node:crypto';
import * as drizzle from 'drizzle-orm';
import type { Query } from 'drizzle-orm';
import type { PreparedQueryConfig, SelectedFieldsOrdered } from 'drizzle-orm/pg-core';
import type { Tx } from './database.js';

/** The statement's name on the server: a hash of its text, so the same text gets the same name. */
const nameOf = (text: string) =>
  `spool_${createHash('sha256').update(text).digest('hex').slice(0, 24)}`;

/**
 * What Drizzle's select builder keeps besides its text and hands to the session when it
 * prepares (`PgSelectBase._prepare`): its fields in the order of the answer's columns, and
 * which joined tables' rows may be missing. Neither is in Drizzle's typings.
 */
type SelectInternals = {
  config: { fields: Record<string, unknown> };
  joinsNotNullableMap: Record<string, boolean>;
};
const { orderSelectedFields } = drizzle as unknown as {
  orderSelectedFields(this: void, fields: Record<string, unknown>): SelectedFieldsOrdered;
};

type KeptSelect = {
  query: Query;
  name: string;
  fields: SelectedFieldsOrdered;
  joinsNotNullableMap: Record<string, boolean>;
};
const keptSelects = new Map<string, KeptSelect>();
/**
 * The most shapes kept: a caller choosing shapes (any page size up to 1,000) must not grow the
 * process's memory without end. Past it, a new shape runs as a select of its own.
 */
const keptSelectsLimit = 200;

/** A select builder: its text, and the rows its `execute` answers with the placeholders' values. */
type Select<Row> = {
  toSQL(): Query;
  execute(placeholderValues?: Record<string, unknown>): Promise<Row[]>;
};

/**
 * Runs a hot select whose text depends on `shape` alone: built and compiled once per shape, not
 * at every call (building and compiling the styles grid's five-table page was a fifth of its
 * CPU per request), and sent in `tx` as a statement named after its text, under which each
 * PostgreSQL connection keeps its plan (pg-round-trips.ts; the embedded database ignores the
 * name). For statements whose plan does not depend on their values (no filter whose
 * selectivity varies). What varies between calls is a `sql.placeholder`, given in `values`.
 * `build` makes its builder on `tx`: only its text and fields are kept.
 */
export function runKeptSelect<Row>(
  tx: Tx,
  shape: string,
  build: () => Select<Row>,
  values: Record<string, unknown>,
): Promise<Row[]> {
  let kept = keptSelects.get(shape);
  if (kept === undefined) {
    const builder = build();
    if (keptSelects.size >= keptSelectsLimit) return builder.execute(values);
    const internals = builder as unknown as SelectInternals;
    const query = builder.toSQL();
    kept = {
      query,
      name: nameOf(query.sql),
      fields: orderSelectedFields(internals.config.fields),
      joinsNotNullableMap: internals.joinsNotNullableMap,
    };
    keptSelects.set(shape, kept);
  }
  const prepared = tx._.session.prepareQuery<PreparedQueryConfig & { execute: Row[] }>(
    kept.query,
    kept.fields,
    kept.name,
    true,
  );
  Object.assign(prepared, { joinsNotNullableMap: kept.joinsNotNullableMap });
  return prepared.execute(values);
}
