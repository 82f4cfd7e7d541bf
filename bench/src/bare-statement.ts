/**
 * The bare page query, the ceiling the stack is measured against, run the way the app runs its
 * hot page: on PostgreSQL a named statement that each connection of a node-postgres pool of the
 * server's size prepares once and then runs with its kept plan (the app's `runKeptSelect`
 * statements do the same), so that planning is not counted against the bare query alone; on
 * PGlite, which keeps no plans, the statement itself on the database's one connection.
 */
import { createHash } from 'node:crypto';
import pg from 'pg';
import type { Database } from '@spool/server';
import type { ChildDatabase } from './protocol.js';

export async function withBareStatement<T>(
  target: ChildDatabase,
  database: Database,
  statement: string,
  work: (run: () => Promise<unknown>) => Promise<T>,
): Promise<T> {
  if (target.kind !== 'postgresql') return work(() => database.db.execute(statement));
  const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize });
  const name = `bare_${createHash('sha256').update(statement).digest('hex').slice(0, 24)}`;
  try {
    return await work(() => pool.query({ name, text: statement }));
  } finally {
    await pool.end();
  }
}
