import { z } from 'zod';
import { roundToWhole } from '../units/rounding.js';
import { estimateOperation } from './estimate-operation.js';
import type { OperationInput } from './operation-input.js';
import { findStitchType, getStitchType } from './stitch-catalogue.js';
import type { StitchSetting } from './stitch-setting.js';
import { componentGroups, type ComponentGroup, type StitchType } from './stitch-type.js';

/** Most unravel samples one stitch of one custom setting keeps. */
export const maxCalibrationSamples = 50;

const measure = z.number({ error: 'validation.invalid' }).nullish();

/**
 * The largest figure a sample may hold, in stored units: far beyond any seam sewn for a test
 * (1 km of seam, 10 000 cycles, 100 stitches per cm, 10 cm thick or wide, 100 km of thread),
 * so that a typing slip is refused rather than fitted.
 */
export const calibrationSampleLimits = {
  seamLengthCm: 100_000,
  cycles: 10_000,
  ratePer3Cm: 300,
  seamThicknessMm: 100,
  bightMm: 100,
  needleCm: 10_000_000,
  underCm: 10_000_000,
  topCm: 10_000_000,
} as const;

/** The field of a sample that holds the thread removed from each group, cm. */
export const measuredFieldOfGroup = {
  needle: 'needleCm',
  under: 'underCm',
  top: 'topCm',
} as const satisfies Record<ComponentGroup, string>;

/**
 * One unravel test of a stitch (CONSUMPTION.md section 7), in stored units: the seam sewn
 * (cm; for a cycle stitch the cycles sewn instead), how it was sewn (stitches per 3 cm,
 * thickness mm, bight mm: those the stitch asks in the operation dialog, the others are fixed
 * at its reference condition as in an operation) and the thread removed from each group of
 * component lines it has (cm). Messages are i18n keys.
 */
export const calibrationSampleSchema = z
  .object({
    stitchTypeCode: z
      .string({ error: 'validation.required' })
      .trim()
      .min(1, { error: 'validation.required' }),
    seamLengthCm: measure,
    cycles: measure,
    ratePer3Cm: measure,
    seamThicknessMm: measure,
    bightMm: measure,
    needleCm: measure,
    underCm: measure,
    topCm: measure,
  })
  .superRefine((sample, context) => {
    const stitch = findStitchType(sample.stitchTypeCode);
    if (!stitch) {
      context.addIssue({
        code: 'custom',
        path: ['stitchTypeCode'],
        message: 'validation.unknownStitchType',
        input: sample.stitchTypeCode,
      });
      return;
    }
    const requireValue = (
      key: keyof typeof calibrationSampleLimits,
      check: (value: number) => boolean,
      message: string,
    ) => {
      const value = sample[key];
      if (value === null || value === undefined) {
        context.addIssue({ code: 'custom', path: [key], message: 'validation.required' });
      } else if (!Number.isFinite(value) || !check(value)) {
        context.addIssue({ code: 'custom', path: [key], message, input: value });
      } else if (value > calibrationSampleLimits[key]) {
        context.addIssue({
          code: 'too_big',
          origin: 'number',
          maximum: calibrationSampleLimits[key],
          inclusive: true,
          path: [key],
          message: 'validation.max',
          input: value,
        });
      }
    };
    const positive = (value: number) => value > 0;
    if (stitch.isCycle) {
      requireValue(
        'cycles',
        (value) => Number.isInteger(value) && value >= 1,
        'validation.wholeNumber',
      );
    } else {
      requireValue('seamLengthCm', positive, 'validation.positive');
      if (stitch.visibleInputs.rate) requireValue('ratePer3Cm', positive, 'validation.positive');
      if (stitch.visibleInputs.seamThickness) {
        requireValue('seamThicknessMm', positive, 'validation.positive');
      }
      if (stitch.visibleInputs.bight)
        requireValue('bightMm', (value) => value >= 0, 'validation.invalid');
    }
    for (const group of groupsOf(stitch)) {
      requireValue(measuredFieldOfGroup[group], positive, 'validation.positive');
    }
  });
