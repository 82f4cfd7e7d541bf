import { describe, expect, it } from 'vitest';
import { builtInDefaultSetting, defaultStitchSetting } from '../consumption/stitch-setting.js';
import { navyAstra, navyAstraHeavy, operationOf } from '../testing/fixtures.js';
import { orderCatalogue, orderPrices, teeSizes } from '../testing/order-fixtures.js';
import { colourwaySchema, styleThreadKey } from './colourways.js';
import { estimateOrder, type OrderRequest } from './order-figures.js';

/**
 * An approved version keeps the inputs of its figures as JSON (a jsonb column) and computes
 * them again from that copy alone: the engine reads nothing else, so a later change of the
 * setting, the prices or the shades moves the estimate's figures and never the version's.
 */
const astra120 = styleThreadKey({ brandId: 1, ticketTexId: 11, shade: 'Navy 2041' });
const request: OrderRequest = {
  style: { name: 'Tee 100', garments: 1, productionLines: 1 },
  operations: [
    operationOf('301', { seamLengthCm: 100, description: 'Hem' }, navyAstra),
    operationOf('504', { seamLengthCm: 80, description: 'Overlock' }, navyAstraHeavy),
  ],
  setting: builtInDefaultSetting(10),
  catalogue: orderCatalogue,
  range: teeSizes,
  colourways: [
    colourwaySchema.parse({
      name: 'Navy',
      dtmShade: 'Navy 2041',
      quantities: { S: 100, M: 200, L: 100 },
      threadShades: { [astra120]: { kind: 'dtm' } },
    }),
  ],
  runMode: 'sequential',
  costFile: orderPrices,
};

/** What a version stores and reads back. */
const stored = (input: OrderRequest): OrderRequest =>
  JSON.parse(JSON.stringify(input)) as OrderRequest;

describe('a frozen version of an order', () => {
  const approved = estimateOrder(request);
  const frozen = stored(request);

  it('gives exactly its figures again from the stored copy', () => {
    expect(estimateOrder(frozen)).toEqual(approved);
  });

  it('keeps them after the setting, the prices and the shades change, which move the estimate', () => {
    const later: OrderRequest = {
      ...request,
      // The setting: a higher allowance and the lockstitch's needle thread doubled.
      setting: {
        ...builtInDefaultSetting(25),
        stitchSettings: {
          '301': { ...defaultStitchSetting('301'), needle: 2 * defaultStitchSetting('301').needle },
        },
      },
      // Every price doubled.
      costFile: {
        ...orderPrices,
        rows: orderPrices.rows.map((row) => ({ ...row, price: row.price * 2 })),
      },
      // Navy 2041 moved to the naturals, priced otherwise.
      catalogue: {
        ...orderCatalogue,
        shades: orderCatalogue.shades.map((shade) =>
          shade.name === 'Navy 2041' ? { ...shade, colourGroup: 'N' as const } : shade,
        ),
      },
    };
    const estimate = estimateOrder(later);
    expect(estimate.allowancePercent).toBe(25);
    expect(estimate.usage.totalUnusedThread.requirement).toBeGreaterThan(
      approved.usage.totalUnusedThread.requirement,
    );
    expect(estimate.usage.totalCost).not.toEqual(approved.usage.totalCost);
    // The version, computed again from what it stored, has not moved.
    expect(estimateOrder(frozen)).toEqual(approved);
    expect(approved.allowancePercent).toBe(10);
  });

  it('is not changed by computing from it', () => {
    const copy = stored(frozen);
    estimateOrder(frozen);
    expect(frozen).toEqual(copy);
  });
});
