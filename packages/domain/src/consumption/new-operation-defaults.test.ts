import { describe, expect, it } from 'vitest';
import { newOperationDefaults } from './new-operation-defaults.js';
import { operationInputSchema } from './operation-input.js';
import { stitchCatalogue } from './stitch-catalogue.js';

describe('the defaults of a new operation (core-domain specification, section 9)', () => {
  it('starts with machines 1, quantity 1, 10 cm of seam, rate 11 and thickness 1 mm (401)', () => {
    expect(newOperationDefaults('401')).toEqual({
      stitchTypeCode: '401',
      seamLengthCm: 10,
      ratePer3Cm: 11,
      bightMm: null,
      seamThicknessMm: 1,
      rows: 1,
      machines: 1,
      lines: [{ needleName: 'Needle thread' }, { needleName: 'Looper thread' }],
    });
  });

  it('gives an overedge rate 15, bight 4 mm and thickness 1.5 mm (504)', () => {
    expect(newOperationDefaults('504')).toMatchObject({
      ratePer3Cm: 15,
      bightMm: 4,
      seamThicknessMm: 1.5,
    });
  });

  it('gives a cover stitch rate 11, bight 6 mm and thickness 1.5 mm (602), a flatseam 8 mm (607)', () => {
    expect(newOperationDefaults('602')).toMatchObject({
      ratePer3Cm: 11,
      bightMm: 6,
      seamThicknessMm: 1.5,
    });
    expect(newOperationDefaults('607').bightMm).toBe(8);
    expect(newOperationDefaults('516').bightMm).toBe(10);
  });

  it('gives a zigzag lockstitch rate 28 and bight 2 mm (304)', () => {
    expect(newOperationDefaults('304')).toMatchObject({ ratePer3Cm: 28, bightMm: 2 });
  });

  it('gives the four-digit zigzag seams their base stitch’s rate 28 (3045, 4041)', () => {
    expect(newOperationDefaults('3045')).toMatchObject({ ratePer3Cm: 28, bightMm: null });
    expect(newOperationDefaults('4041')).toMatchObject({ ratePer3Cm: 28, bightMm: null });
  });

  it("prefills the custom setting's own bight where the bight is asked", () => {
    const setting = { bightMm: 3.5 };
    expect(newOperationDefaults('504', setting).bightMm).toBe(3.5);
    expect(newOperationDefaults('504', { bightMm: null }).bightMm).toBe(4);
    expect(newOperationDefaults('401', setting).bightMm).toBeNull();
  });

  it('leaves the inputs the stitch hides empty (a cycle asks the quantity only)', () => {
    expect(newOperationDefaults('3042')).toMatchObject({
      seamLengthCm: null,
      ratePer3Cm: null,
      bightMm: null,
      seamThicknessMm: null,
      rows: 1,
      machines: 1,
    });
    expect(newOperationDefaults('1013')).toMatchObject({ ratePer3Cm: null, rows: 1 });
  });

  it('passes the operation schema for every stitch', () => {
    for (const stitch of stitchCatalogue) {
      expect(operationInputSchema.safeParse(newOperationDefaults(stitch.code)).success).toBe(true);
    }
  });
});
