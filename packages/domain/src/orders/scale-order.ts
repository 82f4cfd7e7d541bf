import { colourwayGarments, quantityOfSize, type Colourway } from './colourways.js';
import type { SizeRange } from './size-range.js';

/**
 * Garments of some colourways of a style: the sum of their quantities over the range's sizes.
 *
 * @param colourways - the colourways taken
 * @param range - the style's sizes
 */
export function garmentsOfColourways(colourways: readonly Colourway[], range: SizeRange): number {
  return colourways.reduce((sum, colourway) => sum + colourwayGarments(colourway, range), 0);
}

/**
 * The colourways with their quantities scaled to another number of garments, keeping their
 * mix of colourways and sizes: each cell (colourway, size) gets the whole part of its share,
 * and the garments left go one each to the cells with the largest remainders, the first cell
 * first on a tie (the largest remainder method), so the cells sum to `garments` exactly. When
 * the colourways order nothing yet, every cell weighs the same. Colourways that already sum to
 * `garments` come back unchanged.
 *
 * @param colourways - the colourways taken, in order
 * @param range - the style's sizes
 * @param garments - the garments wanted, a whole number from 0
 */
export function scaleColourways(
  colourways: readonly Colourway[],
  range: SizeRange,
  garments: number,
): Colourway[] {
  const total = garmentsOfColourways(colourways, range);
  if (total === garments) return [...colourways];
  const cells = colourways.flatMap((colourway, index) =>
    range.sizes.map((size) => ({
      index,
      size: size.name,
      weight: total === 0 ? 1 : quantityOfSize(colourway, size.name),
    })),
  );
  const weights = total === 0 ? cells.length : total;
  const shares = cells.map((cell, order) => {
    const exact = (garments * cell.weight) / weights;
    const whole = Math.floor(exact);
    return { ...cell, order, quantity: whole, remainder: exact - whole };
  });
  let left = garments - shares.reduce((sum, share) => sum + share.quantity, 0);
  const byRemainder = [...shares].sort((a, b) => b.remainder - a.remainder || a.order - b.order);
  for (const share of byRemainder) {
    if (left <= 0) break;
    share.quantity += 1;
    left -= 1;
  }
  return colourways.map((colourway, index) => ({
    ...colourway,
    quantities: Object.fromEntries(
      shares.filter((share) => share.index === index).map((share) => [share.size, share.quantity]),
    ),
  }));
}