export type CalibrationSampleInput = z.input<typeof calibrationSampleSchema>;
export type CalibrationSample = z.output<typeof calibrationSampleSchema>;
/** A sample's measurements, without the stitch code (the calibration says which stitch). */
export type CalibrationSampleValues = Omit<CalibrationSampleInput, 'stitchTypeCode'>;

/** The groups of component lines a stitch has, in needle, under, top order. */
export function groupsOf(stitch: StitchType): ComponentGroup[] {
  const present = new Set(stitch.components.map((component) => component.group));
  return componentGroups.filter((group) => present.has(group));
}

/** cm per group; groups the stitch lacks are 0. */
export type GroupValues = Readonly<Record<ComponentGroup, number>>;

/** One sample against the setting before and after the proposal. */
export type SampleFit = {
  /** Thread removed, cm per group. */
  readonly measuredCm: GroupValues;
  /** What the current setting predicts, cm per group. */
  readonly predictedBeforeCm: GroupValues;
  /** What the proposal predicts, cm per group. */
  readonly predictedAfterCm: GroupValues;
  /** (predicted - measured) / measured per group, before and after; 0 for absent groups. */
  readonly errorBefore: GroupValues;
  readonly errorAfter: GroupValues;
  /** The same over the sample's groups together. */
  readonly totalErrorBefore: number;
  readonly totalErrorAfter: number;
};

/** The setting's three numbers that best fit the samples, and how well each fits. */
export type CalibrationProposal = {
  readonly stitchTypeCode: string;
  readonly groups: readonly ComponentGroup[];
  readonly current: GroupValues;
  /** Whole numbers, as the setting holds them (cm per 10 cm, or per cycle). */
  readonly proposed: GroupValues;
  /** The least-squares values before rounding. */
  readonly bestFit: GroupValues;
  readonly samples: readonly SampleFit[];
  /** Root mean square of the groups' relative errors over all samples, before and after. */
  readonly fitErrorBefore: number;
  readonly fitErrorAfter: number;
};

/**
 * The operation an unravel sample stands for: one row of the seam sewn (or the cycles sewn),
 * with the inputs the stitch asks; the engine fixes the others at the reference condition.
 */
function sampleOperation(stitch: StitchType, sample: CalibrationSample): OperationInput {
  const visible = stitch.visibleInputs;
  return {
    stitchTypeCode: stitch.code,
    seamLengthCm: visible.seamLength ? sample.seamLengthCm : null,
    ratePer3Cm: visible.rate ? sample.ratePer3Cm : null,
    bightMm: visible.bight ? sample.bightMm : null,
    seamThicknessMm: visible.seamThickness ? sample.seamThicknessMm : null,
    rows: stitch.isCycle ? sample.cycles : visible.quantity ? 1 : null,
    machines: 1,
    lines: stitch.components.map((component) => ({ needleName: component.name })),
  };
}

/**
 * Thread per group the engine predicts for a sample when each group's setting value is 1
 * (cm): the prediction is linear in the value, so value x this is the prediction.
 */
function unitPredictionCm(
  stitch: StitchType,
  setting: Pick<StitchSetting, 'bightMm'>,
  sample: CalibrationSample,
): GroupValues {
  const unitSetting: StitchSetting = {
    needle: 1,
    under: 1,
    top: 1,
    bightMm: setting.bightMm,
    wastePercent: 0,
  };
  const out: Record<ComponentGroup, number> = { needle: 0, under: 0, top: 0 };
  for (const line of estimateOperation(sampleOperation(stitch, sample), unitSetting).lines) {
    out[line.group] += line.threadPerGarmentWithoutWasteM * 100;
  }
  return out;
}

const relativeError = (predicted: number, measured: number) =>
  measured > 0 ? (predicted - measured) / measured : 0;

