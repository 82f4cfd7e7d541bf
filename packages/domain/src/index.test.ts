import { describe, expect, it } from 'vitest';
import * as domain from './index.js';

describe('the public door of @spool/domain', () => {
  it.each([
    'estimateOperation',
    'estimateStyle',
    'planThreadUsage',
    'planPurchase',
    'planStyleOf',
    'purchasePlanInputSchema',
    'mapBrand',
    'compareBrands',
    'swappedThreadOf',
    'getStitchType',
    'findStitchType',
    'stitchTypeCodes',
    'defaultStitchSetting',
    'newOperationDefaults',
    'referenceConditionOf',
    'isOperationComplete',
    'operationInputSchema',
    'cmToInches',
    'texToTicket',
    'roundHalfAwayFromZero',
    'roundFigure',
    'figureFormatter',
    'plainFigure',
  ])('exports %s', (name) => {
    expect(domain).toHaveProperty(name);
  });
});
