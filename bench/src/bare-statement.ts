/**
 * The bare page query, the ceiling the stack is measured against: on PostgreSQL a named
 * statement that each connection of a node-postgres pool of the server's size prepares once and
 * then runs with its kept plan, the fastest a client can ask for the page; on PGlite, which keeps
 * no plans, the statement itself on the database's one connection.
 */
import { createHash } from 'node:crypto';
import pg from 'pg';
import {
  applicationRole,
  tenantSignerOfKey,
  tenantSigningKeyQuery,
  type Database,
} from '@spool/server';
import type { ChildDatabase } from './protocol.js';
import { uuidString } from './style-grid-queries.js';

export async function withBareStatement<T>(
  target: ChildDatabase,
  database: Database,
  statement: string,
  work: (run: () => Promise<unknown>) => Promise<T>,
): Promise<T> {
  if (target.kind !== 'postgresql') return work(() => database.db.execute(statement));
  const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize });
  const name = keptName('bare', statement);
  try {
    return await work(() => pool.query({ name, text: statement }));
  } finally {
    await pool.end();
  }
}

/** A prepared statement's name, the same for the same text. */
const keptName = (prefix: string, statement: string) =>
  `${prefix}_${createHash('sha256').update(statement).digest('hex').slice(0, 24)}`;

/**
 * The same page as Spool's database design has every request run it (DESIGN.md, section 2):
 * as the application role, with the tenant set for the transaction only, under row-level
 * security, in a read-only transaction that goes out as one simple query, with its generic plan
 * kept per connection. PostgreSQL only (undefined on PGlite).
 * Between this and the styles grid lies the request path alone: HTTP, the token, the caller's
 * access, the answer's schema. A reference for the figures, not the goal's ceiling.
 */
export async function withDesignedStatement<T>(
  target: ChildDatabase,
  statement: string,
  tenantId: string,
  work: (run: () => Promise<unknown>) => Promise<T>,
): Promise<T | undefined> {
  if (target.kind !== 'postgresql') return undefined;
  const designed = openDesignedStatement(target, statement, tenantId);
  try {
    return await work(designed.run);
  } finally {
    await designed.end();
  }
}

/**
 * The designed statement on a pool of its own: `run` answers the page's rows; `end` closes the
 * pool. Also what the HTTP floor's route runs (floor-server.ts).
 */
export function openDesignedStatement(
  target: Extract<ChildDatabase, { kind: 'postgresql' }>,
  statement: string,
  tenantId: string,
): { run: () => Promise<Record<string, unknown>[]>; end: () => Promise<void> } {
  const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize });
  const name = keptName('designed', statement);
  // The tenant signed as the server signs it (tenant-signature.ts), with the key the owner reads.
  const opening = pool.query<{ key: string }>(tenantSigningKeyQuery).then(({ rows }) => {
    const signature = tenantSignerOfKey(rows[0]?.key ?? '')(tenantId);
    return `begin read only; set local role ${applicationRole}; set local app.tenant_id = ${uuidString(tenantId)}; set local app.tenant_sig = '${signature}'; set local plan_cache_mode = force_generic_plan;`;
  });
  // The plan is made under the application role, whose row-level security it holds.
  const prepared = new WeakSet<pg.PoolClient>();
  return {
    run: async () => {
      const client = await pool.connect();
      try {
        const prepare = prepared.has(client) ? '' : `prepare ${name} as ${statement};`;
        const results = (await client.query(
          `${await opening} ${prepare} execute ${name}; commit`,
        )) as unknown as pg.QueryResult<Record<string, unknown>>[];
        prepared.add(client);
        const page = results.find((result) => result.command === 'SELECT');
        if (!page) throw new Error('the designed statement answered no rows');
        return page.rows;
      } finally {
        client.release();
      }
    },
    end: () => pool.end(),
  };
}
