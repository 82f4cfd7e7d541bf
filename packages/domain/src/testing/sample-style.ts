import type { CostFileInput } from '../costing/cost-file.js';
import { estimateStyle, type StyleDetailsInput } from '../consumption/estimate-style.js';
import type { OperationInput } from '../consumption/operation-input.js';
import type { CustomSettingInput } from '../consumption/stitch-setting.js';
import { planThreadUsage } from '../thread-packages/plan-thread-usage.js';
import {
  costFile,
  navyAstra,
  navyAstraHeavy,
  threadCatalogue,
  whiteAstraHeavy,
  whiteEpic,
} from './fixtures.js';

/*
 * A realistic small style on the fixtures' thread range: a polo shirt of four operations in
 * four stitch families (lockstitch, three-thread overedge with its two looper lines, bottom
 * coverstitch, a bartack cycle), two brands, metre and yard cones, and one thread (Astra tkt 80
 * in optic white) the cost file does not price.
 */

/** The sample's custom setting: the built-in stitch values, 8 % allowance, counted in Tkt. */
export const sampleSetting = {
  name: 'Knits',
  allowancePercent: 8,
  ticketMode: 'tkt',
} satisfies CustomSettingInput;

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
      { needleName: 'Needle thread', ...navyAstra },
      { needleName: 'Bobbin thread', ...navyAstra },
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
      { needleName: 'Needle thread', ...navyAstra },
      { needleName: 'Upper looper thread', ...navyAstraHeavy },
      { needleName: 'Lower looper thread', ...navyAstraHeavy },
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
      { needleName: 'Needle threads', ...whiteEpic },
      { needleName: 'Looper thread', ...whiteEpic },
    ],
  },
  {
    id: 4,
    description: 'Bartack pocket',
    stitchTypeCode: '3042',
    rows: 4,
    machines: 1,
    lines: [
      { needleName: 'Needle thread', ...whiteAstraHeavy },
      { needleName: 'Bobbin thread', ...whiteAstraHeavy },
    ],
  },
];

/** The fixtures' prices with Astra tkt 80 in whites priced too: a complete cost. */
export const completeCostFile = {
  currencyUnit: 'EUR',
  rows: [
    ...costFile.rows,
    {
      brandId: 1,
      article: null,
      colourGroup: 'W',
      packageLength: 3000,
      packageUnit: 'm',
      price: 3.35,
    },
  ],
} satisfies CostFileInput;

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

/** The sample's estimate and thread usage plan, with the fixtures' cost file unless told. */
export function sampleReport(
  overrides: Partial<StyleDetailsInput> = {},
  prices: CostFileInput = costFile,
) {
  const style = sampleStyle(overrides);
  const estimate = estimateStyle(style, sampleOperations, sampleSetting, threadCatalogue);
  const plan = planThreadUsage(
    estimate,
    {
      garments: style.garments,
      productionLines: style.productionLines,
      allowancePercent: sampleSetting.allowancePercent,
    },
    prices,
  );
  return { estimate, plan };
}
