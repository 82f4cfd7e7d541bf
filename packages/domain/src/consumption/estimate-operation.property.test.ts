/**
 * The optimised `estimateOperation` against its pre-optimisation reference: on generated
 * operations of every stitch type of the catalogue, with the built-in
 * Default, custom settings and settings calibrated from unravel samples, every number of the
 * result is the very same double (Object.is: -0, NaN and the last bit included) and every
 * other field and key is the same; on inputs made invalid in every way the schemas know, both
 * throw the same error.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { referenceEstimateOperation } from '../testing/estimate-operation.reference.js';
import { estimateOperation } from './estimate-operation.js';
import {
  calibrationSampleLimits,
  groupsOf,
  measuredFieldOfGroup,
  proposeCalibration,
  type CalibrationSampleValues,
} from './measured-calibration.js';
import type { ComponentLineInput, OperationInput } from './operation-input.js';
import { operationOf } from '../testing/fixtures.js';
import { stitchCatalogue } from './stitch-catalogue.js';
import { defaultStitchSetting, type StitchSetting } from './stitch-setting.js';
import type { StitchType } from './stitch-type.js';

/** Runs per stitch type for valid inputs (75 stitch types). */
const validRunsPerStitch = 40;
/** Runs over all stitch types for invalid inputs. */
const invalidRuns = 2000;

/** A number with at most two decimals in [min, max], as settings hold them. */
const twoDecimals = (min: number, max: number) =>
  fc.integer({ min: Math.round(min * 100), max: Math.round(max * 100) }).map((v) => v / 100);

/** Any double in [min, max], -0 among them when 0 is allowed (the schemas accept it). */
const measure = (min: number, max: number) =>
  fc.oneof(
    fc.double({ min, max, noNaN: true }),
    twoDecimals(min, max),
    fc.constantFrom(...(min <= 0 ? [0, -0, min, max] : [min, max])),
  );

/** A strictly positive measure up to max. */
const positive = (max: number) =>
  fc.oneof(fc.double({ min: Number.MIN_VALUE, max, noNaN: true }), twoDecimals(0.01, max));

/** A hidden input: whatever the operation holds is ignored, as long as it is a number or nothing. */
const hiddenValue = fc.option(fc.double({ noNaN: true, noDefaultInfinity: true }), {
  nil: null,
});

/** Text with the blanks an operator types around it now and then (the schemas trim them). */
const paddedText = (text: fc.Arbitrary<string>) =>
  fc
    .tuple(fc.constantFrom('', '', '', ' ', '\t', '\u00a0'), text, fc.constantFrom('', '', ' '))
    .map(([before, middle, after]) => `${before}${middle}${after}`);

const nameText = fc.string({ minLength: 1, maxLength: 30 }).filter((s) => s.trim().length > 0);
const anyId = fc.option(fc.nat({ max: 100_000 }), { nil: null });
const maybeMissing = <T>(value: fc.Arbitrary<T>) =>
  fc.oneof(value, fc.constant(undefined as T | undefined));

function lineOf(stitch: StitchType, index: number): fc.Arbitrary<ComponentLineInput> {
  const name = stitch.components[index]?.name ?? 'Needle thread';
  return fc.record(
    {
      needleName: paddedText(fc.oneof(fc.constant(name), nameText)),
      brandId: maybeMissing(anyId),
      ticketTexId: maybeMissing(anyId),
      shade: maybeMissing(fc.option(paddedText(fc.string({ maxLength: 20 })), { nil: null })),
      packageSizeId: maybeMissing(anyId),
    },
    { requiredKeys: ['needleName'] },
  );
}

