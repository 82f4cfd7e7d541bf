/**
 * `npm run bench:driver -w @spool/bench`: node-postgres against postgres.js for the shape of
 * Spool's read requests, on PostgreSQL only, so the choice of driver rests on a figure. Each
 * "request" is one read-only transaction that sets the tenant for the transaction only and reads
 * a page of 25 rows of a 10,000-row table, as the styles grid does; many run at once on a pool of
 * the server's size.
 *
 * - node-postgres, as Spool uses it: the opening (BEGIN, the setting) as one simple query, the
 *   page as a parameterised query, then COMMIT: three round trips, each awaited.
 * - postgres.js: `sql.begin` with the setting and the page sent together, which postgres.js
 *   pipelines on the connection; BEGIN and COMMIT are still awaited on their own.
 * - postgres.js on a reserved connection, BEGIN, the setting, the page and COMMIT all sent at
 *   once and all awaited: one round trip. A statement that fails aborts the transaction, whose
 *   COMMIT PostgreSQL then answers as a rollback.
 *
 * It prints transactions per second and the CPU seconds one transaction costs this process and
 * PostgreSQL. BENCH_DRIVER_SECONDS (10), BENCH_DRIVER_CONCURRENCY (200).
 */
import pg from 'pg';
import postgres from 'postgres';
import { cpuMeter } from './cpu-meter.js';
import { assertServerReachable, serverUrlFromEnv } from './databases.js';
import { wholeFromEnv } from './settings.js';
import { formatTable } from './text-table.js';

const seconds = wholeFromEnv('BENCH_DRIVER_SECONDS', 10);
const concurrency = wholeFromEnv('BENCH_DRIVER_CONCURRENCY', 200);
const poolSize = 10;
const rows = 10_000;
const tenant = '6a1f0c8e-4d0b-4a6f-9d5e-2f9b8c7a1e01';

type Transaction = (page: number) => Promise<unknown>;
type Figures = { driver: string; transactions: number; perSecond: number; cpu: string };

async function main(): Promise<void> {
  const serverUrl = serverUrlFromEnv();
  await assertServerReachable(serverUrl);
  const name = `spool_bench_driver_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    await seed(url.toString());
    const figures = [
      await measure('node-postgres (pg)', () => nodePostgres(url.toString())),
      await measure('postgres.js', () => postgresJs(url.toString())),
      await measure('postgres.js, one pipelined round trip', () => pipelined(url.toString())),
    ];
    console.log(
      `\n${concurrency} transactions at once for ${seconds} s each, pool of ${poolSize}\n`,
    );
    console.log(
      formatTable(
        ['driver', 'transactions', 'per second', 'CPU ms / transaction (bench + PostgreSQL)'],
        figures.map((row) => [
          row.driver,
          String(row.transactions),
          row.perSecond.toFixed(0),
          row.cpu,
        ]),
      ),
    );
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

async function seed(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`
    create table styles (
      id serial primary key,
      tenant_id uuid not null,
      name text not null,
      customer text not null,
      created timestamptz not null default now()
    );
    insert into styles (tenant_id, name, customer)
      select '${tenant}', 'Style ' || n, 'Customer ' || (n % 50) from generate_series(1, ${rows}) n;
    create index on styles (tenant_id, created desc, id);
    alter table styles enable row level security;
    alter table styles force row level security;
    create policy tenant on styles using (tenant_id = current_setting('app.tenant_id')::uuid);
    analyze styles;
  `);
  await client.end();
}

const pageQuery =
  'select id, name, customer, created from styles order by created desc, id limit 25 offset $1';

function nodePostgres(url: string): { run: Transaction; end: () => Promise<void> } {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  return {
    async run(page) {
      const client = await pool.connect();
      try {
        await client.query(
          `begin read only; select set_config('app.tenant_id', '${tenant}', true)`,
        );
        const result = await client.query(pageQuery, [(page % 4) * 25]);
        await client.query('commit');
        return result.rowCount;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    end: () => pool.end(),
  };
}

function postgresJs(url: string): { run: Transaction; end: () => Promise<void> } {
  const sql = postgres(url, { max: poolSize, onnotice: () => undefined });
  return {
    run: (page) =>
      sql.begin('read only', (tx) => [
        tx`select set_config('app.tenant_id', ${tenant}, true)`,
        tx.unsafe(pageQuery, [(page % 4) * 25]),
      ]),
    end: () => sql.end(),
  };
}

function pipelined(url: string): { run: Transaction; end: () => Promise<void> } {
  const sql = postgres(url, { max: poolSize, onnotice: () => undefined });
  return {
    async run(page) {
      const connection = await sql.reserve();
      try {
        const [, , rows] = await Promise.all([
          connection`begin read only`,
          connection`select set_config('app.tenant_id', ${tenant}, true)`,
          connection.unsafe(pageQuery, [(page % 4) * 25]),
          connection`commit`,
        ]);
        return rows;
      } finally {
        connection.release();
      }
    },
    end: () => sql.end(),
  };
}

async function measure(
  driver: string,
  open: () => { run: Transaction; end: () => Promise<void> },
): Promise<Figures> {
  const { run, end } = open();
  try {
    // Warm the pool and the plans before the meter starts.
    await Promise.all(Array.from({ length: poolSize * 4 }, (_, index) => run(index)));
    const stop = cpuMeter({ postgres: true })();
    const deadline = performance.now() + seconds * 1000;
    let transactions = 0;
    await Promise.all(
      Array.from({ length: concurrency }, async (_, worker) => {
        let page = worker;
        while (performance.now() < deadline) {
          await run(page++);
          transactions += 1;
        }
      }),
    );
    const cpu = stop();
    const perTransaction = (value: number | undefined) =>
      value === undefined ? '–' : ((value / transactions) * 1000).toFixed(3);
    return {
      driver,
      transactions,
      perSecond: transactions / cpu.elapsed,
      cpu: `${perTransaction(cpu.bench)} + ${perTransaction(cpu.postgres)}`,
    };
  } finally {
    await end();
  }
}

await main();
