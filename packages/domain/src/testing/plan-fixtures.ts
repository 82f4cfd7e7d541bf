import type { ThreadCatalogueInput } from '../catalogue/thread-catalogue.js';
import type { StyleEstimate, StyleOperationLine } from '../consumption/estimate-style.js';
import type { PlanStyle } from '../purchase-plans/plan-style.js';

/**
 * Purchase plan fixtures: estimates written by hand (a line's thread per garment is given, not
 * computed), so that a test's figures can be worked out on paper. The threads are those of
 * `fixtures.ts` (its catalogue and cost file price them).
 */
export type ThreadOfLine = Omit<
  StyleOperationLine,
  | 'needleName'
  | 'group'
  | 'threadConsumption'
  | 'threadQuantity'
  | 'consumptionPerTen'
  | 'threadPerGarmentM'
  | 'unusable'
>;

/** Astra tkt 120, 5000 m cones, navy (colour group C): 4.20 a cone. */
export const astra120Navy: ThreadOfLine = {
  brandId: 1,
  brand: 'Astra',
  ticketTexId: 11,
  ticketTex: 120,
  ticket: 120,
  tex: 25,
  shade: 'Navy 2041',
  colourGroup: 'C',
  packageSizeId: 111,
  packageLength: 5000,
  packageUnit: 'm',
  article: 'AS120-5000',
};

/** Astra tkt 80, 3000 m cones, navy: 3.10 a cone. */
export const astra80Navy: ThreadOfLine = {
  brandId: 1,
  brand: 'Astra',
  ticketTexId: 12,
  ticketTex: 80,
  ticket: 80,
  tex: 37.5,
  shade: 'Navy 2041',
  colourGroup: 'C',
  packageSizeId: 121,
  packageLength: 3000,
  packageUnit: 'm',
  article: null,
};

/** Astra tkt 80, 3000 m cones, optic white: the cost file has no price for it. */
export const astra80White: ThreadOfLine = {
  ...astra80Navy,
  shade: 'Optic White',
  colourGroup: 'W',
};

/** Epic tkt 120, 6000 yd cones, optic white: 5.50 a cone. */
export const epic120White: ThreadOfLine = {
  brandId: 2,
  brand: 'Epic',
  ticketTexId: 21,
  ticketTex: 120,
  ticket: 120,
  tex: 24,
  shade: 'Optic White',
  colourGroup: 'W',
  packageSizeId: 211,
  packageLength: 6000,
  packageUnit: 'yd',
  article: 'EP120-6000Y',
};

/** A component line running `thread`: `metres` per garment (with waste), `threadCount` threads. */
export function lineOf(thread: ThreadOfLine, metres: number, threadCount = 1): StyleOperationLine {
  return {
    ...thread,
    needleName: 'Needle thread',
    group: 'needle',
    threadConsumption: metres,
    threadQuantity: threadCount,
    consumptionPerTen: 0,
    threadPerGarmentM: metres,
    unusable: null,
  };
}

/** An estimate (metric) of operations on `machines` machines each, with the lines given. */
export function estimateOf(
  operations: readonly { machines: number; lines: readonly StyleOperationLine[] }[],
): StyleEstimate {
  return {
    lengthUnit: 'metric',
    threadLengthUnit: 'm',
    styleDetails: {
      name: 'Fixture',
      customer: '',
      createdBy: '',
      productCategory: '',
      productType: '',
      weightType: 'standard',
      color: '',
      size: '',
      description: '',
      quantity: 1,
      noOfProductionLines: 1,
      allowance: 0,
      tktOrTex: 'tkt',
    },
    threadConsumptionSummaries: [],
    totalConsumption: 0,
    operationSummary: operations.map((operation, index) => ({
      id: index + 1,
      description: `Operation ${index + 1}`,
      stitchTypeCode: '301',
      stitchTypeName: 'Lockstitch',
      isCycle: false,
      consumptionBasis: 'per10Cm',
      seamLength: null,
      rate: null,
      bight: null,
      seamThickness: null,
      quantity: null,
      machines: operation.machines,
      wastePercent: 0,
      threadConsumption: 0,
      styleOperations: operation.lines,
    })),
    unusableThreads: [],
    isTensionSettingsChanged: false,
  };
}

/** A complete style of a plan (order: garments, production lines, allowance %). */
export function planStyle(
  styleId: number,
  order: { garments: number; productionLines: number; allowancePercent: number },
  estimate: StyleEstimate,
): PlanStyle {
  return { styleId, name: `Style ${styleId}`, ...order, status: 'complete', estimate };
}

/**
 * Astra (1): tkt 120 (tex 25) in 5000 m and 2500 m, tkt 80 (tex 37.5) in 3000 m, tkt 30
 * (tex 100) in 1000 m. Corona (3): tkt 120 (tex 24) in 4000 m and 2000 m, tkt 75 (tex 40) in
 * 2500 m, and a tkt 60 (tex 50) it sells in no package size. Epic (2): tkt 120 (tex 26) in
 * 6000 yd (5486.4 m) and 3000 yd (2743.2 m).
 */
export const mappingCatalogue = {
  brands: [
    { id: 1, name: 'Astra' },
    { id: 2, name: 'Epic' },
    { id: 3, name: 'Corona' },
  ],
  ticketTexes: [
    { id: 11, brandId: 1, ticket: 120, tex: 25 },
    { id: 12, brandId: 1, ticket: 80, tex: 37.5 },
    { id: 13, brandId: 1, ticket: 30, tex: 100 },
    { id: 21, brandId: 2, ticket: 120, tex: 26 },
    { id: 31, brandId: 3, ticket: 120, tex: 24 },
    { id: 32, brandId: 3, ticket: 75, tex: 40 },
    { id: 33, brandId: 3, ticket: 60, tex: 50 },
  ],
  packageSizes: [
    { id: 111, ticketTexId: 11, length: 5000, unit: 'm', article: 'AS120-5000' },
    { id: 112, ticketTexId: 11, length: 2500, unit: 'm', article: 'AS120-2500' },
    { id: 121, ticketTexId: 12, length: 3000, unit: 'm', article: null },
    { id: 131, ticketTexId: 13, length: 1000, unit: 'm', article: 'AS30-1000' },
    { id: 211, ticketTexId: 21, length: 6000, unit: 'yd', article: 'EP120-6000Y' },
    { id: 212, ticketTexId: 21, length: 3000, unit: 'yd', article: 'EP120-3000Y' },
    { id: 311, ticketTexId: 31, length: 4000, unit: 'm', article: 'CR120-4000' },
    { id: 312, ticketTexId: 31, length: 2000, unit: 'm', article: 'CR120-2000' },
    { id: 321, ticketTexId: 32, length: 2500, unit: 'm', article: 'CR75-2500' },
  ],
  shades: [{ name: 'Navy 2041', colourGroup: 'C' }],
} satisfies ThreadCatalogueInput;
