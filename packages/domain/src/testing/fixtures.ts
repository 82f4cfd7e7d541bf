import type { ThreadCatalogueInput } from '../catalogue/thread-catalogue.js';
import type { OperationInput } from '../consumption/operation-input.js';
import { getStitchType } from '../consumption/stitch-catalogue.js';
import type { CostFileInput } from '../costing/cost-file.js';

/** Two brands, their tickets and package sizes, and shades in three colour groups. */
export const threadCatalogue = {
  brands: [
    { id: 1, name: 'Astra' },
    { id: 2, name: 'Epic' },
  ],
  ticketTexes: [
    { id: 11, brandId: 1, ticket: 120, tex: 25 },
    { id: 12, brandId: 1, ticket: 80, tex: 37.5 },
    { id: 21, brandId: 2, ticket: 120, tex: 24 },
  ],
  packageSizes: [
    { id: 111, ticketTexId: 11, length: 5000, unit: 'm', article: 'AS120-5000' },
    { id: 112, ticketTexId: 11, length: 2500, unit: 'm', article: 'AS120-2500' },
    { id: 121, ticketTexId: 12, length: 3000, unit: 'm', article: null },
    { id: 211, ticketTexId: 21, length: 6000, unit: 'yd', article: 'EP120-6000Y' },
  ],
  shades: [
    { name: 'Navy 2041', colourGroup: 'C' },
    { name: 'Black', colourGroup: 'B' },
    { name: 'Optic White', colourGroup: 'W' },
  ],
} satisfies ThreadCatalogueInput;

/** Prices per package in EUR for the fixtures' threads; no price for Astra tkt 80 in whites. */
export const costFile = {
  currencyUnit: 'EUR',
  rows: [
    {
      brandId: 1,
      article: null,
      colourGroup: 'C',
      packageLength: 5000,
      packageUnit: 'm',
      price: 4.2,
    },
    {
      brandId: 1,
      article: null,
      colourGroup: 'B',
      packageLength: 5000,
      packageUnit: 'm',
      price: 3.9,
    },
    {
      brandId: 1,
      article: null,
      colourGroup: 'C',
      packageLength: 2500,
      packageUnit: 'm',
      price: 2.6,
    },
    {
      brandId: 1,
      article: null,
      colourGroup: 'C',
      packageLength: 3000,
      packageUnit: 'm',
      price: 3.1,
    },
    {
      brandId: 2,
      article: null,
      colourGroup: 'W',
      packageLength: 6000,
      packageUnit: 'yd',
      price: 5.5,
    },
  ],
} satisfies CostFileInput;

type Thread = {
  brandId: number;
  ticketTexId: number;
  packageSizeId: number;
  shade?: string | null;
};

/** Astra tkt 120, 5000 m cones, navy. */
export const navyAstra: Thread = {
  brandId: 1,
  ticketTexId: 11,
  packageSizeId: 111,
  shade: 'Navy 2041',
};
/** Astra tkt 80, 3000 m cones, navy. */
export const navyAstraHeavy: Thread = {
  brandId: 1,
  ticketTexId: 12,
  packageSizeId: 121,
  shade: 'Navy 2041',
};
/** Astra tkt 80, 3000 m cones, optic white: the cost file has no price for it. */
export const whiteAstraHeavy: Thread = {
  brandId: 1,
  ticketTexId: 12,
  packageSizeId: 121,
  shade: 'Optic White',
};
/** Epic tkt 120, 6000 yd cones, optic white. */
export const whiteEpic: Thread = {
  brandId: 2,
  ticketTexId: 21,
  packageSizeId: 211,
  shade: 'Optic White',
};

/**
 * An operation of a stitch with every component line running `thread` (or blank lines), at
 * the catalogue defaults unless overridden; hidden inputs are left out.
 */
export function operationOf(
  stitchTypeCode: string,
  values: Partial<OperationInput> = {},
  thread?: Thread | readonly Thread[],
): OperationInput {
  const stitch = getStitchType(stitchTypeCode);
  const visible = stitch.visibleInputs;
  const threadOf = (index: number) =>
    (Array.isArray(thread) ? thread[index] : thread) as Thread | undefined;
  return {
    description: `${stitchTypeCode} seam`,
    stitchTypeCode,
    ...(visible.seamLength && { seamLengthCm: 10 }),
    ...(visible.rate && { ratePer3Cm: stitch.defaultRatePer3Cm }),
    ...(visible.bight && { bightMm: stitch.defaultBightMm }),
    ...(visible.seamThickness && { seamThicknessMm: stitch.defaultSeamThicknessMm }),
    ...(visible.quantity && { rows: 1 }),
    machines: 1,
    lines: stitch.components.map((component, index) => ({
      needleName: component.name,
      ...threadOf(index),
    })),
    ...values,
  };
}

/**
 * A polo's three operations: the collar in Astra tkt 120; the side seams overlocked in Astra
 * tkt 120 (needle) and tkt 80 (both loopers); the hem in Epic.
 */
export const poloOperations: readonly OperationInput[] = [
  operationOf('301', { seamLengthCm: 40, description: 'Attach collar' }, navyAstra),
  operationOf('504', { seamLengthCm: 120, description: 'Overlock side seams' }, [
    navyAstra,
    navyAstraHeavy,
    navyAstraHeavy,
  ]),
  operationOf('602', { seamLengthCm: 60, description: 'Hem' }, whiteEpic),
];