/** An operation the schema accepts for the stitch: visible inputs valid, hidden ones noise. */
function validOperation(stitch: StitchType): fc.Arbitrary<OperationInput> {
  const visible = stitch.visibleInputs;
  const field = <T>(isVisible: boolean, value: fc.Arbitrary<T>) =>
    isVisible ? value : hiddenValue;
  return fc.record(
    {
      id: fc.oneof(fc.integer(), fc.string({ maxLength: 8 })),
      description: fc.string({ maxLength: 100 }),
      stitchTypeCode: paddedText(fc.constant(stitch.code)),
      seamLengthCm: field(visible.seamLength, measure(0, 10_000)),
      ratePer3Cm: field(visible.rate, measure(0, 120)),
      bightMm: field(visible.bight, measure(0, 40)),
      seamThicknessMm: field(visible.seamThickness, positive(30)),
      rows: field(visible.quantity, fc.integer({ min: 1, max: 1000 })),
      machines: fc.integer({ min: 1, max: 60 }),
      lines: fc.tuple(...stitch.components.map((_, index) => lineOf(stitch, index))),
    },
    {
      requiredKeys: [
        'stitchTypeCode',
        'machines',
        'lines',
        ...(visible.seamLength ? (['seamLengthCm'] as const) : []),
        ...(visible.rate ? (['ratePer3Cm'] as const) : []),
        ...(visible.bight ? (['bightMm'] as const) : []),
        ...(visible.seamThickness ? (['seamThicknessMm'] as const) : []),
        ...(visible.quantity ? (['rows'] as const) : []),
      ],
    },
  );
}

/** A tenant's own values: whole numbers per group (0 included), any bight, any waste. */
const customSetting: fc.Arbitrary<StitchSetting> = fc.record({
  needle: fc.oneof(fc.integer({ min: 0, max: 1000 }), fc.constant(0)),
  under: fc.oneof(fc.integer({ min: 0, max: 1000 }), fc.constant(0)),
  top: fc.oneof(fc.integer({ min: 0, max: 1000 }), fc.constant(0)),
  bightMm: fc.option(twoDecimals(0, 40), { nil: null }),
  wastePercent: twoDecimals(0, 999),
});

/** An unravel sample valid for the stitch (CONSUMPTION.md section 7). */
function sampleOf(stitch: StitchType): fc.Arbitrary<CalibrationSampleValues> {
  const visible = stitch.visibleInputs;
  const limits = calibrationSampleLimits;
  const measured: Record<string, fc.Arbitrary<number>> = Object.fromEntries(
    groupsOf(stitch).map((group) => [
      measuredFieldOfGroup[group],
      positive(limits[measuredFieldOfGroup[group]]),
    ]),
  );
  const sewn: Record<string, fc.Arbitrary<number>> = stitch.isCycle
    ? { cycles: fc.integer({ min: 1, max: limits.cycles }) }
    : {
        seamLengthCm: positive(limits.seamLengthCm),
        ...(visible.rate && { ratePer3Cm: positive(limits.ratePer3Cm) }),
        ...(visible.seamThickness && { seamThicknessMm: positive(limits.seamThicknessMm) }),
        ...(visible.bight && { bightMm: measure(0, limits.bightMm) }),
      };
  return fc.record({ ...sewn, ...measured });
}

/** A custom setting whose values were fitted to unravel samples and applied. */
function calibratedSetting(stitch: StitchType): fc.Arbitrary<StitchSetting> {
  return fc
    .tuple(customSetting, fc.array(sampleOf(stitch), { minLength: 1, maxLength: 5 }))
    .map(([setting, samples]) => ({
      ...setting,
      ...proposeCalibration(stitch.code, setting, samples).proposed,
    }));
}

/** The Default, a tenant's own values, or values calibrated from unravel samples. */
const settingFor = (stitch: StitchType) =>
  fc.oneof(
    fc.constant(defaultStitchSetting(stitch.code)),
    customSetting,
    calibratedSetting(stitch),
  );

/**
 * Asserts that two results are the same to the bit: the same keys in the same order, every
 * number Object.is-equal (so -0 is not 0 and the last bit counts), every other value identical.
 */
