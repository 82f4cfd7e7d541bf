import { describe, expect, it } from 'vitest';
import type { PurchasePlanDto } from '@spool/contracts';
import { isPlanChanged, orderFieldProblem, planBodyOf, planFormOf } from './plan-form';

const plan: PurchasePlanDto = {
  id: 7,
  name: 'Autumn',
  note: '',
  needBy: '2026-09-01',
  runMode: 'concurrent',
  approvedOnly: false,
  creatorId: null,
  createdBy: 'maria',
  creationTime: '2026-11-01T10:00:00.000Z',
  lastModificationTime: null,
  lastModifiedBy: null,
  concurrencyStamp: '00000000-0000-4000-8000-000000000000',
  styles: [
    {
      styleId: 1,
      name: 'Polo',
      garments: 1200,
      numberOfProductionLines: 2,
      orderQuantity: 3000,
      productionLines: null,
      colourwayIds: [41, 43],
      stage: 'approved',
      version: 2,
    },
  ],
};

describe('the plan form', () => {
  it('sends empty order fields as null (the style’s own) and typed ones as numbers', () => {
    const form = planFormOf(plan);
    expect(form.styles[0]).toMatchObject({ orderQuantity: '3000', productionLines: '' });
    expect(planBodyOf(form)).toEqual({
      name: 'Autumn',
      note: '',
      needBy: '2026-09-01',
      runMode: 'concurrent',
      approvedOnly: false,
      styles: [{ styleId: 1, orderQuantity: 3000, productionLines: null, colourwayIds: [41, 43] }],
    });
    expect(isPlanChanged(form, plan)).toBe(false);
    expect(isPlanChanged({ ...form, runMode: 'sequential' }, plan)).toBe(true);
    // Asking for approved styles only is a change to save, sent as the flag.
    expect(isPlanChanged({ ...form, approvedOnly: true }, plan)).toBe(true);
    expect(planBodyOf({ ...form, approvedOnly: true }).approvedOnly).toBe(true);
    const allColourways = {
      ...form,
      styles: form.styles.map((s) => ({ ...s, colourwayIds: null })),
    };
    expect(isPlanChanged(allColourways, plan)).toBe(true);
    expect(planBodyOf(allColourways).styles?.[0]?.colourwayIds).toBeNull();
  });

  it('says what is wrong with a typed order field, with the limits the server applies', () => {
    expect(orderFieldProblem('orderQuantity', '')).toBeNull();
    expect(orderFieldProblem('orderQuantity', ' 2400 ')).toBeNull();
    expect(orderFieldProblem('orderQuantity', '12.5')?.key).toBe('validation.wholeNumber');
    expect(orderFieldProblem('orderQuantity', '0')?.key).toBe('validation.min');
    expect(orderFieldProblem('orderQuantity', '10000000')?.key).toBe('validation.max');
    expect(orderFieldProblem('productionLines', '100')).toEqual({
      key: 'validation.max',
      values: { min: 1, max: 99 },
    });
  });
});
