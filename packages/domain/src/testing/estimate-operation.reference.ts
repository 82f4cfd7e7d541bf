/**
 * TEST ONLY. The pre-optimisation implementation of `estimateOperation`,
 * kept as the reference the optimised engine is checked against, number for number
 * (`consumption/estimate-operation.property.test.ts`). Never import it from production code;
 * `testing/` is left out of the build (tsconfig.build.json).
 *
 * It is the code as it stood at commit 11c4990: `estimateOperation` with the helpers it
 * called (`resolveOperationInputs`, `referenceCondition`, `calibratedLineRatios`,
 * `geometricLineRatio`, `lineThreadM`, `cycleThreadM`, `withWaste`) copied in, so that a later
 * change of a live helper's arithmetic shows up as a difference instead of moving the
 * reference with it. Only the validation schemas and the catalogue are shared with the live
 * engine: they are the input contract and the data, not the arithmetic under test.
 * Do not "improve" this file: its worth is that it does not change.
 */
import type {
  OperationEstimate,
  OperationLineEstimate,
} from '../consumption/estimate-operation.js';
import {
  operationInputSchema,
  type Operation,
  type OperationInput,
  type ResolvedOperationInputs,
} from '../consumption/operation-input.js';
import { getStitchType } from '../consumption/stitch-catalogue.js';
import { stitchSettingSchema, type StitchSetting } from '../consumption/stitch-setting.js';
import type {
  ComponentGroup,
  LineGeometry,
  StitchComponent,
  StitchType,
} from '../consumption/stitch-type.js';

const cmPerMetre = 100;
const referenceRatePer3Cm = 21;

type SewingCondition = {
  readonly ratePer3Cm: number;
  readonly seamThicknessMm: number;
  readonly bightMm: number | null;
};

function geometricLineRatio(geometry: LineGeometry, condition: SewingCondition): number {
  const s = condition.ratePer3Cm / 3;
  const thicknessCm = condition.seamThicknessMm / 10;
  const bightCm = (condition.bightMm ?? 0) / 10;
  switch (geometry.form) {
    case 'linear':
      return geometry.a + s * (geometry.t * thicknessCm + geometry.w * bightCm);
    case 'zigzag':
      return geometry.a * Math.hypot(1, bightCm * s) + geometry.t * thicknessCm * s;
  }
}

function referenceCondition(
  stitch: StitchType,
  setting: Pick<StitchSetting, 'bightMm'>,
): SewingCondition {
  return {
    ratePer3Cm: referenceRatePer3Cm,
    seamThicknessMm: stitch.defaultSeamThicknessMm,
    bightMm: stitch.usesBight ? (setting.bightMm ?? stitch.defaultBightMm) : null,
  };
}

function calibratedLineRatios(
  stitchTypeCode: string,
  setting: StitchSetting,
  condition: SewingCondition,
) {
  const stitch = getStitchType(stitchTypeCode);
  const reference = referenceCondition(stitch, setting);
  const referenceByGroup: Record<ComponentGroup, number> = { needle: 0, under: 0, top: 0 };
  for (const component of stitch.components) {
    referenceByGroup[component.group] += geometricLineRatio(component.threadPath, reference);
  }
  return stitch.components.map((component: StitchComponent) => {
    const k = setting[component.group] / 10 / referenceByGroup[component.group];
    return {
      component,
      calibrationFactor: k,
      ratioCmPerCm: k * geometricLineRatio(component.threadPath, condition),
    };
  });
}

function resolveOperationInputs(
  operation: Operation,
  stitch: StitchType,
  setting: StitchSetting,
): ResolvedOperationInputs {
  const visible = stitch.visibleInputs;
  const rows = visible.quantity ? (operation.rows ?? 1) : 1;
  if (stitch.isCycle) {
    return {
      seamLengthCm: null,
      ratePer3Cm: null,
      bightMm: null,
      seamThicknessMm: null,
      rows,
      machines: operation.machines,
    };
  }
  const reference = referenceCondition(stitch, setting);
  return {
    seamLengthCm: visible.seamLength ? (operation.seamLengthCm ?? 0) : 0,
    ratePer3Cm: visible.rate
      ? (operation.ratePer3Cm ?? reference.ratePer3Cm)
      : reference.ratePer3Cm,
    bightMm: visible.bight ? (operation.bightMm ?? null) : reference.bightMm,
    seamThicknessMm: visible.seamThickness
      ? (operation.seamThicknessMm ?? reference.seamThicknessMm)
      : reference.seamThicknessMm,
    rows,
    machines: operation.machines,
  };
}

const withWaste = (length: number, wastePercent: number) => length * (1 + wastePercent / 100);
const lineThreadM = (ratioCmPerCm: number, seamLengthCm: number, rows: number) =>
  (ratioCmPerCm * seamLengthCm * rows) / cmPerMetre;
const cycleThreadM = (threadPerCycleCm: number, cycles: number) =>
  (threadPerCycleCm * cycles) / cmPerMetre;

/** `estimateOperation` before its optimisation: the reference, test only. */
export function referenceEstimateOperation(
  operation: OperationInput,
  stitchSetting: StitchSetting,
): OperationEstimate {
  const parsed = operationInputSchema.parse(operation);
  const setting = stitchSettingSchema.parse(stitchSetting);
  const stitch = getStitchType(parsed.stitchTypeCode);
  const inputs = resolveOperationInputs(parsed, stitch, setting);
  const condition: SewingCondition = stitch.isCycle
    ? referenceCondition(stitch, setting)
    : {
        ratePer3Cm: inputs.ratePer3Cm ?? referenceRatePer3Cm,
        seamThicknessMm: inputs.seamThicknessMm ?? stitch.defaultSeamThicknessMm,
        bightMm: inputs.bightMm,
      };
  const lines = calibratedLineRatios(stitch.code, setting, condition).map(
    ({ component, calibrationFactor, ratioCmPerCm }, index): OperationLineEstimate => {
      const entered = parsed.lines[index];
      const consumptionCm = ratioCmPerCm * 10;
      const withoutWasteM = stitch.isCycle
        ? cycleThreadM(consumptionCm, inputs.rows)
        : lineThreadM(ratioCmPerCm, inputs.seamLengthCm ?? 0, inputs.rows);
      return {
        needleName: entered?.needleName ?? component.name,
        line: component.line,
        group: component.group,
        threadCount: component.threadCount,
        brandId: entered?.brandId ?? null,
        ticketTexId: entered?.ticketTexId ?? null,
        shade: entered?.shade ?? null,
        packageSizeId: entered?.packageSizeId ?? null,
        calibrationFactor: stitch.isCycle ? null : calibrationFactor,
        ratioCmPerCm: stitch.isCycle ? null : ratioCmPerCm,
        consumptionCm,
        threadPerGarmentWithoutWasteM: withoutWasteM,
        threadPerGarmentM: withWaste(withoutWasteM, setting.wastePercent),
      };
    },
  );

  return {
    stitchTypeCode: stitch.code,
    isCycle: stitch.isCycle,
    consumptionBasis: stitch.isCycle ? 'perCycle' : 'per10Cm',
    inputs,
    wastePercent: setting.wastePercent,
    lines,
    threadPerGarmentM: lines.reduce((sum, line) => sum + line.threadPerGarmentM, 0),
  };
}