/**
 * Proposes a setting's needle, under and top values from unravel tests (CONSUMPTION.md
 * section 7). Through the engine's geometry, the thread a sample's group takes is linear in
 * the group's setting value: predicted_i = value x u_i, u_i being the engine's prediction
 * with the value 1 (the sample's seam length, rate, thickness and bight; the setting's bight
 * for the reference). Least squares on the thread lengths gives, per group,
 * value = sum(u_i x measured_i) / sum(u_i^2), which is least squares on the calibration
 * factor k_group since value = 10 x k_group x path_group(reference). The values are rounded
 * to whole numbers as the setting holds them; groups the stitch lacks keep their value.
 *
 * @param stitchTypeCode - a catalogue code; throws StitchTypeNotFound otherwise
 * @param setting - the stitch's current values in the setting (cm per 10 cm, bight mm)
 * @param samples - at least one, each valid for the stitch ({@link calibrationSampleSchema})
 */
export function proposeCalibration(
  stitchTypeCode: string,
  setting: StitchSetting,
  samples: readonly CalibrationSampleValues[],
): CalibrationProposal {
  const stitch = getStitchType(stitchTypeCode);
  if (samples.length === 0) throw new Error('A calibration needs at least one sample');
  const parsed = samples.map((sample) =>
    calibrationSampleSchema.parse({ ...sample, stitchTypeCode: stitch.code }),
  );
  const groups = groupsOf(stitch);
  const units = parsed.map((sample) => unitPredictionCm(stitch, setting, sample));
  const measuredOf = (sample: CalibrationSample, group: ComponentGroup) =>
    sample[measuredFieldOfGroup[group]] ?? 0;

  const current: GroupValues = { needle: setting.needle, under: setting.under, top: setting.top };
  const bestFit: Record<ComponentGroup, number> = { ...current };
  const proposed: Record<ComponentGroup, number> = { ...current };
  for (const group of groups) {
    let numerator = 0;
    let denominator = 0;
    parsed.forEach((sample, index) => {
      const unit = units[index]?.[group] ?? 0;
      numerator += unit * measuredOf(sample, group);
      denominator += unit * unit;
    });
    bestFit[group] = denominator > 0 ? numerator / denominator : current[group];
    proposed[group] = Math.max(0, roundToWhole(bestFit[group]));
  }

  const squares = { before: 0, after: 0 };
  const fits = parsed.map((sample, index): SampleFit => {
    const unit = units[index] ?? { needle: 0, under: 0, top: 0 };
    const per = (values: GroupValues) => {
      const out: Record<ComponentGroup, number> = { needle: 0, under: 0, top: 0 };
      for (const group of groups) out[group] = values[group] * unit[group];
      return out;
    };
    const measuredCm: Record<ComponentGroup, number> = { needle: 0, under: 0, top: 0 };
    for (const group of groups) measuredCm[group] = measuredOf(sample, group);
    const before = per(current);
    const after = per(proposed);
    const errors = (predicted: GroupValues) => {
      const out: Record<ComponentGroup, number> = { needle: 0, under: 0, top: 0 };
      for (const group of groups) out[group] = relativeError(predicted[group], measuredCm[group]);
      return out;
    };
    const errorBefore = errors(before);
    const errorAfter = errors(after);
    for (const group of groups) {
      squares.before += errorBefore[group] ** 2;
      squares.after += errorAfter[group] ** 2;
    }
    const total = (values: GroupValues) => groups.reduce((sum, group) => sum + values[group], 0);
    return {
      measuredCm,
      predictedBeforeCm: before,
      predictedAfterCm: after,
      errorBefore,
      errorAfter,
      totalErrorBefore: relativeError(total(before), total(measuredCm)),
      totalErrorAfter: relativeError(total(after), total(measuredCm)),
    };
  });
  const count = parsed.length * groups.length;
  return {
    stitchTypeCode: stitch.code,
    groups,
    current,
    proposed,
    bestFit,
    samples: fits,
    fitErrorBefore: Math.sqrt(squares.before / count),
    fitErrorAfter: Math.sqrt(squares.after / count),
  };
}
