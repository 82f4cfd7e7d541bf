import { and, asc, count, eq } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/database.js';
import { calibrationSamples } from '../../../platform/db/schema/settings.js';

/** An unravel sample as stored: stored units (cm, stitches per 3 cm, mm), who and when. */
export type StoredCalibrationSample = {
  id: number;
  customSettingId: number;
  stitchTypeCode: string;
  seamLengthCm: number | null;
  cycles: number | null;
  ratePer3Cm: number | null;
  seamThicknessMm: number | null;
  bightMm: number | null;
  needleCm: number | null;
  underCm: number | null;
  topCm: number | null;
  createdBy: string | null;
  creationTime: Date;
};

/** What a new sample holds. */
export type NewCalibrationSample = Omit<StoredCalibrationSample, 'id' | 'creationTime'>;

const columns = {
  id: calibrationSamples.id,
  customSettingId: calibrationSamples.customSettingId,
  stitchTypeCode: calibrationSamples.stitchTypeCode,
  seamLengthCm: calibrationSamples.seamLengthCm,
  cycles: calibrationSamples.cycles,
  ratePer3Cm: calibrationSamples.ratePer3Cm,
  seamThicknessMm: calibrationSamples.seamThicknessMm,
  bightMm: calibrationSamples.bightMm,
  needleCm: calibrationSamples.needleCm,
  underCm: calibrationSamples.underCm,
  topCm: calibrationSamples.topCm,
  createdBy: calibrationSamples.createdBy,
  creationTime: calibrationSamples.creationTime,
};

/**
 * The unravel samples of the current tenant's custom settings (row-level security limits
 * every statement to the tenant of the transaction).
 */
export function createCalibrationRepository(tx: Tx) {
  const ofStitch = (customSettingId: number, stitchTypeCode: string) =>
    and(
      eq(calibrationSamples.customSettingId, customSettingId),
      eq(calibrationSamples.stitchTypeCode, stitchTypeCode),
    );

  return {
    /** The samples of one stitch type of one setting, oldest first. */
    async findSamples(
      customSettingId: number,
      stitchTypeCode: string,
    ): Promise<StoredCalibrationSample[]> {
      return tx
        .select(columns)
        .from(calibrationSamples)
        .where(ofStitch(customSettingId, stitchTypeCode))
        .orderBy(asc(calibrationSamples.creationTime), asc(calibrationSamples.id));
    },

    async countSamples(customSettingId: number, stitchTypeCode: string): Promise<number> {
      const [row] = await tx
        .select({ samples: count() })
        .from(calibrationSamples)
        .where(ofStitch(customSettingId, stitchTypeCode));
      return row?.samples ?? 0;
    },

    async findSample(id: number): Promise<StoredCalibrationSample | undefined> {
      const [row] = await tx
        .select(columns)
        .from(calibrationSamples)
        .where(eq(calibrationSamples.id, id));
      return row;
    },

    async insertSample(sample: NewCalibrationSample): Promise<StoredCalibrationSample> {
      const [row] = await tx.insert(calibrationSamples).values(sample).returning(columns);
      if (!row) throw new Error('insert into calibration_samples returned no row');
      return row;
    },

    async deleteSample(id: number): Promise<void> {
      await tx.delete(calibrationSamples).where(eq(calibrationSamples.id, id));
    },
  };
}

export type CalibrationRepository = ReturnType<typeof createCalibrationRepository>;
