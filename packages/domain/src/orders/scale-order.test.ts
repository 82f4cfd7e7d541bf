import { describe, expect, it } from 'vitest';
import { colourwaySchema } from './colourways.js';
import { garmentsOfColourways, scaleColourways } from './scale-order.js';
import { teeSizes } from '../testing/order-fixtures.js';

const range = teeSizes;
const navy = colourwaySchema.parse({ name: 'Navy', quantities: { S: 100, M: 200, L: 100 } });
const stone = colourwaySchema.parse({ name: 'Stone', quantities: { m: 300 } });

describe('colourways scaled to a plan’s garments', () => {
  it('keeps the mix and gives the garments left to the largest remainders', () => {
    // 700 garments to 1000: Navy S 142.857, M 285.714, L 142.857; Stone M 428.571.
    // Whole parts 997; the 3 left go to Navy S and Navy L (.857, the first first), then Navy M.
    const scaled = scaleColourways([navy, stone], range, 1000);
    expect(scaled.map((colourway) => colourway.quantities)).toEqual([
      { S: 143, M: 286, L: 143, XL: 0 },
      { S: 0, M: 428, L: 0, XL: 0 },
    ]);
    expect(garmentsOfColourways(scaled, range)).toBe(1000);
    expect(scaled.map((colourway) => colourway.name)).toEqual(['Navy', 'Stone']);
  });

  it('scales down as well, never below nothing', () => {
    // 700 to 7: Navy S 1, M 2, L 1; Stone M 3, exactly.
    expect(scaleColourways([navy, stone], range, 7).map((c) => c.quantities)).toEqual([
      { S: 1, M: 2, L: 1, XL: 0 },
      { S: 0, M: 3, L: 0, XL: 0 },
    ]);
    expect(garmentsOfColourways(scaleColourways([navy, stone], range, 0), range)).toBe(0);
  });

  it('gives back the colourways themselves when they already sum to the garments', () => {
    const same = scaleColourways([navy, stone], range, 700);
    expect(same[0]).toBe(navy);
    expect(same[1]).toBe(stone);
  });

  it('spreads the garments evenly over every cell while the colourways order nothing', () => {
    const empty = [
      colourwaySchema.parse({ name: 'Navy' }),
      colourwaySchema.parse({ name: 'Stone' }),
    ];
    // 8 cells of 1.25: one each, the 2 left to the first two cells.
    expect(scaleColourways(empty, range, 10).map((c) => c.quantities)).toEqual([
      { S: 2, M: 2, L: 1, XL: 1 },
      { S: 1, M: 1, L: 1, XL: 1 },
    ]);
  });
});
