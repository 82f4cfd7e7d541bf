import { describe, expect, it } from 'vitest';
import { getStitchType, stitchTypeCodes } from './stitch-catalogue.js';
import {
  findStitchDefaults,
  specificationBightsMm,
  specificationRatesPer3Cm,
  specificationSeamThicknessesMm,
  stitchDefaultsTable,
} from './stitch-defaults.js';

/**
 * The expected defaults are written out code by code from the choice documented in
 * CONSUMPTION.md section 3.2, with the values section 9 of the core-domain specification
 * allows (rate 11, 15, 28 or 42 per 3 cm, of which no code takes 42; bight 2, 2.5, 4, 6, 8 or 10 mm; thickness 1 or
 * 1.5 mm): never read from the table under test.
 */
const expected: Record<string, [rate: number, bightMm: number | null, thicknessMm: number]> = {
  '101': [11, null, 1],
  '102': [11, null, 1],
  '103': [11, null, 1],
  '104': [11, null, 1],
  '105': [11, null, 1],
  '106': [11, null, 1],
  '107': [28, 2.5, 1],
  '108': [11, null, 1],
  '109': [11, null, 1],
  ...Object.fromEntries(
    Array.from({ length: 20 }, (_, i) => [String(201 + i), [11, null, 1] as const]),
  ),
  '301': [11, null, 1],
  '304': [28, 2, 1],
  '317': [28, 2, 1],
  '318': [28, 2, 1],
  '319': [28, 2, 1],
  '401': [11, null, 1],
  '401A': [11, null, 1],
  '404': [28, 2.5, 1],
  '405': [28, 2.5, 1],
  '406': [11, 6, 1.5],
  '407': [11, 6, 1.5],
  '409': [11, null, 1],
  '411': [11, null, 1],
  '412': [11, null, 1],
  '413': [11, null, 1],
  '414': [11, null, 1],
  '415': [11, null, 1],
  '416': [11, null, 1],
  '417': [11, null, 1],
  '503': [15, 4, 1.5],
  '504': [15, 4, 1.5],
  '512': [15, 6, 1.5],
  '514': [15, 6, 1.5],
  '516': [15, 10, 1.5],
  '602': [11, 6, 1.5],
  '605': [11, 6, 1.5],
  '607': [11, 8, 1.5],
  '607K': [11, 8, 1.5],
  '1012': [11, null, 1],
  '1013': [11, null, 1],
  '1015': [11, null, 1],
  '1016': [11, null, 1],
  '3012': [11, null, 1],
  '3013': [11, null, 1],
  '3015': [11, null, 1],
  '3042': [28, 2, 1],
  '3043': [28, 2, 1],
  '3045': [28, 2, 1],
  '4012': [11, null, 1],
  '4012G': [11, null, 1],
  '4013': [11, null, 1],
  '4013G': [11, null, 1],
  '4041': [28, 2.5, 1],
  '4042': [28, 2.5, 1],
  '4043': [28, 2.5, 1],
  '4045': [28, 2.5, 1],
};

describe('the new-operation defaults of section 9, family by family', () => {
  it('writes out every catalogue code once, and no other', () => {
    const codes = stitchDefaultsTable.flatMap((row) => row.codes);
    expect(new Set(codes).size).toBe(codes.length);
    expect([...codes].sort()).toEqual([...stitchTypeCodes].sort());
    expect(Object.keys(expected).sort()).toEqual([...stitchTypeCodes].sort());
  });

  it.each(Object.entries(expected))(
    '%s starts at rate, bight and thickness %j',
    (code, [rate, bightMm, thicknessMm]) => {
      expect(findStitchDefaults(code)).toEqual({
        ratePer3Cm: rate,
        bightMm,
        seamThicknessMm: thicknessMm,
      });
      const stitch = getStitchType(code);
      expect(stitch.defaultRatePer3Cm).toBe(rate);
      expect(stitch.defaultBightMm).toBe(bightMm);
      expect(stitch.defaultSeamThicknessMm).toBe(thicknessMm);
    },
  );

  it('uses only the figures section 9 allows, each but the tack rate 42', () => {
    const rates = new Set(stitchDefaultsTable.map((row) => row.ratePer3Cm));
    const bights = new Set(stitchDefaultsTable.map((row) => row.bightMm));
    const thicknesses = new Set(stitchDefaultsTable.map((row) => row.seamThicknessMm));
    expect([...rates].sort((a, b) => a - b)).toEqual([11, 15, 28]);
    expect([...bights].filter((b) => b !== null).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual([
      2, 2.5, 4, 6, 8, 10,
    ]);
    expect([...thicknesses].sort()).toEqual([1, 1.5]);
    expect(specificationRatesPer3Cm).toEqual([11, 15, 28, 42]);
    expect(specificationBightsMm).toEqual([2, 2.5, 4, 6, 8, 10]);
    expect(specificationSeamThicknessesMm).toEqual([1, 1.5]);
  });

  it('gives a bight to exactly the stitches that sew one, and none to straight seams', () => {
    for (const code of stitchTypeCodes) {
      const stitch = getStitchType(code);
      expect(stitch.defaultBightMm === null, code).toBe(!stitch.usesBight);
    }
  });

  it("keeps the catalogue's own estimates apart, for traceability (602: rate 12, bight 5.6 mm)", () => {
    expect(getStitchType('602').catalogueEstimates).toEqual({
      ratePer3Cm: 12,
      bightMm: 5.6,
      seamThicknessMm: 1,
    });
  });
});
