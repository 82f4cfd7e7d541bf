import { describe, expect, it } from 'vitest';
import type { OperationInput } from './operation-input.js';
import {
  calibrationSamplesOfSample,
  measuredByKey,
  operationLineKey,
  operationSampleRows,
  sampleVariance,
  styleSampleSchema,
  threadKey,
  threadSampleRows,
} from './sample-results.js';
import type { CustomSettingInput } from './stitch-setting.js';

/**
 * A lockstitch at its reference condition (7 stitches per cm, 1 mm) takes the setting's values
 * per 10 cm: with needle 13 and bobbin 12, 25 cm sewn twice is 65 and 60 cm of thread, 71.5
 * and 66 cm with 10 % waste.
 */
const setting: CustomSettingInput = {
  allowancePercent: 5,
  stitchSettings: { '301': { needle: 13, under: 12, top: 0, bightMm: null, wastePercent: 10 } },
};
const navy = { brandId: 1, ticketTexId: 2, shade: 'Navy', packageSizeId: 3 };
const lockstitch = (id: number, lines = [navy, navy]): OperationInput => ({
  id,
  description: `Seam ${id}`,
  stitchTypeCode: '301',
  seamLengthCm: 25,
  ratePer3Cm: 21,
  seamThicknessMm: 1,
  rows: 2,
  machines: 1,
  lines: lines.map((thread, index) => ({
    needleName: index === 0 ? 'Needle thread' : 'Bobbin thread',
    ...thread,
  })),
});

describe('a style sample against its estimate', () => {
  it('compares an unpicked line with the estimate before waste', () => {
    const rows = operationSampleRows([lockstitch(7)], setting);
    expect(rows.map((row) => [row.key, row.group])).toEqual([
      ['operation:7:needle', 'needle'],
      ['operation:7:under', 'under'],
    ]);
    expect(rows[0]?.estimatedCm).toBeCloseTo(65, 9);
    expect(rows[1]?.estimatedCm).toBeCloseTo(60, 9);
  });

  it('compares a weighed thread with the estimate with waste, summed over its lines', () => {
    const white = { ...navy, shade: 'White' };
    const rows = threadSampleRows([lockstitch(7), lockstitch(8, [navy, white])], setting);
    // Navy: 71.5 + 66 + 71.5 cm; White: the second seam's bobbin, 66 cm.
    expect(rows.map((row) => row.shade)).toEqual(['Navy', 'White']);
    expect(rows[0]?.estimatedCm).toBeCloseTo(209, 9);
    expect(rows[1]?.estimatedCm).toBeCloseTo(66, 9);
    expect(rows[0]?.key).toBe(threadKey(navy));
  });

  it('gives each row and the garment the difference in length and percent, worked by hand', () => {
    const rows = [
      { key: 'a', estimatedCm: 65 },
      { key: 'b', estimatedCm: 60 },
      { key: 'c', estimatedCm: 40 },
    ];
    const variance = sampleVariance(
      rows,
      new Map([
        ['a', 70],
        ['b', 57],
      ]),
    );
    // a: 70 - 65 = +5 cm, 5 / 65 = +7.6923 %; b: -3 cm, -5 %; c not measured.
    expect(variance.rows[0]?.differenceCm).toBe(5);
    expect(variance.rows[0]?.differencePercent).toBeCloseTo(7.6923, 4);
    expect(variance.rows[1]?.differencePercent).toBeCloseTo(-5, 9);
    expect(variance.rows[2]).toMatchObject({ measuredCm: null, differenceCm: null });
    // The garment compares what was measured: 127 against 125 cm, +2 cm, +1.6 %.
    expect(variance.garment).toMatchObject({
      estimatedCm: 125,
      measuredCm: 127,
      differenceCm: 2,
      measuredRows: 2,
      rows: 3,
    });
    expect(variance.garment.differencePercent).toBeCloseTo(1.6, 9);
  });

  it('has no percent where the estimate is nothing', () => {
    const variance = sampleVariance([{ key: 'a', estimatedCm: 0 }], new Map([['a', 3]]));
    expect(variance.rows[0]?.differencePercent).toBeNull();
    expect(variance.garment.differencePercent).toBeNull();
  });

  it('refuses a line measured twice, on the second, and a negative length', () => {
    const twice = styleSampleSchema.safeParse({
      basis: 'operation',
      results: [
        { operationId: 7, line: 'needle', measuredCm: 70 },
        { operationId: 7, line: 'needle', measuredCm: 71 },
      ],
    });
    expect(twice.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['results', 1], 'styleSample.validation.repeated'],
    ]);
    const negative = styleSampleSchema.safeParse({
      basis: 'thread',
      results: [{ ...navy, measuredCm: -1 }],
    });
    expect(negative.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['results', 0, 'measuredCm'], 'validation.min'],
    ]);
  });

  it('keys what was measured as the rows are keyed', () => {
    const sample = styleSampleSchema.parse({
      basis: 'operation',
      results: [{ operationId: 7, line: 'under', measuredCm: 57 }],
    });
    expect(measuredByKey(sample)).toEqual(new Map([[operationLineKey(7, 'under'), 57]]));
  });

  it('gives the calibration one unravel sample per fully measured operation', () => {
    const samples = calibrationSamplesOfSample([lockstitch(7), lockstitch(8)], setting, [
      { operationId: 7, line: 'needle', measuredCm: 70 },
      { operationId: 7, line: 'under', measuredCm: 57 },
      // The second seam's bobbin was not measured: no sample from it.
      { operationId: 8, line: 'needle', measuredCm: 66 },
    ]);
    expect(samples).toEqual([
      {
        stitchTypeCode: '301',
        // 25 cm sewn twice.
        seamLengthCm: 50,
        cycles: null,
        ratePer3Cm: 21,
        seamThicknessMm: 1,
        bightMm: null,
        needleCm: 70,
        underCm: 57,
        topCm: null,
      },
    ]);
  });
});
