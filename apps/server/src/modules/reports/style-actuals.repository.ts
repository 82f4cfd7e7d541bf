import { and, asc, desc, eq, gte, sql } from 'drizzle-orm';
import type { ActualComparison, ActualLine, ApprovedThread } from '@spool/domain';
import type { Tx } from '../../platform/db/database.js';
import { customers } from '../../platform/db/schema/catalogue.js';
import { customSettings } from '../../platform/db/schema/settings.js';
import { styleActuals, styles } from '../../platform/db/schema/styles.js';

/** What a record keeps besides its lines: the version's threads and the comparison, as saved. */
export type ActualFigures = {
  readonly threads: readonly ApprovedThread[];
  readonly comparison: ActualComparison;
};

export type StyleActualRow = {
  version: number;
  lines: ActualLine[];
  figures: ActualFigures;
  note: string | null;
  recordedBy: string | null;
  recordedAt: Date;
  concurrencyStamp: string;
};

const actualColumns = {
  version: styleActuals.version,
  lines: styleActuals.lines,
  figures: styleActuals.figures,
  note: styleActuals.note,
  recordedBy: styleActuals.recordedBy,
  recordedAt: styleActuals.recordedAt,
  concurrencyStamp: styleActuals.concurrencyStamp,
};

const asActualRow = (row: {
  version: number;
  lines: unknown;
  figures: unknown;
  note: string | null;
  recordedBy: string | null;
  recordedAt: Date;
  concurrencyStamp: string;
}): StyleActualRow => ({
  ...row,
  lines: row.lines as ActualLine[],
  figures: row.figures as ActualFigures,
});

/** The actual use recorded for styles' approved versions, on the current tenant. */
export function createStyleActualsRepository(tx: Tx) {
  return {
    /** Every version of the style with actuals, oldest first. */
    async findActuals(styleId: number): Promise<StyleActualRow[]> {
      const rows = await tx
        .select(actualColumns)
        .from(styleActuals)
        .where(eq(styleActuals.styleId, styleId))
        .orderBy(asc(styleActuals.version));
      return rows.map(asActualRow);
    },

    async findActual(styleId: number, version: number): Promise<StyleActualRow | undefined> {
      const [row] = await tx
        .select(actualColumns)
        .from(styleActuals)
        .where(and(eq(styleActuals.styleId, styleId), eq(styleActuals.version, version)));
      return row && asActualRow(row);
    },

    /** Stores the version's record, or replaces it, with a new stamp and time. */
    async saveActual(values: {
      styleId: number;
      version: number;
      lines: readonly ActualLine[];
      figures: ActualFigures;
      note: string | null;
      recordedBy: string | null;
    }): Promise<StyleActualRow> {
      const [row] = await tx
        .insert(styleActuals)
        .values(values)
        .onConflictDoUpdate({
          target: [styleActuals.tenantId, styleActuals.styleId, styleActuals.version],
          set: {
            lines: values.lines,
            figures: values.figures,
            note: values.note,
            recordedBy: values.recordedBy,
            recordedAt: sql`now()`,
            concurrencyStamp: sql`gen_random_uuid()`,
          },
        })
        .returning(actualColumns);
      if (!row) throw new Error('the actual use was not stored');
      return asActualRow(row);
    },

    /** The records of the last 12 months with their style and customer, newest first. */
    async findRecentActuals() {
      const rows = await tx
        .select({
          styleId: styleActuals.styleId,
          styleName: styles.name,
          customer: customers.name,
          version: styleActuals.version,
          figures: styleActuals.figures,
          recordedAt: styleActuals.recordedAt,
        })
        .from(styleActuals)
        .innerJoin(styles, eq(styles.id, styleActuals.styleId))
        .innerJoin(customers, eq(customers.id, styles.customerId))
        .where(gte(styleActuals.recordedAt, sql`now() - interval '12 months'`))
        .orderBy(desc(styleActuals.recordedAt), asc(styles.name));
      return rows.map((row) => ({ ...row, figures: row.figures as ActualFigures }));
    },

    /** A custom setting's name and allowance bands as stored (null: flat). */
    async findSettingBands(id: number) {
      const [row] = await tx
        .select({ name: customSettings.name, allowanceBands: customSettings.allowanceBands })
        .from(customSettings)
        .where(eq(customSettings.id, id));
      return row;
    },
  };
}

export type StyleActualsRepository = ReturnType<typeof createStyleActualsRepository>;
