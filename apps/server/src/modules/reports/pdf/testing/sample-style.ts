import {
  estimateStyle,
  planThreadUsage,
  type CostFileInput,
  type CustomSettingInput,
  type OperationInput,
  type StyleDetailsInput,
  type ThreadCatalogueInput,
} from '@spool/domain';

/**
 * A realistic small style for the PDF tests: a polo shirt of four operations in four stitch
 * families (lockstitch, three-thread overedge, bottom coverstitch, a bartack cycle), two
 * brands, metre and yard cones, and one thread the cost file does not price.
 */
export const sampleCatalogue = {
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
    { id: 121, ticketTexId: 12, length: 3000, unit: 'm', article: null },
    { id: 211, ticketTexId: 21, length: 6000, unit: 'yd', article: 'EP120-6000Y' },
  ],
  shades: [
    { name: 'Navy 2041', colourGroup: 'C' },
    { name: 'Optic White', colourGroup: 'W' },
    { name: 'Ecru', colourGroup: 'N' },
  ],
} satisfies ThreadCatalogueInput;

/** EUR per cone; Ecru (naturals) has no price, so the Thread Usage cost is incomplete. */
export const sampleCostFile = {
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
      colourGroup: 'C',
      packageLength: 3000,
      packageUnit: 'm',
      price: 3.15,
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

/** The same prices with Ecru priced too: a complete cost. */
export const completeCostFile = {
  currencyUnit: 'EUR',
  rows: [
    ...sampleCostFile.rows,
    {
      brandId: 1,
      article: null,
      colourGroup: 'N',
      packageLength: 5000,
      packageUnit: 'm',
      price: 3.95,
    },
  ],
} satisfies CostFileInput;

export const sampleSetting = {
  name: 'Knits',
  allowancePercent: 8,
  ticketMode: 'tkt',
} satisfies CustomSettingInput;

const navy = { brandId: 1, ticketTexId: 11, packageSizeId: 111, shade: 'Navy 2041' };
const navyHeavy = { brandId: 1, ticketTexId: 12, packageSizeId: 121, shade: 'Navy 2041' };
const white = { brandId: 2, ticketTexId: 21, packageSizeId: 211, shade: 'Optic White' };
const ecru = { brandId: 1, ticketTexId: 11, packageSizeId: 111, shade: 'Ecru' };

export const sampleOperations: OperationInput[] = [
  {
    id: 1,
    description: 'Attach collar',
    stitchTypeCode: '301',
    seamLengthCm: 48.5,
    ratePer3Cm: 12,
    seamThicknessMm: 1.5,
    rows: 1,
    machines: 2,
    lines: [
      { needleName: 'Needle thread', ...navy },
      { needleName: 'Bobbin thread', ...navy },
    ],
  },
  {
    id: 2,
    description: 'Close side seams',
    stitchTypeCode: '504',
    seamLengthCm: 132,
    ratePer3Cm: 13,
    bightMm: 4,
    seamThicknessMm: 2,
    machines: 3,
    lines: [
      { needleName: 'Needle thread', ...navy },
      { needleName: 'Upper looper thread', ...navyHeavy },
      { needleName: 'Lower looper thread', ...navyHeavy },
    ],
  },
  {
    id: 3,
    description: 'Hem body',
    stitchTypeCode: '406',
    seamLengthCm: 104,
    ratePer3Cm: 12,
    bightMm: 6.4,
    seamThicknessMm: 1.5,
    machines: 1,
    lines: [
      { needleName: 'Needle threads', ...white },
      { needleName: 'Looper thread', ...white },
    ],
  },
  {
    id: 4,
    description: 'Bartack pocket',
    stitchTypeCode: '3042',
    rows: 4,
    machines: 1,
    lines: [
      { needleName: 'Needle thread', ...ecru },
      { needleName: 'Bobbin thread', ...ecru },
    ],
  },
];

export function sampleStyle(overrides: Partial<StyleDetailsInput> = {}): StyleDetailsInput {
  return {
    name: 'Polo PX-204',
    customer: 'Northwind Apparel',
    createdBy: 'Ana Planner',
    productCategory: 'Tops',
    productType: 'Polo shirt',
    weightType: 'standard',
    color: 'Navy',
    size: 'M',
    description: 'Short-sleeve piqué polo, two-button placket',
    garments: 2400,
    productionLines: 3,
    lengthUnit: 'metric',
    ...overrides,
  };
}

export function sampleReport(
  overrides: Partial<StyleDetailsInput> = {},
  costFile: CostFileInput = sampleCostFile,
) {
  const style = sampleStyle(overrides);
  const estimate = estimateStyle(style, sampleOperations, sampleSetting, sampleCatalogue);
  const plan = planThreadUsage(
    estimate,
    {
      garments: style.garments,
      productionLines: style.productionLines,
      allowancePercent: sampleSetting.allowancePercent,
    },
    costFile,
  );
  return { estimate, plan };
}
