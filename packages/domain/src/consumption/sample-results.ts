import { z } from 'zod';
import { estimateOperation } from './estimate-operation.js';
import type { CalibrationSampleInput } from './measured-calibration.js';
import { isOperationComplete, type OperationInput } from './operation-input.js';
import { getStitchType } from './stitch-catalogue.js';
import {
  customSettingSchema,
  stitchSettingFor,
  type CustomSettingInput,
} from './stitch-setting.js';
import type { ComponentGroup } from './stitch-type.js';

/**
 * How a sample was measured: a sample garment unpicked, operation by operation and line by
 * line (`operation`), or cones weighed before and after the sample run, thread by thread
 * (`thread`).
 */
export const sampleBases = ['operation', 'thread'] as const;
export type SampleBasis = (typeof sampleBases)[number];

/** Most results one sample holds: 4 lines of 500 operations. */
export const maxSampleResults = 2_000;

/** Thread measured on one garment, cm: 10 km is far beyond any garment, so a slip is refused. */
export const maxMeasuredCm = 1_000_000;

const idSchema = z.number({ error: 'validation.invalid' }).int().positive();

const measuredCmSchema = z
  .number({ error: 'validation.required' })
  .min(0, { error: 'validation.min' })
  .max(maxMeasuredCm, { error: 'validation.max' });

/** One line of one operation, unpicked: the catalogue's line id (needle, under, top...). */
export const operationSampleResultSchema = z.object({
  operationId: idSchema,
  line: z.string({ error: 'validation.required' }).trim().min(1).max(16),
  measuredCm: measuredCmSchema,
});

/** One thread of the style (brand, ticket/tex, shade), weighed off its cones. */
export const threadSampleResultSchema = z.object({
  brandId: idSchema.nullable(),
  ticketTexId: idSchema.nullable(),
  shade: z.string({ error: 'validation.invalid' }).trim().max(100).nullable(),
  measuredCm: measuredCmSchema,
});

/** Refuses a line or thread measured twice, on the second one. */
const refuseRepeats =
  <T>(keyOf: (result: T) => string) =>
  (results: readonly T[], context: z.RefinementCtx) => {
    const seen = new Set<string>();
    results.forEach((result, index) => {
      const key = keyOf(result);
      if (seen.has(key)) {
        context.addIssue({
          code: 'custom',
          path: [index],
          message: 'styleSample.validation.repeated',
        });
      }
      seen.add(key);
    });
  };

/**
 * A style's sample, in stored units (thread per garment, cm). Each line or thread is measured
 * once; what was not measured is left out and compared with nothing.
 */
export const styleSampleSchema = z.discriminatedUnion(
  'basis',
  [
    z.object({
      basis: z.literal('operation'),
      results: z
        .array(operationSampleResultSchema)
        .max(maxSampleResults, { error: 'validation.tooMany' })
        .superRefine(
          refuseRepeats((result: OperationSampleResult) =>
            operationLineKey(result.operationId, result.line),
          ),
        ),
    }),
    z.object({
      basis: z.literal('thread'),
      results: z
        .array(threadSampleResultSchema)
        .max(maxSampleResults, { error: 'validation.tooMany' })
        .superRefine(refuseRepeats(threadKey)),
    }),
  ],
  { error: 'validation.invalid' },
);
export type StyleSample = z.infer<typeof styleSampleSchema>;
export type OperationSampleResult = z.infer<typeof operationSampleResultSchema>;
export type ThreadSampleResult = z.infer<typeof threadSampleResultSchema>;

/** The key of an operation's line in a sample. */
export function operationLineKey(operationId: number, line: string): string {
  return `operation:${operationId}:${line}`;
}

/** The key of a thread in a sample: brand, ticket/tex and shade (none is '-'). */
export function threadKey(thread: {
  brandId: number | null;
  ticketTexId: number | null;
  shade: string | null;
}): string {
  return `thread:${thread.brandId ?? '-'}:${thread.ticketTexId ?? '-'}:${thread.shade?.trim() || '-'}`;
}

/** What the estimate says of one measurable line or thread of a garment, cm. */
export type SampleEstimateRow = {
  readonly key: string;
  readonly estimatedCm: number;
};

export type OperationSampleRow = SampleEstimateRow & {
  readonly operationId: number;
  readonly line: string;
  readonly group: ComponentGroup;
  readonly needleName: string;
};

export type ThreadSampleRow = SampleEstimateRow & {
  readonly brandId: number | null;
  readonly ticketTexId: number | null;
  readonly shade: string | null;
};

/**
 * What a sample is compared with, per line of each complete operation. An unpicked seam holds
 * the thread sewn, so its lines compare with the estimate before waste.
 */
export function operationSampleRows(
  operations: readonly OperationInput[],
  setting: CustomSettingInput,
): OperationSampleRow[] {
  const parsed = customSettingSchema.parse(setting);
  return operations.filter(isOperationComplete).flatMap((operation) => {
    const operationId = Number(operation.id);
    const estimate = estimateOperation(
      operation,
      stitchSettingFor(parsed, operation.stitchTypeCode),
    );
    return estimate.lines.map((line) => ({
      key: operationLineKey(operationId, line.line),
      operationId,
      line: line.line,
      group: line.group,
      needleName: line.needleName,
      estimatedCm: line.threadPerGarmentWithoutWasteM * 100,
    }));
  });
}

/**
 * What a sample is compared with, per thread of the garment. Cones weighed before and after a
 * run lose the waste too, so each thread compares with the estimate with waste.
 */
