import { sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database.js';
import { styleCounts } from '../../platform/db/schema/styles.js';

/**
 * How many styles the transaction's tenant has, as the count table's triggers keep it (one
 * row read, whatever the number of styles; none before the tenant's first style).
 */
export async function countTenantStyles(tx: Tx): Promise<number> {
  const [total] = await tx.select({ value: styleCounts.styles }).from(styleCounts);
  return total?.value ?? 0;
}

/** The same count inside a statement (row-level security keeps it to the tenant's row). */
export const tenantStyleCount = sql<number>`coalesce((select ${styleCounts.styles} from ${styleCounts}), 0)`;
