import { sql } from 'drizzle-orm';
import type { TestDatabase } from './test-database.js';

const checks = {
  ticket_texes: {
    name: 'ticket_texes_positive',
    condition: sql.raw('ticket > 0 and tex > 0'),
    columns: { ticket: 'ticket', tex: 'tex' },
  },
  package_sizes: {
    name: 'package_sizes_positive',
    condition: sql.raw('length_m > 0'),
    columns: { lengthM: 'length_m' },
  },
} as const;

/**
 * Stores a thread range value as an older Spool could, before the forms refused it and its
 * table checked it: as the owner, the table's check is taken off for the one update and put
 * back unvalidated, as the migration put it on a database that held such a value.
 */
export async function storeUnusableRangeValue<Table extends keyof typeof checks>(
  database: TestDatabase,
  change: {
    table: Table;
    tenantId: string;
    id: number;
    column: keyof (typeof checks)[Table]['columns'];
    value: number;
  },
): Promise<void> {
  const check = checks[change.table];
  const table = sql.identifier(change.table);
  const name = sql.identifier(check.name);
  const column = sql.identifier(
    (check.columns as Record<string, string>)[change.column as string]!,
  );
  await database.asOwner(({ db }) =>
    db.transaction(async (tx) => {
      await tx.execute(sql`alter table ${table} drop constraint ${name}`);
      await tx.execute(
        sql`update ${table} set ${column} = ${change.value} where tenant_id = ${change.tenantId} and id = ${change.id}`,
      );
      await tx.execute(
        sql`alter table ${table} add constraint ${name} check (${check.condition}) not valid`,
      );
    }),
  );
}
