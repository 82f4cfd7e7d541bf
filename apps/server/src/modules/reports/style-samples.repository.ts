import { eq, sql } from 'drizzle-orm';
import type { StyleSample } from '@spool/domain';
import type { Tx } from '../../platform/db/database.js';
import { styleSamples } from '../../platform/db/schema/styles.js';

export type StoredStyleSample = StyleSample & {
  note: string | null;
  enteredBy: string | null;
  enteredAt: Date;
  concurrencyStamp: string;
};

const columns = {
  basis: styleSamples.basis,
  results: styleSamples.results,
  note: styleSamples.note,
  enteredBy: styleSamples.enteredBy,
  enteredAt: styleSamples.enteredAt,
  concurrencyStamp: styleSamples.concurrencyStamp,
};

/**
 * A style's sample results (the current tenant's, by row-level security). While the style is
 * approved the database refuses every change (migration 0029).
 */
export function createStyleSamplesRepository(tx: Tx) {
  return {
    /** The sample, locked until the transaction ends when `forUpdate`. */
    async findSample(styleId: number, forUpdate = false): Promise<StoredStyleSample | undefined> {
      const query = tx.select(columns).from(styleSamples).where(eq(styleSamples.styleId, styleId));
      const [row] = forUpdate ? await query.for('update') : await query;
      // Stored by this repository from a parsed sample: its basis and results agree.
      return row as StoredStyleSample | undefined;
    },

    async saveSample(
      styleId: number,
      sample: StyleSample & { note: string | null; enteredBy: string | null },
    ): Promise<void> {
      const values = {
        basis: sample.basis,
        results: sample.results,
        note: sample.note,
        enteredBy: sample.enteredBy,
        enteredAt: sql`now()`,
        concurrencyStamp: sql`gen_random_uuid()`,
      };
      await tx
        .insert(styleSamples)
        .values({ styleId, ...values })
        .onConflictDoUpdate({ target: [styleSamples.tenantId, styleSamples.styleId], set: values });
    },

    async deleteSample(styleId: number): Promise<void> {
      await tx.delete(styleSamples).where(eq(styleSamples.styleId, styleId));
    },
  };
}

export type StyleSamplesRepository = ReturnType<typeof createStyleSamplesRepository>;