function expectIdentical(actual: unknown, expected: unknown, path = 'estimate'): void {
  if (typeof expected === 'number') {
    expect(Object.is(actual, expected), `${path}: ${String(actual)} vs ${expected}`).toBe(true);
    return;
  }
  if (expected === null || typeof expected !== 'object') {
    expect(actual, path).toBe(expected);
    return;
  }
  expect(actual, path).toBeTypeOf('object');
  expect(Array.isArray(actual), path).toBe(Array.isArray(expected));
  const actualRecord = actual as Record<string, unknown>;
  const expectedRecord = expected as Record<string, unknown>;
  expect(Object.keys(actualRecord), path).toEqual(Object.keys(expectedRecord));
  for (const key of Object.keys(expectedRecord)) {
    expectIdentical(actualRecord[key], expectedRecord[key], `${path}.${key}`);
  }
}

type Outcome = { readonly value: unknown } | { readonly error: unknown };

function outcomeOf(run: () => unknown): Outcome {
  try {
    return { value: run() };
  } catch (error) {
    return { error };
  }
}

/**
 * Both return the same estimate to the bit, or both throw the same error. The engine is asked
 * twice: the second call reuses the calibration the first one kept for the stitch.
 */
function expectSameOutcome(operation: unknown, setting: unknown): void {
  const expected = outcomeOf(() =>
    referenceEstimateOperation(operation as OperationInput, setting as StitchSetting),
  );
  for (let call = 0; call < 2; call += 1) {
    const actual = outcomeOf(() =>
      estimateOperation(operation as OperationInput, setting as StitchSetting),
    );
    expectSameAs(actual, expected);
  }
}

function expectSameAs(actual: Outcome, expected: Outcome): void {
  if ('value' in expected) {
    expect(actual, 'the reference returned, the engine threw').toHaveProperty('value');
    expectIdentical((actual as { value: unknown }).value, expected.value);
    return;
  }
  expect(actual, 'the reference threw, the engine returned').toHaveProperty('error');
  const actualError = (actual as { error: unknown }).error;
  expect(actualError).toBeInstanceOf((expected.error as object).constructor);
  if (expected.error instanceof ZodError) {
    expect((actualError as ZodError).issues).toEqual(expected.error.issues);
  }
  expect((actualError as Error).message).toBe((expected.error as Error).message);
}

/** Values a field may wrongly hold: wrong types, out of range, not finite, blank, padded. */
const strayValue = fc.constantFrom<unknown>(
  undefined,
  null,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  Number.NEGATIVE_INFINITY,
  -1,
  -0.001,
  -0,
  0,
  0.5,
  1.005,
  2.5,
  2 ** 53,
  1e300,
  '',
  ' ',
  '1',
  ' 301 ',
  '401A ',
  '999',
  'x'.repeat(101),
  true,
  [],
  {},
);

type Perturbation = { readonly target: 'operation' | 'line' | 'setting'; readonly key: string };

const operationKeys = [
  'id',
  'description',
  'stitchTypeCode',
  'seamLengthCm',
  'ratePer3Cm',
  'bightMm',
  'seamThicknessMm',
  'rows',
  'machines',
  'lines',
];
const lineKeys = ['needleName', 'brandId', 'ticketTexId', 'shade', 'packageSizeId'];
/** Line perturbations that are not a field: the line replaced by a stray value, or removed to leave a hole. */
const wholeLine = 'whole line';
const hole = 'hole';
const settingKeys = ['needle', 'under', 'top', 'bightMm', 'wastePercent'];

const perturbation: fc.Arbitrary<Perturbation> = fc.oneof(
  fc.constantFrom(...operationKeys).map((key) => ({ target: 'operation' as const, key })),
  fc.constantFrom(...lineKeys, wholeLine, hole).map((key) => ({ target: 'line' as const, key })),
  fc.constantFrom(...settingKeys).map((key) => ({ target: 'setting' as const, key })),
);

type Inputs = { readonly operation: Record<string, unknown>; readonly setting: unknown };