export function threadSampleRows(
  operations: readonly OperationInput[],
  setting: CustomSettingInput,
): ThreadSampleRow[] {
  const parsed = customSettingSchema.parse(setting);
  const rows = new Map<string, ThreadSampleRow>();
  for (const operation of operations.filter(isOperationComplete)) {
    const estimate = estimateOperation(
      operation,
      stitchSettingFor(parsed, operation.stitchTypeCode),
    );
    for (const line of estimate.lines) {
      const thread = {
        brandId: line.brandId,
        ticketTexId: line.ticketTexId,
        shade: line.shade?.trim() || null,
      };
      const key = threadKey(thread);
      const before = rows.get(key)?.estimatedCm ?? 0;
      rows.set(key, { key, ...thread, estimatedCm: before + line.threadPerGarmentM * 100 });
    }
  }
  return [...rows.values()];
}

/** One line or thread: estimate against measured; null where nothing was measured. */
export type SampleVarianceRow = {
  readonly key: string;
  readonly estimatedCm: number;
  readonly measuredCm: number | null;
  /** Measured minus estimate, cm. */
  readonly differenceCm: number | null;
  /** The difference as a share of the estimate, %; null when the estimate is 0. */
  readonly differencePercent: number | null;
};

export type SampleVariance = {
  readonly rows: readonly SampleVarianceRow[];
  /** The garment: the measured rows' estimate against what they measured. */
  readonly garment: {
    readonly estimatedCm: number;
    readonly measuredCm: number;
    readonly differenceCm: number;
    readonly differencePercent: number | null;
    readonly measuredRows: number;
    readonly rows: number;
  };
};

const percentOf = (difference: number, estimate: number): number | null =>
  estimate === 0 ? null : (difference / estimate) * 100;

/**
 * Estimate against measured, per row and for the garment. The garment compares only what was
 * measured, so that a line left out does not read as thread saved; how many rows were measured
 * says how complete the comparison is.
 */
export function sampleVariance(
  rows: readonly SampleEstimateRow[],
  measured: ReadonlyMap<string, number>,
): SampleVariance {
  let estimatedCm = 0;
  let measuredCm = 0;
  let measuredRows = 0;
  const varianceRows = rows.map((row): SampleVarianceRow => {
    const value = measured.get(row.key);
    if (value === undefined) {
      return { ...row, measuredCm: null, differenceCm: null, differencePercent: null };
    }
    estimatedCm += row.estimatedCm;
    measuredCm += value;
    measuredRows += 1;
    const differenceCm = value - row.estimatedCm;
    return {
      key: row.key,
      estimatedCm: row.estimatedCm,
      measuredCm: value,
      differenceCm,
      differencePercent: percentOf(differenceCm, row.estimatedCm),
    };
  });
  const differenceCm = measuredCm - estimatedCm;
  return {
    rows: varianceRows,
    garment: {
      estimatedCm,
      measuredCm,
      differenceCm,
      differencePercent: percentOf(differenceCm, estimatedCm),
      measuredRows,
      rows: rows.length,
    },
  };
}

/** The measured values of a sample by their rows' keys. */
export function measuredByKey(sample: StyleSample): Map<string, number> {
  return sample.basis === 'operation'
    ? new Map(
        sample.results.map((result) => [
          operationLineKey(result.operationId, result.line),
          result.measuredCm,
        ]),
      )
    : new Map(sample.results.map((result) => [threadKey(result), result.measuredCm]));
}

/**
 * The unravel samples an unpicked garment gives its operations' stitches, for the measured
 * calibration of the style's custom setting: one per operation whose every line was measured,
 * with its seam sewn (length times rows; cycles for a cycle stitch), the inputs its stitch asks,
 * and the thread of each group of lines. An operation with a line left out gives none, since
 * the calibration fits every group of a stitch at once.
 */
export function calibrationSamplesOfSample(
  operations: readonly OperationInput[],
  setting: CustomSettingInput,
  results: readonly OperationSampleResult[],
): CalibrationSampleInput[] {
  const measured = new Map(
    results.map((result) => [operationLineKey(result.operationId, result.line), result]),
  );
  const parsed = customSettingSchema.parse(setting);
  return operations.filter(isOperationComplete).flatMap((operation) => {
    const operationId = Number(operation.id);
    const estimate = estimateOperation(
      operation,
      stitchSettingFor(parsed, operation.stitchTypeCode),
    );
    const lines = estimate.lines.map((line) => ({
      group: line.group,
      result: measured.get(operationLineKey(operationId, line.line)),
    }));
    if (lines.some((line) => line.result === undefined || line.result.measuredCm <= 0)) return [];
    const groupCm = (group: ComponentGroup): number | null => {
      const inGroup = lines.filter((line) => line.group === group);
      return inGroup.length === 0
        ? null
        : inGroup.reduce((sum, line) => sum + (line.result?.measuredCm ?? 0), 0);
    };
    const stitch = getStitchType(operation.stitchTypeCode);
    const inputs = estimate.inputs;
    const asked = stitch.visibleInputs;
    return [
      {
        stitchTypeCode: operation.stitchTypeCode,
        seamLengthCm: stitch.isCycle ? null : (inputs.seamLengthCm ?? 0) * inputs.rows,
        cycles: stitch.isCycle ? inputs.rows : null,
        ratePer3Cm: !stitch.isCycle && asked.rate ? inputs.ratePer3Cm : null,
        seamThicknessMm: !stitch.isCycle && asked.seamThickness ? inputs.seamThicknessMm : null,
        bightMm: !stitch.isCycle && asked.bight ? inputs.bightMm : null,
        needleCm: groupCm('needle'),
        underCm: groupCm('under'),
        topCm: groupCm('top'),
      },
    ];
  });
}
