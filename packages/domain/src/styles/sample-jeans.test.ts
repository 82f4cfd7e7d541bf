import { describe, expect, it } from 'vitest';
import { getStitchType } from '../consumption/stitch-catalogue.js';
import { validateOperationForm } from './operation-form.js';
import {
  chooseSampleThreads,
  sampleJeansOperations,
  sampleStyleNames,
  type RangeThread,
} from './sample-jeans.js';

const thread = (ticketTexId: number, tex: number, packageSizeId: number, lengthM: number) =>
  ({ brandId: ticketTexId * 10, ticketTexId, tex, packageSizeId, lengthM }) satisfies RangeThread;

describe('the sample five-pocket jeans', () => {
  it('has between 12 and 20 operations, each with one role per component line of its stitch', () => {
    expect(sampleJeansOperations.length).toBeGreaterThanOrEqual(12);
    expect(sampleJeansOperations.length).toBeLessThanOrEqual(20);
    for (const operation of sampleJeansOperations) {
      expect(operation.lines, operation.key).toHaveLength(
        getStitchType(operation.stitchTypeCode).components.length,
      );
    }
    expect(new Set(sampleJeansOperations.map((operation) => operation.key)).size).toBe(
      sampleJeansOperations.length,
    );
  });

  it('sews with the stitches of a jeans: felled chainstitch, lockstitch, safety stitch, overedge, bartacks', () => {
    const codes = new Set(sampleJeansOperations.map((operation) => operation.stitchTypeCode));
    for (const code of ['4012', '301', '401', '516', '504', '406', '3042']) {
      expect(codes.has(code), code).toBe(true);
    }
  });

  it('gives every operation exactly the inputs its stitch asks, so that the dialog accepts it', () => {
    for (const [index, operation] of sampleJeansOperations.entries()) {
      const result = validateOperationForm({
        group: index + 1,
        isOnTeam: false,
        description: operation.key,
        stitchTypeCode: operation.stitchTypeCode,
        seamLength: operation.seamLengthCm,
        rate: operation.ratePer3Cm,
        bight: operation.bightMm,
        seamThickness: operation.seamThicknessMm,
        quantity: operation.rows,
        machines: operation.machines,
        lines: getStitchType(operation.stitchTypeCode).components.map((line) => ({
          needleName: line.name,
        })),
      });
      expect(result.success, operation.key).toBe(true);
      const visible = getStitchType(operation.stitchTypeCode).visibleInputs;
      expect(operation.seamLengthCm !== null, operation.key).toBe(visible.seamLength);
      expect(operation.ratePer3Cm !== null, operation.key).toBe(visible.rate);
      expect(operation.bightMm !== null, operation.key).toBe(visible.bight);
      expect(operation.seamThicknessMm !== null, operation.key).toBe(visible.seamThickness);
      expect(operation.rows !== null, operation.key).toBe(visible.quantity);
    }
  });
});

describe('chooseSampleThreads', () => {
  it('runs the heaviest thread on its longest package for topstitch and seams, the finest for loopers', () => {
    const chosen = chooseSampleThreads(
      [
        thread(1, 27, 11, 2500),
        thread(1, 27, 12, 5000),
        thread(2, 18, 21, 5000),
        thread(3, 27, 31, 8000),
      ],
      [
        { name: 'Jet Black', colourGroup: 'B' },
        { name: 'Natural', colourGroup: 'N' },
        { name: 'Navy', colourGroup: 'C' },
      ],
    );
    expect(chosen.topstitch).toEqual({
      brandId: 10,
      ticketTexId: 1,
      packageSizeId: 12,
      shade: 'Natural',
    });
    expect(chosen.seam).toEqual({ brandId: 10, ticketTexId: 1, packageSizeId: 12, shade: 'Navy' });
    expect(chosen.looper).toEqual({
      brandId: 20,
      ticketTexId: 2,
      packageSizeId: 21,
      shade: 'Navy',
    });
  });

  it('takes the first shade when no shade is of the usual groups, and none when the list is empty', () => {
    const white = chooseSampleThreads(
      [thread(1, 27, 11, 5000)],
      [{ name: 'Optic White', colourGroup: 'W' }],
    );
    expect(white.topstitch?.shade).toBe('Optic White');
    expect(white.seam?.shade).toBe('Optic White');
    expect(chooseSampleThreads([thread(1, 27, 11, 5000)], []).seam?.shade).toBeNull();
  });

  it('chooses no thread when the tenant has none', () => {
    expect(chooseSampleThreads([], [])).toEqual({ topstitch: null, seam: null, looper: null });
  });
});

describe('sampleStyleNames', () => {
  it('numbers the name from 2, shortened to fit 30 characters', () => {
    const names = sampleStyleNames('Sample: five-pocket jeans');
    expect([names.next().value, names.next().value, names.next().value]).toEqual([
      'Sample: five-pocket jeans',
      'Sample: five-pocket jeans 2',
      'Sample: five-pocket jeans 3',
    ]);
    const long = sampleStyleNames('Örnek: beş cepli kot pantolon');
    long.next();
    expect(long.next().value).toBe('Örnek: beş cepli kot pantolo 2');
    for (let index = 0; index < 20; index += 1) {
      expect(long.next().value.length).toBeLessThanOrEqual(30);
    }
  });
});
