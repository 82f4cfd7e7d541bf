import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Tx } from '../../platform/db/database.js';
import { styles, styleVersions } from '../../platform/db/schema/styles.js';
import type { FrozenInputs } from './frozen-inputs.js';

/** The stage codes of `styles.stage`. */
export const styleStageCodes = { estimate: 0, sampleChecked: 1, approved: 2 } as const;

/** A version as the style's versions list shows it. */
export type StyleVersionRow = {
  version: number;
  approvedAt: Date;
  approvedBy: string | null;
  note: string | null;
  reopenedAt: Date | null;
  reopenedBy: string | null;
  reopenReason: string | null;
  singleGarmentConsumption: number;
  orderThread: number;
  threadLengthUnit: string;
};

const versionColumns = {
  version: styleVersions.version,
  approvedAt: styleVersions.approvedAt,
  approvedBy: styleVersions.approvedBy,
  note: styleVersions.note,
  reopenedAt: styleVersions.reopenedAt,
  reopenedBy: styleVersions.reopenedBy,
  reopenReason: styleVersions.reopenReason,
  singleGarmentConsumption: styleVersions.singleGarmentConsumption,
  orderThread: styleVersions.orderThread,
  threadLengthUnit: styleVersions.threadLengthUnit,
};

/** A style's stage and its approved versions, on the current tenant (row-level security). */
/** What a stage change reads of its style. */
const stageColumns = {
  name: styles.name,
  stage: styles.stage,
  version: styles.version,
  concurrencyStamp: styles.concurrencyStamp,
};

export function createStyleVersionsRepository(tx: Tx) {
  /** These columns of the approved versions the styles stand at (none of the others). */
  const approvedVersionsOf = async <Columns extends Record<string, PgColumn>>(
    styleIds: readonly number[],
    columns: Columns,
  ) => {
    if (styleIds.length === 0) return [];
    return tx
      .select({ styleId: styleVersions.styleId, ...columns })
      .from(styleVersions)
      .innerJoin(
        styles,
        and(eq(styles.id, styleVersions.styleId), eq(styles.version, styleVersions.version)),
      )
      .where(
        and(
          inArray(styleVersions.styleId, [...styleIds]),
          eq(styles.stage, styleStageCodes.approved),
        ),
      );
  };

  return {
    /**
     * The style's stage, locked until the transaction ends: a change of its operations or order
     * in flight (which holds it FOR KEY SHARE, migration 0028) finishes first.
     */
    async lockStyle(styleId: number) {
      const [row] = await tx
        .select(stageColumns)
        .from(styles)
        .where(eq(styles.id, styleId))
        .for('update');
      return row;
    },

    /** The style's stage and stamp as last committed, without a lock (for reading). */
    async findStage(styleId: number) {
      const [row] = await tx.select(stageColumns).from(styles).where(eq(styles.id, styleId));
      return row;
    },

    async setStage(styleId: number, stage: number, version: number, actor: string | null) {
      const [row] = await tx
        .update(styles)
        .set({
          stage,
          version,
          concurrencyStamp: sql`gen_random_uuid()`,
          lastModificationTime: sql`now()`,
          lastModifiedBy: actor,
        })
        .where(eq(styles.id, styleId))
        .returning({ concurrencyStamp: styles.concurrencyStamp });
      return row?.concurrencyStamp ?? '';
    },

    async insertVersion(values: {
      styleId: number;
      version: number;
      approvedBy: string | null;
      note: string | null;
      inputs: FrozenInputs;
      singleGarmentConsumption: number;
      orderThread: number;
      threadLengthUnit: string;
    }): Promise<StyleVersionRow> {
      const [row] = await tx.insert(styleVersions).values(values).returning(versionColumns);
      if (!row) throw new Error('the version was not stored');
      return row;
    },

    async markReopened(styleId: number, version: number, by: string | null, reason: string) {
      await tx
        .update(styleVersions)
        .set({ reopenedAt: sql`now()`, reopenedBy: by, reopenReason: reason })
        .where(and(eq(styleVersions.styleId, styleId), eq(styleVersions.version, version)));
    },

    async styleExists(styleId: number): Promise<boolean> {
      const [row] = await tx.select({ id: styles.id }).from(styles).where(eq(styles.id, styleId));
      return row !== undefined;
    },

    findVersions(styleId: number): Promise<StyleVersionRow[]> {
      return tx
        .select(versionColumns)
        .from(styleVersions)
        .where(eq(styleVersions.styleId, styleId))
        .orderBy(asc(styleVersions.version));
    },

    async findVersion(styleId: number, version: number) {
      const [row] = await tx
        .select({ ...versionColumns, inputs: styleVersions.inputs })
        .from(styleVersions)
        .where(and(eq(styleVersions.styleId, styleId), eq(styleVersions.version, version)));
      return row && { ...row, inputs: row.inputs as FrozenInputs };
    },

    /** The frozen inputs of the approved versions the styles stand at, by style. */
    async findApprovedInputs(styleIds: readonly number[]) {
      const rows = await approvedVersionsOf(styleIds, { inputs: styleVersions.inputs });
      return new Map(rows.map((row) => [row.styleId, row.inputs as FrozenInputs]));
    },

    /** The figures of the approved versions the styles stand at, by style. */
    async findApprovedFigures(styleIds: readonly number[]) {
      const rows = await approvedVersionsOf(styleIds, versionColumns);
      return new Map(rows.map(({ styleId, ...row }) => [styleId, row]));
    },
  };
}

export type StyleVersionsRepository = ReturnType<typeof createStyleVersionsRepository>;