/** The inputs with one field, one line or the lines' count made wrong. */
function perturbed(
  { operation, setting }: Inputs,
  { target, key }: Perturbation,
  value: unknown,
  lineIndex: number,
  lineCountChange: number,
): Inputs {
  if (target === 'setting') return { operation, setting: { ...(setting as object), [key]: value } };
  const lines = Array.isArray(operation.lines) ? (operation.lines as readonly unknown[]) : null;
  if (target === 'operation') {
    const changed =
      key === 'lines' && lineCountChange !== 0 && lines !== null
        ? lineCountChange > 0
          ? [...lines, ...lines.slice(0, lineCountChange)]
          : lines.slice(0, lineCountChange)
        : value;
    return { operation: { ...operation, [key]: changed }, setting };
  }
  if (lines === null || lines.length === 0) return { operation, setting };
  const index = lineIndex % lines.length;
  const changedLines = lines.map((line, i) =>
    i !== index ? line : key === wholeLine ? value : { ...(line as object), [key]: value },
  );
  if (key === hole) {
    // A sparse array: zod sees undefined at the hole, Array.prototype.every would skip it.
    const sparse = new Array<unknown>(lines.length);
    lines.forEach((line, i) => {
      if (i !== index) sparse[i] = line;
    });
    return { operation: { ...operation, lines: sparse }, setting };
  }
  return { operation: { ...operation, lines: changedLines }, setting };
}

/** An operation of the stitch at the new-operation defaults, a 10 cm seam. */
const operationAtDefaults = (stitch: StitchType) => operationOf(stitch.code);

const stitchWithInputs = fc
  .constantFrom(...stitchCatalogue)
  .chain((stitch) => fc.tuple(validOperation(stitch), settingFor(stitch)));

describe('estimateOperation against its pre-optimisation reference', () => {
  it.each(stitchCatalogue.map((stitch) => [stitch.code, stitch] as const))(
    'gives the same estimate to the bit for stitch type %s',
    (_, stitch) => {
      fc.assert(
        fc.property(
          validOperation(stitch),
          settingFor(stitch),
          settingFor(stitch),
          (operation, setting, otherSetting) => {
            // One setting, another, the first again: the calibration kept is replaced each time.
            expectSameOutcome(operation, setting);
            expectSameOutcome(operation, otherSetting);
            expectSameOutcome(operation, setting);
          },
        ),
        { numRuns: validRunsPerStitch },
      );
    },
  );

  it('throws the same error on invalid input, and agrees on what is valid', () => {
    fc.assert(
      fc.property(
        stitchWithInputs,
        fc.array(fc.tuple(perturbation, strayValue, fc.nat(3), fc.integer({ min: -2, max: 2 })), {
          minLength: 1,
          maxLength: 3,
        }),
        ([operation, setting], changes) => {
          let inputs: Inputs = { operation, setting };
          for (const [change, value, lineIndex, lineCountChange] of changes) {
            inputs = perturbed(inputs, change, value, lineIndex, lineCountChange);
          }
          expectSameOutcome(inputs.operation, inputs.setting);
        },
      ),
      { numRuns: invalidRuns },
    );
  });

  it('follows a setting object changed in place between two estimates', () => {
    for (const stitch of stitchCatalogue) {
      const operation = operationAtDefaults(stitch);
      const setting = { ...defaultStitchSetting(stitch.code) };
      expectSameOutcome(operation, setting);
      setting.needle += 7;
      setting.under = 0;
      expectSameOutcome(operation, setting);
      setting.bightMm = (setting.bightMm ?? 0) + 1.25;
      expectSameOutcome(operation, setting);
      setting.top = -0;
      expectSameOutcome(operation, setting);
    }
  });

  it('throws the same error when the operation or the setting is not an object at all', () => {
    const operation = { stitchTypeCode: '301', machines: 1, lines: [] };
    for (const stray of [undefined, null, 0, '301', [], [operation]]) {
      expectSameOutcome(stray, defaultStitchSetting('301'));
      expectSameOutcome(operation, stray);
    }
  });
});
