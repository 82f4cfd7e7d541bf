import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors.js';
import { navyAstra, operationOf, poloOperations, threadCatalogue } from '../testing/fixtures.js';
import { estimateOperation } from './estimate-operation.js';
import { estimateStyle, type StyleDetailsInput } from './estimate-style.js';
import { builtInDefaultSetting, defaultStitchSetting } from './stitch-setting.js';

const style: StyleDetailsInput = {
  name: 'Polo 2041',
  customer: 'Northwind Apparel',
  createdBy: 'Ana',
  productCategory: 'Tops',
  productType: 'Polo shirt',
  color: 'Navy',
  size: 'M',
  garments: 1200,
  productionLines: 2,
};
const setting = builtInDefaultSetting(10);

const operations = poloOperations;

const expectError = (run: () => unknown, code: string) => {
  let thrown: unknown;
  try {
    run();
  } catch (error) {
    thrown = error;
  }
  expect(thrown).toBeInstanceOf(DomainError);
  expect(thrown).toMatchObject({ code });
  return thrown as DomainError;
};

describe('the single garment consumption of a style', () => {
  const estimate = estimateStyle(style, operations, setting, threadCatalogue);

  it('adds up each thread (brand, ticket/tex, shade) over the operations', () => {
    const perOperation = operations.map((op) =>
      estimateOperation(op, defaultStitchSetting(op.stitchTypeCode)),
    );
    const [collar, overlock, hem] = perOperation;
    const line = (estimate: typeof overlock, index: number) =>
      estimate?.lines[index]?.threadPerGarmentM ?? 0;
    const summaries = estimate.threadConsumptionSummaries;
    expect(summaries.map((s) => [s.brandId, s.brand, s.ticketTexId, s.ticketTex, s.shade])).toEqual(
      [
        [1, 'Astra', 11, 120, 'Navy 2041'],
        [1, 'Astra', 12, 80, 'Navy 2041'],
        [2, 'Epic', 21, 120, 'Optic White'],
      ],
    );
    const expected = [
      (collar?.threadPerGarmentM ?? 0) + line(overlock, 0),
      line(overlock, 1) + line(overlock, 2),
      hem?.threadPerGarmentM ?? 0,
    ];
    summaries.forEach((summary, index) =>
      expect(summary.totalThreadConsumption).toBeCloseTo(expected[index] ?? Number.NaN, 12),
    );
    const total = perOperation.reduce((sum, op) => sum + op.threadPerGarmentM, 0);
    expect(estimate.totalConsumption).toBeCloseTo(total, 12);
  });

  it('reports each operation and its lines with brand, ticket, shade, article and thread per garment', () => {
    const [collar, overlock] = estimate.operationSummary;
    expect(collar).toMatchObject({
      description: 'Attach collar',
      stitchTypeCode: '301',
      seamLength: 40,
      rate: 11,
      bight: null,
      machines: 1,
    });
    expect(
      overlock?.styleOperations.map((line) => [
        line.needleName,
        line.brand,
        line.ticketTex,
        line.article,
        line.threadQuantity,
      ]),
    ).toEqual([
      ['Needle thread', 'Astra', 120, 'AS120-5000', 1],
      ['Upper looper thread', 'Astra', 80, null, 1],
      ['Lower looper thread', 'Astra', 80, null, 1],
    ]);
    expect(overlock?.styleOperations[0]?.colourGroup).toBe('C');
  });

  it('carries the style details, the allowance and Tkt/Tex of the custom setting, and the tension flag', () => {
    expect(estimate.styleDetails).toEqual({
      name: 'Polo 2041',
      customer: 'Northwind Apparel',
      createdBy: 'Ana',
      productCategory: 'Tops',
      productType: 'Polo shirt',
      weightType: 'standard',
      color: 'Navy',
      size: 'M',
      description: '',
      quantity: 1200,
      noOfProductionLines: 2,
      allowance: 10,
      tktOrTex: 'tkt',
    });
    expect(estimate.isTensionSettingsChanged).toBe(false);
    expect(
      estimateStyle(
        { ...style, isTensionSettingsChanged: true },
        operations,
        setting,
        threadCatalogue,
      ).isTensionSettingsChanged,
    ).toBe(true);
  });

  it('shows tex instead of tickets when the custom setting is in Tex', () => {
    const inTex = estimateStyle(
      style,
      operations,
      { ...setting, ticketMode: 'tex' },
      threadCatalogue,
    );
    expect(inTex.threadConsumptionSummaries.map((s) => s.ticketTex)).toEqual([25, 37.5, 24]);
  });

  it("uses the needle factor of the style's custom setting", () => {
    const own = {
      ...setting,
      stitchSettings: {
        '301': { ...defaultStitchSetting('301'), needle: 2 * defaultStitchSetting('301').needle },
      },
    };
    const changed = estimateStyle(style, operations.slice(0, 1), own, threadCatalogue);
    const base = estimateStyle(style, operations.slice(0, 1), setting, threadCatalogue);
    const [needle, bobbin] = changed.operationSummary[0]?.styleOperations ?? [];
    const [baseNeedle, baseBobbin] = base.operationSummary[0]?.styleOperations ?? [];
    expect(needle?.threadConsumption).toBeCloseTo(2 * (baseNeedle?.threadConsumption ?? 0), 12);
    expect(bobbin?.threadConsumption).toBe(baseBobbin?.threadConsumption);
  });

  it('reports in yards, inches and stitches per inch for an Imperial style', () => {
    const imperial = estimateStyle(
      { ...style, lengthUnit: 'imperial' },
      operations,
      setting,
      threadCatalogue,
    );
    expect(imperial.threadLengthUnit).toBe('yd');
    expect(imperial.totalConsumption).toBeCloseTo(estimate.totalConsumption / 0.9144, 12);
    const [collar, overlock] = imperial.operationSummary;
    expect(collar?.seamLength).toBeCloseTo(40 / 2.54, 12);
    expect(collar?.rate).toBeCloseTo(11 / 1.181103, 12);
    expect(overlock?.bight).toBeCloseTo(4 / 25.4, 12);
    const metricLine = estimate.operationSummary[0]?.styleOperations[0];
    const imperialLine = collar?.styleOperations[0];
    expect(imperialLine?.consumptionPerTen).toBeCloseTo(
      (metricLine?.consumptionPerTen ?? 0) / 2.54,
      12,
    );
    expect(imperialLine?.threadPerGarmentM).toBe(metricLine?.threadPerGarmentM);
  });

  it('refuses a style with an incomplete operation: "Incomplete data in operation. Can not download the report"', () => {
    const incomplete = operationOf(
      '401',
      { description: 'Back rise' },
      { ...navyAstra, packageSizeId: null as unknown as number },
    );
    const error = expectError(
      () => estimateStyle(style, [...operations, incomplete], setting, threadCatalogue),
      'Spool.Reports:IncompleteOperationData',
    );
    expect(error.kind).toBe('rule');
    expect(error.params).toEqual({ operation: 4, description: 'Back rise' });
    expectError(
      () =>
        estimateStyle(
          style,
          [operationOf('401', { seamLengthCm: null }, navyAstra)],
          setting,
          threadCatalogue,
        ),
      'Spool.Reports:IncompleteOperationData',
    );
  });

  it('refuses a line whose thread is not in the reference lists, naming the field', () => {
    const error = expectError(
      () =>
        estimateStyle(
          style,
          [operationOf('301', {}, { ...navyAstra, packageSizeId: 211 })],
          setting,
          threadCatalogue,
        ),
      'Spool.Catalogue:ThreadReferenceNotFound',
    );
    expect(error.params).toMatchObject({ field: 'packageSizeId', id: 211, operation: 1, line: 1 });
  });

  it('rejects a style of zero garments', () => {
    expect(() =>
      estimateStyle({ ...style, garments: 0 }, operations, setting, threadCatalogue),
    ).toThrow('validation.min');
  });

  it('gives an empty report for a style without operations', () => {
    const empty = estimateStyle(style, [], setting, threadCatalogue);
    expect(empty.totalConsumption).toBe(0);
    expect(empty.threadConsumptionSummaries).toEqual([]);
  });
});
