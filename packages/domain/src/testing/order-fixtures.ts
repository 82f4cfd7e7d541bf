import { costFile, threadCatalogue } from './fixtures.js';
import { sizeRangeSchema } from '../orders/size-range.js';

/** The fixtures' thread range with a shade of the natural group for a second colourway. */
export const orderCatalogue = {
  ...threadCatalogue,
  shades: [...threadCatalogue.shades, { name: 'Stone 114', colourGroup: 'N' as const }],
};

/** The fixtures' prices with Astra's 5000 m cones priced in naturals (4.50). */
export const orderPrices = {
  ...costFile,
  rows: [
    ...costFile.rows,
    {
      brandId: 1,
      article: null,
      colourGroup: 'N' as const,
      packageLength: 5000,
      packageUnit: 'm' as const,
      price: 4.5,
    },
  ],
};

/** A T-shirt's sizes: S -4 %, M 0 % (the base), L +4 %, XL +8 %. */
export const teeSizes = sizeRangeSchema.parse({
  sizes: [
    { name: 'S', gradePercent: -4 },
    { name: 'M', gradePercent: 0 },
    { name: 'L', gradePercent: 4 },
    { name: 'XL', gradePercent: 8 },
  ],
  baseSize: 'M',
});
